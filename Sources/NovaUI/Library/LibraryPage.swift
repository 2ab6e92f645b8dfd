// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib

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
    /// The page shown with no video: its words follow `LibraryEmptiness`.
    private let empty: UnsafeMutablePointer<GtkWidget>
    private var isIndexing = false
    private let rowList = PositionListView(cssClass: "nova-library", name: tr("Library"))
    private let scroller: UnsafeMutablePointer<GtkWidget>
    private var catalog = LibraryCatalog(items: [])
    private var groups: [LibraryGroup] = []
    private var rows: [LibraryLayout.Row] = []
    private var columns = 1
    private var width = 0
    /// The row views by their `GtkListItem`.
    private var rowViews: [UnsafeMutableRawPointer: LibraryRowView] = [:]
    private static let spacing = 12
    private static let margin = 12
    private static let logs = DebugTopics.isOn(.library)

    /// The poster for an item, or nil while it is made (`posterReady` follows).
    var poster: ((LibraryItem) -> OpaquePointer?)?

    init() {
        search = gtk_search_entry_new()
        gtk_search_entry_set_search_delay(cast(search), 0)
        gtk_widget_set_hexpand(search, 1)
        nova_object_set_string(raw(search), "placeholder-text", tr("Search videos"))
        nova_accessible_set_label(search, tr("Search videos"))
        // Narrow at any text size: the search gives up width first, and sorting is a menu
        // behind an icon rather than a list as wide as its longest choice.
        gtk_editable_set_width_chars(cast(search), 6)
        let names = [tr("_Name"), tr("_Date Added"), tr("_Last Watched"), tr("Len_gth")]
        let sortMenu = g_menu_new()!
        for (index, name) in names.enumerated() {
            // A radio choice: the action's state is the order shown.
            g_menu_append(sortMenu, name, ActionTable.detailedName(.sortLibrary(LibrarySort.allCases[index])))
        }
        sortChoice = gtk_menu_button_new()
        gtk_menu_button_set_icon_name(cast(sortChoice), "view-sort-descending-symbolic")
        gtk_menu_button_set_menu_model(cast(sortChoice), cast(sortMenu))
        g_object_unref(raw(sortMenu))
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

        // The rows: positions into `rows`.
        let list = rowList.widget
        scroller = gtk_scrolled_window_new()
        // EXTERNAL, not NEVER: the window may shrink below the row's width for a moment,
        // until the ruler's new width gives fewer columns.
        gtk_scrolled_window_set_policy(cast(scroller), GTK_POLICY_EXTERNAL, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(cast(scroller), list)
        gtk_widget_set_vexpand(scroller, 1)

        empty = adw_status_page_new()!
        adw_status_page_set_icon_name(cast(empty), "folder-videos-symbolic")
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

        onResize(raw(ruler)) { [unowned self] width, _ in resized(width) }
        onSearchChanged(raw(search)) { [unowned self] in refresh() }
        for button in [add, addPill] { ActionTable.attach(button, to: .addLibraryFolder(path: nil)) }
        sayWhyEmpty()
        rowList.onRows(setUp: { [unowned self] item in setUp(item) }, bind: { [unowned self] item in bind(item) },
                       tearDown: { [unowned self] item in
            guard let item else { return }
            rowViews[item] = nil
            // A list item GTK let go of must not be asked its position later.
            stale.removeAll { $0 == item }
        })
        rowList.navigateByKeys(place: { [unowned self] focused in
            for (item, view) in rowViews {
                if let column = view.column(containing: focused) {
                    return GridNavigation.Place(row: PositionListView.position(of: item), column: column)
                }
            }
            return nil
        }, itemCounts: { [unowned self] in
            rows.map { if case .items(_, let range) = $0 { range.count } else { 0 } }
        }, pageRows: { [unowned self] in
            max(1, Int(gtk_widget_get_height(scroller)) / (columns == 1 ? 90 : 190))
        }, focus: { [unowned self] place in
            guard let (item, view) = rowViews.first(where: { PositionListView.position(of: $0.key) == place.row }) else {
                return false
            }
            if view.generation != generation { show(item, in: view) }
            return view.focusCell(at: place.column)
        })
    }

    /// The order the page starts in.
    private(set) var sort = LibrarySort.initial

    /// The items in `order` (`sort-library`, the sort menu's choice).
    func setSort(_ order: LibrarySort) {
        guard order != sort else { return }
        sort = order
        refresh()
    }

    /// Shows `catalog` where the person was; `folders` are the library's own folders (only
    /// they can be removed from a heading), and none means the invitation to add one.
    func show(_ catalog: LibraryCatalog, folders: [String]) {
        self.catalog = catalog
        self.hasFolders = !folders.isEmpty
        libraryFolders = Set(folders)
        sayWhyEmpty()
        refresh(fromTop: false)
    }

    private var hasFolders = false
    private var libraryFolders = Set<String>()

    /// Says how indexing goes: videos found so far in `folder`; nil when it is done.
    func setIndexing(_ folder: String, found: Int?) {
        gtk_widget_set_visible(indexing, found == nil ? 0 : 1)
        if isIndexing != (found != nil) {
            isIndexing = found != nil
            sayWhyEmpty()
        }
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
        relayout(fromTop: false)
    }

    private func refresh(fromTop: Bool = true) {
        let started = g_get_monotonic_time()
        groups = catalog.groups(searchText, sortedBy: sort)
        relayout(fromTop: fromTop)
        if Self.logs {
            let count = groups.reduce(0) { $0 + ($1.kind == .continueWatching ? 0 : $1.items.count) }
            let elapsed = Double(g_get_monotonic_time() - started) / 1000
            DebugTopics.write(.libraryShowing(count: count, of: catalog.items.count, search: searchText, sort: sort.rawValue,
                                              milliseconds: elapsed))
        }
    }

    /// GTK 4.8's list view keeps widgets for about 200 rows around the view and throws
    /// them away when their items are replaced; making a few hundred rows of posters anew
    /// for each key typed in the search takes far too long. So the model's items stay put
    /// (only its length changes, never below `keptRows`, the surplus rows empty), and the
    /// rows already made are shown their new content in place: those on screen at once,
    /// the others from an idle callback.
    private static let keptRows = 256

    private func relayout(fromTop: Bool) {
        rows = LibraryLayout.rows(groups, columns: columns, searching: !searchText.isEmpty)
        // (An empty library needs no rows: they are made when there is something to show.)
        rowList.resize(to: catalog.items.isEmpty ? rows.count : max(rows.count, Self.keptRows))
        generation += 1
        if fromTop { gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(cast(scroller)), 0) }
        var later: [UnsafeMutableRawPointer] = []
        for (item, view) in rowViews {
            if view.isOnScreen(in: scroller) { show(item, in: view) } else { later.append(item) }
        }
        // Popped from the end: the top rows come first.
        stale = later.sorted { PositionListView.position(of: $0) > PositionListView.position(of: $1) }
        if !stale.isEmpty, staleSource == 0 {
            staleSource = MainContext.idle { [unowned self] in showStaleRows() }
        }
        let page: String
        if !rows.isEmpty { page = "list" } else if catalog.items.isEmpty || !hasFolders && searchText.isEmpty { page = "empty" } else { page = "no-results" }
        gtk_stack_set_visible_child_name(cast(content), page)
    }

    private func sayWhyEmpty() {
        let title: String, description: String
        switch LibraryEmptiness.of(folders: libraryFolders.sorted(), indexing: isIndexing) {
        case .noFolders:
            title = tr("No Videos Here Yet")
            description = tr("Add a folder and Nova finds the videos in it")
        case .looking:
            title = tr("Looking for Videos…")
            description = ""
        case .nothingFound(let folders):
            title = tr("No Videos Found")
            let names = folders.map { "“\(FileLocation.displayName($0))”" }.joined(separator: ", ")
            description = tr("Nova looked through %s and found nothing it can play. Add a folder with videos in it.",
                             names)
        }
        adw_status_page_set_title(cast(empty), title)
        adw_status_page_set_description(cast(empty), description.isEmpty ? nil : description)
    }

    /// Rows made but off screen, still showing what they showed before the last change.
    private var stale: [UnsafeMutableRawPointer] = []
    private var staleSource: guint = 0

    // That source holds this page unowned: it must not outlive it (quitting while rows
    // waited to be redrawn crashed there). Asserted on the main thread, as the row views'
    // release is (Swift 6.0 has no `isolated deinit`).
    deinit { MainActor.assumeIsolated { MainContext.remove(&staleSource) } }
    /// Counts changes of `rows`, so a row shown since is not shown again.
    private var generation = 0

    private func showStaleRows() -> Bool {
        for _ in 0..<4 {
            guard let item = stale.popLast() else { break }
            if let view = rowViews[item], view.generation != generation { show(item, in: view) }
        }
        if stale.isEmpty { staleSource = 0 }
        return !stale.isEmpty
    }

    private func setUp(_ item: gpointer?) {
        let view = LibraryRowView()
        if let item { rowViews[item] = view }
        gtk_list_item_set_child(OpaquePointer(item), view.widget)
        gtk_list_item_set_activatable(OpaquePointer(item), 0)
        gtk_list_item_set_selectable(OpaquePointer(item), 0)
    }

    /// GTK binds a few rows at a time while scrolling, and about 200 at once when the list
    /// is filled: the first few of a burst are shown at once (the top of the view), the
    /// rest from the idle callback, so a library opening or a search never stalls the window.
    private func bind(_ item: gpointer?) {
        guard let item, let view = rowViews[item] else { return }
        if bindsThisTurn == 0 {
            MainContext.idle(priority: G_PRIORITY_HIGH_IDLE) { [weak self] in
                self?.bindsThisTurn = 0
                return false
            }
        }
        bindsThisTurn += 1
        if bindsThisTurn <= Self.rowsShownAtOnce {
            show(item, in: view)
        } else {
            view.showNothing()
            view.generation = -1
            stale.append(item)
            stale.sort { PositionListView.position(of: $0) > PositionListView.position(of: $1) }
            if staleSource == 0 { staleSource = MainContext.idle { [unowned self] in showStaleRows() } }
        }
    }

    private var bindsThisTurn = 0
    private static let rowsShownAtOnce = 8

    private func show(_ item: UnsafeMutableRawPointer, in view: LibraryRowView) {
        view.generation = generation
        let position = PositionListView.position(of: item)
        guard position < rows.count else { return view.showNothing() }
        switch rows[position] {
        case .heading(let group):
            let kind = groups[group].kind
            let removable = if case .folder(let path) = kind { libraryFolders.contains(path) } else { false }
            let shown = LibraryLayout.shownCount(of: groups[group], columns: columns, searching: !searchText.isEmpty)
            view.showHeading(kind, removable: removable, hidden: groups[group].items.count - shown)
        case .items(let group, let range):
            let items = groups[group].items[range].map { catalog.items[$0] }
            view.showItems(items, columns: columns, poster: poster, namingFolders: groups[group].kind == .continueWatching)
        }
    }
}

