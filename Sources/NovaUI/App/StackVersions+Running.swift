// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import NovaCore

extension StackVersions {
    /// This build's and this process's GTK and libadwaita (both answer before GTK starts).
    static let running = StackVersions(
        gtkBuilt: Version(packed: nova_built_gtk_version()), gtkRunning: Version(packed: nova_running_gtk_version()),
        adwaitaBuilt: Version(packed: nova_built_adw_version()),
        adwaitaRunning: Version(packed: nova_running_adw_version()))
}
