
/// What a scalar is as YAML 1.2's core schema reads it, and so as an editor checking a
/// prototype against `tabsim schema` reads it: quoted, text; plain, `true` and `false`
/// (any case of the first letter, or all capitals) are booleans, whole numbers integers,
/// other numbers numbers, and nothing, `~` and `null` null. The loader reads every value
/// by it, so what it accepts is what the schema says (P).
enum ScalarType: Equatable {
    case null
    case boolean(Bool)
    /// A whole number; nil when it is too large to hold.
    case integer(Int?)
    case number
    case text

    init(_ scalar: YAMLNode.Scalar) {
        let value = scalar.string
        guard scalar.style == .plain else {
            self = .text
            return
        }
        switch value {
        case "", "~", "null", "Null", "NULL": self = .null
        case "true", "True", "TRUE": self = .boolean(true)
        case "false", "False", "FALSE": self = .boolean(false)
        default:
            let digits = value.first == "-" || value.first == "+" ? value.dropFirst() : Substring(value)
            if !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) {
                self = .integer(Int(value))
            } else if Double(value) != nil || [".inf", "-.inf", "+.inf", ".nan"].contains(value.lowercased()) {
                self = .number
            } else {
                self = .text
            }
        }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