/// One row of the library: a heading, or up to `columns` poster cells.
@MainActor
private final class LibraryRowView {
    let widget: UnsafeMutablePointer<GtkWidget>
    /// Made the first time the row shows a heading: most rows never do.
    private var heading: (box: UnsafeMutablePointer<GtkWidget>, title: UnsafeMutablePointer<GtkWidget>,
                          path: UnsafeMutablePointer<GtkWidget>, menu: UnsafeMutablePointer<GtkWidget>)?
    /// Made the first time the row shows videos.
    private var cellsBox: UnsafeMutablePointer<GtkWidget>?
    private var cells: [PosterCell] = []
    private var items: [LibraryItem] = []

    init() {
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        // Held here as well as by its list item, so a late poster never reaches a freed widget.
        g_object_ref_sink(raw(widget))
    }

    // Main-thread objects, released there: asserted rather than hopped to, so that Swift 6.0
    // (Debian 13's swiftlang, which has no `isolated deinit`) builds Nova too.
    deinit { MainActor.assumeIsolated { g_object_unref(raw(widget)) } }

    private func headingParts() -> (box: UnsafeMutablePointer<GtkWidget>, title: UnsafeMutablePointer<GtkWidget>,
                                    path: UnsafeMutablePointer<GtkWidget>, menu: UnsafeMutablePointer<GtkWidget>) {
        if let heading { return heading }
        let title = gtk_label_new(nil)!
        gtk_widget_add_css_class(title, "title-4")
        let path = gtk_label_new(nil)!
        gtk_widget_add_css_class(path, "dim-label")
        gtk_widget_add_css_class(path, "caption")
        let text = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_hexpand(text, 1)
        for label in [title, path] {
            gtk_label_set_xalign(cast(label), 0)
            gtk_box_append(cast(text), label)
        }
        // The heading wraps; the path, long by nature, is shortened in its middle.
        Style.wrap(title)
        gtk_label_set_ellipsize(cast(path), PANGO_ELLIPSIZE_MIDDLE)
        Style.mayShorten(path)
        let menu = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(cast(menu), "view-more-symbolic")
        gtk_widget_add_css_class(menu, "flat")
        gtk_widget_set_valign(menu, GTK_ALIGN_CENTER)
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_add_css_class(box, "nova-library-heading")
        gtk_box_append(cast(box), text)
        gtk_box_append(cast(box), menu)
        gtk_box_prepend(cast(widget), box)
        heading = (box, title, path, menu)
        return (box, title, path, menu)
    }

