import Foundation
import Testing

/// The SwiftUI skeleton is Swift (P): `swiftc -parse` accepts the export of every example.
@Suite("SwiftUI export parses")
struct SwiftUIExportParseTests {
    @Test("P: swiftc -parse accepts `tabsim export swiftui` of every shipped example", arguments: ["trailhead", "bookshelf", "newsstand", "dongne"])
    func parses(example: String) async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-\(example)-\(UUID().uuidString).swift").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let export = try await E2E.run(try E2E.binary(), ["export", "swiftui", "--example", example], environment: StartupErrorTests.baseEnvironment)
        #expect(export.status == 0, "\(export.stderr)")
        try export.stdout.write(toFile: file, atomically: true, encoding: .utf8)
        let parsed = try await E2E.run("/usr/bin/env", ["swiftc", "-parse", file], environment: ProcessInfo.processInfo.environment, timeout: .seconds(60))
        #expect(parsed.status == 0, "\(parsed.stderr)")
        #expect(export.stdout.contains("TabView(selection: $navigation.selection)") && export.stdout.contains("#Preview"))
    }
}
