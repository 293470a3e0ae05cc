import TabsimCore
import TabsimTerminal

/// Every file this run has read (a prototype, a script, a recording, the prototype a
/// recording names, a task file), by device and inode: no output is ever written over
/// one of them (see `OutputFile`). Reads note themselves here, so a file found on the
/// way (the prototype a recording names) is as safe as one given on the command line.
enum InputFiles {
    private static let store = Store()

    /// Notes the file `path` names now (nothing when there is none).
    static func note(_ path: String) {
        if let node = FileNode(path: path) { note(node.identity, path: path) }
    }

    /// Notes a file that was read through `path`.
    static func note(_ identity: FileNode.Identity, path: String) {
        store.insert(identity, path: path)
    }

    /// The path a file was read through, when this run read it.
    static func path(of identity: FileNode.Identity) -> String? {
        store.path(of: identity)
    }

    private final class Store: @unchecked Sendable {
        private let lock = ThreadLock()
        private var paths: [FileNode.Identity: String] = [:]

        func insert(_ identity: FileNode.Identity, path: String) {
            lock.withLock {
                if paths[identity] == nil { paths[identity] = path }
            }
        }

        func path(of identity: FileNode.Identity) -> String? {
            lock.withLock { paths[identity] }
        }
    }
}
