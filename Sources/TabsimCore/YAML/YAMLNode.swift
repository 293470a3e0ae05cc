/// Where a YAML node starts in its file: line and column from 1, the column in Unicode
/// scalars (as editors count characters).
struct YAMLMark: Equatable {
    let line: Int
    let column: Int
}

/// A YAML document read into nodes, each with its place in the file. Every scalar is kept
/// as its text and how it was written; what it means (a number, a boolean) is the
/// reader's to decide (`ScalarType`). An alias is the node its anchor names.
enum YAMLNode {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(Sequence)

    /// How a scalar is written: a plain one may be read as a number or a boolean, a quoted
    /// or block one is always text.
    enum Style: Equatable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// A scalar's text, as it reads once quotes, escapes and folding are taken away.
    struct Scalar {
        let string: String
        let style: Style
        let mark: YAMLMark

        init(_ string: String, style: Style = .plain, mark: YAMLMark = YAMLMark(line: 0, column: 0)) {
            self.string = string
            self.style = style
            self.mark = mark
        }
    }

    /// A mapping's entries in the order they are written.
    struct Mapping: RandomAccessCollection {
        let entries: [(key: YAMLNode, value: YAMLNode)]
        let mark: YAMLMark
        var startIndex: Int { entries.startIndex }
        var endIndex: Int { entries.endIndex }
        subscript(position: Int) -> (key: YAMLNode, value: YAMLNode) { entries[position] }
    }

    /// A sequence's items in order.
    struct Sequence: RandomAccessCollection {
        let items: [YAMLNode]
        let mark: YAMLMark
        var startIndex: Int { items.startIndex }
        var endIndex: Int { items.endIndex }
        subscript(position: Int) -> YAMLNode { items[position] }
    }

    /// Where the node starts.
    var mark: YAMLMark {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .mapping(let mapping): mapping.mark
        case .sequence(let sequence): sequence.mark
        }
    }

    /// A mapping's value for a plain-text key; nil for another node.
    subscript(key: String) -> YAMLNode? {
        guard case .mapping(let mapping) = self else { return nil }
        return mapping.first { $0.key.scalar?.string == key }?.value
    }

    /// The scalar, when the node is one.
    var scalar: Scalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }
}

/// Why a file is not YAML tabsim reads, at the place it went wrong; `message` says what
/// to do about it.
struct YAMLError: Error {
    let message: String
    let mark: YAMLMark
}
