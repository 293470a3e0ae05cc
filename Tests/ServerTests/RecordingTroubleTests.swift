import Foundation
import Testing
@testable import TabsimServer

/// When a participant's recording cannot be written (issue 29 item 6): a disk that
/// fills (a real one: a small tmpfs), and a recording the researcher removed to
/// withdraw the participant.
@Suite("A recording that cannot be written")
struct RecordingTroubleTests {
    @Test("Withdrawal: the researcher removes p1.jsonl mid-session; the participant is not told and goes on to the end, unrecorded; the dashboard says withdrawn, the index ended, the report leaves it out")
    func withdrawn() async throws {
        let study = try ServedBookshelf()
        let token = study.token
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.begin()
                try FileManager.default.removeItem(at: study.folder.appendingPathComponent("p1.jsonl"))
                let search = try page.place(of: "Search")
                try await page.tap(x: search.x, y: search.y)
                _ = try await page.next("frame")
                let running = try #require(await study.server.registry.overview().sessions.first)
                #expect(running.status == .running(connected: true) && running.progress == ParticipantSession.withdrawn)
                let done = try await page.giveUpBoth()
                #expect(done.kind == "done" && done.code != nil, "the participant finishes as any other, with a code")
                #expect(!page.rows.joined().contains("recording"), "nothing said of the recording: \(page.rows)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: study.folder.appendingPathComponent("p1.jsonl").path), "nothing written again")
        #expect(try study.lines("index.jsonl").last?.contains(#""reason":"withdrawn: the recording was removed""#) == true)
        #expect(await study.server.registry.finishedRecordings().isEmpty)
    }

    @Test("A disk that fills mid-session: the page is told kindly (closed, not saved) and nothing asks for Ctrl-C; the dashboard shows why at once; the entries written are kept; a new page is told the study cannot start a session, and leaves no empty file",
          .enabled(if: SmallDisk.canMount, "mounting a tmpfs needs root (CAP_SYS_ADMIN); the full-disk case is tested where it can be"))
    func diskFills() async throws {
        let disk = try SmallDisk()
        defer { disk.unmount() }
        let study = try ServedBookshelf(in: disk.folder)
        let token = study.token
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.begin()
                try disk.fill(leaving: 8192)
                let tabs = [try page.place(of: "Store"), try page.place(of: "Search")]
                var taps = 0, closed: Received?
                try await page.tap(x: tabs[0].x, y: tabs[0].y)
                while closed == nil, let message = try await page.next() {
                    guard !page.rows.joined().contains("Ctrl-C") else { throw TestFailure("a phone has no Ctrl-C: \(page.rows)") }
                    if message.kind == "closed" { closed = message }
                    if message.kind == "frame", taps < 2000 {
                        taps += 1
                        // A tap may cross the server's close on its way: the close is read next.
                        try? await page.tap(x: tabs[taps % 2].x, y: tabs[taps % 2].y)
                    }
                }
                #expect(closed?.reason == "not saved", "after \(taps) taps")
            }
            let session = try #require(await study.server.registry.overview().sessions.first)
            guard case .ended(let reason) = session.status else { throw TestFailure("\(session.status)") }
            #expect(reason.hasPrefix("the recording could not be written: No space left on device; ") && reason.hasSuffix(" entries kept"))
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var next = PageSocket(inbound, outbound)
                try await next.send(PageSocket.hello)
                _ = try await next.next("welcome")
                try await next.send(#"{"kind":"consent","accepted":true,"client_ms":5}"#)
                #expect(try await next.next("closed").reason == "unavailable")
            }
        }
        let lines = try study.lines("p1.jsonl")
        #expect(lines.count > 3 && lines.dropLast().allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) != nil },
                "every whole entry written is kept")
        #expect(!FileManager.default.fileExists(atPath: study.folder.appendingPathComponent("p2.jsonl").path), "no empty recording")
    }
}

/// A real filesystem of 256 KiB (tmpfs), mounted for one test, that can be filled.
struct SmallDisk {
    let mountPoint: URL

    /// Whether this process can mount one (root, with CAP_SYS_ADMIN).
    static let canMount: Bool = {
        guard getuid() == 0, let disk = try? SmallDisk() else { return false }
        disk.unmount()
        return true
    }()

    init() throws {
        mountPoint = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-small-disk-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=256k", "tmpfs", mountPoint.path]
        mount.standardError = FileHandle.nullDevice
        try mount.run()
        mount.waitUntilExit()
        guard mount.terminationStatus == 0 else {
            try? FileManager.default.removeItem(at: mountPoint)
            throw TestFailure("cannot mount a tmpfs at \(mountPoint.path)")
        }
    }

    /// The study folder on it.
    var folder: URL { mountPoint.appendingPathComponent("study", isDirectory: true) }

    /// Fills the disk but for about `bytes`.
    func fill(leaving bytes: Int) throws {
        var info = statvfs()
        guard statvfs(mountPoint.path, &info) == 0 else { throw TestFailure("statvfs \(mountPoint.path)") }
        let free = Int(info.f_bavail) * Int(info.f_frsize)
        try Data(count: max(0, free - bytes)).write(to: mountPoint.appendingPathComponent("filler"))
    }

    /// Detaches the disk at once, even while a file on it is still open (the server a test
    /// made may not have closed its recording yet): the kernel lets it go once it is not,
    /// and no mount is left behind.
    func unmount() {
        let umount = Process()
        umount.executableURL = URL(fileURLWithPath: "/bin/umount")
        umount.arguments = ["--lazy", mountPoint.path]
        try? umount.run()
        umount.waitUntilExit()
        try? FileManager.default.removeItem(at: mountPoint)
    }
}
