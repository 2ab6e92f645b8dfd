// SPDX-License-Identifier: GPL-3.0-or-later
import CMpv
import NovaCore

/// A Swift copy of an `mpv_node` tree (track lists, chapter lists, video parameters).
enum MpvNode: Equatable {
    case none
    case string(String)
    case flag(Bool)
    case int(Int64)
    case double(Double)
    case array([MpvNode])
    case map([String: MpvNode])

    init(_ node: mpv_node) {
        switch node.format {
        case MPV_FORMAT_STRING: self = .string(node.u.string.map { String(cString: $0) } ?? "")
        case MPV_FORMAT_FLAG: self = .flag(node.u.flag != 0)
        case MPV_FORMAT_INT64: self = .int(node.u.int64)
        case MPV_FORMAT_DOUBLE: self = .double(node.u.double_)
        case MPV_FORMAT_NODE_ARRAY:
            guard let list = node.u.list?.pointee else { self = .array([]); return }
            self = .array((0..<Int(list.num)).map { MpvNode(list.values[$0]) })
        case MPV_FORMAT_NODE_MAP:
            guard let list = node.u.list?.pointee else { self = .map([:]); return }
            var map: [String: MpvNode] = [:]
            for i in 0..<Int(list.num) {
                if let key = list.keys?[i] { map[String(cString: key)] = MpvNode(list.values[i]) }
            }
            self = .map(map)
        default: self = .none
        }
    }

    subscript(key: String) -> MpvNode? {
        if case .map(let m) = self { return m[key] }
        return nil
    }

    var string: String? { if case .string(let s) = self { return s }; return nil }
    var bool: Bool? { if case .flag(let b) = self { return b }; return nil }
    var int: Int? {
        switch self {
        case .int(let i): return Int(i)
        case .double(let d): return Int(saturating: d)
        default: return nil
        }
    }
    var double: Double? {
        switch self {
        case .double(let d): return d
        case .int(let i): return Double(i)
        default: return nil
        }
    }
    var array: [MpvNode] { if case .array(let a) = self { return a }; return [] }
}
