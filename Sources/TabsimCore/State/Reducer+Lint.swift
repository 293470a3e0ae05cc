extension Reducer {
    /// The key that shows the lint findings over the prototype, and hides them: for the
    /// designer editing the file (`--watch`), in every input mode and while typing.
    public static let lintKey = Key.control("l")

    /// Ctrl-L shows or hides the lint panel; while it shows, any other key only hides it,
    /// as help does.
    /// - Returns: whether the key was taken.
    func toggleLintPanel(_ key: Key, _ state: inout AppState) -> Bool {
        if key == Self.lintKey {
            state.showsLint.toggle()
            state.showsHelp = false
            return true
        }
        guard state.showsLint else { return false }
        state.showsLint = false
        return true
    }
}
