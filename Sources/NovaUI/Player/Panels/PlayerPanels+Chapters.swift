// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib

/// Chapters: each with its start, the current one checked; a choice jumps there.
extension PlayerPanels {
    func chapters() -> UnsafeMutablePointer<GtkWidget> {
        let box = column()
        let state = player.state
        guard !state.chapters.isEmpty else {
            let none = gtk_label_new(tr("This video has no chapters."))!
            gtk_widget_add_css_class(none, "dim-label")
            gtk_box_append(cast(box), none)
            return box
        }
        let list = ChoiceList(name: tr("Chapters"))
        shown.chapters = (list, state.chapters.count)
        for (index, chapter) in state.chapters.enumerated() {
            let message = OnScreenMessage.chapter(title: chapter.title, number: index + 1)
            list.add(message.text, detail: TimeFormat.clock(chapter.start), current: index == state.chapterIndex) { [unowned self] in
                actions.activate(.goToChapter(index))
                host.close()
            }
        }
        gtk_box_append(cast(box), list.widget)
        focusAfterOpen = list
        return box
    }
}
