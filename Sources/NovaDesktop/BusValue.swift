// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaGLib

/// Reading GVariants a service sent, checked at every step (a service may send anything).
public enum BusValue {
    /// The child at `index` (a new reference), or nil when there is none.
    public static func child(_ value: OpaquePointer, _ index: Int) -> OpaquePointer? {
        guard g_variant_is_container(value) != 0, index < g_variant_n_children(value) else { return nil }
        return g_variant_get_child_value(value, gsize(index))
    }

    /// Every child, each a new reference.
    public static func children(_ value: OpaquePointer) -> [OpaquePointer] {
        guard g_variant_is_container(value) != 0 else { return [] }
        return (0..<g_variant_n_children(value)).compactMap { g_variant_get_child_value(value, $0) }
    }

    /// The value under `key` in a dictionary (`a{s…}`), a variant unboxed; a new reference.
    public static func lookup(_ dictionary: OpaquePointer, _ key: String) -> OpaquePointer? {
        guard typeString(dictionary).hasPrefix("a{s") else { return nil }
        return g_variant_lookup_value(dictionary, key, nil)
    }

    public static func typeString(_ value: OpaquePointer) -> String { String(cString: g_variant_get_type_string(value)) }

    public static func bool(_ value: OpaquePointer) -> Bool? {
        typeString(value) == "b" ? g_variant_get_boolean(value) != 0 : nil
    }

    public static func uint32(_ value: OpaquePointer) -> UInt32? {
        typeString(value) == "u" ? g_variant_get_uint32(value) : nil
    }

    public static func int32(_ value: OpaquePointer) -> Int32? {
        typeString(value) == "i" ? g_variant_get_int32(value) : nil
    }

    /// An object path (`o`), and nothing else: what Nova calls next.
    public static func objectPath(_ value: OpaquePointer) -> String? {
        typeString(value) == "o" ? String(cString: g_variant_get_string(value, nil)) : nil
    }

    /// The object paths of an `ao`.
    public static func objectPaths(_ value: OpaquePointer) -> [String] {
        guard typeString(value) == "ao" else { return [] }
        return children(value).compactMap { child in
            defer { g_variant_unref(child) }
            return objectPath(child)
        }
    }

    /// An object manager's `GetManagedObjects` reply: each object's path with the
    /// properties of `interface` (a new reference each), for the objects that have it.
    public static func managedObjects(_ reply: OpaquePointer, interface: String) -> [(path: String, properties: OpaquePointer)] {
        guard let objects = child(reply, 0) else { return [] }
        defer { g_variant_unref(objects) }
        guard typeString(objects) == "a{oa{sa{sv}}}" else { return [] }
        return children(objects).compactMap { entry in
            defer { g_variant_unref(entry) }
            guard let path = child(entry, 0), let interfaces = child(entry, 1) else { return nil }
            defer { g_variant_unref(path); g_variant_unref(interfaces) }
            guard let name = objectPath(path), let properties = lookup(interfaces, interface) else { return nil }
            return (name, properties)
        }
    }
}
