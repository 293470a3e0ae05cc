import Foundation
import Testing
@testable import TabsimServer

/// A phone that stops reading (issue 29 item 4): the server keeps at most
/// `ServeLimits.outboxBytes` for it, and when it reads again it is sent the screen as it is.
@Suite("A page that reads slowly")
struct SlowReaderTests {
    @Test("A page that stops reading while its screen changes on: its frames give way and the dashboard counts it; reading again, it gets the whole screen, the same the live view shows")
    func stopsReading() async throws {
        var limits = ServeLimits()
        limits.outboxBytes = 16 * 1024
        limits.messages.burst = 100_000
        limits.messages.perSecond = 100_000
        // The page does not read for as long as a busy machine takes to send its turns (over
        // a minute): a socket that takes nothing for so long is closed, as StalledSocketTests
        // checks apart, and so is one whose page has answered no ping by the next.
        limits.stalledWriteMilliseconds = 600_000
        limits.pingMilliseconds = 600_000
        let study = try ServedBookshelf(limits: limits)
        let (token, dashboard) = (study.token, study.server.dashboardToken)
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.begin()
                let store = try page.place(of: "Store")
                // Not reading now: the page turns its grid back and forth, each turn a whole new
                // screen, and ends 40 wide as it began (where Store is).
                let turns = 1501
                for turn in 0..<turns { try await page.send(#"{"kind":"resize","cols":\#(40 + turn % 2),"rows":43}"#) }
                // A bad message last: once it is counted, every turn before it was taken.
                try await page.send("not json")
                var overview = await study.server.registry.overview()
                for _ in 0..<3000 where overview.sessions.first?.dropped == 0 {
                    try await Task.sleep(for: .milliseconds(10))
                    overview = await study.server.registry.overview()
                }
                let session = try #require(overview.sessions.first)
                #expect(session.dropped == 1 && session.fellBehind >= 1, "\(session)")
                // The last turn's screen and a tap on Store after it, let go with the frames.
                try await page.send(#"{"kind":"pointer","phase":"down","x":\#(store.x),"y":\#(store.y),"client_ms":1}"#)
                try await page.send(#"{"kind":"pointer","phase":"up","x":\#(store.x),"y":\#(store.y),"client_ms":2}"#)
                var screen: [String] = []
                try await client.ws("/dashboard/\(dashboard)/watch/p1") { inbound, outbound in
                    var view = PageSocket(inbound, outbound)
                    try await view.waitFor("Featured")
                    screen = view.rows
                }
                #expect(screen.first?.count == 40 + (turns - 1) % 2)
                // Reading again, the page draws the screen as it is, whatever it missed.
                while page.rows != screen { _ = try await page.next("frame") }
            }
        }
    }
}
