// SPDX-License-Identifier: GPL-3.0-or-later
import NovaCore

/// Errors of the engine itself, as opposed to errors of a file.
public enum EngineError: Error, Equatable, CustomStringConvertible {
    case creationFailed
    case initializationFailed(String)
    case optionRejected(name: String, value: String, reason: String)
    case commandFailed(command: String, reason: String)
    case renderContextFailed(String)

    public var description: String {
        switch self {
        case .creationFailed: return "libmpv could not be created"
        case .initializationFailed(let r): return "libmpv could not start: \(r)"
        case .optionRejected(let n, let v, let r): return "mpv option \(n)=\(v) was rejected: \(r)"
        case .commandFailed(let c, let r): return "mpv command \(c) failed: \(r)"
        case .renderContextFailed(let r): return "the mpv OpenGL renderer could not start: \(r)"
        }
    }
}
