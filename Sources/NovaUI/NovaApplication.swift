// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaDesktop
import NovaEngine
import NovaStore

/// The `AdwApplication`: single instance on the session bus, so `nova-player FILE` while
/// Nova runs hands FILE to the running window; files come from the command line, the
/// file manager's "Open with" and MPRIS.
@MainActor
public final class NovaApplication {
    public static let applicationID = "io.github.novaplayer.Nova"

    private let application: UnsafeMutablePointer<AdwApplication>
    private let layout = InstallLayout.current()
    private var settings: AppSettings?
    private var controller: PlayerController?
    private var signalSources: [guint] = []
    /// Started with no file, Nova shows the library first: its reading starts with the
    /// process, on its own thread, while GTK starts and the window is made.
    private var catalogAhead: CatalogLoader?
    /// The GL implementation found at start-up ("llvmpipe …"), for choices that depend on it.
    private var glImplementation: String?

    public init() {
        setUpTranslations(prefix: layout.prefix?.path)
        g_set_application_name("Nova")
        application = adw_application_new(Self.applicationID, G_APPLICATION_HANDLES_OPEN)
        onSignal(raw(application), "startup") { [unowned self] in startup() }
        onSignal(raw(application), "activate") { [unowned self] in
            guard let controller = ensureController() else { return }
            controller.startWithLibrary()
            controller.present()
        }
        onOpen(raw(application)) { [unowned self] files in
            guard let controller = ensureController() else { return }
            controller.open(files.compactMap { FileOpening.location(of: $0) })
            controller.present()
        }
    }

    /// Runs until the window closes; returns the exit status. Takes the raw argv: file
    /// names are bytes, and Swift's `CommandLine.arguments` would repair any that are not UTF-8.
    public func run(argc: Int32, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
        if argc <= 1 {
            let loader = CatalogLoader(databasePath: WatchHistory.defaultPath())
            loader.load(sortedBy: LibraryPage.initialSort)
            catalogAhead = loader
        }
        let status = g_application_run(cast(application), argc, argv)
        catalogAhead?.shutDown()
        controller?.close()
        controller = nil
        signalSources.forEach { g_source_remove($0) }
        g_object_unref(raw(application))
        return status
    }

    private func startup() {
        // Pictures look best on dark surroundings; a system preference for light still wins.
        adw_style_manager_set_color_scheme(adw_style_manager_get_default(), ADW_COLOR_SCHEME_PREFER_DARK)
        Style.install()
        chooseCompositor()
        if let icons = layout.iconDirectory {
            gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(gdk_display_get_default()), icons.path)
        }
        settings = AppSettings(layout: layout)
        // `app.add-library-folder("/path")`, also over D-Bus (org.gtk.Actions): adds a library folder.
        let addFolder = withStringVariantType { g_simple_action_new("add-library-folder", $0) }!
        onSignalWithPointer(raw(addFolder), "activate") { [unowned self] parameter in
            guard let parameter, let controller = ensureController() else { return }
            controller.addLibraryFolder(String(cString: g_variant_get_string(OpaquePointer(parameter), nil)))
            controller.present()
        }
        g_action_map_add_action(OpaquePointer(application), addFolder)
        g_object_unref(raw(addFolder))
        // SIGINT and SIGTERM close the window properly, so mpv is torn down in order.
        for signal in [SIGINT, SIGTERM] {
            let id = g_unix_signal_add_full(G_PRIORITY_DEFAULT, signal, { data in
                let d = UnsafeTransfer(data)
                MainActor.assumeIsolated {
                    Unmanaged<NovaApplication>.fromOpaque(d.value!).takeUnretainedValue().quit()
                }
                return 1
            }, Unmanaged.passUnretained(self).toOpaque(), nil)
            signalSources.append(id)
        }
    }

    /// Asks the display's GL which implementation it is, before any window exists, and
    /// picks GTK's renderer and mpv's hardware decoding by `CompositorChoice`.
    private func chooseCompositor() {
        let user = ProcessInfo.processInfo.environment["GSK_RENDERER"]
        guard let display = gdk_display_get_default(),
              let context = gdk_display_create_gl_context(display, nil) else { return }
        defer {
            gdk_gl_context_clear_current()
            g_object_unref(raw(context))
        }
        guard gdk_gl_context_realize(context, nil) != 0 else { return }
        gdk_gl_context_make_current(context)
        glImplementation = GLRenderer.currentImplementationName()
        if let renderer = CompositorChoice.renderer(glImplementation: glImplementation, userChoice: user) {
            g_setenv("GSK_RENDERER", renderer, 1)
        }
    }

    private func quit() {
        controller?.close()
        g_application_quit(cast(application))
    }

    private func ensureController() -> PlayerController? {
        if let controller { return controller }
        guard let settings else { return nil }
        var options = PlayerOptions()
        options.hardwareDecoding = CompositorChoice.hardwareDecoding(glImplementation: glImplementation)
        if settings.string("hardware-decoding", default: "auto") == "no" { options.hardwareDecoding = "no" }
        options.loadUserConfig = settings.bool("use-mpv-config", default: false)
        if let audio = ProcessInfo.processInfo.environment["NOVA_AUDIO_OUTPUT"] { options.audioOutput = audio }
        do {
            let player = try Player(options: options)
            let touchEmulation = ProcessInfo.processInfo.environment["NOVA_TOUCH_EMULATION"] == "1"
            let controller = PlayerController(application: application, player: player, settings: settings,
                                              touchEmulation: touchEmulation,
                                              hardwareDecodingAvailable: CompositorChoice.hardwareDecoding(
                                                  glImplementation: glImplementation) != "no",
                                              catalogAhead: catalogAhead)
            catalogAhead = nil
            controller.onClosed = { [unowned self] in self.controller = nil }
            self.controller = controller
            return controller
        } catch {
            FileHandle.standardError.write(Data("Nova: cannot start the video engine: \(error)\n".utf8))
            g_application_quit(cast(application))
            return nil
        }
    }
}
