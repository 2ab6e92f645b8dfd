// SPDX-License-Identifier: GPL-3.0-or-later

/// Orders names as people count: "Episode 2" before "Episode 10".
public enum NaturalOrder {
    public static func precedes(_ a: String, _ b: String) -> Bool {
        compare(a, b) < 0
    }

    /// Negative, zero or positive as `a` sorts before, with or after `b`: runs of digits
    /// compare as numbers, letters without regard to case.
    public static func compare(_ a: String, _ b: String) -> Int {
        var i = a.unicodeScalars.makeIterator(), j = b.unicodeScalars.makeIterator()
        var x = i.next(), y = j.next()
        while let cx = x, let cy = y {
            if isDigit(cx), isDigit(cy) {
                var nx = "", ny = ""
                while let c = x, isDigit(c) { nx.unicodeScalars.append(c); x = i.next() }
                while let c = y, isDigit(c) { ny.unicodeScalars.append(c); y = j.next() }
                let tx = nx.drop { $0 == "0" }, ty = ny.drop { $0 == "0" }
                if tx.count != ty.count { return tx.count < ty.count ? -1 : 1 }
                if tx != ty { return tx < ty ? -1 : 1 }
                if nx.count != ny.count { return nx.count < ny.count ? -1 : 1 }
                continue
            }
            let lx = String(cx).lowercased(), ly = String(cy).lowercased()
            if lx != ly { return lx < ly ? -1 : 1 }
            x = i.next(); y = j.next()
        }
        if x == nil && y == nil { return a == b ? 0 : (a < b ? -1 : 1) }
        return x == nil ? -1 : 1
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }

    /// The file after `name` among `siblings`, in natural order.
    public static func next(after name: String, in siblings: [String]) -> String? {
        siblings.filter { compare($0, name) > 0 }.min { compare($0, $1) < 0 }
    }
}

extension NaturalOrder {
    /// A byte key whose plain comparison follows `compare` for sorting many names at
    /// once: letters folded to lower case, and each run of digits written as its length
    /// (without leading zeros) and then its digits, so 2 sorts before 10.
    public static func key(_ name: String) -> [UInt8] {
        var key: [UInt8] = []
        key.reserveCapacity(name.utf8.count + 4)
        // ASCII is folded here byte by byte; anything else through Unicode's lower case.
        let bytes = name.utf8.allSatisfy { $0 < 0x80 } ? name.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
            : Array(name.lowercased().utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard (0x30...0x39).contains(byte) else {
                key.append(byte)
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
            var first = index
            while first < end - 1, bytes[first] == 0x30 { first += 1 }
            // "0" marks a number (digits sort before letters, as in `compare`); then its length.
            key.append(0x30)
            key.append(UInt8(min(end - first, 255)))
            key.append(contentsOf: bytes[first..<end])
            index = end
        }
        return key
    }
}