    private func cellsPart() -> UnsafeMutablePointer<GtkWidget> {
        if let cellsBox { return cellsBox }
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_box_set_homogeneous(cast(box), 1)
        gtk_widget_add_css_class(box, "nova-library-row")
        gtk_box_append(cast(widget), box)
        cellsBox = box
        return box
    }

    /// The `LibraryPage` change this row last showed.
    var generation = -1

    /// Whether any of the row is inside `scroller`'s view.
    func isOnScreen(in scroller: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard gtk_widget_get_mapped(widget) != 0 else { return false }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, scroller, &bounds) != 0 else { return false }
        // A row never laid out with content (an empty surplus row until now) is not counted:
        // its old position says nothing; it is shown from the idle callback, top rows first.
        return bounds.size.height > 0 && bounds.origin.y + bounds.size.height > 0
            && bounds.origin.y < Float(gtk_widget_get_height(scroller))
    }

    /// A surplus row at the end of the model: nothing, no height.
    func showNothing() {
        items = []
        if let heading { gtk_widget_set_visible(heading.box, 0) }
        if let cellsBox { gtk_widget_set_visible(cellsBox, 0) }
    }

    /// `removable`: the heading is one of the library's own folders (not a folder inside one),
    /// so its menu can take it out of the library.
    /// `hidden`: how many of the group the page leaves out (Continue Watching's older ones).
    func showHeading(_ kind: LibraryGroup.Kind, removable: Bool, hidden: Int) {
        let heading = headingParts()
        gtk_widget_set_visible(heading.box, 1)
        if let cellsBox { gtk_widget_set_visible(cellsBox, 0) }
        switch kind {
        case .continueWatching:
            gtk_label_set_text(cast(heading.title), tr("Continue Watching"))
            // (They are in their folders below, with their progress.)
            gtk_label_set_text(cast(heading.path), trPlural("%s more in progress", "%s more in progress", hidden, String(hidden)))
            gtk_widget_set_visible(heading.path, hidden > 0 ? 1 : 0)
            gtk_widget_set_visible(heading.menu, 0)
            PositionListView.nameRow(of: widget, tr("Continue Watching"))
        case .folder(let path):
            gtk_label_set_text(cast(heading.title), (path as NSString).lastPathComponent)
            let menuName = tr("Options for the folder %s", (path as NSString).lastPathComponent)
            gtk_widget_set_tooltip_text(heading.menu, menuName)
            nova_accessible_set_label(heading.menu, menuName)
            gtk_label_set_text(cast(heading.path), path)
            gtk_widget_set_visible(heading.path, 1)
            gtk_widget_set_visible(heading.menu, removable ? 1 : 0)
            let menu = g_menu_new()!
            let remove = g_menu_item_new(tr("_Remove Folder from Library"), nil)!
            ActionTable.set(remove, to: .removeLibraryFolder(path: path))
            g_menu_append_item(menu, remove)
            g_object_unref(raw(remove))
            gtk_menu_button_set_menu_model(cast(heading.menu), cast(menu))
            g_object_unref(raw(menu))
            PositionListView.nameRow(of: widget, (path as NSString).lastPathComponent)
        }
    }

    /// `namingFolders`: each cell says its folder too (in Continue Watching, where
    /// "Episode 1" of two series sit side by side).
    func showItems(_ items: [LibraryItem], columns: Int, poster: ((LibraryItem) -> OpaquePointer?)?, namingFolders: Bool) {
        self.items = items
        PositionListView.nameRow(of: widget, items.map(\.title).joined(separator: ", "))
        if let heading { gtk_widget_set_visible(heading.box, 0) }
        let cellsBox = cellsPart()
        gtk_widget_set_visible(cellsBox, 1)
        while cells.count < columns {
            let cell = PosterCell()
            cells.append(cell)
            gtk_box_append(cast(cellsBox), cell.widget)
        }
        for (index, cell) in cells.enumerated() {
            // Cells past the last item keep their place, so every row's columns line up.
            if index < items.count {
                cell.show(items[index], poster: poster?(items[index]), asList: columns == 1, namingFolder: namingFolders)
                cell.setPlaceholder(false)
                gtk_widget_set_visible(cell.widget, 1)
            } else if index < columns {
                gtk_widget_set_visible(cell.widget, 1)
                cell.setPlaceholder(true)
            } else {
                gtk_widget_set_visible(cell.widget, 0)
            }
        }
    }

    /// Which of the row's cells holds `widget` (the heading counts as column 0); nil if none.
    func column(containing widget: UnsafeMutablePointer<GtkWidget>) -> Int? {
        if let heading, gtk_widget_get_visible(heading.box) != 0,
           widget == heading.box || gtk_widget_is_ancestor(widget, heading.box) != 0 { return 0 }
        guard !items.isEmpty else { return nil }
        return cells.prefix(items.count).firstIndex { widget == $0.widget || gtk_widget_is_ancestor(widget, $0.widget) != 0 }
    }

    func focusCell(at column: Int) -> Bool {
        guard column < min(items.count, cells.count) else { return false }
        return cells[column].focus()
    }

    func posterReady(_ location: String, poster: ((LibraryItem) -> OpaquePointer?)?) {
        for (index, item) in items.enumerated() where item.location == location && index < cells.count {
            if cells[index].location == location { cells[index].setPoster(poster?(item)) }
        }
    }
}
