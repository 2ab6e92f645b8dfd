// SPDX-License-Identifier: GPL-3.0-or-later
import CVersion

/// Nova's version: meson's project version, the one place it is written (Package.swift
/// hands it to the C target CVersion).
enum NovaVersion {
    static let current = String(cString: nova_version())
}
