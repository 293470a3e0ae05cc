/// The study folder, and paths inside it.
struct StudyFolder {
    /// Absolute, without `.` and `..`.
    let path: String
    let realPath: (String) -> String

    init(path: String, realPath: @escaping (String) -> String) {
        self.path = Self.normalized(path, from: "/") ?? path
        self.realPath = realPath
    }

    /// Where a path the study file names leads.
    enum Resolved: Equatable {
        /// Inside the folder, as this absolute path.
        case inside(String)
        case outside
        /// Inside by its name, but a symbolic link on the way leads out.
        case linkedOutside
    }

    /// `given` (relative to the folder, or absolute) as an absolute path, when it and the
    /// file its links lead to stay inside the folder.
    func resolve(_ given: String) -> Resolved {
        guard let resolved = Self.normalized(given, from: path), Self.isInside(resolved, path) else { return .outside }
        return Self.isInside(realPath(resolved), realPath(path)) ? .inside(resolved) : .linkedOutside
    }

    /// `path`, made absolute against `base` (absolute), with `.` and `..` worked out.
    static func normalized(_ path: String, from base: String) -> String? {
        var parts: [Substring] = path.hasPrefix("/") ? [] : base.split(separator: "/")
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `path` is `folder` or inside it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// The way from folder `from` to `path`, both absolute and normalized (`../app.yaml`),
    /// as a recording in `from` names its prototype.
    static func relative(_ path: String, from: String) -> String {
        let target = path.split(separator: "/"), start = from.split(separator: "/")
        let shared = zip(target, start).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: start.count - shared) + target.dropFirst(shared).map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
