// SPDX-License-Identifier: GPL-3.0-or-later
import CSQLite

/// A value bound to a statement's parameter.
public enum SQLValue: Equatable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    func bind(to statement: OpaquePointer, at index: Int32) {
        switch self {
        case .null: sqlite3_bind_null(statement, index)
        case .integer(let v): sqlite3_bind_int64(statement, index, v)
        case .real(let v): sqlite3_bind_double(statement, index, v)
        case .text(let v): sqlite3_bind_text(statement, index, v, -1, nova_sqlite_transient())
        }
    }
}
