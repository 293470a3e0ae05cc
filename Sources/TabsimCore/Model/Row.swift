/// A list row: its text, what choosing it does (its kind), and what it shows at its end.
public struct Row: Equatable, Sendable {
    public var text: String
    /// What choosing the row does, with what it needs to do it.
    public var kind: Kind
    /// A value shown dimmed at the row's end, before its `›` (`Units  Metric ›`); a
    /// switch row shows its switch there instead.
    public var value: String?
    /// A badge at the row's end, drawn as the bar's (the More list's sections, B5).
    public var badge: Badge?

    /// A row; a screen it opens without a title is titled with the row's text, as UIKit
    /// shows a pushed view controller's title (B13).
    public init(text: String, kind: Kind = .plain, value: String? = nil, badge: Badge? = nil) {
        self.text = text
        self.kind = kind.titled(text)
        self.value = value
        self.badge = badge
    }
}

/// A list of rows, written out or generated from a pattern (`{count, text}`), so a
/// list of thousands costs nothing until it is drawn.
public indirect enum Rows: Equatable, Sendable {
    case listed([Row])
    /// `count` rows whose text is `pattern` with `{n}` replaced by 1…count.
    case generated(count: Int, pattern: String)
    /// The rows of `all` at `indices`, in that order: the rows a filter field's text
    /// matches, sharing the whole list rather than copying its rows.
    case picked(from: Rows, indices: [Int])

    public var count: Int {
        switch self {
        case .listed(let rows): return rows.count
        case .generated(let count, _): return count
        case .picked(_, let indices): return indices.count
        }
    }

    /// The row at `index` (0-based).
    public subscript(index: Int) -> Row {
        switch self {
        case .listed(let rows): return rows[index]
        case .generated(_, let pattern):
            return Row(text: Self.numbered(pattern, index + 1))
        case .picked(let all, let indices): return all[indices[index]]
        }
    }

    /// `pattern` with every `{n}` replaced by `number`. An ASCII pattern (the usual
    /// one) is scanned byte by byte, as every visible row of a long list is made each
    /// time the list is drawn; in ASCII, bytes and characters match `{n}` alike.
    static func numbered(_ pattern: String, _ number: Int) -> String {
        let open = UInt8(ascii: "{"), letter = UInt8(ascii: "n"), close = UInt8(ascii: "}")
        let bytes = pattern.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return pattern.replacing("{n}", with: String(number)) }
        let digits = String(number).utf8
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count + digits.count)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let next = bytes.index(after: index)
            if bytes[index] == open, next != bytes.endIndex, bytes[next] == letter,
               case let last = bytes.index(after: next), last != bytes.endIndex, bytes[last] == close {
                text.append(contentsOf: digits)
                index = bytes.index(after: last)
            } else {
                text.append(bytes[index])
                index = next
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The index of the first switch row whose text is `text`; generated rows have no
    /// switches.
    public func switchRow(named text: String) -> Int? {
        switch self {
        case .listed(let rows): return rows.firstIndex { $0.text == text && $0.kind.isSwitch }
        case .generated: return nil
        case .picked(let all, let indices):
            guard case .listed(let rows) = all else { return nil }
            return indices.firstIndex { rows[$0].text == text && rows[$0].kind.isSwitch }
        }
    }
}
