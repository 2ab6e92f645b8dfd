// SPDX-License-Identifier: GPL-3.0-or-later

/// A translated sentence's "%s" places, filled in order.
public enum TextTemplate {
    /// Each "%s" of `template` in turn gets the next argument; a "%s" inside an argument
    /// (a file named "100%s.mkv") is text, never a place. Places left over stay as they are.
    public static func fill(_ template: String, with arguments: [String]) -> String {
        var result = ""
        var rest = Substring(template)
        for argument in arguments {
            guard let place = rest.range(of: "%s") else { break }
            result += rest[..<place.lowerBound]
            result += argument
            rest = rest[place.upperBound...]
        }
        return result + rest
    }
}
