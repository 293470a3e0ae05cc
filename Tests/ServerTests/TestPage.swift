import Foundation
import Logging
import ServiceLifecycle
import TabsimCore
import Testing
@testable import TabsimServer

/// A served bookshelf study in a fresh folder, for tests that talk to it as a page does;
/// the folder goes with it.
final class ServedBookshelf: Sendable {
    static let tasks = "study Bookshelf remote\ntask Open your Library\nexpect section Library\ntask Find the Store\nexpect section Store\n"
    let folder: URL
    let server: StudyServer

    /// The bookshelf example served as `variants` (each a name and a platform), in a
    /// fresh folder (or `place`), on `clock` (a test's `SteppedClock`, which then moves only
    /// when told), its sections changing with `transition` (none: each change one frame).
    init(limits: ServeLimits = ServeLimits(), variants: [(name: String, platform: Platform)] = [("web", .ios17)],
         assignment: ServedStudyFile.Assignment = .alternating, device: ServedStudyFile.DevicePolicy = .any,
         clock: ServerClock = .continuous, transition: TransitionStyle = .none, in place: URL? = nil) throws {
        folder = place ?? FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-serve-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let example = try #require(BuiltInExamples.named("bookshelf"))
        var prototype = try PrototypeLoader.load(example.source, file: "example:bookshelf")
        prototype.input = .touch
        prototype.transition = transition
        let served = variants.map { name, platform in
            var variant = prototype
            variant.platform = platform
            let header = RecordingHeader(prototypePath: "example:bookshelf", prototypeName: variant.name, prototypeHash: SHA256.hex(of: Array(example.source.utf8)),
                                         outline: variant.outline, settings: SessionSettings(prototype: variant, haptics: .off, remember: .never), variant: name)
            return ServedStudy.Variant(prototype: variant, header: header)
        }
        let study = ServedStudy(variants: served, study: try Study.parse(Self.tasks, file: "tasks.txt"), order: .fixed,
                                consent: ServedStudy.defaultConsent, folder: folder.path, assignment: assignment, device: device)
        server = try StudyServer(served: study, limits: limits, clock: clock)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The token of the participants' first (or only) link.
    var token: String { server.participantLinks[0].token }

    /// The lines of a participant's recording, or of the index.
    func lines(_ name: String) throws -> [String] {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// Runs `body` against the server listening on a free port, then stops the server
    /// as SIGTERM does.
    func test(_ body: @Sendable (TestClient) async throws -> Void) async throws {
        let (ports, listening) = AsyncStream.makeStream(of: Int.self)
        let application = server.application(host: "127.0.0.1", port: 0) { port in listening.yield(port) }
        let group = ServiceGroup(configuration: .init(services: [application], logger: .init(label: "tabsim.tests", factory: { _ in SwiftLogNoOpLogHandler() })))
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            defer { tasks.cancelAll() }
            var first = ports.makeAsyncIterator()
            guard let port = await first.next() else { throw TestFailure("the server never listened") }
            do { try await body(TestClient(port: port)) } catch {
                await group.triggerGracefulShutdown()
                throw error
            }
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
        }
    }
}

/// What the server sent, as far as the tests read it.
struct Received: Decodable {
    struct Run: Decodable {
        var x: Int
        var y: Int
        var t: String
    }

    var kind: String
    var session: String?
    var resumed: Bool?
    var consent: String?
    var full: Bool?
    var cols: Int?
    var rows: Int?
    var runs: [Run]?
    var id: Int?
    var code: String?
    var reason: String?
}

/// A page's side of the WebSocket: sends messages, reads the server's, and keeps the
/// screen the frames drew (one character a cell: the bookshelf's text is narrow).
struct PageSocket {
    let outbound: TestSocket.Outbound
    var messages: TestSocket.Inbound.AsyncIterator
    var screen: [[Character]] = []
    /// Every text sent and received, as it went, for a test of the protocol's schemas.
    let log = MessageLog()

