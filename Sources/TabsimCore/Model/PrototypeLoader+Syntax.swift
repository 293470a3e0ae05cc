extension PrototypeLoader {
    /// A file's YAML document (nil when it holds none), within `PrototypeLimits.maximumNodes`.
    /// - Throws: `PrototypeError` with the place the text stops being YAML tabsim reads.
    static func document(_ text: String, file: String) throws(PrototypeError) -> YAMLNode? {
        do {
            return try YAMLParser.parse(text, maximumNodes: PrototypeLimits.maximumNodes)
        } catch {
            throw PrototypeError([Diagnostic(file: file, line: error.mark.line, column: error.mark.column, path: "",
                                             message: TextFitting.sanitized(error.message))])
        }
    }
}
