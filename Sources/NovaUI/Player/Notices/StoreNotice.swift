// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaGLib
import NovaStore

/// Says what happened to the store: a problem, or what was saved of a damaged database
/// (in full on standard error; in a toast, with the whole of it and the damaged copy's
/// path behind "Details").
@MainActor
final class StoreNotice {
    private let window: PlayerWindow
    /// What was saved of a damaged database, for "Details".
    private var lastSalvage: SalvageReport?

    init(window: PlayerWindow) {
        self.window = window
    }

    /// What the last repair kept and lost (the notice's "Details").
    func showDetails() {
        if let lastSalvage { SalvageDetails.present(lastSalvage, over: window.window) }
    }

    /// What the person must be told about the store: a problem, or what was saved of a
    /// damaged database.
    enum Notice {
        case problem(String)
        case salvaged(SalvageReport)
    }

    func tell(_ notice: Notice) {
        switch notice {
        case .problem(let message):
            window.showToast(message, seconds: 10)
        case .salvaged(let report):
            ConsoleLine.said(report.sentence).write()
            lastSalvage = report
            window.showToast(report.headline, button: tr("_Details"), action: .showSalvageDetails, seconds: 30)
        }
    }
}
