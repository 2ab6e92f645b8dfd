// SPDX-License-Identifier: GPL-3.0-or-later

/// How wide a toast's words may run, in characters, so that the whole toast fits its
/// window and the words wrap instead. libadwaita 1.2 gives a toast its natural width even
/// past the window's edge (on a phone a failure's sentence, its Copy Address and its close
/// button were cut off); 1.5 and later shorten the words to one line ("Can't play “h…").
public enum ToastWidth {
    /// What a toast takes beside its words, in pixels: the overlay's margins, the toast's
    /// padding and spacing, its close button, and its button if it has one; with room to
    /// spare, for a toast narrower than its words would wrap them into more lines than
    /// its height was measured for (libadwaita 1.7 under phoc: the button fell out).
    static func reserved(withButton: Bool) -> Int { 24 + 32 + 40 + 24 + (withButton ? 140 : 0) }

    /// About a character of the toast's bold text, in pixels (GTK counts wider than most).
    static let characterWidth = 10

    /// Below this width a toast's button goes under its words.
    public static let stackedBelow = 560

    public static func stacksButton(windowWidth: Int) -> Bool { windowWidth < stackedBelow }

    public static func characters(windowWidth: Int, withButton: Bool) -> Int {
        min(60, max(12, (windowWidth - reserved(withButton: withButton)) / characterWidth))
    }
}
