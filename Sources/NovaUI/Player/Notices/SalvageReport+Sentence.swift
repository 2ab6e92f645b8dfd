// SPDX-License-Identifier: GPL-3.0-or-later
import NovaStore

extension SalvageReport {
    /// "481 of 500 watched videos and 2 of 2 folders were recovered" (a count the damaged
    /// file could not give is left out).
    var recovered: String {
        let videos = historyTotal.map { total in
            trPlural("%s of %s watched video", "%s of %s watched videos", total, String(historyRecovered), String(total))
        } ?? trPlural("%s watched video", "%s watched videos", historyRecovered, String(historyRecovered))
        let folders = foldersTotal.map { total in
            trPlural("%s of %s folder", "%s of %s folders", total, String(foldersRecovered), String(total))
        } ?? trPlural("%s folder", "%s folders", foldersRecovered, String(foldersRecovered))
        return tr("%s and %s were recovered", videos, folders)
    }

    /// Nothing could be read: no rows, and no count of what there was.
    var nothingRead: Bool { rowsRecovered == 0 && historyTotal == nil && foldersTotal == nil }

    /// For a toast: short, without the path.
    var headline: String {
        nothingRead ? tr("The library was damaged and nothing in it could be read")
                    : tr("The library was damaged: %s", recovered)
    }

    /// The whole of it, the damaged copy's path included.
    var sentence: String {
        nothingRead ? tr("The library was damaged and nothing in it could be read; the damaged copy is kept at %s.", damagedCopy)
                    : tr("The library was damaged. %s; the damaged copy is kept at %s.", recovered, damagedCopy)
    }
}
