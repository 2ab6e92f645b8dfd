// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaGLib

/// Nova's GSettings, found in the system's schemas, the install prefix or the build tree.
/// A missing schema is reported once and Nova carries on with defaults (nothing is saved).
@MainActor
final class AppSettings {
    static let schemaID = "io.github.novaplayer.Nova"
    private let settings: UnsafeMutablePointer<GSettings>?

    init(layout: InstallLayout) {
        settings = Self.open(layout: layout)
        if settings == nil {
            FileHandle.standardError.write(Data("""
                Nova: the settings schema \(Self.schemaID) is not installed; using defaults, and window size \
                will not be remembered. Install Nova with meson, or run it with meson-helpers/dev run.\n
                """.utf8))
        }
    }

    // Main-thread objects, released there: asserted rather than hopped to, so that Swift 6.0
    // (Debian 13's swiftlang, which has no `isolated deinit`) builds Nova too.
    deinit { MainActor.assumeIsolated { if let settings { g_object_unref(UnsafeMutableRawPointer(settings)) } } }

    private static func open(layout: InstallLayout) -> UnsafeMutablePointer<GSettings>? {
        let defaultSource = g_settings_schema_source_get_default()
        if let schema = g_settings_schema_source_lookup(defaultSource, schemaID, 1) {
            defer { g_settings_schema_unref(schema) }
            return g_settings_new_full(schema, nil, nil)
        }
        if let root = layout.sourceRoot { SchemaCompiler.compileIfStale(sourceRoot: root) }
        for directory in layout.schemaDirectories
        where FileManager.default.fileExists(atPath: directory.appendingPathComponent("gschemas.compiled").path) {
            guard let source = g_settings_schema_source_new_from_directory(directory.path, defaultSource, 0, nil) else { continue }
            defer { g_settings_schema_source_unref(source) }
            if let schema = g_settings_schema_source_lookup(source, schemaID, 0) {
                defer { g_settings_schema_unref(schema) }
                return g_settings_new_full(schema, nil, nil)
            }
        }
        return nil
    }

    // Every key is read and written through its declaration (`Setting`), with its default.

    subscript(key: SettingKey<Int>) -> Int {
        get { settings.map { Int(g_settings_get_int($0, key.name)) } ?? key.defaultValue }
        set { if let settings { g_settings_set_int(settings, key.name, gint(newValue)) } }
    }

    subscript(key: SettingKey<Bool>) -> Bool {
        get { settings.map { g_settings_get_boolean($0, key.name) != 0 } ?? key.defaultValue }
        set { if let settings { g_settings_set_boolean(settings, key.name, newValue ? 1 : 0) } }
    }

    subscript(key: SettingKey<Double>) -> Double {
        get { settings.map { g_settings_get_double($0, key.name) } ?? key.defaultValue }
        set { if let settings { g_settings_set_double(settings, key.name, newValue) } }
    }

    subscript(key: SettingKey<String>) -> String {
        get {
            guard let settings, let text = g_settings_get_string(settings, key.name) else { return key.defaultValue }
            defer { g_free(text) }
            return String(cString: text)
        }
        set { if let settings { g_settings_set_string(settings, key.name, newValue) } }
    }

    /// Keeps a boolean property of `object` (a switch's "active") and `key` in step, both ways.
    func bind(_ key: SettingKey<Bool>, to object: gpointer?, property: String) {
        if let settings { g_settings_bind(settings, key.name, object, property, G_SETTINGS_BIND_DEFAULT) }
    }

    /// Calls `handler` with the key's name whenever a setting changes (from the
    /// preferences window, or from outside, such as `gsettings set`), until the returned
    /// connection is disconnected (the settings outlive a window).
    func onChange(_ handler: @escaping (String) -> Void) -> SignalConnection? {
        guard let settings else { return nil }
        return onSettingsChanged(UnsafeMutableRawPointer(settings)) { key in
            guard let key else { return }
            handler(String(cString: key.assumingMemoryBound(to: CChar.self)))
        }
    }
}
