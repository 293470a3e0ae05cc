import TabsimCore
import TabsimTerminal

extension PrototypeSource {
    /// Watches the prototype file (`--watch`): each save reloads it into the running
    /// program, with `settings` (the command line's overrides) in force.
    /// `TABSIM_WATCH=poll` looks at the file four times a second instead of waiting for
    /// notifications, which network shares and some container mounts never send.
    func watch(on backend: NcursesBackend, settings: @escaping (Prototype) -> Prototype) {
        guard let path else { return }
        backend.watch(FileWatcher(path: path, polling: Environment.value("TABSIM_WATCH") == "poll")) {
            switch Self.reread(path: path) {
            case .loaded(let prototype, let source): return .loaded(settings(prototype), source: source)
            case .failed(let problem): return .failed(problem)
            }
        }
    }

    /// The file read again, as launch reads it, but printing nothing: the terminal is
    /// the program's.
    private static func reread(path: String) -> PrototypeReload {
        switch bytes(at: path) {
        case .success(let bytes): return PrototypeReload.read(bytes, file: path)
        case .failure(let problem): return .failed("\(TextFitting.sanitized(path)): error: cannot read it: \(TextFitting.sanitized(problem.reason))")
        }
    }
}
