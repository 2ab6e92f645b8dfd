// SPDX-License-Identifier: GPL-3.0-or-later

/// A translated sentence's places: "%s" takes the next argument in order, "%2$s" the
/// second, so a translation can put the arguments in its language's order.
public enum TextTemplate {
    /// A place inside an argument (a file named "100%s.mkv") is text, never a place.
    /// Places without an argument stay as they are.
    public static func fill(_ template: String, with arguments: [String]) -> String {
        var result = ""
        var next = 0
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let afterPercent = rest.index(after: percent)
            if let (index, end) = place(in: rest[afterPercent...], next: next), index < arguments.count {
                result += arguments[index]
                if rest[afterPercent] == "s" { next += 1 }
                rest = rest[end...]
            } else {
                result += "%"
                rest = rest[afterPercent...]
            }
        }
        return result + rest
    }

    /// The argument a place after "%" stands for, and where the place ends.
    private static func place(in text: Substring, next: Int) -> (Int, Substring.Index)? {
        guard let first = text.first else { return nil }
        if first == "s" { return (next, text.index(after: text.startIndex)) }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < 3, let number = Int(digits), number >= 1 else { return nil }
        let dollar = digits.endIndex
        guard dollar < text.endIndex, text[dollar] == "$" else { return nil }
        let s = text.index(after: dollar)
        guard s < text.endIndex, text[s] == "s" else { return nil }
        return (number - 1, text.index(after: s))
    }
}
