import Foundation
import HTTPTypes
import NIOCore
import TabsimCore
import Testing
@testable import TabsimServer

/// A study of several variants, as a study folder serves it: participants assigned in
/// turn or by link, the devices that may take part, the dashboard and report per variant.
@Suite("A served study's variants and devices")
struct StudyFolderTests {
    static let variants: [(name: String, platform: Platform)] = [("docked", .ios17), ("floating", .ios26)]

    @Test("W4, W6: two variants in turn: p1 tries the first, p2 the second, each recording stating its variant and platform; the dashboard counts sessions and give-ups per variant, and the report compares the variants")
    func alternating() async throws {
        let study = try ServedBookshelf(variants: Self.variants)
        #expect(study.server.participantLinks.count == 1 && study.server.participantLinks[0].variant == nil)
        let (token, dashboard) = (study.token, study.server.dashboardToken)
        try await study.test { client in
            for _ in 1...2 {
                try await client.ws("/s/\(token)/ws") { inbound, outbound in
                    var page = PageSocket(inbound, outbound)
                    try await page.begin()
                    #expect(try await page.giveUpBoth().code?.count == 8)
                }
            }
            try await client.execute(uri: "/dashboard/\(dashboard)", method: .get) { response in
                let page = String(buffer: response.body)
                #expect(page.contains("0 running, 2 finished, 0 ended without finishing; 4 tasks given up."))
                #expect(page.contains("<tr><td>docked</td><td>0</td><td>1</td><td>0</td><td>2</td></tr>"), "\(page)")
                #expect(page.contains("<tr><td>floating</td><td>0</td><td>1</td><td>0</td><td>2</td></tr>"))
            }
            try await client.execute(uri: "/dashboard/\(dashboard)/report", method: .get) { response in
                let report = String(buffer: response.body)
                #expect(report.contains("2 sessions, 2 variants") && report.contains("docked") && report.contains("floating"))
                #expect(!report.contains("left out"), "each recording replays with its own variant's prototype")
            }
        }
        for (file, variant) in zip(["p1.jsonl", "p2.jsonl"], Self.variants) {
            let header = try #require(try WalkthroughScript.read(try study.lines(file).joined(separator: "\n"), file: file).header)
            #expect(header.variant == variant.name && header.settings?.platform == variant.platform, "\(file)")
        }
        let index = try study.lines("index.jsonl")
        #expect(index.filter { $0.contains(#""variant":"floating""#) }.count == 2, "started and finished")
    }

    @Test("W6: assignment by link: one link per variant, each giving its own, whoever comes first; no other token opens a session")
    func byLink() async throws {
        let study = try ServedBookshelf(variants: Self.variants, assignment: .link)
        let links = study.server.participantLinks
        #expect(links.map(\.variant) == [0, 1] && links[0].token != links[1].token)
        let shown = study.server.links(host: "127.0.0.1", port: 8080)
        #expect(shown.participants.map(\.variant) == ["docked", "floating"])
        #expect(shown.participants.allSatisfy { $0.link.hasPrefix("http://127.0.0.1:8080/s/") })
        try await study.test { client in
            for link in links.reversed() {
                try await client.execute(uri: "/s/\(link.token)", method: .get) { #expect($0.status == .ok) }
                try await client.ws("/s/\(link.token)/ws") { inbound, outbound in
                    var page = PageSocket(inbound, outbound)
                    try await page.begin()
                }
            }
            for path in ["/s/\(links[0].token.dropLast())", "/s/\(links[0].token)\(links[1].token)", "/s/\(links[1].token)/../\(links[0].token)"] {
                try await client.execute(uri: path, method: .get) { #expect($0.status == .notFound, "\(path)") }
            }
        }
        let first = try #require(try WalkthroughScript.read(try study.lines("p1.jsonl").joined(separator: "\n"), file: "p1.jsonl").header)
        let second = try #require(try WalkthroughScript.read(try study.lines("p2.jsonl").joined(separator: "\n"), file: "p2.jsonl").header)
        #expect(first.variant == "floating" && first.settings?.platform == .ios26, "the second link's participant came first")
        #expect(second.variant == "docked" && second.settings?.platform == .ios17)
    }

    static let desktop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36"
    static let iPhone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"

    @Test("Phone only: a desktop browser gets a plain page asking for the link on a phone, and its hello is closed; a phone gets the study")
    func phoneOnly() async throws {
        let study = try ServedBookshelf(device: .phoneOnly)
        let token = study.token
        try await study.test { client in
            try await client.execute(uri: "/s/\(token)", method: .get, headers: [.userAgent: Self.desktop]) { response in
                #expect(response.status == .ok)
                #expect(response.headers[HTTPField.Name("Content-Security-Policy")!] == PagePolicy.document)
                let page = String(buffer: response.body)
                #expect(page.contains("Please open this link on your phone") && !page.contains("<script"))
            }
            try await client.execute(uri: "/s/\(token)", method: .get, headers: [.userAgent: Self.iPhone]) { response in
                let page = String(buffer: response.body)
                #expect(page.contains(#"<body data-device="phone-only">"#) && page.contains("tabsimGrid"))
                #expect(response.headers[HTTPField.Name("Content-Security-Policy")!] == ParticipantPage.securityPolicy)
            }
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.send(PageSocket.hello.replacingOccurrences(of: "TestPhone/1", with: Self.desktop))
                #expect(try await page.next("closed").reason == PhoneBrowser.closedReason)
            }
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.begin(hello: PageSocket.hello.replacingOccurrences(of: "TestPhone/1", with: Self.iPhone))
            }
        }
        #expect(try study.lines("index.jsonl").filter { $0.contains(#""event":"started""#) }.count == 1, "the phone's session only")
    }

