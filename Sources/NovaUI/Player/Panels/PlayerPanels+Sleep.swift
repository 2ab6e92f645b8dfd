// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib

/// Sleep Timer: its choices, and Off while it runs.
extension PlayerPanels {
    func sleep() -> UnsafeMutablePointer<GtkWidget> {
        let box = column()
        let running = sleepTimer.timer
        let list = ChoiceList(name: tr("Sleep Timer"))
        for mode in SleepTimer.choices {
            let name: String = switch mode {
            case .minutes(let minutes): tr("%s minutes", String(minutes))
            case .endOfVideo: tr("End of this video")
            }
            list.add(name, current: running?.mode == mode) { [unowned self] in
                actions.activate(.setSleepTimer(mode))
                host.close()
            }
        }
        if running != nil {
            list.add(tr("Off"), current: false) { [unowned self] in
                actions.activate(.setSleepTimer(nil))
                host.close()
            }
        }
        gtk_box_append(cast(box), list.widget)
        note(tr("The sound fades out over the last ten seconds, then the video pauses."), in: box)
        focusAfterOpen = list
        return box
    }
}
