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

    @Test("P: labels become Swift names that are unique, ASCII and not keywords; text is escaped in literals")
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
        #expect(code.contains("    case default_\n") && code.contains("    case n2Go\n") && code.contains("    case n2Go2\n"))
        #expect(code.contains(#"Text("say \"hi\"")"#))
    }
}
