import Foundation
import Testing

/// The SwiftUI skeleton is Swift (P): `swiftc -parse` accepts the export of every example.
@Suite("SwiftUI export parses")
struct SwiftUIExportParseTests {
    @Test("P: swiftc -parse accepts `tabsim export swiftui` of every shipped example", arguments: ["trailhead", "bookshelf", "newsstand", "dongne", "tunes", "gallery", "postbox"])
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

    /// iOS 26's search tab and minimizing bar.
    static let tunes = """
    name: Tunes
    platform: ios26
    minimize: on_scroll_down
    sections:
      - {label: Listen Now, screen: {rows: {count: 40, text: "Album {n}"}}}
      - {label: Library, screen: {rows: [Playlists]}}
      - {label: Search, role: search, screen: {rows: [Pop, Jazz]}}
    """

    @Test("issue 22: the search tab exports as Tab(role: .search) searching its list, minimize: as .tabBarMinimizeBehavior on iOS 26 alone, and both parse")
    func searchAndMinimize() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-tunes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let prototype = dir.appendingPathComponent("tunes.yaml").path, file = dir.appendingPathComponent("App.swift").path
        try Self.tunes.write(toFile: prototype, atomically: true, encoding: .utf8)
        let export = try await E2E.run(try E2E.binary(), ["export", "swiftui", prototype], environment: StartupErrorTests.baseEnvironment)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.contains(#"Tab("Search", systemImage: "magnifyingglass", value: AppSection.search, role: .search) {"#))
        #expect(export.stdout.contains("        .tabBarMinimizeBehavior(.onScrollDown) // iOS 26\n"))
        #expect(export.stdout.contains(#".searchable(text: $searchText, prompt: "Search")"#))
        try export.stdout.write(toFile: file, atomically: true, encoding: .utf8)
        let parsed = try await E2E.run("/usr/bin/env", ["swiftc", "-parse", file], environment: ProcessInfo.processInfo.environment, timeout: .seconds(60))
        #expect(parsed.status == 0, "\(parsed.stderr)")
        let docked = try await E2E.run(try E2E.binary(), ["export", "swiftui", prototype, "--platform", "ios17"], environment: StartupErrorTests.baseEnvironment)
        #expect(docked.status == 0 && !docked.stdout.contains("tabBarMinimizeBehavior") && docked.stdout.contains("role: .search"))
    }

    /// A long Scroll strip with a disabled page, and a Fixed strip with one.
    static let strips = """
    sections:
      - label: News
        pages: {style: scroll, items: [{label: One}, {label: Two}, {label: Three}, {label: Old, disabled: true}, {label: Five}, {label: Six}, {label: Seven}, {label: Eight}, {label: Nine, disabled: true}]}
      - label: Saved
        pages: {style: fixed, items: [{label: Today}, {label: Archive, disabled: true}, {label: Later}]}
    """

    @Test("T5, T11: a 9-page Scroll strip exports as a scrolling row of buttons (its disabled pages disabled buttons), a Fixed strip's disabled page is left out of its Picker, and both parse")
    func strips() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-strips-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let prototype = dir.appendingPathComponent("strips.yaml").path, file = dir.appendingPathComponent("App.swift").path
        try Self.strips.write(toFile: prototype, atomically: true, encoding: .utf8)
        let export = try await E2E.run(try E2E.binary(), ["export", "swiftui", prototype], environment: StartupErrorTests.baseEnvironment)
        #expect(export.status == 0, "\(export.stderr)")
        try export.stdout.write(toFile: file, atomically: true, encoding: .utf8)
        let parsed = try await E2E.run("/usr/bin/env", ["swiftc", "-parse", file], environment: ProcessInfo.processInfo.environment, timeout: .seconds(60))
        #expect(parsed.status == 0, "\(parsed.stderr)")
        let source = export.stdout
        #expect(source.contains("ScrollView(.horizontal, showsIndicators: false) {") && source.components(separatedBy: ".disabled(true)").count == 3, "\(source)")
        #expect(source.components(separatedBy: ".pickerStyle(.segmented)").count == 2 && !source.contains("Text(\"Archive\")"), "\(source)")
        for example in ["trailhead", "newsstand"] {
            let shipped = try await E2E.run(try E2E.binary(), ["export", "swiftui", "--example", example], environment: StartupErrorTests.baseEnvironment)
            #expect(shipped.stdout.contains("ScrollView(.horizontal, showsIndicators: false) {"), "\(example): a Scroll strip of 9 or 12 pages")
        }
    }

    /// Labels that are Swift keywords, and a section named like the file's own root view.
    static let hostile = """
    name: Root
    sections:
      - label: Root
        screen: {rows: [{text: Where, detail: {rows: [A]}}, {text: Default, detail: {rows: [B]}}, {text: Init, detail: {rows: [C]}}]}
      - {label: Where, pages: {items: [{label: Protocol}, {label: Repeat}]}}
      - {label: Self, screen: {rows: [{text: Go, link: Where/Repeat}]}}
      - {label: Protocol, screen: {rows: [{text: In, detail: {rows: [D]}}]}}
      - {label: Tab, screen: {rows: [X]}}
    """

    @Test("P: labels that are Swift keywords are escaped with backticks, and a section named Root declares no second RootView")
    func keywordsAndRoot() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-keywords-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let prototype = dir.appendingPathComponent("root.yaml").path, file = dir.appendingPathComponent("App.swift").path
        try Self.hostile.write(toFile: prototype, atomically: true, encoding: .utf8)
        let export = try await E2E.run(try E2E.binary(), ["export", "swiftui", prototype], environment: StartupErrorTests.baseEnvironment)
        #expect(export.status == 0, "\(export.stderr)")
        try export.stdout.write(toFile: file, atomically: true, encoding: .utf8)
        let parsed = try await E2E.run("/usr/bin/env", ["swiftc", "-parse", file], environment: ProcessInfo.processInfo.environment, timeout: .seconds(60))
        #expect(parsed.status == 0, "\(parsed.stderr)")
        for declaration in ["struct RootView:", "struct TabView:", "enum RootRoute:"] {
            #expect(export.stdout.components(separatedBy: declaration).count <= 2, "\(declaration) declared once: \(export.stdout)")
        }
        for escaped in ["case `where`", "case `self`", "case `protocol`", "case `default`", "case `init`", "case `in`", "AppSection.`where`",
                        "navigation.selection = .`where`; navigation.wherePage = 1"] {
            #expect(export.stdout.contains(escaped), "\(escaped): \(export.stdout)")
        }
    }
}
