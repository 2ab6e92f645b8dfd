// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib

/// Speed: the steps of `SpeedSteps`, the current one checked.
extension PlayerPanels {
    func speed() -> UnsafeMutablePointer<GtkWidget> {
        let box = column()
        let list = ChoiceList(name: tr("Speed"))
        shown.speeds = list
        let current = player.state.speed
        for speed in SpeedSteps.all {
            let name = SpeedSteps.label(speed)
            list.add(name, detail: speed == 1 ? tr("Normal") : nil, current: abs(speed - current) < 0.001) { [unowned self] in
                actions.activate(.setSpeed(speed))
            }
        }
        gtk_box_append(cast(box), list.widget)
        note(tr("Voices keep their pitch at every speed."), in: box)
        focusAfterOpen = list
        return box
    }
}
