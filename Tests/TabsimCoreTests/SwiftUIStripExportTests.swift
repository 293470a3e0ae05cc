import Testing
@testable import TabsimCore

/// A strip in the SwiftUI skeleton (T5, T6, T11): a segmented Picker for a few pages, a
/// horizontally scrolling row of buttons for a long Scroll strip, and disabled pages as
/// they can be there.
@Suite("SwiftUI export of strips (T5, T6, T11)")
struct SwiftUIStripExportTests {
    private func export(_ yaml: String) throws -> String {
        var export = SwiftUIExport(prototype: try PrototypeLoader.load(yaml, file: "p.yaml"))
        return export.source()
    }

    @Test("T5: a Scroll strip of more than 5 pages is a horizontally scrolling row of buttons, not a 9-segment control; its disabled page a disabled button")
    func longScrollStrip() throws {
        let labels = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine"]
        let items = labels.enumerated().map { "{label: \($0.element)\($0.offset == 4 ? ", disabled: true" : "")}" }.joined(separator: ", ")
        let source = try export("sections:\n  - {label: News, pages: {style: scroll, items: [\(items)]}}\n  - {label: More news, screen: {rows: [a]}}\n")
        #expect(!source.contains(".pickerStyle(.segmented)"), "\(source)")
        #expect(source.contains("ScrollView(.horizontal, showsIndicators: false) {"), "\(source)")
        #expect(source.contains("Button(\"Nine\") { navigation.newsPage = 8 }"), "\(source)")
        #expect(source.contains("Button(\"Five\") { navigation.newsPage = 4 }") && source.contains(".disabled(true)"), "\(source)")
    }

    @Test("T11: a disabled page is left out of a segmented Picker, with a comment saying so")
    func disabledSegment() throws {
        let source = try export("sections:\n  - {label: News, pages: {style: fixed, items: [{label: Today}, {label: Archive, disabled: true}, {label: Saved}]}}\n")
        #expect(source.contains(".pickerStyle(.segmented)"), "\(source)")
        #expect(!source.contains("Text(\"Archive\").tag(1)"), "\(source)")
        #expect(source.contains("// Archive is disabled in the prototype: a segment cannot be, so it is left out"), "\(source)")
        #expect(source.contains("Text(\"Saved\").tag(2)"), "\(source)")
    }
}
