import Foundation
import HTTPTypes
import TabsimCore
import Testing
@testable import TabsimServer

/// The served study through its HTTP routes and WebSocket, as a page uses them, in
/// process with a test client on NIO.
@Suite("A study served to browsers")
struct ServedStudyTests {
    @Test("The participant's page and the dashboard answer only with their tokens; any other path is 404")
    func routes() async throws {
        let study = try ServedBookshelf()
        let (participant, dashboard) = (study.token, study.server.dashboardToken)
        try await study.test { client in
            try await client.execute(uri: "/s/\(participant)", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                let policy = response.headers[HTTPField.Name("Content-Security-Policy")!] ?? ""
                #expect(policy.hasPrefix("default-src 'none'; script-src 'sha256-"))
                let page = String(buffer: response.body)
                #expect(page.contains("touch-action: none") && !page.contains("innerHTML") && !page.contains("http://") && !page.contains("https://"))
            }
            try await client.execute(uri: "/dashboard/\(dashboard)/report", method: .get) { response in
                #expect(response.status == .ok && String(buffer: response.body).contains("No session has finished yet"))
            }
            for path in ["/s/\(dashboard)", "/dashboard/\(participant)", "/dashboard/\(participant)/report", "/dashboard/\(dashboard)/report/../../p1.jsonl",
                         "/dashboard/\(dashboard)/p1.jsonl", "/s/", "/", "/s/\(participant)/../../etc/passwd",
                         "/sessions/index.jsonl", "/index.jsonl", "/dashboard/\(String(dashboard.dropLast()))"] {
                try await client.execute(uri: path, method: .get) { #expect($0.status == .notFound, "\(path)") }
            }
            try await client.execute(uri: "/dashboard/\(dashboard)", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("0 running, 0 finished"))
            }
        }
    }

