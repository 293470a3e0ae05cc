import TabsimCore
import Testing
@testable import TabsimServer

/// Every kind of bad message is dropped with its reason, and only what a participant
/// may send becomes input (issue 20: limits and safety).
@Suite("What a page may send")
struct MessageGateTests {
    static let screen = Size(width: 40, height: 43)

    func admit(_ texts: [String], limits: MessageLimits = MessageLimits(), at now: Int = 0) -> [Result<ClientMessage, DroppedMessage>] {
        var gate = MessageGate(limits: limits, now: 0)
        return texts.map { gate.admit($0, now: now) }
    }

    @Test("A tap's messages read as they were sent")
    func wellFormed() throws {
        let results = admit([#"{"kind":"pointer","phase":"down","x":3,"y":40,"client_ms":12}"#, #"{"kind":"ping","id":1,"round_trip_ms":null}"#])
        #expect(try results[0].get() == .pointer(.init(phase: .down, x: 3, y: 40, clientMilliseconds: 12)))
        // A screen reader's activation of a mirror element says so; the recording marks it.
        let assistive = try admit([#"{"kind":"pointer","phase":"up","x":3,"y":40,"client_ms":12,"assistive":true}"#])[0].get()
        #expect(assistive.browserInput == BrowserInput(milliseconds: 12, isAssistive: true))
        #expect(try results[0].get().browserInput == BrowserInput(milliseconds: 12))
        #expect(try results[1].get() == .ping(.init(id: 1, roundTripMilliseconds: nil)))
    }

    @Test("Oversized, malformed JSON, an unknown kind and a field of the wrong type are dropped, each with its reason")
    func badMessages() {
        let long = #"{"kind":"key","key":"a","pad":""# + String(repeating: "x", count: 3000) + #""}"#
        let results = admit([long, "{not json", #"{"kind":"teleport","x":1}"#, #"{"kind":"pointer","phase":"down","x":"3","y":1,"client_ms":0}"#,
                             #"{"kind":"pointer","phase":"hover","x":3,"y":1,"client_ms":0}"#, "[1,2]", ""])
        #expect(results.map { (try? $0.get()) == nil } == Array(repeating: true, count: 7))
        let reasons = results.compactMap { if case .failure(let dropped) = $0 { dropped.reason } else { nil } }
        #expect(reasons == [.oversized] + Array(repeating: .malformed, count: 6))
    }

    @Test("A flood past the burst is dropped until the rate lets more in")
    func flood() {
        var limits = MessageLimits()
        limits.burst = 5
        limits.perSecond = 10
        var gate = MessageGate(limits: limits, now: 0)
        let ping = #"{"kind":"ping","id":1}"#
        let burst = (0..<8).map { _ in gate.admit(ping, now: 0) }
        #expect(burst.filter { (try? $0.get()) != nil }.count == 5)
        #expect(burst.last == .failure(DroppedMessage(reason: .flooding)))
        // 100 ms later one more message is allowed, the next is not.
        #expect((try? gate.admit(ping, now: 100).get()) != nil)
        #expect(gate.admit(ping, now: 100) == .failure(DroppedMessage(reason: .flooding)))
    }

    @Test("I2: a pointer or wheel off the screen, or input at a time no browser shows, is no input; on it, the press, drag, release and wheel of its cell")
    func cells() {
        let inside: [(ClientMessage, Event)] = [
            (.pointer(.init(phase: .down, x: 0, y: 0, clientMilliseconds: 0)), .mouse(MouseEvent(.press, x: 0, y: 0))),
            (.pointer(.init(phase: .move, x: 39, y: 42, clientMilliseconds: 0)), .mouse(MouseEvent(.drag, x: 39, y: 42))),
            (.pointer(.init(phase: .up, x: 5, y: 6, clientMilliseconds: 0)), .mouse(MouseEvent(.release, x: 5, y: 6))),
            (.wheel(.init(direction: .down, x: 1, y: 2, clientMilliseconds: 0)), .mouse(MouseEvent(.wheelDown, x: 1, y: 2))),
        ]
        for (message, event) in inside { #expect(message.event(on: Self.screen) == event) }
        let outside: [ClientMessage] = [
            .pointer(.init(phase: .down, x: 40, y: 0, clientMilliseconds: 0)), .pointer(.init(phase: .up, x: 0, y: 43, clientMilliseconds: 0)),
            .pointer(.init(phase: .down, x: -1, y: 3, clientMilliseconds: 0)), .wheel(.init(direction: .up, x: 3, y: 9999, clientMilliseconds: 0)),
            .pointer(.init(phase: .down, x: 1, y: 1, clientMilliseconds: -1)),
            .key(.init(key: "a", clientMilliseconds: RecordingEntry.clientTimes.upperBound + 1)),
        ]
        for message in outside { #expect(message.event(on: Self.screen) == nil) }
    }

    @Test("Only a participant's keys: characters, Enter, Backspace and Give up (Ctrl-G); no control character, no navigation, no quit")
    func keys() {
        let key = { (name: String) in ClientMessage.key(.init(key: name, clientMilliseconds: 1_732_243_201_630)).event(on: Self.screen) }
        #expect(key("a") == .key(.character("a")))
        #expect(key("한") == .key(.character("한")))
        #expect(key("enter") == .key(.enter))
        #expect(key("backspace") == .key(.backspace))
        #expect(key("give_up") == .key(.control("g")))
        for refused in ["\u{3}", "\u{1b}", "escape", "up", "ctrl-c", "ab", ""] { #expect(key(refused) == nil, "\(refused)") }
    }

    @Test("I3: a phone page's grid is upright and within bounds; a hello is well formed")
    func grids() {
        #expect(ClientMessage.resize(.init(cols: 40, rows: 43)).event(on: Self.screen) == .resized(Size(width: 40, height: 43)))
        for (cols, rows) in [(40, 19), (19, 30), (61, 100), (40, 101)] {
            #expect(ClientMessage.resize(.init(cols: cols, rows: rows)).event(on: Self.screen) == nil)
        }
        var hello = ClientMessage.Hello(layout: .phone, cols: 40, rows: 43, cssWidth: 390, cssHeight: 844, userAgent: "Phone", appearance: .dark, resume: nil)
        #expect(hello.isWellFormed && PageScreen(hello)?.terminal == Size(width: 40, height: 43) && PageScreen(hello)?.device == nil)
        hello.resume = "../../etc/passwd"
        #expect(!hello.isWellFormed)
        hello.resume = nil
        hello.userAgent = String(repeating: "x", count: 600)
        #expect(!hello.isWellFormed)
        hello.userAgent = "Phone"
        hello.rows = nil
        #expect(PageScreen(hello) == nil)
        hello.layout = .frame
        #expect(PageScreen(hello)?.device?.name == "phone")
        #expect(PageScreen(hello)?.terminal == FrameLayout.frameSize(for: Size(width: 40, height: 30)))
    }
}
