import Foundation
import Testing

@Suite("Launch memory")
struct LaunchMemoryTests {
    /// Runs the demo with `arguments` in `stateHome`, checks the first screen's title,
    /// optionally selects a section by digit, and quits with q.
    static func launch(
        _ name: String, stateHome: URL, arguments: [String], expectTitle title: String,
        select digit: String? = nil, selectTitle: String? = nil
    ) async throws {
        let s = try await TmuxSession(
            name, arguments: arguments, environment: ["XDG_STATE_HOME": stateHome.path])
        defer { s.close() }
        let rows = try await s.waitFor("the first screen") { Demo.barShown($0) && $0[0] != "" }
        try await s.waitForMouseMode()
        #expect(rows[0] == title, "\(name) opened on \(rows[0]), expected \(title)")
        if let digit, let selectTitle {
            try await s.keys(digit)
            try await s.waitFor(row: selectTitle)
        }
        try await s.keys("q")
        #expect(try await s.waitForExit() == 0)
    }

    @Test("T10: with remember habitual, two exits in a row on Trips make the third launch open on Trips; remember never opens on Explore")
    func habitualAndNever() async throws {
        let state = FileManager.default.temporaryDirectory
            .appendingPathComponent("tabsim-e2e-\(getpid())-t10-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: state) }
        let habitual = ["--remember", "habitual"]

        try await Self.launch(
            "t10-1", stateHome: state, arguments: habitual, expectTitle: " Explore",
            select: "2", selectTitle: " Your trips")
        let file = state.appendingPathComponent("tabsim/launch-memory.json")
        #expect(FileManager.default.fileExists(atPath: file.path), "launch memory written to \(file.path)")
        // One exit on Trips is not a habit yet.
        try await Self.launch(
            "t10-2", stateHome: state, arguments: habitual, expectTitle: " Explore",
            select: "2", selectTitle: " Your trips")
        // Two in a row are.
        let s = try await TmuxSession(
            "t10-3", arguments: habitual, environment: ["XDG_STATE_HOME": state.path])
        do {
            defer { s.close() }
            let rows = try await s.waitFor("the third launch") { Demo.barShown($0) && $0[0] != "" }
            #expect(rows[0] == " Your trips", "the third launch opens on Trips")
            try await s.waitForMouseMode()
            try await s.barrier()
            #expect(Demo.activeSection(try await s.styledScreen()) == "Trips")
            try await s.keys("q")
            #expect(try await s.waitForExit() == 0)
        }
        // remember never ignores the habit.
        try await Self.launch("t10-never", stateHome: state, arguments: ["--remember", "never"], expectTitle: " Explore")
    }
}
