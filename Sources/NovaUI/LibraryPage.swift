// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine

/// The library: search and sort at the top, then "Continue Watching" and every folder's
/// videos, as posters in a grid on a wide window and as a list on a narrow one. One
/// scrolling `GtkListView` of rows (`LibraryLayout`), so only what is on screen exists as
/// widgets, and 50,000 videos open as fast as 50.
@MainActor
final class LibraryPage {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let search: UnsafeMutablePointer<GtkWidget>
    private let sortChoice: UnsafeMutablePointer<GtkWidget>
    private let indexing: UnsafeMutablePointer<GtkWidget>
    private let indexingLabel: UnsafeMutablePointer<GtkWidget>
    private let content: UnsafeMutablePointer<GtkWidget>
    private let rowsModel: OpaquePointer
    private var catalog = LibraryCatalog(items: [])
    private var groups: [LibraryGroup] = []
    private var rows: [LibraryLayout.Row] = []
    private var columns = 1
    private var width = 0
    /// The row views by their `GtkListItem`.
    private var rowViews: [UnsafeMutableRawPointer: LibraryRowView] = [:]
    private static let spacing = 12
    private static let margin = 12
    private static let logs = ProcessInfo.processInfo.environment["NOVA_DEBUG"]?.split(separator: ",").contains("library") == true

    var onPlay: ((String) -> Void)?
    var onAddFolder: Action?
    /// The poster for an item, or nil while it is made (`posterReady` follows).
    var poster: ((LibraryItem) -> OpaquePointer?)?

    init() {
        search = gtk_search_entry_new()
        gtk_search_entry_set_search_delay(cast(search), 0)
        gtk_widget_set_hexpand(search, 1)
        nova_object_set_string(raw(search), "placeholder-text", tr("Search videos"))
        nova_accessible_set_label(search, tr("Search videos"))
        let names = [tr("Name"), tr("Date Added"), tr("Last Watched"), tr("Length")]
        sortChoice = names.withCStringArray { gtk_drop_down_new_from_strings($0) }
        gtk_widget_set_tooltip_text(sortChoice, tr("Sort by"))
        nova_accessible_set_label(sortChoice, tr("Sort by"))
        let add = gtk_button_new_from_icon_name("folder-new-symbolic")!
        gtk_widget_set_tooltip_text(add, tr("Add a folder of videos"))
        nova_accessible_set_label(add, tr("Add Folder"))
        let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_add_css_class(bar, "nova-library-bar")
        for child in [search, sortChoice, add] { gtk_box_append(cast(bar), child) }

        indexingLabel = gtk_label_new(nil)
        gtk_widget_add_css_class(indexingLabel, "dim-label")
        gtk_label_set_ellipsize(cast(indexingLabel), PANGO_ELLIPSIZE_MIDDLE)
        let spinner = gtk_spinner_new()!
        gtk_spinner_start(cast(spinner))
        indexing = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)
        gtk_widget_set_halign(indexing, GTK_ALIGN_CENTER)
        gtk_box_append(cast(indexing), spinner)
        gtk_box_append(cast(indexing), indexingLabel)
        gtk_widget_set_visible(indexing, 0)

        // The rows: a string list whose strings are only positions into `rows`.
        rowsModel = gtk_string_list_new(nil)
        let factory = gtk_signal_list_item_factory_new()!
        let selection = gtk_no_selection_new(OpaquePointer(g_object_ref(raw(rowsModel))))
        // The list view takes over both references.
        let list = gtk_list_view_new(selection, factory)!
        gtk_widget_add_css_class(list, "nova-library")
        let scroller = gtk_scrolled_window_new()!
        // EXTERNAL, not NEVER: the window may shrink below the row's width for a moment,
        // until the ruler's new width gives fewer columns.
        gtk_scrolled_window_set_policy(cast(scroller), GTK_POLICY_EXTERNAL, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(cast(scroller), list)
        gtk_widget_set_vexpand(scroller, 1)

        let empty = adw_status_page_new()!
        adw_status_page_set_icon_name(cast(empty), "folder-videos-symbolic")
        adw_status_page_set_title(cast(empty), tr("No Videos Here Yet"))
        adw_status_page_set_description(cast(empty), tr("Add a folder and Nova finds the videos in it"))
        let addPill = Style.pillButton(tr("_Add Folder…"))
        adw_status_page_set_child(cast(empty), addPill)
        let noResults = adw_status_page_new()!
        adw_status_page_set_icon_name(cast(noResults), "edit-find-symbolic")
        adw_status_page_set_title(cast(noResults), tr("No Results"))
        content = gtk_stack_new()
        gtk_stack_add_named(cast(content), scroller, "list")
        gtk_stack_add_named(cast(content), empty, "empty")
        gtk_stack_add_named(cast(content), noResults, "no-results")

        // A zero-height strip as wide as the list: its "resize" says how many columns fit.
        let ruler = gtk_drawing_area_new()!
        gtk_widget_set_hexpand(ruler, 1)
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
        for child in [bar, indexing, ruler, content] { gtk_box_append(cast(widget), child) }

        onSize(raw(ruler), "resize") { [unowned self] width, _ in resized(width) }
        onSignal(raw(search), "search-changed") { [unowned self] in refresh() }
        onSignalWithPointer(raw(sortChoice), "notify::selected") { [unowned self] _ in refresh() }
        for button in [add, addPill] { onSignal(raw(button), "clicked") { [unowned self] in onAddFolder?() } }
        onSignalWithPointer(raw(factory), "setup") { [unowned self] item in setUp(item) }
        onSignalWithPointer(raw(factory), "bind") { [unowned self] item in bind(item) }
        onSignalWithPointer(raw(factory), "teardown") { [unowned self] item in
            if let item { rowViews[item] = nil }
        }
    }

