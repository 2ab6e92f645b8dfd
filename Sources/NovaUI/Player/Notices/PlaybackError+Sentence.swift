// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore

extension PlaybackError {
    /// The file's name as a person would recognise it (`FileLocation.displayName`).
    var displayName: String { FileLocation.displayName(location) }

    /// A headline naming the file.
    var headline: String { tr("Can't play “%s”", displayName) }

    /// A sentence saying why.
    var sentence: String {
        switch self {
        case .notFound: return tr("The file does not exist. It may have been moved, renamed or deleted.")
        case .permissionDenied: return tr("You do not have permission to read this file.")
        case .unsupportedFormat: return tr("This file is not a video or audio file that Nova can read, or it is damaged.")
        case .vanished: return tr("The file disappeared during playback. Was a card or drive removed?")
        case .failed(_, let reason): return tr("Playback failed: %s.", reason)
        case .unreachable: return tr("Nova could not reach the server. Check the address and the network connection.")
        case .httpStatus(_, let code) where code == 404 || code == 410:
            return tr("The server has nothing at this address (error %s).", String(code))
        case .httpStatus(_, let code) where code == 401 || code == 403:
            return tr("The server does not let Nova see this address (error %s).", String(code))
        case .httpStatus(_, let code): return tr("The server could not give this address (error %s).", String(code))
        case .insecureConnection:
            return tr("The server's secure connection could not be trusted, so Nova did not play from it.")
        case .webPageNeedsYtDlp:
            return tr("This address is a web page, not a video. Nova plays videos from web pages with yt-dlp, which is not installed.")
        case .partsUnavailable(_, let code?):
            return tr("Nova read this stream's list of parts, but the server did not give the parts (error %s).", String(code))
        case .partsUnavailable:
            return tr("Nova read this stream's list of parts, but the parts could not be read. They may be missing or damaged.")
        case .redirectLoop:
            return tr("The server sends this address round in a circle of redirects and never to a video. The address may be out of date.")
        case .tooManyRedirects(_, let hops):
            return tr("The server sends this address on through %s redirects or more, too many for Nova to follow.",
                      String(hops))
        }
    }
}