    @Test("I3: where every page shows the phone's grid (devices: phone), a hello asking for the device frame is dropped; the page's phone grid is taken")
    func phoneGridEverywhere() async throws {
        let study = try ServedBookshelf(device: .phone)
        let token = study.token
        try await study.test { client in
            try await client.execute(uri: "/s/\(token)", method: .get, headers: [.userAgent: Self.desktop]) { response in
                #expect(String(buffer: response.body).contains(#"<body data-device="phone">"#))
            }
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.send(#"{"kind":"hello","v":1,"layout":"frame","cols":null,"rows":null,"css_width":1280,"css_height":800,"user_agent":"Desk/1","appearance":"dark","resume":null}"#)
                try await page.begin(hello: PageSocket.hello.replacingOccurrences(of: #""cols":40,"rows":43"#, with: #""cols":40,"rows":30"#))
                #expect(page.rows.count == 30)
            }
            #expect(await study.server.registry.overview().droppedOutside == 1, "the framed hello")
        }
        #expect(try study.lines("p1.jsonl")[0].contains(#""size":"40x"#))
    }

    @Test("The live view draws in the participant page's colours: a light page's session is watched on white")
    func watchPalette() async throws {
        let study = try ServedBookshelf()
        let (token, dashboard) = (study.token, study.server.dashboardToken)
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.send(PageSocket.hello.replacingOccurrences(of: #""appearance":"dark""#, with: #""appearance":"light""#))
                _ = try await page.next("welcome")
                try await page.send(#"{"kind":"consent","accepted":true,"client_ms":5}"#)
                _ = try await page.next("frame")
                try await client.execute(uri: "/dashboard/\(dashboard)/live/p1", method: .get) { response in
                    let view = String(buffer: response.body)
                    #expect(view.contains("html, body { margin: 0; background: #ffffff; color: #000000;"), "\(view)")
                    #expect(response.headers[HTTPField.Name("Content-Security-Policy")!] == WatchPage.securityPolicy)
                }
            }
        }
    }

    @Test("W6: the served report leaves out a finished recording that no longer replays, and its notes say which, as tabsim study does")
    func reportLeavesOut() async throws {
        let study = try ServedBookshelf()
        let (token, dashboard) = (study.token, study.server.dashboardToken)
        try await study.test { client in
            for _ in 1...2 {
                try await client.ws("/s/\(token)/ws") { inbound, outbound in
                    var page = PageSocket(inbound, outbound)
                    try await page.begin()
                    _ = try await page.giveUpBoth()
                }
            }
            // p1 now starts on a section the prototype does not have.
            let file = study.folder.appendingPathComponent("p1.jsonl")
            let text = try String(contentsOf: file, encoding: .utf8)
            let edited = text.replacingOccurrences(of: #""section":"Reading""#, with: #""section":"Nowhere""#)
            #expect(edited != text)
            try edited.write(to: file, atomically: true, encoding: .utf8)
            try await client.execute(uri: "/dashboard/\(dashboard)/report", method: .get) { response in
                let report = String(buffer: response.body)
                // Named by its file, not the researcher's absolute folder: the page may be mailed.
                #expect(report.contains("1 of 2 recordings was left out") && report.contains(HTMLText.escaped("'p1.jsonl'")), "\(report)")
                #expect(!report.contains(study.folder.path))
                #expect(report.contains("1 session"))
            }
        }
    }

    @Test("I3: what a well-behaved page sends is never counted as dropped: a ping before the consent is answered, the lift of the last tap and a ping after the end are let go; the last band asks for no Ctrl-C")
    func lateMessagesUncounted() async throws {
        let study = try ServedBookshelf()
        let token = study.token
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.send(PageSocket.hello)
                _ = try await page.next("welcome")
                try await page.send(#"{"kind":"ping","id":7}"#)
                #expect(try await page.next("pong").id == 7)
                try await page.send(#"{"kind":"consent","accepted":true,"client_ms":5}"#)
                try await page.waitFor("Task 1 of 2")
                _ = try await page.giveUpBoth()
                // The band wraps on a phone: its rows read as one text.
                let band = page.rows.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                #expect(band.contains("Thank you! You may close this page.") && !band.contains("Ctrl-C"), "a phone has no Ctrl-C: \(page.rows)")
                // Sent as the page would before it hears the end, then a bad message: read
                // after them, it is the barrier, counted alone.
                try await page.send(#"{"kind":"pointer","phase":"up","x":3,"y":3,"client_ms":9}"#)
                try await page.send(#"{"kind":"ping","id":8}"#)
                try await page.send("not json")
                var overview = await study.server.registry.overview()
                for _ in 0..<500 where overview.sessions.first?.dropped == 0 {
                    try await Task.sleep(for: .milliseconds(10))
                    overview = await study.server.registry.overview()
                }
                #expect(overview.droppedOutside == 0 && overview.sessions.first?.dropped == 1, "the bad message alone")
            }
        }
    }

    @Test("A binary message is dropped and counted, as a bad text one is; the session goes on")
    func binaryMessage() async throws {
        let study = try ServedBookshelf()
        let token = study.token
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.begin()
                try await outbound.write(.binary(ByteBuffer(string: #"{"kind":"ping","id":1}"#)))
                try await page.send(#"{"kind":"ping","id":2}"#)
                #expect(try await page.next("pong").id == 2)
                #expect(await study.server.registry.overview().sessions.first?.dropped == 1)
            }
        }
    }
}