    init(_ inbound: TestSocket.Inbound, _ outbound: TestSocket.Outbound) {
        self.outbound = outbound
        messages = inbound.makeAsyncIterator()
    }

    static let hello = #"{"kind":"hello","v":1,"layout":"phone","cols":40,"rows":43,"css_width":390,"css_height":844,"user_agent":"TestPhone/1","appearance":"dark","resume":null}"#

    func send(_ text: String) async throws {
        log.sent.append(text)
        try await outbound.write(.text(text))
    }

    /// A tap (press and release) at a cell.
    func tap(x: Int, y: Int) async throws {
        try await send(#"{"kind":"pointer","phase":"down","x":\#(x),"y":\#(y),"client_ms":1}"#)
        try await send(#"{"kind":"pointer","phase":"up","x":\#(x),"y":\#(y),"client_ms":2}"#)
    }

    /// The next message; frames on the way are drawn.
    mutating func next() async throws -> Received? {
        guard let message = try await messages.next() else { return nil }
        guard case .text(let text) = message else { Issue.record("a binary message"); return nil }
        log.received.append(text)
        let received = try JSONDecoder().decode(Received.self, from: Data(text.utf8))
        if received.kind == "frame", let cols = received.cols, let rows = received.rows {
            if screen.count != rows || screen.first?.count != cols { screen = Array(repeating: Array(repeating: " ", count: cols), count: rows) }
            for run in received.runs ?? [] {
                for (offset, character) in run.t.enumerated() where run.x + offset < cols { screen[run.y][run.x + offset] = character }
            }
        }
        return received
    }

    /// Reads until a message of `kind`, drawing frames on the way.
    mutating func next(_ kind: String) async throws -> Received {
        while let received = try await next() {
            if received.kind == kind { return received }
        }
        throw TestFailure("the connection closed before a \(kind) message")
    }

    /// Reads frames until `text` shows.
    mutating func waitFor(_ text: String) async throws {
        while !rows.contains(where: { $0.contains(text) }) { _ = try await next("frame") }
    }

    var rows: [String] { screen.map { String($0) } }

    /// Says `hello`, consents, and reads until the first task shows.
    mutating func begin(hello: String = PageSocket.hello) async throws {
        _ = try await consent(hello: hello)
        try await waitFor("Task 1 of 2")
    }

    /// Says `hello` and consents: the session's id, from the welcome that starts it.
    mutating func consent(hello: String = PageSocket.hello) async throws -> String? {
        try await send(hello)
        _ = try await next("welcome")
        try await send(#"{"kind":"consent","accepted":true,"client_ms":5}"#)
        return try await next("welcome").session
    }

    /// Gives up both tasks (each then rated 1), agrees fully with every SUS statement,
    /// and reads until the study is done.
    mutating func giveUpBoth() async throws -> Received {
        for task in 1...2 {
            try await waitFor("Task \(task) of 2")
            let giveUp = try place(of: "Give up")
            try await tap(x: giveUp.x, y: giveUp.y)
            try await waitFor("given up")
            let one = try place(of: "[1]")
            try await tap(x: one.x + 1, y: one.y)
        }
        for statement in 1...10 {
            try await waitFor("app: \(statement) of 10")
            let five = try place(of: "[5]")
            try await tap(x: five.x + 1, y: five.y)
        }
        return try await next("done")
    }

    /// The column and row where `text` starts, the last place it shows.
    func place(of text: String) throws -> (x: Int, y: Int) {
        let y = try #require(rows.lastIndex { $0.contains(text) }, "\(text) is not on the screen: \(rows)")
        return (rows[y].distance(from: rows[y].startIndex, to: rows[y].range(of: text)!.lowerBound), y)
    }
}

/// The texts a page sent and received, in order (one test task uses it at a time).
final class MessageLog: @unchecked Sendable {
    var sent: [String] = []
    var received: [String] = []
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
