// SPDX-License-Identifier: GPL-3.0-or-later

/// One stream of the open file, as the engine lists it.
public struct MediaTrack: Equatable, Sendable {
    public enum Kind: String, Sendable { case video, audio, subtitle }

    public var id: Int
    public var kind: Kind
    public var language: String?
    public var title: String?
    public var codec: String?
    public var isSelected: Bool
    public var isExternal: Bool
    /// A still picture that comes with the sound (an album's cover), not a moving one.
    public var isCoverArt: Bool
    /// The turn the file asks for its picture (degrees clockwise): a phone's recording
    /// stored sideways says how to show it upright.
    public var rotation: Int

    public init(id: Int, kind: Kind, language: String? = nil, title: String? = nil,
                codec: String? = nil, isSelected: Bool = false, isExternal: Bool = false, isCoverArt: Bool = false,
                rotation: Int = 0) {
        self.id = id; self.kind = kind; self.language = language; self.title = title
        self.codec = codec; self.isSelected = isSelected; self.isExternal = isExternal; self.isCoverArt = isCoverArt
        self.rotation = MediaNumbers.rotation(rotation)
    }
}

extension Array where Element == Chapter {
    /// The chapter playing at `time`: the last one that starts at or before it.
    public func index(at time: Double) -> Int? {
        lastIndex { $0.start <= time + 1e-6 }
    }
}
