/// A watched prototype file read again (`tabsim --watch`, or a recorded reload being
/// replayed): its new version, or the first problem that keeps it from loading.
public enum PrototypeReload: Equatable, Sendable {
    /// The file loaded; `source` is its text, recorded so that a replay can load it too.
    case loaded(Prototype, source: String)
    /// The file does not load: its first problem as `file:line:column: error: …`,
    /// sanitized.
    case failed(String)

    /// Reads a prototype file's bytes as launch does (size limit, UTF-8, then the loader).
    /// - Parameter file: the name messages give it.
    public static func read(_ bytes: [UInt8], file: String) -> PrototypeReload {
        do {
            let (prototype, text) = try PrototypeLoader.load(bytes: bytes, file: file)
            return .loaded(prototype, source: text)
        } catch {
            return .failed(error.diagnostics.first?.description ?? "\(file): error: it could not be read")
        }
    }

}
