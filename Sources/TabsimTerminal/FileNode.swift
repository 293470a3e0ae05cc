#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names on disk, as the system's `stat` sees it through symbolic links:
/// which file it is (device and inode, so two names of one file are known as one) and
/// what kind of file. Reading a prototype, watching it and writing an output all ask
/// this one type.
public struct FileNode: Equatable, Sendable {
    /// A file whatever its names: its device and inode.
    public struct Identity: Hashable, Sendable {
        public let device: UInt64
        public let inode: UInt64
    }

    /// What kind of file a path names.
    public enum Kind: Equatable, Sendable {
        case regular, directory, namedPipe, characterDevice, blockDevice, socket, other

        /// The kind in words, for messages: "a named pipe (FIFO)".
        public var described: String {
            switch self {
            case .regular: "a file"
            case .directory: "a directory"
            case .namedPipe: "a named pipe (FIFO)"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .socket: "a socket"
            case .other: "not a file"
            }
        }
    }

    public let identity: Identity
    public let kind: Kind
    /// The permission bits (`st_mode & 0o7777`).
    public let permissions: UInt32
    /// How many bytes the file holds (`st_size`).
    public let size: Int

    /// The file `path` names, through symbolic links; nil when there is none.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The file an open descriptor refers to; nil when it is not open.
    public init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    private init(_ info: stat) {
        identity = Identity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
        permissions = UInt32(info.st_mode) & 0o7777
        size = Int(info.st_size)
        switch UInt32(info.st_mode) & UInt32(S_IFMT) {
        case UInt32(S_IFREG): kind = .regular
        case UInt32(S_IFDIR): kind = .directory
        case UInt32(S_IFIFO): kind = .namedPipe
        case UInt32(S_IFCHR): kind = .characterDevice
        case UInt32(S_IFBLK): kind = .blockDevice
        case UInt32(S_IFSOCK): kind = .socket
        default: kind = .other
        }
    }

    /// Where `path` leads once every symbolic link at its end is followed, whether or not
    /// the last one's target exists (a link's relative target is taken from the link's
    /// directory); `path` itself when it is no link. Nil for a loop of links.
    public static func linkTarget(of path: String) -> String? {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : directory(of: current) + "/" + target
        }
        return nil
    }

    /// The directory part of `path` (`.` for a bare name, `/` at the root).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` made absolute from the working directory, its `.` and `..` parts and
    /// repeated or trailing slashes resolved by name alone (no symbolic link followed),
    /// as Foundation's `standardizedFileURL` gives it.
    public static func absolute(_ path: String) -> String {
        var whole = path
        if !path.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            guard getcwd(&buffer, buffer.count) != nil else { return path }
            whole = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/" + path
        }
        var parts: [Substring] = []
        for part in whole.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The last part of `path`.
    public static func name(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// Reads a regular file, at most `limit` bytes, without ever blocking: it is opened
    /// with `O_NONBLOCK`, and anything `fstat` does not call a regular file (a named
    /// pipe, a device, a directory) is refused unread.
    /// - Returns: the bytes and the file read, or why it could not be read, in words
    ///   ("no such file", "it is a named pipe (FIFO), not a file", "it links to 'x',
    ///   which is not there").
    public static func contents(of path: String, limit: Int) -> Result<(bytes: [UInt8], node: FileNode), ReadProblem> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return .failure(ReadProblem(path: path, errorNumber: errno)) }
        defer { close(descriptor) }
        guard let node = FileNode(descriptor: descriptor) else { return .failure(ReadProblem(path: path, errorNumber: errno)) }
        guard node.kind == .regular else { return .failure(ReadProblem(reason: "it is \(node.kind.described), not a file")) }
        var bytes: [UInt8] = []
        // Not zeroed: a small file touches one page of it, not all sixteen.
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 65_536, alignment: 1)
        defer { chunk.deallocate() }
        while bytes.count < limit {
            let count = read(descriptor, chunk.baseAddress, min(chunk.count, limit - bytes.count))
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .failure(ReadProblem(path: path, errorNumber: errno)) }
            if count == 0 { break }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[..<count]))
        }
        return .success((bytes, node))
    }

    /// Why a file could not be read, in words.
    public struct ReadProblem: Error, Equatable, Sendable {
        public let reason: String

        /// A problem in words, as `reason` gives it.
        public init(reason: String) { self.reason = reason }

        /// The reason for `errorNumber`; a symbolic link to nothing says where it leads.
        init(path: String, errorNumber: Int32) {
            switch errorNumber {
            case ENOENT:
                var info = stat()
                if lstat(path, &info) == 0, let target = FileNode.linkTarget(of: path), target != path {
                    reason = "it links to '\(target)', which is not there"
                } else {
                    reason = "no such file"
                }
            case EACCES, EPERM: reason = "permission denied"
            case EISDIR: reason = "it is a directory"
            case ELOOP: reason = "its symbolic links go round in a loop"
            case ENOTDIR: reason = "a part of its path is not a directory"
            default: reason = String(cString: strerror(errorNumber))
            }
        }
    }
}
