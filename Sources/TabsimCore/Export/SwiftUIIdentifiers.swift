/// Swift names made from labels: letters and digits of the label, unique in the file.
struct Identifiers {
    private var used: Set<String>

    /// - Parameter taken: names the file declares itself.
    init(taken: Set<String>) {
        used = taken
    }

    /// A lowerCamelCase name, e.g. `recentlyAdded`; it may be a keyword (see `escaped`).
    mutating func member(_ label: String, fallback: String) -> String {
        let words = Self.words(label)
        return unique(words.isEmpty ? fallback : words[0].lowercased() + words.dropFirst().map(\.capitalizedFirst).joined())
    }

    /// `name` as code names it: in backticks when it is a Swift keyword (`` `where` ``).
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`" + name + "`" : name
    }

    /// An UpperCamelCase type name ending in `suffix`, e.g. `LibraryView`.
    mutating func type(_ label: String, suffix: String, fallback: String) -> String {
        let words = Self.words(label)
        return unique((words.isEmpty ? fallback : words.map(\.capitalizedFirst).joined()) + suffix)
    }

    /// `name`, or `name` with a number when it is taken.
    mutating func unique(_ name: String) -> String {
        var candidate = name, number = 2
        while used.contains(candidate) {
            candidate = name + String(number)
            number += 1
        }
        used.insert(candidate)
        return candidate
    }

    /// The label's ASCII words; a name may not start with a digit.
    private static func words(_ label: String) -> [String] {
        let words = label.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        guard let first = words.first?.first, first.isNumber else { return words }
        return ["n"] + words
    }

    /// Swift's keywords, which a name made from a label may be: lowercase first, so
    /// `Self` and `Type` cannot arise.
    private static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "await", "false",
        "is", "nil", "self", "super", "throws", "true", "try",
    ]
}

/// Name-making helpers of the SwiftUI export.
extension String {
    /// The first letter upper case, the rest lower: `library` → `Library`.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst().lowercased() }

    /// Without `suffix` at the end, when it is there.
    func replacingOccurrences(ofSuffix suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
