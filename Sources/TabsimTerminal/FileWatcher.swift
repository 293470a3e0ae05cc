#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells when a file is saved (`tabsim --watch`), from the system's notifications:
/// inotify on Linux, kqueue on macOS, each giving a descriptor the wait for input blocks
/// on, so watching costs no CPU while nothing changes. It watches the file's directory
/// for its name, so a save that writes a new file and renames it over the old one (vim,
/// VS Code) is seen as well as a write in place. A symbolic link is watched at both ends:
/// a save at its target is seen, and so is the link pointed elsewhere. When a watched
/// directory is removed, the file is reported changed (so its absence is shown) and the
/// watcher looks for the directory every `pollInterval` milliseconds until it is back,
/// then follows the name again. Where no notification can be had, or polling is asked
/// for, it looks at the file's size, time and inode every `pollInterval` milliseconds.
public final class FileWatcher {
    /// Milliseconds between looks at the file when there are no notifications.
    public static let pollInterval = 250

    /// The descriptor that becomes readable when the file may have changed; nil when
    /// polling. It stays the same while the watcher lives.
    public private(set) var descriptor: Int32?
    /// The name as given: a link is followed anew at each look.
    private let path: String
    /// The names watched, in their directories (the name's own, and a link's target).
    private var armedNames: [WatchedName] = []
    /// The directories watched, as they were when watched (empty when they could not
    /// all be); one that is gone or replaced means watching must start again.
    private var directories: [String: FileNode.Identity] = [:]
    /// Whether a watched directory went away: the watcher polls until it is back.
    private var directoryLost = false
    /// What the file looked like at the last look, where notifications do not name it.
    private var stamp: Stamp?
    #if canImport(Glibc)
    /// The names that matter in each watched directory, by watch descriptor.
    private var names: [Int32: Set<String>] = [:]
    #elseif canImport(Darwin)
    /// The watched directories' and file's own descriptors, opened again at each arming.
    private var watchedDescriptors: [Int32] = []
    #endif

    /// Starts watching `path` (and, when it is a link, its target); neither need exist yet.
    /// - Parameter polling: look at the file instead of waiting for notifications, for
    ///   file systems that send none (network shares, some container mounts).
    public init(path: String, polling: Bool = false) {
        self.path = path
        stamp = Stamp(path: path)
        descriptor = polling ? nil : startNotifications()
    }

    deinit {
        if let descriptor { close(descriptor) }
        #if canImport(Darwin)
        watchedDescriptors.forEach { close($0) }
        #endif
    }

    /// Whether the wait for input must wake every `pollInterval` to look: with no
    /// notifications, or while a watched directory is gone.
    public var isPolling: Bool { descriptor == nil || directoryLost }

    /// Whether the file was saved since the last call: reads the pending notifications
    /// (or, polling, looks at the file). Never blocks.
    public func changed() -> Bool {
        guard let descriptor else { return stampMoved() }
        let named = drain(descriptor)
        if directoryLost {
            // Back again: follow the name, and read the file if it came back with it.
            guard arm(descriptor) else { return false }
            directoryLost = false
            return stampMoved()
        }
        let watched = !directories.isEmpty && directories.allSatisfy { FileNode(path: $0.key)?.identity == $0.value }
        if !watched {
            // A directory replaced is watched anew; one removed is waited for.
            guard arm(descriptor) else {
                directoryLost = true
                stamp = nil
                return true
            }
            return stampMoved() || named
        }
        if named { stamp = Stamp(path: path) }
        return named
    }

    /// A name in its directory.
    private struct WatchedName: Hashable {
        var directory: String
        var name: String
    }

    /// The names to watch: the name's own, and its target's when it is a symbolic link.
    private func watchedNames() -> [WatchedName] {
        let target = FileNode.linkTarget(of: path) ?? path
        return (target == path ? [path] : [path, target]).map { WatchedName(directory: FileNode.directory(of: $0), name: FileNode.name(of: $0)) }
    }

    /// The directories of `names`, as they are now; nil when one is not there.
    private static func identities(of names: [WatchedName]) -> [String: FileNode.Identity]? {
        var found: [String: FileNode.Identity] = [:]
        for name in names {
            guard let node = FileNode(path: name.directory) else { return nil }
            found[name.directory] = node.identity
        }
        return found
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
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE_SELF | IN_MOVE_SELF)

