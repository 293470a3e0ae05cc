extension PrototypeLoader {
    /// Loads a prototype file's bytes as every file is loaded (launch, reload): within
    /// the size limit, as UTF-8, then parsed and validated.
    /// - Parameter file: the name messages give it.
    /// - Returns: the prototype and the text it was read from.
    /// - Throws: `PrototypeError` listing every problem, each with file, line and field.
    public static func load(bytes: [UInt8], file: String) throws(PrototypeError) -> (prototype: Prototype, text: String) {
        let text = try PrototypeLimits.text(from: bytes, file: file)
        return (try load(text, file: file), text)
    }
}
