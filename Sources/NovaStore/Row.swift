// SPDX-License-Identifier: GPL-3.0-or-later
import CSQLite

/// One result row; columns by index.
public struct Row {
    let statement: OpaquePointer

    public func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }
    public func int(_ column: Int32) -> Int? { isNull(column) ? nil : Int(sqlite3_column_int64(statement, column)) }
    public func double(_ column: Int32) -> Double? { isNull(column) ? nil : sqlite3_column_double(statement, column) }
    public func text(_ column: Int32) -> String? {
        sqlite3_column_text(statement, column).map { String(cString: $0) }
    }
}