    var sort: LibrarySort {
        LibrarySort.allCases[min(Int(gtk_drop_down_get_selected(cast(sortChoice))), LibrarySort.allCases.count - 1)]
    }

    /// Shows `catalog`; `hasFolders` picks the invitation to add one when it is empty.
    func show(_ catalog: LibraryCatalog, hasFolders: Bool) {
        self.catalog = catalog
        self.hasFolders = hasFolders
        refresh()
    }

    private var hasFolders = false

    /// Says how indexing goes: videos found so far in `folder`; nil when it is done.
    func setIndexing(_ folder: String, found: Int?) {
        gtk_widget_set_visible(indexing, found == nil ? 0 : 1)
        if let found {
            let name = (folder as NSString).lastPathComponent
            gtk_label_set_text(cast(indexingLabel), tr("Looking for videos in %s… %s found", name, String(found)))
        }
    }

    /// A poster became ready: the cells showing it take it.
    func posterReady(_ location: String) {
        for view in rowViews.values { view.posterReady(location, poster: poster) }
    }

    func focusSearch() { gtk_widget_grab_focus(search) }

    private var searchText: String { String(cString: gtk_editable_get_text(cast(search))) }

    private func resized(_ newWidth: Int) {
        guard newWidth != width else { return }
        width = newWidth
        let fit = LibraryLayout.columns(width: newWidth - 2 * Self.margin, cellWidth: PosterCell.gridWidth,
                                        spacing: Self.spacing)
        guard fit != columns else { return }
        columns = fit
        relayout()
    }

    private func refresh() {
        let started = g_get_monotonic_time()
        groups = catalog.groups(searchText, sortedBy: sort)
        relayout()
        if Self.logs {
            let count = groups.reduce(0) { $0 + ($1.kind == .continueWatching ? 0 : $1.items.count) }
            let elapsed = Double(g_get_monotonic_time() - started) / 1000
            let line = "nova-library: showing \(count) of \(catalog.items.count) videos"
                + " (search \"\(searchText)\", \(sort.rawValue)) in \(String(format: "%.1f", elapsed)) ms\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    private func relayout() {
        rows = LibraryLayout.rows(groups, columns: columns)
        let old = g_list_model_get_n_items(rowsModel)
        // The strings are positions: a row's content comes from `rows`, looked up at bind time.
        let strings = (0..<rows.count).map(String.init)
        strings.withCStringArray { gtk_string_list_splice(rowsModel, 0, old, $0) }
        let page: String
        if !rows.isEmpty { page = "list" } else if catalog.items.isEmpty || !hasFolders && searchText.isEmpty { page = "empty" } else { page = "no-results" }
        gtk_stack_set_visible_child_name(cast(content), page)
    }

    private func setUp(_ item: gpointer?) {
        let view = LibraryRowView()
        view.onPlay = { [unowned self] location in onPlay?(location) }
        if let item { rowViews[item] = view }
        gtk_list_item_set_child(OpaquePointer(item), view.widget)
        gtk_list_item_set_activatable(OpaquePointer(item), 0)
        gtk_list_item_set_selectable(OpaquePointer(item), 0)
    }

    private func bind(_ item: gpointer?) {
        let listItem = OpaquePointer(item)
        guard let item, let view = rowViews[item] else { return }
        let position = Int(gtk_list_item_get_position(listItem))
        guard position < rows.count else { return }
        switch rows[position] {
        case .heading(let group):
            view.showHeading(groups[group].kind)
        case .items(let group, let range):
            let items = groups[group].items[range].map { catalog.items[$0] }
            view.showItems(items, columns: columns, poster: poster)
        }
    }
}

/// One row of the library: a heading, or up to `columns` poster cells.
@MainActor
private final class LibraryRowView {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let heading: UnsafeMutablePointer<GtkWidget>
    private let headingTitle: UnsafeMutablePointer<GtkWidget>
    private let headingPath: UnsafeMutablePointer<GtkWidget>
    private let folderMenu: UnsafeMutablePointer<GtkWidget>
    private let cellsBox: UnsafeMutablePointer<GtkWidget>
    private var cells: [PosterCell] = []
    private var items: [LibraryItem] = []
    var onPlay: ((String) -> Void)?