    @Test("W4, I2: hello, consent, taps; the recording is a live study's with the browser's user agent, viewport and input times; a finished study gives a code, and the dashboard counts it and reports it; the finished session is let go for its summary, and a page coming back with its id is told its code")
    func session() async throws {
        let study = try ServedBookshelf()
        let token = study.token, dashboard = study.server.dashboardToken
        let id = SessionID(), code = SessionID()
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.send(PageSocket.hello)
                let welcome = try await page.next("welcome")
                #expect(welcome.session == nil && welcome.consent == ServedStudy.defaultConsent)
                try await page.send(#"{"kind":"consent","accepted":true,"client_ms":5}"#)
                let started = try await page.next("welcome")
                #expect(started.session.map(Token.isWellFormed) == true && started.resumed == false)
                let first = try await page.next("frame")
                #expect(first.full == true && first.cols == 40 && first.rows == 43)
                try await page.waitFor("Task 1 of 2")
                let library = try page.place(of: "Library")
                try await page.tap(x: library.x, y: library.y)
                try await page.waitFor("[1]")
                try await page.send(#"{"kind":"ping","id":1,"round_trip_ms":38}"#)
                _ = try await page.next("pong")
                let seven = try page.place(of: "[7]")
                try await page.tap(x: seven.x + 1, y: seven.y)
                try await page.waitFor("Task 2 of 2")
                let giveUp = try page.place(of: "Give up")
                try await page.tap(x: giveUp.x, y: giveUp.y)
                try await page.waitFor("given up")
                let one = try page.place(of: "[1]")
                try await page.tap(x: one.x + 1, y: one.y)
                try await page.waitFor("[5]")
                for _ in 1...10 {
                    let five = try page.place(of: "[5]")
                    try await page.tap(x: five.x + 1, y: five.y)
                    // The next statement's frame, or, after the last, the end.
                    guard try await page.next()?.kind == "frame" else { break }
                }
                let done = try await page.next("done")
                #expect(done.code?.count == 8)
                id.value = started.session
                code.value = done.code
            }
            // Item 9: the finished session is let go for its summary (the registry does not
            // grow); a page that comes back with its id is still told its code.
            var waits = 0
            while await study.server.registry.heldSessions > 0, waits < 100_000 {
                await Task.yield()
                waits += 1
            }
            #expect(await study.server.registry.heldSessions == 0)
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.send(PageSocket.hello.replacingOccurrences(of: #""resume":null"#, with: #""resume":"\#(id.value ?? "")""#))
                let welcome = try await page.next("welcome")
                #expect(welcome.resumed == true && welcome.session == id.value)
                #expect(try await page.next("done").code == code.value)
            }
            try await client.execute(uri: "/dashboard/\(dashboard)", method: .get) { response in
                let page = String(buffer: response.body)
                #expect(page.contains("0 running, 1 finished") && page.contains("<tr><td>web</td><td>0</td><td>1</td><td>0</td><td>1</td></tr>"))
                #expect(page.contains(#"<a href="\#(dashboard)/report">"#))
            }
            try await client.execute(uri: "/dashboard/\(dashboard)/report", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[HTTPField.Name("Content-Security-Policy")!]?.hasPrefix("default-src 'none'; style-src 'unsafe-inline'") == true)
                let report = String(buffer: response.body)
                #expect(report.contains("<title>Study: Bookshelf remote</title>") && report.contains("Open your Library") && report.contains("Find the Store"))
                #expect(!report.contains("left out"), "p1.jsonl replays")
            }
            // Reloaded, the report is the one made; a recording removed since makes it again.
            try await client.execute(uri: "/dashboard/\(dashboard)/report", method: .get) { #expect($0.status == .ok) }
            #expect(await study.server.reports.made == 1)
            let recording = study.folder.appendingPathComponent("p1.jsonl"), kept = try Data(contentsOf: recording)
            try FileManager.default.removeItem(at: recording)
            try await client.execute(uri: "/dashboard/\(dashboard)/report", method: .get) { response in
                #expect(String(buffer: response.body) == DashboardPage.noReport, "the only finished recording is gone")
            }
            #expect(await study.server.reports.made == 2)
            try kept.write(to: recording)
        }
        let lines = try study.lines("p1.jsonl")
        let script = try WalkthroughScript.read(lines.joined(separator: "\n"), file: "p1.jsonl")
        let header = try #require(script.header)
        #expect(header.userAgent == "TestPhone/1" && header.clientViewport == Size(width: 390, height: 844))
        #expect(header.consentedAt?.hasSuffix("Z") == true && header.participant == "p1" && header.variant == "web")
        #expect(header.settings?.input == .touch && header.studyLines != nil && header.size?.width == 40)
        #expect(lines.contains { $0.contains(#""input":"press:"#) && $0.hasSuffix(#","client_ms":1}"#) }, "a tap's press, at the page's time")
        #expect(lines.contains { $0.contains(#""input":"release:"#) && $0.hasSuffix(#","client_ms":2}"#) })
        #expect(lines.contains { $0.hasSuffix(#""event":"round_trip","round_trip_ms":38}"#) })
        #expect(lines.contains { $0.contains(#""task":1,"status":"done""#) })
        #expect(lines.contains { $0.contains(#""task":2,"status":"gave_up""#) })
        #expect(lines.filter { $0.contains(#""answer":"sus""#) }.count == 10)
        #expect(lines.last?.contains(#""event":"quit""#) == true && lines.last?.contains(#""reason":"completed""#) == true)
        let index = try study.lines("index.jsonl")
        #expect(index.count == 2 && index[0].contains(#""event":"started""#) && index[1].contains(#""event":"finished""#))
    }

    @Test("Bad messages (oversized, malformed, unknown kind, off-screen cell, a key not a participant's, flood) are dropped and counted; the session goes on")
    func badMessages() async throws {
        var limits = ServeLimits()
        limits.messages.burst = 40
        limits.messages.perSecond = 1
        let clock = SteppedClock()
        let study = try ServedBookshelf(limits: limits, clock: ServerClock(clock))
        let token = study.token
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.send("{bad json before hello")
                try await page.begin()
                let bad = [String(repeating: "x", count: 5000), "not json", #"{"kind":"teleport"}"#,
                           #"{"kind":"pointer","phase":"down","x":400,"y":2,"client_ms":1}"#, #"{"kind":"key","key":"escape","client_ms":1}"#,
                           PageSocket.hello]
                for text in bad { try await page.send(text) }
                let library = try page.place(of: "Library")
                try await page.tap(x: library.x, y: library.y)
                try await page.waitFor("[1]")
                // A flood: past the burst of 40, each message is dropped; a ping after
                // the rate lets one in again (the clock moved on 1.1 s) is answered, after every pong there was.
                // On the test's clock the rate is exact: the 11 messages before the flood
                // (the bad JSON, hello, consent, the 6 bad ones, a tap's down and up) took
                // 11 of the 40, so 29 pings are answered and 31 dropped.
                for _ in 0..<60 { try await page.send(#"{"kind":"ping","id":1}"#) }
                // The clock moves on only once the server has taken the whole flood.
                var overview = await study.server.registry.overview()
                for _ in 0..<3000 where (overview.sessions.first?.dropped ?? 0) < bad.count + 31 {
                    try await Task.sleep(for: .milliseconds(10))
                    overview = await study.server.registry.overview()
                }
                await clock.advance(by: .milliseconds(1100))
                try await page.send(#"{"kind":"ping","id":2}"#)
                var pongs = 0
                while let received = try await page.next(), received.id != 2 { if received.kind == "pong" { pongs += 1 } }
                #expect(pongs == 29, "the burst less what came before")
                overview = await study.server.registry.overview()
                #expect(overview.droppedOutside == 1, "the bad message before the hello")
                #expect(overview.sessions.first?.dropped == bad.count + 31)
                #expect(overview.sessions.first?.status == .running(connected: true))
            }
        }
    }

    @Test("The dashboard's live view of a running session: the whole screen, then the page's frames; what it sends is no input; no view without the dashboard's token")
    func liveView() async throws {
        let study = try ServedBookshelf()
        let (token, dashboard) = (study.token, study.server.dashboardToken)
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.begin()
                let (shown, pageOutbound) = (page.rows, outbound)
                try await client.ws("/dashboard/\(dashboard)/watch/p1") { inbound, outbound in
                    var view = PageSocket(inbound, outbound)
                    let first = try await view.next("frame")
                    #expect(first.full == true && view.rows == shown)
                    let store = try view.place(of: "Store")
                    try await view.tap(x: store.x, y: store.y)
                    let library = try view.place(of: "Library")
                    for phase in ["down", "up"] {
                        try await pageOutbound.write(.text(#"{"kind":"pointer","phase":"\#(phase)","x":\#(library.x),"y":\#(library.y),"client_ms":3}"#))
                    }
                    try await view.waitFor("[1]")
                }
                try await page.waitFor("[1]")
                #expect(!page.rows.contains { $0.contains("Featured") }, "the view's tap on Store reached nothing")
            }
        }
        #expect(try study.lines("p1.jsonl").filter { $0.contains(#""input":"press:"#) }.count == 1, "the page's tap only")
    }

    @Test("The dashboard links a running session to its live view, a page that draws with the participant page's grid script under hashed scripts only; no view of an unknown session or without the dashboard's token")
    func liveViewPage() async throws {
        let study = try ServedBookshelf()
        let (token, dashboard) = (study.token, study.server.dashboardToken)
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.begin()
                try await client.execute(uri: "/dashboard/\(dashboard)", method: .get) { response in
                    #expect(String(buffer: response.body).contains(#"<td><a href="\#(dashboard)/live/p1">watch live</a></td></tr>"#))
                }
                try await client.execute(uri: "/dashboard/\(dashboard)/live/p1", method: .get) { response in
                    #expect(response.status == .ok)
                    let policy = response.headers[HTTPField.Name("Content-Security-Policy")!] ?? ""
                    #expect(policy.hasPrefix("default-src 'none'; script-src 'sha256-") && policy.components(separatedBy: "'sha256-").count == 3)
                    #expect(policy == WatchPage.securityPolicy)
                    let view = String(buffer: response.body)
                    #expect(view.contains(GridScript.source) && ParticipantPage.html(device: .any).contains(GridScript.source), "one grid script, in both pages")
                    #expect(view.contains("p1, live and read-only") && !view.contains("innerHTML") && !view.contains("http://") && !view.contains("https://"))
                }
                for path in ["/dashboard/\(dashboard)/live/p2", "/dashboard/\(token)/live/p1", "/dashboard/\(dashboard)/live/" + String(repeating: "p1", count: 50),
                             "/s/\(token)/live/p1"] {
                    try await client.execute(uri: path, method: .get) { #expect($0.status == .notFound, "\(path)") }
                }
            }
        }
    }

    @Test("A page that lost its connection takes its session up again by id: the whole screen, where it was")
    func resume() async throws {
        let study = try ServedBookshelf()
        let token = study.token
        let id = SessionID()
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                id.value = try await page.consent()
                try await page.waitFor("Task 1 of 2")
                let store = try page.place(of: "Store")
                try await page.tap(x: store.x, y: store.y)
                try await page.waitFor("Featured")
            }
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.send(PageSocket.hello.replacingOccurrences(of: #""resume":null"#, with: #""resume":"\#(id.value ?? "")""#))
                let welcome = try await page.next("welcome")
                #expect(welcome.resumed == true && welcome.session == id.value)
                let frame = try await page.next("frame")
                #expect(frame.full == true)
                #expect(page.rows.contains { $0.contains("Featured") } && page.rows.contains { $0.contains("Task 1 of 2") })
            }
        }
        #expect(try study.lines("index.jsonl").filter { $0.contains(#""event":"started""#) }.count == 1, "one session, taken up again")
        // The recording says the page was away, after the tap it made before: its time counts in the task's.
        let lines = try study.lines("p1.jsonl")
        let tap = try #require(lines.lastIndex { $0.contains(#""input":"release:"#) })
        #expect(lines.dropFirst(tap).contains { $0.contains(#""event":"reconnected","away_ms":"#) }, "\(lines)")
    }

