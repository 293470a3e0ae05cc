#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import TabsimTerminal

/// The watcher keeps following the name whatever happens around it: its directory
/// removed and made again, a link pointed elsewhere, a link to a file not there yet.
@Suite("File watcher recovery")
struct FileWatcherRecoveryTests {
    /// Waits (up to 5 s) for the watcher's descriptor to have something to read.
    private func notified(_ watcher: FileWatcher) -> Bool {
        guard let descriptor = watcher.descriptor else { return false }
        var wanted = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&wanted, 1, 5000) == 1
    }

    private func folder(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    private func saveInPlace(_ text: String, to file: URL) throws {
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    @Test("Its directory removed: the file is reported changed (gone), the watcher polls, and follows the name again once the directory is back")
    func directoryRemovedAndBack() throws {
        let root = try folder("gone")
        defer { try? FileManager.default.removeItem(at: root) }
        let dir = root.appendingPathComponent("work"), file = dir.appendingPathComponent("mine.yaml")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data("sections: []\n".utf8).write(to: file)
        let watcher = FileWatcher(path: file.path)
        #expect(!watcher.isPolling)

        try FileManager.default.removeItem(at: dir)
        #expect(notified(watcher))
        #expect(watcher.changed(), "the file went with its directory")
        #expect(watcher.isPolling, "the wait wakes to look for the directory")
        #expect(!watcher.changed(), "nothing to read while it is gone")

        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data("sections: [{label: A}]\n".utf8).write(to: file)
        #expect(watcher.changed(), "back, with the file")
        #expect(!watcher.isPolling)
        try saveInPlace("sections: [{label: B}]\n", to: file)
        #expect(notified(watcher))
        #expect(watcher.changed(), "followed again: a write in place")
    }

    @Test("A link pointed at another file is a change, and saves at the new target are followed")
    func linkRetargeted() throws {
        let root = try folder("relink")
        defer { try? FileManager.default.removeItem(at: root) }
        for sub in ["one", "two"] { try FileManager.default.createDirectory(at: root.appendingPathComponent(sub), withIntermediateDirectories: true) }
        let first = root.appendingPathComponent("one/mine.yaml"), second = root.appendingPathComponent("two/theirs.yaml")
        try Data("sections: []\n".utf8).write(to: first)
        try Data("sections: [{label: B}]\n".utf8).write(to: second)
        let link = root.appendingPathComponent("link.yaml")
        #expect(symlink(first.path, link.path) == 0)
        let watcher = FileWatcher(path: link.path)
        #expect(!watcher.changed())

        let fresh = root.appendingPathComponent(".link.yaml.new")
        #expect(symlink(second.path, fresh.path) == 0)
        #expect(rename(fresh.path, link.path) == 0)
        #expect(notified(watcher))
        #expect(watcher.changed(), "the link now leads elsewhere")

        try saveInPlace("sections: [{label: C}]\n", to: second)
        #expect(notified(watcher))
        #expect(watcher.changed(), "a save at the new target")
    }

    @Test("A link to a file that is not there yet is watched at its target, which counts once written")
    func danglingLinkTarget() throws {
        let root = try folder("dangling")
        defer { try? FileManager.default.removeItem(at: root) }
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let target = elsewhere.appendingPathComponent("mine.yaml"), link = root.appendingPathComponent("link.yaml")
        #expect(symlink(target.path, link.path) == 0)
        let watcher = FileWatcher(path: link.path)
        #expect(watcher.descriptor != nil)
        try Data("sections: [{label: A}]\n".utf8).write(to: target)
        #expect(notified(watcher))
        #expect(watcher.changed(), "the target written")
    }

    @Test("Reading never waits: a named pipe is refused unread, and a dangling link says where it leads")
    func readingRefusesPipes() throws {
        let root = try folder("pipe")
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("mine.yaml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(FileNode.contents(of: fifo, limit: 100).map(\.bytes) == .failure(FileNode.ReadProblem(reason: "it is a named pipe (FIFO), not a file")))
        let link = root.appendingPathComponent("link.yaml").path
        #expect(symlink("gone.yaml", link) == 0)
        #expect(FileNode.contents(of: link, limit: 100).map(\.bytes) == .failure(FileNode.ReadProblem(reason: "it links to '\(root.path)/gone.yaml', which is not there")))
    }
}
