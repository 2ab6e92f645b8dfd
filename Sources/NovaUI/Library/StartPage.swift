// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore
import NovaGLib
import NovaStore

/// What Nova shows with nothing playing: the library and the history, switched at the
/// top on a wide window and at the bottom on a narrow one; or, before there is either,
/// an invitation to open a video or add a folder.
@MainActor
final class StartPage {
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The header bar's title while the start page shows: "Library | History".
    let switcherTitle: UnsafeMutablePointer<GtkWidget>
    let library: LibraryPage
    let history: HistoryPage
    private let views: UnsafeMutablePointer<GtkWidget>


    init() {
        let welcome = adw_status_page_new()!
        adw_status_page_set_icon_name(cast(welcome), "io.github.novaplayer.Nova")
        adw_status_page_set_title(cast(welcome), tr("Watch Something"))
        adw_status_page_set_description(cast(welcome), tr("Open a video or drop one here, or add a folder of videos to your library"))
        let open = Style.pillButton(tr("_Open Video…"))
        let add = mnemonicButton(tr("_Add Folder…"))
        gtk_widget_add_css_class(add, "pill")
        gtk_widget_set_halign(add, GTK_ALIGN_CENTER)
        let buttons = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_box_append(cast(buttons), open)
        gtk_box_append(cast(buttons), add)
        adw_status_page_set_child(cast(welcome), buttons)

        library = LibraryPage()
        history = HistoryPage()
        views = adw_view_stack_new()
        let libraryPage = adw_view_stack_add_titled(cast(views), library.widget, "library", tr("Library"))
        adw_view_stack_page_set_icon_name(libraryPage, "folder-videos-symbolic")
        let historyPage = adw_view_stack_add_titled(cast(views), history.widget, "history", tr("History"))
        adw_view_stack_page_set_icon_name(historyPage, "document-open-recent-symbolic")
        gtk_widget_set_vexpand(views, 1)
        gtk_widget_set_margin_top(library.widget, 6)
        gtk_widget_set_margin_start(library.widget, 12)
        gtk_widget_set_margin_end(library.widget, 12)

        switcherTitle = adw_view_switcher_title_new()
        // In the header bar only while the start page shows: kept alive while out.
        g_object_ref_sink(raw(switcherTitle))
        adw_view_switcher_title_set_stack(cast(switcherTitle), cast(views))
        adw_view_switcher_title_set_title(cast(switcherTitle), "Nova")
        // Too narrow for the switcher in the header bar: it moves to the bottom.
        let bar = adw_view_switcher_bar_new()!
        adw_view_switcher_bar_set_stack(cast(bar), cast(views))
        g_object_bind_property(raw(switcherTitle), "title-visible", raw(bar), "reveal", G_BINDING_SYNC_CREATE)
        let home = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(cast(home), views)
        gtk_box_append(cast(home), bar)

        widget = gtk_stack_new()
        gtk_stack_add_named(cast(widget), welcome, "welcome")
        gtk_stack_add_named(cast(widget), home, "home")
        ActionTable.attach(open, to: .open)
        ActionTable.attach(add, to: .addLibraryFolder(path: nil))
    }

    /// The welcome page while there is nothing to show, else the library and history.
    func show(history entries: [WatchHistory.Entry], library catalog: LibraryCatalog, folders: [String]) {
        history.show(entries)
        library.show(catalog, folders: folders)
        let nothing = entries.isEmpty && catalog.items.isEmpty && folders.isEmpty
        gtk_stack_set_visible_child_name(cast(widget), nothing ? "welcome" : "home")
    }

    func showLibrary() { adw_view_stack_set_visible_child_name(cast(views), "library") }
}