    @Test("A page that comes while --max-sessions run is told the study is full; an idle session ends, recorded")
    func fullAndIdle() async throws {
        var limits = ServeLimits()
        limits.maximumSessions = 1
        limits.idleMilliseconds = 1500
        let clock = SteppedClock()
        let study = try ServedBookshelf(limits: limits, clock: ServerClock(clock))
        let token = study.token
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var first = PageSocket(inbound, outbound)
                try await first.send(PageSocket.hello)
                _ = try await first.next("welcome")
                try await first.send(#"{"kind":"consent","accepted":true,"client_ms":5}"#)
                _ = try await first.next("frame")
                try await client.ws("/s/\(token)/ws") { inbound, outbound in
                    var second = PageSocket(inbound, outbound)
                    try await second.send(PageSocket.hello)
                    #expect(try await second.next("full").kind == "full")
                }
                await clock.advance(by: .milliseconds(1500))
                let closed = try await first.next("closed")
                #expect(closed.reason == "idle")
            }
        }
        #expect(try study.lines("p1.jsonl").last?.contains(#""reason":"idle""#) == true)
        #expect(try study.lines("index.jsonl").last?.contains(#""event":"ended""#) == true)
    }
}

/// A session id carried from one connection's handler to the next.
final class SessionID: @unchecked Sendable {
    var value: String?
}
