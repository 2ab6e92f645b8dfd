// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore

/// Follows a web address's redirects by asking its servers for the headers of each, as
/// `RedirectChain` decides, to word a failure ffmpeg left unsaid. GIO makes the
/// connections (its proxy settings, and TLS where glib-networking is installed).
///
/// Blocking, a few seconds at most: call it off the main thread.
public enum AddressProbe {
    /// What one request may take, connecting included; and the whole chain.
    static let secondsPerRequest: UInt32 = 5
    public static let secondsInAll = 10.0

    public static func follow(_ address: String) -> RedirectChain.Verdict {
        var chain = RedirectChain(from: address)
        var next = address
        let deadline = Date().addingTimeInterval(secondsInAll)
        while Date() < deadline {
            let answer = ask(next, before: deadline)
            switch chain.answered(status: answer?.status, location: answer?.location.flatMap { resolve($0, against: next) }) {
            case .follow(let address): next = address
            case .done(let verdict): return verdict
            }
        }
        return .unknown
    }

    /// The status and Location header the server answers for `address` (nil: no answer).
    static func ask(_ address: String, before deadline: Date) -> (status: Int, location: String?)? {
        guard let uri = g_uri_parse(address, G_URI_FLAGS_ENCODED, nil) else { return nil }
        defer { g_uri_unref(uri) }
        guard let scheme = g_uri_get_scheme(uri).map({ String(cString: $0).lowercased() }), scheme == "http" || scheme == "https",
              let host = g_uri_get_host(uri).map({ String(cString: $0) }), !host.isEmpty else { return nil }
        let client = g_socket_client_new()
        defer { g_object_unref(client) }
        g_socket_client_set_timeout(client, secondsPerRequest)
        if scheme == "https" { g_socket_client_set_tls(client, 1) }
        guard let connection = g_socket_client_connect_to_uri(client, address, scheme == "https" ? 443 : 80, nil, nil) else {
            return nil
        }
        defer {
            g_io_stream_close(UnsafeMutableRawPointer(connection).assumingMemoryBound(to: GIOStream.self), nil, nil)
            g_object_unref(connection)
        }
        let stream = UnsafeMutableRawPointer(connection).assumingMemoryBound(to: GIOStream.self)
        let uriPath = String(cString: g_uri_get_path(uri))
        let path = uriPath.isEmpty ? "/" : uriPath
        let target = path + (g_uri_get_query(uri).map { "?" + String(cString: $0) } ?? "")
        let port = g_uri_get_port(uri)
        let hostField = (host.contains(":") ? "[\(host)]" : host) + (port > 0 ? ":\(port)" : "")
        // Only the headers are read; the connection is closed before any body.
        let request = "GET \(target) HTTP/1.1\r\nHost: \(hostField)\r\nUser-Agent: Nova\r\nAccept: */*\r\n"
            + "Connection: close\r\n\r\n"
        let sent = request.utf8CString.withUnsafeBufferPointer { bytes in
            g_output_stream_write_all(g_io_stream_get_output_stream(stream), bytes.baseAddress, gsize(bytes.count - 1), nil, nil, nil)
        }
        guard sent != 0 else { return nil }
        guard let head = readHead(g_io_stream_get_input_stream(stream), before: deadline) else { return nil }
        return readHeaders(head)
    }

    /// The response's head (up to its empty line), read in pieces: at most 64 KiB, and no
    /// piece after the deadline, whatever a server trickles or floods.
    private static func readHead(_ input: UnsafeMutablePointer<GInputStream>?, before deadline: Date) -> [UInt8]? {
        var head: [UInt8] = []
        var piece = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline, head.count < maximumHead {
            let count = piece.withUnsafeMutableBytes { g_input_stream_read(input, $0.baseAddress, gsize($0.count), nil, nil) }
            guard count > 0 else { break }
            head += piece[0..<count]
            if let end = endOfHead(head) { return Array(head[..<end]) }
        }
        return endOfHead(head).map { Array(head[..<$0]) } ?? (head.isEmpty ? nil : head)
    }

    static let maximumHead = 65_536

    /// Where "\r\n\r\n" ends the head.
    private static func endOfHead(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index] == 13 && bytes[index + 1] == 10
            && bytes[index + 2] == 13 && bytes[index + 3] == 10 { return index }
        return nil
    }

    /// The status line's code and the Location header, from a response's head (checked
    /// before it counts: a server's words are from outside).
    static func readHeaders(_ head: [UInt8]) -> (status: Int, location: String?)? {
        // Split as bytes: to Swift, "\r\n" is one character, no "\n".
        let lines = head.split(separator: 10, omittingEmptySubsequences: false)
            .map { String(decoding: $0.last == 13 ? $0.dropLast() : $0, as: UTF8.self) }
        guard let first = lines.first, let status = statusCode(first) else { return nil }
        var location: String?
        for header in lines.dropFirst() {
            if header.isEmpty { break }
            if let colon = header.firstIndex(of: ":"), header[..<colon].lowercased() == "location" {
                location = header[header.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return (status, location)
    }

    /// "HTTP/1.1 302 Found" → 302.
    static func statusCode(_ line: String) -> Int? {
        let parts = line.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/"), parts[1].count == 3,
              parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), let code = Int(parts[1]),
              (100...599).contains(code) else { return nil }
        return code
    }

    /// A Location header made absolute against the address that sent it.
    private static func resolve(_ location: String, against base: String) -> String? {
        guard let resolved = g_uri_resolve_relative(base, location, G_URI_FLAGS_ENCODED, nil) else { return nil }
        defer { g_free(resolved) }
        return String(cString: resolved)
    }
}
