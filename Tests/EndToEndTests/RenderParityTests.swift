import Foundation
import Testing

/// A headless `tabsim render` run and the same input sent live in tmux.
struct ParityCase: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String] = []
    var renderKeys: String? = nil
    var liveKeys: [String] = []
    var testDescription: String { name }
}

@Suite("render matches the live screen")
struct RenderParityTests {
    static let cases: [ParityCase] = [
        ParityCase(name: "demo at launch"),
        ParityCase(name: "demo after Right (Trips)", renderKeys: "right", liveKeys: ["Right"]),
        ParityCase(name: "demo Record (Fixed strip)", renderKeys: "3", liveKeys: ["3"]),
        ParityCase(name: "bookshelf (More)", arguments: ["--example", "bookshelf"]),
        ParityCase(name: "dongne (Korean, emoji)", arguments: ["--example", "dongne"]),
        ParityCase(name: "demo on iOS 26 (floating bar, issue 22)", arguments: ["--platform", "ios26"]),
        ParityCase(name: "demo on Material 3 (navigation bar, issue 22)", arguments: ["--platform", "material3"]),
    ]

    @Test("W3/render: `tabsim render --size 80x24` equals capture-pane of the live program", arguments: cases)
    func renderMatchesLive(_ c: ParityCase) async throws {
        var renderArgs = ["render"] + c.arguments + ["--size", "80x24"]
        if let keys = c.renderKeys { renderArgs += ["--keys", keys] }
        let rendered = try await E2E.run(try E2E.binary(), renderArgs)
        #expect(rendered.status == 0, "render failed: \(rendered.stderr)")
        var expected = rendered.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0).trimmedTrailing }
        if expected.last == "" { expected.removeLast() }
        while expected.count < 24 { expected.append("") }
        #expect(expected.count == 24)

        let s = try await TmuxSession("parity-\(c.name)", arguments: c.arguments)
        defer { s.close() }
        try await s.waitFor("the first screen") { $0.count == 24 && $0[22] != "" }
        try await s.waitForMouseMode()
        try await s.barrier()
        if !c.liveKeys.isEmpty { try await s.keys(c.liveKeys) }

        // Poll until equal (animations may still be running), then report a diff.
        let deadline = ContinuousClock.now + E2E.patience
        var live = try await s.screen()
        while live != expected, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
            live = try await s.screen()
        }
        if live != expected {
            let diff = (0..<max(live.count, expected.count)).compactMap { i -> String? in
                let l = i < live.count ? live[i] : "<none>"
                let e = i < expected.count ? expected[i] : "<none>"
                return l == e ? nil : "row \(i + 1):\n  render: \(e)\n  live:   \(l)"
            }
            let report = diff.joined(separator: "\n")
            Issue.record("render and live differ:\n\(report)")
        }
    }
}