    /// An inotify descriptor watching the directories for the names being written and
    /// closed, renamed onto or (a link) created.
    private func startNotifications() -> Int32? {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        guard arm(fd) else {
            close(fd)
            return nil
        }
        return fd
    }

    /// (Re)watches the directories of `watchedNames()`; false when one cannot be.
    private func arm(_ fd: Int32) -> Bool {
        names.keys.forEach { inotify_rm_watch(fd, $0) }
        names = [:]
        armedNames = watchedNames()
        directories = Self.identities(of: armedNames) ?? [:]
        for watched in armedNames {
            let watch = inotify_add_watch(fd, watched.directory, Self.mask)
            guard watch >= 0 else {
                directories = [:]
                return false
            }
            names[watch, default: []].insert(watched.name)
        }
        return !directories.isEmpty
    }

    /// Reads every pending event; whether one named a watched name. A link changed is
    /// followed to its new target.
    private func drain(_ fd: Int32) -> Bool {
        var named = false
        let capacity = 4096
        var buffer = [UInt8](repeating: 0, count: capacity)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, capacity) }
            guard count > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            let lengthOffset = MemoryLayout<inotify_event>.offset(of: \.len)!
            while offset + header <= count {
                let (watch, length) = buffer.withUnsafeBytes {
                    ($0.load(fromByteOffset: offset, as: Int32.self), Int($0.load(fromByteOffset: offset + lengthOffset, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
                if names[watch]?.contains(String(decoding: nameBytes, as: UTF8.self)) == true { named = true }
                offset += header + length
            }
        }
        // A link pointed elsewhere moves the watch to its new target.
        if named, watchedNames() != armedNames { _ = arm(fd) }
        return named
    }
    #elseif canImport(Darwin)
    /// A kqueue watching the directories (a file renamed into them) and the file itself
    /// (written in place).
    private func startNotifications() -> Int32? {
        let queue = kqueue()
        guard queue >= 0 else { return nil }
        // A child never inherits a kqueue (kqueue(2)); a program exec'd in place would.
        _ = fcntl(queue, F_SETFD, FD_CLOEXEC)
        guard arm(queue) else {
            close(queue)
            return nil
        }
        return queue
    }

    /// (Re)opens and watches the directories of `watchedNames()` and the file; false
    /// when a directory cannot be.
    private func arm(_ queue: Int32) -> Bool {
        watchedDescriptors.forEach { close($0) }
        watchedDescriptors = []
        armedNames = watchedNames()
        directories = Self.identities(of: armedNames) ?? [:]
        for directory in Set(armedNames.map(\.directory)) {
            // O_EVTONLY: watched without keeping its volume from being unmounted; not
            // inherited by a child, as inotify's descriptor is not (IN_CLOEXEC).
            let fd = open(directory, O_EVTONLY | O_CLOEXEC)
            guard fd >= 0 else {
                directories = [:]
                return false
            }
            watchedDescriptors.append(fd)
            _ = register(fd, in: queue)
        }
        let file = open(path, O_EVTONLY | O_CLOEXEC)
        if file >= 0 {
            watchedDescriptors.append(file)
            _ = register(file, in: queue)
        }
        return !directories.isEmpty
    }

    private func register(_ fd: Int32, in queue: Int32) -> Bool {
        var change = kevent(ident: UInt(fd), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
                            fflags: UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_DELETE | NOTE_RENAME | NOTE_ATTRIB),
                            data: 0, udata: nil)
        return kevent(queue, &change, 1, nil, 0, nil) >= 0
    }

    /// Reads every pending event; whether the file changed (the directories' events do
    /// not say which name, so its stamp decides).
    private func drain(_ queue: Int32) -> Bool {
        var any = false
        var event = kevent()
        var none = timespec(tv_sec: 0, tv_nsec: 0)
        while kevent(queue, nil, 0, &event, 1, &none) > 0 { any = true }
        guard any else { return false }
        _ = arm(queue)
        return stampMoved()
    }
    #else
    private func startNotifications() -> Int32? { nil }
    private func arm(_ fd: Int32) -> Bool { false }
    private func drain(_ fd: Int32) -> Bool { stampMoved() }
    #endif
}
