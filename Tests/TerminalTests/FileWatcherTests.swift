#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import TabsimTerminal

/// `--watch`'s file watcher, on a real directory: the system's notifications wake it for
/// the watched name only, whether the file is written in place or renamed over.
@Suite("File watcher")
struct FileWatcherTests {
    /// Waits (up to 5 s) until the watcher's descriptor has something to read: the
    /// barrier that a notification arrived.
    private func notified(_ watcher: FileWatcher) -> Bool {
        guard let descriptor = watcher.descriptor else { return false }
        var wanted = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&wanted, 1, 5000) == 1
    }

    @Test("A write in place and a rename over the file are changes; another file in the directory is not")
    func watchesTheNameInItsDirectory() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("mine.yaml")
        try Data("sections: []\n".utf8).write(to: file)
        let watcher = FileWatcher(path: file.path)
        #expect(watcher.descriptor != nil, "notifications, not polling")
        #expect(!watcher.changed())

        try Data("other".utf8).write(to: dir.appendingPathComponent("notes.txt"))
        #expect(notified(watcher))
        #expect(!watcher.changed(), "another name")

        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data("sections: [{label: A}]\n".utf8))
        try handle.close()
        #expect(notified(watcher))
        #expect(watcher.changed(), "written in place")

        let saved = dir.appendingPathComponent(".mine.yaml.swp")
        try Data("sections: [{label: B}]\n".utf8).write(to: saved)
        #expect(rename(saved.path, file.path) == 0)
        #expect(notified(watcher))
        #expect(watcher.changed(), "renamed over, as vim and VS Code save")
        #expect(!watcher.changed(), "each save counts once")
    }

    @Test("A symlinked prototype is watched at its target: saves there, in place or renamed over, are changes")
    func followsASymlinkToItsTarget() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-link-\(UUID().uuidString)")
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let target = elsewhere.appendingPathComponent("mine.yaml")
        try Data("sections: []\n".utf8).write(to: target)
        let link = root.appendingPathComponent("link.yaml")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let watcher = FileWatcher(path: link.path)
        #expect(!watcher.changed())

        let handle = try FileHandle(forWritingTo: target)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data("sections: [{label: A}]\n".utf8))
        try handle.close()
        #expect(notified(watcher))
        #expect(watcher.changed(), "the target written in place")

        let saved = elsewhere.appendingPathComponent(".mine.yaml.swp")
        try Data("sections: [{label: B}]\n".utf8).write(to: saved)
        #expect(rename(saved.path, target.path) == 0)
        #expect(notified(watcher))
        #expect(watcher.changed(), "the target renamed over")
    }

    @Test("Polling (TABSIM_WATCH=poll, or no notifications) sees a write in place and a rename over the file")
    func pollingSeesSaves() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-poll-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("mine.yaml")
        try Data("sections: []\n".utf8).write(to: file)
        let watcher = FileWatcher(path: file.path, polling: true)
        #expect(watcher.descriptor == nil)
        #expect(!watcher.changed())
        try Data("other".utf8).write(to: dir.appendingPathComponent("notes.txt"))
        #expect(!watcher.changed(), "another name")
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: Data("sections: [{label: A}]\n".utf8))
        try handle.close()
        #expect(watcher.changed(), "written in place, longer")
        #expect(!watcher.changed())
        let saved = dir.appendingPathComponent(".mine.yaml.swp")
        try Data("sections: [{label: B}]\n".utf8).write(to: saved)
        #expect(rename(saved.path, file.path) == 0)
        #expect(watcher.changed(), "renamed over: another inode")
    }
}
