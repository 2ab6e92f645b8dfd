// SPDX-License-Identifier: GPL-3.0-or-later

/// What `nova-player` was started with. File names are bytes (a name need not be UTF-8),
/// so they are read and handed on as bytes.
public enum LaunchArguments {
    public enum Outcome: Equatable, Sendable {
        /// Locations to open (none: the library): absolute paths and URIs, so that GLib's
        /// own option parsing, and a running Nova in another directory, read them as meant.
        case open([[UInt8]])
        case help
        case version
        case unknownOption(String)
    }

    /// Reads the arguments after the program's name. Options come before the files; `--`
    /// ends them, so `nova-player -- -clip.mkv` opens a file whose name begins with a dash,
    /// and `--` itself is never a file.
    public static func parse(_ arguments: [[UInt8]], workingDirectory: [UInt8]) -> Outcome {
        var locations: [[UInt8]] = []
        var optionsEnded = false
        for argument in arguments {
            if !optionsEnded, argument.first == UInt8(ascii: "-"), argument.count > 1 {
                switch String(decoding: argument, as: UTF8.self) {
                case "--": optionsEnded = true
                case "-h", "--help": return .help
                case "--version": return .version
                case let option: return .unknownOption(option)
                }
                continue
            }
            if !argument.isEmpty { locations.append(absolute(argument, workingDirectory: workingDirectory)) }
        }
        return .open(locations)
    }

    /// A path made absolute against `workingDirectory`; a URI ("scheme://…") as it is.
    static func absolute(_ argument: [UInt8], workingDirectory: [UInt8]) -> [UInt8] {
        if argument.first == UInt8(ascii: "/") { return argument }
        if let text = String(validating: argument, as: UTF8.self), text.contains("://"),
           OpenRequest.scheme(of: text) != nil { return argument }
        let slash = UInt8(ascii: "/")
        let directory = workingDirectory.last == slash ? workingDirectory : workingDirectory + [slash]
        var relative = argument[...]
        while relative.starts(with: [UInt8(ascii: "."), slash]) { relative = relative.dropFirst(2) }
        return directory + relative
    }
}
