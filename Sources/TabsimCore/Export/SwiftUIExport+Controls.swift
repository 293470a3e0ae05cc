extension SwiftUIExport {
    /// `.keyboardType` for a field's `keyboard:`, none for the letters.
    func keyboardModifier(_ keyboard: KeyboardType) -> String {
        switch keyboard {
        case .text: return ""
        case .number: return ".keyboardType(.numberPad)"
        case .email: return ".keyboardType(.emailAddress)"
        case .phone: return ".keyboardType(.phonePad)"
        }
    }
}
