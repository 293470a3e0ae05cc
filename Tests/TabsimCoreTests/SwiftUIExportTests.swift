import Testing
@testable import TabsimCore

/// The SwiftUI skeleton (`tabsim export swiftui`): pinned to a snapshot, so any change
/// to the generated code is seen and reviewed.
@Suite("SwiftUI export")
struct SwiftUIExportTests {
    private let snapshots = String(#filePath).components(separatedBy: "/SwiftUIExportTests.swift")[0] + "/Snapshots/"

    @Test("P: a prototype with a badge, an SF Symbol, a pushed detail, a sheet, fields, a strip, generated rows, an empty state, a sidebar and a Korean label gives the pinned code")
    func snapshot() throws {
        let yaml = try String(contentsOfFile: snapshots + "notes.yaml", encoding: .utf8)
        var export = SwiftUIExport(prototype: try PrototypeLoader.load(yaml, file: "notes.yaml"))
        let expected = try String(contentsOfFile: snapshots + "notes.swift.txt", encoding: .utf8)
        let actual = export.source()
        #expect(actual == expected, "regenerate with: tabsim export swiftui Tests/TabsimCoreTests/Snapshots/notes.yaml > Tests/TabsimCoreTests/Snapshots/notes.swift.txt")
    }

    @Test("issue 22: the search tab is Tab(role: .search); minimize: is .tabBarMinimizeBehavior on ios26 only; the rest of the code is the same")
    func searchAndMinimize() throws {
        var tunes = try prototype("""
        platform: ios26
        minimize: on_scroll_up
        sections:
          - {label: Home, screen: {rows: [a]}}
          - {label: Find, icon: "⌕", role: search, screen: {rows: [b]}}
        """)
        var export = SwiftUIExport(prototype: tunes)
        let code = export.source()
        #expect(code.contains(#"            Tab("Find", systemImage: "square", value: AppSection.find, role: .search) {"#))
        #expect(code.contains("        }\n        .tabBarMinimizeBehavior(.onScrollUp) // iOS 26\n        .environment(navigation)"))
        tunes.platform = .ios17
        var docked = SwiftUIExport(prototype: tunes)
        #expect(docked.source() == code.replacingOccurrences(of: "        .tabBarMinimizeBehavior(.onScrollUp) // iOS 26\n", with: ""))
    }

    @Test("P: labels become Swift names that are unique and ASCII, keywords in backticks; text is escaped in literals")
    func names() throws {
        let p = try PrototypeLoader.load("""
        name: "Quote \\" and \\\\ back"
        sections:
          - {label: Default, screen: {rows: [a]}}
          - {label: "2 Go", screen: {rows: [b]}}
          - {label: "2 Go", screen: {rows: ["say \\"hi\\""]}}
        """, file: "p")
        var export = SwiftUIExport(prototype: p)
        let code = export.source()
        #expect(code.contains("    case `default`\n") && code.contains("    case n2Go\n") && code.contains("    case n2Go2\n"))
        #expect(code.contains(#"Text("say \"hi\"")"#))
    }

    @Test("P: a strip's header fields become a TextField, or .searchable when one filters; the demo keeps Explore's Search")
    func stripHeaderFields() throws {
        var demoExport = SwiftUIExport(prototype: try demo())
        #expect(demoExport.source().contains(#"TextField("Search""#), "Explore's header field")
        var export = SwiftUIExport(prototype: try prototype("""
        sections:
          - label: Shop
            pages:
              header: {fields: [{label: Find, placeholder: Shoes, filter: true}]}
              items: [{label: A, rows: [a]}, {label: B, rows: [b]}]
        """))
        #expect(export.source().contains(#".searchable(text: $findText, prompt: "Shoes")"#))
    }

    @Test("P, B13: a link row is a Button that selects the tab, and the page when it names one; pushed screens have inline titles")
    func linkRows() throws {
        var export = SwiftUIExport(prototype: try prototype("""
        sections:
          - label: Home
            screen:
              rows:
                - {text: Battery, link: Battery}
                - {text: Lakes, value: "3", link: Explore/Lakes}
                - {text: More, detail: {title: More, rows: [m]}}
          - label: Battery
            screen: {rows: [b]}
          - label: Explore
            pages:
              items: [{label: Trails, rows: [t]}, {label: Lakes, rows: [l]}]
        """))
        let code = export.source()
        #expect(code.contains(#"Button("Battery") { navigation.selection = .battery }"#), "\(code)")
        #expect(code.contains(#"Button { navigation.selection = .explore; navigation.explorePage = 1 } label: { LabeledContent("Lakes", value: "3") }"#), "\(code)")
        #expect(!code.contains(#"Text("Battery")"#))
        #expect(code.contains(".navigationTitle(\"More\")\n                    .navigationBarTitleDisplayMode(.inline)"), "\(code)")
    }
}
