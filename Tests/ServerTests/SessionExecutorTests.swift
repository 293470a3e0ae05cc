import Dispatch
import Testing
#if !canImport(Darwin)
import CDispatch
#endif
@testable import TabsimServer

/// Item 9: what a session does, writing its recording among it, runs on a dispatch queue
/// of its own: a slow or full disk holds up that session, never the cooperative pool's
/// few threads that carry every other participant.
@Suite("A session's own queue")
struct SessionExecutorTests {
    @Test("A running session's steps, and the recording writes they make, run on its own queue")
    func ownQueue() async throws {
        let study = try ServedBookshelf()
        let token = study.token
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.begin()
                let session = try #require(await study.server.registry.session(participant: "p1"))
                #expect(await session.queueLabel() == "tabsim.session.p1")
            }
        }
    }
}

extension ParticipantSession {
    /// The label of the dispatch queue this runs on.
    func queueLabel() -> String {
        #if canImport(Darwin)
        String(cString: __dispatch_queue_get_label(nil))
        #else
        String(cString: dispatch_queue_get_label(nil))
        #endif
    }
}
