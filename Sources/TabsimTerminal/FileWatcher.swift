#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells when a file is saved (`tabsim --watch`), from the system's notifications:
/// inotify on Linux, kqueue on macOS, each giving a descriptor the wait for input blocks
/// on, so watching costs no CPU while nothing changes. It watches the file's directory
/// for its name, so a save that writes a new file and renames it over the old one (vim,
/// VS Code) is seen as well as a write in place. A symbolic link is followed to the file
/// it names when watching starts, so a save at the link's target is seen. Where no notification can be had, or
/// polling is asked for, it looks at the file's size, time and inode every
/// `pollInterval` milliseconds instead.
public final class FileWatcher {
    /// Milliseconds between looks at the file when there are no notifications.
    public static let pollInterval = 250

    /// The descriptor that becomes readable when the file may have changed; nil when
    /// polling.
    public private(set) var descriptor: Int32?
    private let path: String
    private let directory: String
    private let name: String
    /// What the file looked like at the last look, where notifications do not name it.
    private var stamp: Stamp?
    #if canImport(Darwin)
    /// The file's own descriptor, for writes in place; opened again after a rename.
    private var fileDescriptor: Int32 = -1
    private var directoryDescriptor: Int32 = -1
    #endif

    /// Starts watching `path`, or the file it links to; the file need not exist yet.
    /// - Parameter polling: look at the file instead of waiting for notifications, for
    ///   file systems that send none (network shares, some container mounts).
    public init(path: String, polling: Bool = false) {
        let path = Self.resolved(path)
        self.path = path
        let slash = path.lastIndex(of: "/")
        directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        stamp = Stamp(path: path)
        descriptor = polling ? nil : startNotifications()
    }

    deinit {
        if let descriptor { close(descriptor) }
        #if canImport(Darwin)
        if fileDescriptor >= 0 { close(fileDescriptor) }
        if directoryDescriptor >= 0 { close(directoryDescriptor) }
        #endif
    }

    /// `path` with every symbolic link in it resolved, or as given when it does not exist.
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// Whether the file was saved since the last call: reads the pending notifications
    /// (or, polling, looks at the file).
    public func changed() -> Bool {
        guard let descriptor else { return stampMoved() }
        return drain(descriptor)
    }

    /// Whether the file's size, time or inode moved since the last look.
    private func stampMoved() -> Bool {
        let now = Stamp(path: path)
        defer { stamp = now }
        return now != nil && now != stamp
    }

    /// What tells one version of the file from the next without reading it.
    private struct Stamp: Equatable {
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int

        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            #if canImport(Darwin)
            seconds = Int(info.st_mtimespec.tv_sec)
            nanoseconds = Int(info.st_mtimespec.tv_nsec)
            #else
            seconds = Int(info.st_mtim.tv_sec)
            nanoseconds = Int(info.st_mtim.tv_nsec)
            #endif
        }
    }

    #if canImport(Glibc)
    /// An inotify descriptor watching the directory for the file's name being written
    /// and closed, or renamed onto.
    private func startNotifications() -> Int32? {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        guard inotify_add_watch(fd, directory, UInt32(IN_CLOSE_WRITE | IN_MOVED_TO)) >= 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    /// Reads every pending event; whether one named the file.
    private func drain(_ fd: Int32) -> Bool {
        var named = false
        let capacity = 4096
        var buffer = [UInt8](repeating: 0, count: capacity)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, capacity) }
            guard count > 0 else { return named }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            let lengthOffset = MemoryLayout<inotify_event>.offset(of: \.len)!
            while offset + header <= count {
                let length = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset + lengthOffset, as: UInt32.self)) }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
                if String(decoding: nameBytes, as: UTF8.self) == name { named = true }
                offset += header + length
            }
        }
    }
    #elseif canImport(Darwin)
    /// A kqueue watching the directory (a file renamed into it) and the file itself
    /// (written in place).
    private func startNotifications() -> Int32? {
        let queue = kqueue()
        guard queue >= 0 else { return nil }
        directoryDescriptor = open(directory, O_EVTONLY)
        guard directoryDescriptor >= 0, register(directoryDescriptor, in: queue) else {
            close(queue)
            return nil
        }
        watchFile(in: queue)
        return queue
    }

    /// (Re)opens the file and watches its writes; it may be a new file after a rename.
    private func watchFile(in queue: Int32) {
        if fileDescriptor >= 0 { close(fileDescriptor) }
        fileDescriptor = open(path, O_EVTONLY)
        if fileDescriptor >= 0 { _ = register(fileDescriptor, in: queue) }
    }

    private func register(_ fd: Int32, in queue: Int32) -> Bool {
        var change = kevent(ident: UInt(fd), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
                            fflags: UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_DELETE | NOTE_RENAME | NOTE_ATTRIB),
                            data: 0, udata: nil)
        return kevent(queue, &change, 1, nil, 0, nil) >= 0
    }

    /// Reads every pending event; whether the file changed (the directory's events do
    /// not say which name, so its stamp decides).
    private func drain(_ queue: Int32) -> Bool {
        var any = false
        var event = kevent()
        var none = timespec(tv_sec: 0, tv_nsec: 0)
        while kevent(queue, nil, 0, &event, 1, &none) > 0 { any = true }
        guard any else { return false }
        watchFile(in: queue)
        return stampMoved()
    }
    #else
    private func startNotifications() -> Int32? { nil }
    private func drain(_ fd: Int32) -> Bool { stampMoved() }
    #endif
}
