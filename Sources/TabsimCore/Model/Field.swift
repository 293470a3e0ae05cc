/// A single-line text field.
public struct Field: Equatable, Sendable {
    public var label: String
    public var placeholder: String?
    /// Which letters the simulated keyboard capitalises by itself (B9).
    public var capitalize: Capitalization
    /// What the keyboard's return key says and does (B9).
    public var returnKey: ReturnKey
    /// Typing in it filters the rows of its screen, or of its strip's page (`filter: true`).
    public var filter = false
    /// The simulated keyboard it brings up (`keyboard:`).
    public var keyboard = KeyboardType.text

    public init(label: String, placeholder: String? = nil, capitalize: Capitalization = .sentences, returnKey: ReturnKey = .done) {
        self.label = label
        self.placeholder = placeholder
        self.capitalize = capitalize
        self.returnKey = returnKey
    }
}

/// Automatic capitals on the simulated keyboard, as iOS's `autocapitalizationType`.
public enum Capitalization: String, CaseIterable, Sendable {
    /// The first letter of the field and of each sentence.
    case sentences
    /// The first letter of each word.
    case words
    case none
}

/// The simulated keyboard's return key, as iOS's `returnKeyType`: `next` moves to the
/// following field; the others end typing.
public enum ReturnKey: String, CaseIterable, Sendable {
    case done, search, go, next, send
}
