// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib
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
    private var signals: TerminationSignals?
    /// Started with no file, Nova shows the library first: its reading starts with the
    /// process, on its own thread, while GTK starts and the window is made.
    private var catalogAhead: CatalogLoader?
    /// The GL implementation found at start-up ("llvmpipe …"), for choices that depend on it.
    private var glImplementation: String?
    /// Whether the display gave a GL context at all (a GLES 2 phone under a GTK that needs GLES 3 does not).
    private var glContextCreated = false

    public init() {
        FrameMemoryReuse.apply()
        Self.keepGTKOffGLWithoutAGPU()
        if let sourceRoot = layout.sourceRoot { CatalogCompiler.compileIfStale(sourceRoot: sourceRoot) }
        setUpTranslations(localeDirectory: layout.localeDirectory?.path)
        g_set_application_name("Nova")
        application = adw_application_new(Self.applicationID, G_APPLICATION_HANDLES_OPEN)
        onStartup(raw(application)) { [unowned self] in startup() }
        onApplicationActivate(raw(application)) { [unowned self] in
            guard let controller = ensureController() else { return }
            controller.startWithLibrary()
            controller.actions.activate(.raiseWindow)
        }
        // The command line, "Open with" and org.freedesktop.Application.Open: the window's
        // open-files, as a drop on it fires it.
        onOpen(raw(application)) { [unowned self] files in
            guard let controller = ensureController() else { return }
            let locations = files.compactMap { FileOpening.location(of: $0) }
            if !locations.isEmpty { controller.actions.activate(.openFiles(locations: locations)) }
            controller.actions.activate(.raiseWindow)
        }
    }

    /// Runs until the window closes; returns the exit status. Takes the raw argv: file
    /// names are bytes, and Swift's `CommandLine.arguments` would repair any that are not UTF-8.
    public func run(argc: Int32, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
        let arguments = (1..<max(1, Int(argc))).map { argv[$0].map { Self.bytes($0) } ?? [] }
        let locations: [[UInt8]]
        switch LaunchArguments.parse(arguments, workingDirectory: Self.workingDirectory()) {
        case .help:
            print(Self.usage)
            return 0
        case .version:
            print("nova-player \(NovaVersion.current)")
            return 0
        case .unknownOption(let option):
            FileHandle.standardError.write(Data((tr("nova-player: unknown option “%s”", option) + "\n" + Self.usage + "\n").utf8))
            return 2
        case .open(let found):
            locations = found
        }
        if locations.isEmpty {
            let loader = CatalogLoader(databasePath: WatchHistory.defaultPath())
            loader.load(sortedBy: .initial)
            catalogAhead = loader
        }
        // GLib reads only these: the program, then absolute paths and URIs (none begins
        // with a dash, so none is taken for an option).
        let program = argv[0].map { Self.bytes($0) } ?? Array("nova-player".utf8)
        var cArguments: [UnsafeMutablePointer<CChar>?] = ([program] + locations).map { bytes in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
            copy[bytes.count] = 0
            return copy
        }
        let count = Int32(cArguments.count)
        cArguments.append(nil)
        defer { cArguments.forEach { $0?.deallocate() } }
        let status = cArguments.withUnsafeMutableBufferPointer { g_application_run(cast(application), count, $0.baseAddress) }
        catalogAhead?.shutDown()
        controller?.close()
        controller = nil
        signals?.remove()
        g_object_unref(raw(application))
        return status
    }

    static var usage: String {
        tr("Usage: nova-player [--version] [--] [FILE|URI …]") + "\n" + tr("Plays videos and music; with nothing to open, shows the library.")
            + "\n" + tr("After --, a name that begins with a dash is a file.")
    }

    private static func workingDirectory() -> [UInt8] {
        guard let directory = getcwd(nil, 0) else { return Array("/".utf8) }
        defer { free(directory) }
        return bytes(directory)
    }

    /// A C string's bytes, as they are (a file name need not be UTF-8).
    private static func bytes(_ text: UnsafePointer<CChar>) -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: text, count: strlen(text)))
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
        // `app.add-library-folder("/path")`, also over D-Bus (org.gtk.Actions) before any
        // window exists: the window's action of that name, made once there is one.
        let folderAction = PlayerAction.Name.addLibraryFolder
        let addFolder = withStringVariantType { g_simple_action_new(folderAction.rawValue, $0) }!
        onActivate(raw(addFolder)) { [unowned self] parameter in
            guard let parameter, let controller = ensureController() else { return }
            let path = String(cString: g_variant_get_string(OpaquePointer(parameter), nil))
            guard let action = PlayerAction(name: folderAction, argument: .text(path)) else { return }
            controller.actions.activate(action)
            controller.actions.activate(.raiseWindow)
        }
        g_action_map_add_action(OpaquePointer(application), addFolder)
        g_object_unref(raw(addFolder))
        // Signals to end close the window properly: progress saved, mpv torn down in order.
        signals = TerminationSignals { [unowned self] in quit() }
    }

    /// Asks the display's GL which implementation it is, before any window exists (where a
    /// GPU could answer), and picks GTK's renderer and mpv's hardware decoding by
    /// `CompositorChoice`.
    private func chooseCompositor() {
        if Self.probesGL {
            probeGL()
        } else {
            glImplementation = RenderPath.implementationWithoutGPU
        }
        if let renderer = CompositorChoice.renderer(glImplementation: glImplementation,
                                                    userChoice: ProcessInfo.processInfo.environment["GSK_RENDERER"]) {
            g_setenv("GSK_RENDERER", renderer, 1)
        }
    }

    /// `NOVA_RENDERER`: the render path named for tests and bug reports.
    private static let rendererOverride = ProcessInfo.processInfo.environment["NOVA_RENDERER"]

    /// Whether a GPU could answer for GL here (`RenderPath.probesGL`).
    private static let probesGL: Bool = {
        let renderNodes = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
        return RenderPath.probesGL(renderNodeExists: renderNodes.contains { $0.hasPrefix("renderD") },
                                   override: rendererOverride)
    }()

    /// With no GPU, GTK is kept from opening GL at all: on X11 it does so at start to pick
    /// a visual, which loads Mesa's software rasterizer and LLVM (about 50 MB) that nothing
    /// then uses. Set before GTK reads its environment, added to what a person set there.
    private static func keepGTKOffGLWithoutAGPU() {
        guard !probesGL else { return }
        let (variable, value) = StackVersions.running.glOffSwitch
        let given = ProcessInfo.processInfo.environment[variable].flatMap { $0.isEmpty ? nil : $0 }
        g_setenv(variable, given.map { $0 + "," + value } ?? value, 1)
    }

    private func probeGL() {
        guard let display = gdk_display_get_default(),
              let context = gdk_display_create_gl_context(display, nil) else { return }
        defer {
            gdk_gl_context_clear_current()
            g_object_unref(raw(context))
        }
        guard gdk_gl_context_realize(context, nil) != 0 else { return }
        glContextCreated = true
        gdk_gl_context_make_current(context)
        glImplementation = GLRenderer.currentImplementationName()
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
        options.scalesCheaply = CompositorChoice.scalesCheaply(glImplementation: glImplementation)
        if settings[Setting.hardwareDecoding] == Preferences.HardwareDecoding.no.rawValue { options.hardwareDecoding = false }
        options.loadUserConfig = settings[Setting.useMpvConfig]
        if let audio = ProcessInfo.processInfo.environment["NOVA_AUDIO_OUTPUT"] { options.audioOutput = audio }
        options.webPageReader = WebPageReader.find()
        options.prefersSoftwareFriendlyFormats = !options.hardwareDecoding
        let path = RenderPath.choose(override: Self.rendererOverride,
                                     prefersSoftware: settings[Setting.softwareRendering],
                                     glContextCreated: glContextCreated, glImplementation: glImplementation)
        do {
            let player = try Player(options: options)
            let touchEmulation = ProcessInfo.processInfo.environment["NOVA_TOUCH_EMULATION"] == "1"
            let controller = PlayerController(application: application, player: player, settings: settings,
                                              renderPath: path, touchEmulation: touchEmulation,
                                              hardwareDecodingAvailable: CompositorChoice.hardwareDecoding(
                                                  glImplementation: glImplementation),
                                              catalogAhead: catalogAhead)
            catalogAhead = nil
            controller.onClosed = { [unowned self] in self.controller = nil }
            self.controller = controller
            return controller
        } catch {
            ConsoleLine.problem("cannot start the video engine: \(error)").write()
            g_application_quit(cast(application))
            return nil
        }
    }
}