    init() {
        headingTitle = gtk_label_new(nil)
        gtk_widget_add_css_class(headingTitle, "title-4")
        headingPath = gtk_label_new(nil)
        gtk_widget_add_css_class(headingPath, "dim-label")
        gtk_widget_add_css_class(headingPath, "caption")
        let text = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_hexpand(text, 1)
        for label in [headingTitle, headingPath] {
            gtk_label_set_xalign(cast(label), 0)
            gtk_label_set_ellipsize(cast(label), PANGO_ELLIPSIZE_MIDDLE)
            gtk_box_append(cast(text), label)
        }
        folderMenu = gtk_menu_button_new()
        gtk_menu_button_set_icon_name(cast(folderMenu), "view-more-symbolic")
        gtk_widget_add_css_class(folderMenu, "flat")
        gtk_widget_set_valign(folderMenu, GTK_ALIGN_CENTER)
        gtk_widget_set_tooltip_text(folderMenu, tr("Folder menu"))
        nova_accessible_set_label(folderMenu, tr("Folder menu"))
        heading = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        gtk_widget_add_css_class(heading, "nova-library-heading")
        gtk_box_append(cast(heading), text)
        gtk_box_append(cast(heading), folderMenu)
        cellsBox = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)
        gtk_box_set_homogeneous(cast(cellsBox), 1)
        gtk_widget_add_css_class(cellsBox, "nova-library-row")
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        // Held here as well as by its list item, so a late poster never reaches a freed widget.
        g_object_ref_sink(raw(widget))
        gtk_box_append(cast(widget), heading)
        gtk_box_append(cast(widget), cellsBox)
    }

    isolated deinit { g_object_unref(raw(widget)) }

    func showHeading(_ kind: LibraryGroup.Kind) {
        gtk_widget_set_visible(heading, 1)
        gtk_widget_set_visible(cellsBox, 0)
        switch kind {
        case .continueWatching:
            gtk_label_set_text(cast(headingTitle), tr("Continue Watching"))
            gtk_widget_set_visible(headingPath, 0)
            gtk_widget_set_visible(folderMenu, 0)
        case .folder(let path):
            gtk_label_set_text(cast(headingTitle), (path as NSString).lastPathComponent)
            gtk_label_set_text(cast(headingPath), path)
            gtk_widget_set_visible(headingPath, 1)
            gtk_widget_set_visible(folderMenu, 1)
            let menu = g_menu_new()!
            let remove = g_menu_item_new(tr("_Remove Folder from Library"), nil)!
            g_menu_item_set_action_and_target_value(remove, "win.remove-library-folder", g_variant_new_string(path))
            g_menu_append_item(menu, remove)
            g_object_unref(raw(remove))
            gtk_menu_button_set_menu_model(cast(folderMenu), cast(menu))
            g_object_unref(raw(menu))
        }
    }

    func showItems(_ items: [LibraryItem], columns: Int, poster: ((LibraryItem) -> OpaquePointer?)?) {
        self.items = items
        gtk_widget_set_visible(heading, 0)
        gtk_widget_set_visible(cellsBox, 1)
        while cells.count < columns {
            let cell = PosterCell()
            cell.onPlay = { [unowned self] location in onPlay?(location) }
            cells.append(cell)
            gtk_box_append(cast(cellsBox), cell.widget)
        }
        for (index, cell) in cells.enumerated() {
            // Cells past the last item keep their place, so every row's columns line up.
            if index < items.count {
                cell.show(items[index], poster: poster?(items[index]), asList: columns == 1)
                gtk_widget_set_opacity(cell.widget, 1)
                gtk_widget_set_can_target(cell.widget, 1)
                gtk_widget_set_can_focus(cell.widget, 1)
                gtk_widget_set_visible(cell.widget, 1)
            } else if index < columns {
                gtk_widget_set_visible(cell.widget, 1)
                gtk_widget_set_opacity(cell.widget, 0)
                gtk_widget_set_can_target(cell.widget, 0)
                gtk_widget_set_can_focus(cell.widget, 0)
            } else {
                gtk_widget_set_visible(cell.widget, 0)
            }
        }
    }

    func posterReady(_ location: String, poster: ((LibraryItem) -> OpaquePointer?)?) {
        for (index, item) in items.enumerated() where item.location == location && index < cells.count {
            if cells[index].location == location { cells[index].setPoster(poster?(item)) }
        }
    }
}
