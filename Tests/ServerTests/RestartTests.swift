import Foundation
import TabsimCore
import TabsimTerminal
import Testing
@testable import TabsimServer

/// A server restarted on the same study folder (a crash, a reboot, an upgrade): the
/// same links, the sessions of the earlier run listed, and a session that had not ended
/// taken up from its recording where the participant was.
@Suite("A served study survives a restart")
struct RestartTests {
    static let hello = #"{"kind":"hello","v":1,"layout":"phone","cols":40,"rows":43,"css_width":390,"css_height":844,"user_agent":"TestPhone/1","appearance":"dark","resume":null}"#

    @Test("Item 3: the links' tokens are kept in the folder's serve.keys (0600, the owner's): a new server on the folder has the same links; one of other variants gets its own")
    func sameLinks() async throws {
        let study = try ServedBookshelf(variants: [("docked", .ios17), ("floating", .ios26)], assignment: .link)
        let keys = study.folder.appendingPathComponent(StudyKeys.name).path
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: keys)[.posixPermissions] as? Int)
        #expect(mode == 0o600)
        let served = await study.server.registry.served
        let again = try StudyServer(served: served)
        #expect(again.participantLinks.map(\.token) == study.server.participantLinks.map(\.token))
        #expect(again.participantLinks.map(\.variant) == [0, 1])
        #expect(again.dashboardToken == study.server.dashboardToken)
        var other = served
        other.variants.removeLast()
        other.assignment = .alternating
        let beside = try StudyServer(served: other)
        #expect(beside.dashboardToken != study.server.dashboardToken && !study.server.participantLinks.map(\.token).contains(beside.participantLinks[0].token))
        #expect(try StudyServer(served: other).dashboardToken == beside.dashboardToken, "each server's own, kept")
    }

    @Test("Item 3: keys others may read are refused, not used")
    func privateKeys() async throws {
        let study = try ServedBookshelf()
        let keys = study.folder.appendingPathComponent(StudyKeys.name).path
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: keys)
        let served = await study.server.registry.served
        #expect(throws: RecordingFile.OpenFailure.self) { try StudyServer(served: served) }
    }

    /// A phone's page (its own grid) and a desktop's (the phone's device frame).
    static let hellos = [hello, hello.replacingOccurrences(of: #""layout":"phone","cols":40,"rows":43"#, with: #""layout":"frame","cols":null,"rows":null"#)]

    @Test("Item 3: after a restart the dashboard lists the earlier run's sessions, and a page mid-session (a phone's grid, resized on the way, or a desktop's device frame) takes its session up from its recording, where it was; the recording goes on in the same file",
          arguments: hellos)
    func resumeAfterRestart(hello text: String) async throws {
        let study = try ServedBookshelf()
        let token = study.token
        let kept = Holder()
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.begin()
                kept.code = try await page.giveUpBoth().code
            }
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                kept.session = try await page.consent(hello: text)
                try await page.waitFor("Task 1 of 2")
                let giveUp = try page.place(of: "Give up")
                try await page.tap(x: giveUp.x, y: giveUp.y)
                try await page.waitFor("given up")
                let one = try page.place(of: "[1]")
                try await page.tap(x: one.x + 1, y: one.y)
                try await page.waitFor("Task 2 of 2")
                if text == Self.hello {
                    // The phone's page grows shorter (its address bar shows): its grid is resized.
                    try await page.send(#"{"kind":"resize","cols":40,"rows":36}"#)
                    while page.rows.count != 36 { _ = try await page.next("frame") }
                }
                let library = try page.place(of: "Library")
                try await page.tap(x: library.x, y: library.y)
                // Every frame before the pong is drawn.
                try await page.send(#"{"kind":"ping","id":9}"#)
                while try await page.next()?.id != 9 {}
                kept.rows = page.rows
            }
        }
        // What SIGTERM does before the server stops (`StudyServer.run`); the process then ends.
        await study.server.registry.suspendAll()
        let restarted = try StudyServer(served: await study.server.registry.served)
        let listed = await restarted.registry.overview().sessions
        #expect(listed.map(\.participant) == ["p1", "p2"])
        #expect(listed.first?.status == .finished(code: kept.code ?? "") && listed.first?.givenUp == 2)
        #expect(listed.last?.status == .paused)
        #expect(await restarted.registry.finishedRecordings().map(\.file) == ["p1.jsonl"], "the report measures the earlier run's finished session")

        let id = try #require(kept.session)
        guard case .hello(let hello) = try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8)) else { throw TestFailure("not a hello") }
        let session = try #require(await restarted.registry.session(id: id, hello: hello)?.live)
        #expect(await restarted.registry.session(id: id, hello: hello)?.live === session, "taken up once")
        let outbox = Outbox(limit: ServeLimits().outboxBytes)
        var page = DrawnPage(outbox)
        await session.resume(outbound: outbox, connection: 1)
        let welcome = try await page.next()
        #expect(welcome.kind == "welcome" && welcome.resumed == true && welcome.session == id)
        let frame = try await page.next()
        #expect(frame.kind == "frame" && frame.full == true)
        #expect(page.rows == kept.rows, "the screen where the participant left it")
        let summary = await session.summary()
        #expect(summary.progress == "Task 2 of 2: Find the Store" && summary.givenUp == 1)

        let giveUp = try #require(page.place(of: "Give up"))
        for phase in ["down", "up"] {
            let text = #"{"kind":"pointer","phase":"\#(phase)","x":\#(giveUp.x),"y":\#(giveUp.y),"client_ms":7}"#
            await session.receive(try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8)), on: 1)
        }
        while !page.rows.contains(where: { $0.contains("Task 2 of 2 given up") }) { _ = try await page.next() }

        let lines = try study.lines("p2.jsonl")
        #expect(lines.filter { $0.contains(#""launch""#) }.count == 1, "one launch: the replay wrote nothing")
        // The stop is recorded, and the session goes on from its time: the time up to it counts.
        let stop = lines.filter { $0.contains(#""event":"server_stopped""#) }, resumed = lines.filter { $0.contains(#""event":"resumed","away_ms":"#) }
        #expect(stop.count == 1 && resumed.count == 1, "the stop, and how long the session was away, said once each: \(lines)")
        #expect(stop.first.map { $0.prefix(while: { $0 != "," }) } == resumed.first.map { $0.prefix(while: { $0 != "," }) }, "\(stop) \(resumed)")
        let recording = try WalkthroughScript.read(lines.joined(separator: "\n"), file: "p2.jsonl")
        let marks = recording.steps.compactMap { if case .task(let mark) = $0.step { "\(mark.task) \(mark.status.rawValue)" } else { nil } }
        #expect(marks == ["1 start", "1 gave_up", "2 start", "2 gave_up"])
        let times = lines.compactMap { line in (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["ms"] as? Int }
        #expect(times == times.sorted(), "time goes on from the recording's")
        #expect(try study.lines("index.jsonl").filter { $0.contains(#""event":"started""#) }.count == 2, "p2 started once")
    }

    @Test("Item 3: a session stopped amid the SUS statements is taken up on the statement it was on (the recorded answers replayed as the participant's), and finishes with a completion code")
    func resumeAmidQuestions() async throws {
        let study = try ServedBookshelf()
        let token = study.token
        let kept = Holder()
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                kept.session = try await page.consent()
                for task in 1...2 {
                    try await page.waitFor("Task \(task) of 2")
                    try await page.send(#"{"kind":"key","key":"give_up","client_ms":6}"#)
                    try await page.waitFor("given up")
                    try await page.send(#"{"kind":"key","key":"2","client_ms":7}"#)
                }
                for statement in 1...3 {
                    try await page.waitFor("app: \(statement) of 10")
                    try await page.send(#"{"kind":"key","key":"4","client_ms":8}"#)
                }
                try await page.waitFor("app: 4 of 10")
                try await page.send(#"{"kind":"ping","id":9}"#)
                while try await page.next()?.id != 9 {}
                kept.rows = page.rows
            }
        }
        await study.server.registry.suspendAll()
        let restarted = try StudyServer(served: await study.server.registry.served)
        guard case .hello(let hello) = try JSONDecoder().decode(ClientMessage.self, from: Data(Self.hello.utf8)) else { throw TestFailure("not a hello") }
        let id = try #require(kept.session)
        let session = try #require(await restarted.registry.session(id: id, hello: hello)?.live)
        let outbox = Outbox(limit: ServeLimits().outboxBytes)
        var page = DrawnPage(outbox)
        await session.resume(outbound: outbox, connection: 1)
        _ = try await page.next()
        _ = try await page.next()
        #expect(page.rows == kept.rows, "on the fourth statement, as the participant left it")
        let key = try JSONDecoder().decode(ClientMessage.self, from: Data(#"{"kind":"key","key":"5","client_ms":9}"#.utf8))
        for _ in 4...10 { await session.receive(key, on: 1) }
        while try await page.next().kind != "done" {}
        guard case .finished = await session.summary().status else { throw TestFailure("not finished") }
        let answers = try study.lines("p1.jsonl").filter { $0.contains(#""answer":"sus""#) }
        #expect(answers.count == 10, "three before the restart, seven after, none twice")
    }

    @Test("Item 2: a session the server stopped with can still be taken up: after the restart the dashboard counts it as running (paused), never as ended without finishing, and the report measures only the finished session and says the other may yet finish")
    func pausedIsNoFailure() async throws {
        let study = try ServedBookshelf()
        let token = study.token
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.begin()
                _ = try await page.giveUpBoth()
            }
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.begin()
            }
        }
        await study.server.registry.suspendAll()
        let served = await study.server.registry.served
        let restarted = try StudyServer(served: served)
        let sessions = await restarted.registry.overview().sessions
        #expect(sessions.map(\.status.isEnded) == [false, false])
        let dashboard = DashboardPage.html(title: "t", folder: served.folder, token: restarted.dashboardToken, variants: ["web"], sessions: sessions, droppedOutside: 0)
        #expect(dashboard.contains("1 running, 1 finished, 0 ended without finishing"), "\(dashboard)")
        let report = try #require(FinishedSessionsReport.html(served: served, finished: await restarted.registry.finishedRecordings(), underWay: 1))
        #expect(report.contains("1 session still under way or paused, which may yet finish, is not measured here."))
        #expect(!report.contains("p2"))
    }
}

extension SessionSummary.Status {
    var isEnded: Bool {
        if case .ended = self { return true }
        return false
    }
}

/// A value carried out of a test client's closure.
private final class Holder: @unchecked Sendable {
    var session: String?
    var code: String?
    var rows: [String] = []
}

/// What a session sends a page, read off its stream, with the screen its frames drew
/// (one character a cell: the bookshelf's text is narrow).
private struct DrawnPage {
    struct Message: Decodable {
        struct Run: Decodable {
            var x: Int
            var y: Int
            var t: String
        }

        var kind: String
        var session: String?
        var resumed: Bool?
        var full: Bool?
        var cols: Int?
        var rows: Int?
        var runs: [Run]?
    }

    let messages: Outbox
    var screen: [[Character]] = []

    init(_ outbox: Outbox) { messages = outbox }

    var rows: [String] { screen.map { String($0) } }

    mutating func next() async throws -> Message {
        guard case .text(let text) = await messages.next() else { throw TestFailure("the session sent nothing more") }
        let message = try JSONDecoder().decode(Message.self, from: Data(text.utf8))
        if message.kind == "frame", let cols = message.cols, let rows = message.rows {
            if screen.count != rows || screen.first?.count != cols { screen = Array(repeating: Array(repeating: " ", count: cols), count: rows) }
            for run in message.runs ?? [] {
                for (offset, character) in run.t.enumerated() where run.x + offset < cols { screen[run.y][run.x + offset] = character }
            }
        }
        return message
    }

    func place(of text: String) -> (x: Int, y: Int)? {
        guard let y = rows.lastIndex(where: { $0.contains(text) }) else { return nil }
        return (rows[y].distance(from: rows[y].startIndex, to: rows[y].range(of: text)!.lowerBound), y)
    }
}

extension RestartTests {
    @Test("Item 3: an earlier run's paused session whose page has not come back once the idle time has passed since the restart ends, as a session with no input does: the dashboard and index.jsonl say ended (idle), so the report measures it; its page coming back later is told so, not made a new participant")
    func unclaimedPausedSessionEnds() async throws {
        let study = try ServedBookshelf()
        let token = study.token
        let kept = Holder()
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                kept.session = try await page.consent()
                try await page.waitFor("Task 1 of 2")
            }
        }
        await study.server.registry.suspendAll()
        let clock = SteppedClock()
        let restarted = try StudyServer(served: await study.server.registry.served, clock: ServerClock(clock))
        #expect(await restarted.registry.overview().sessions.map(\.status) == [.paused])
        await clock.advance(by: .milliseconds(ServeLimits().idleMilliseconds))
        // A millisecond more at each look: the registry's wait may begin after the clock moved.
        try await SessionTimerTests.until {
            await clock.advance(by: .milliseconds(1))
            return await restarted.registry.overview().sessions.map(\.status) == [.ended(reason: "idle")]
        }
        let last = try #require(try study.lines("index.jsonl").last)
        #expect(last.contains(#""event":"ended""#) && last.contains(#""reason":"idle""#), "\(last)")
        #expect(StudyIndexEntries.latest(in: study.folder.path)[1]?.mayYetFinish == false, "tabsim study measures it")

        let id = try #require(kept.session)
        guard case .hello(let hello) = try JSONDecoder().decode(ClientMessage.self, from: Data(PageSocket.hello.utf8)) else { throw TestFailure("not a hello") }
        guard case .concluded(let told) = await restarted.registry.session(id: id, hello: hello) else { throw TestFailure("its page was not told it ended") }
        #expect(told.map(\.text).map { $0.contains(#""kind":"welcome""#) || $0.contains(#""reason":"idle""#) } == [true, true], "\(told.map(\.text))")
        #expect(await restarted.registry.overview().sessions.count == 1, "no new participant")
    }
}

extension SessionRegistry.Resumption {
    /// The session taken up, when it is running.
    var live: ParticipantSession? {
        guard case .live(let session) = self else { return nil }
        return session
    }
}
