// SPDX-License-Identifier: GPL-3.0-or-later

/// The value an action takes, as its GAction's parameter: a boolean (`b`, a direction),
/// a number (`d`, seconds, a fraction, a track), a text (`s`, a file's location) or texts
/// (`as`, files to play in turn).
public enum ActionArgument: Equatable, Sendable {
    case flag(Bool)
    case number(Double)
    case text(String)
    case texts([String])

    /// The GVariant type string of a parameter of this kind.
    public enum Kind: String, Sendable {
        case flag = "b"
        case number = "d"
        case text = "s"
        case textList = "as"
    }

    public var kind: Kind {
        switch self {
        case .flag: .flag
        case .number: .number
        case .text: .text
        case .texts: .textList
        }
    }
}
