import Testing
@testable import TabsimCore

/// A detail screen without `title:` is titled by the row that opens it, as UIKit shows
/// a pushed view controller's title (B13): drawn, checked, named in studies and exported.
@Suite("Untitled detail screens (B13)")
struct DetailTitleTests {
    private let yaml = """
    sections:
      - label: Profile
        screen:
          rows:
            - text: Language
              detail: {rows: [English, Korean]}
            - text: About
              modal: {rows: [Version 1]}
      - label: Help
        screen: {rows: [FAQ]}
    """

    @Test("B13: the pushed screen's title is its row's text, in the navigation bar and for `expect screen`")
    func drawnAndChecked() throws {
        let prototype = try PrototypeLoader.load(yaml, file: "p.yaml")
        let runner = WalkthroughRunner(prototype: prototype, theme: Theme(tint: .blue, mode: .color), size: Size(width: 60, height: 16))
        let kept = FrameList()
        runner.frameSink = kept
        try runner.run(try WalkthroughScript.parse("click Language\nexpect screen Language\nexpect text ‹ Profile\n", file: "w.txt"))
        #expect(runner.checksPassed == 2)
        #expect(kept.frames.last?.buffer.lines[0].contains("Language") == true)
    }

    @Test("B13, W6: a study task may expect the untitled screen by its row's text")
    func studyScreenName() throws {
        let prototype = try PrototypeLoader.load(yaml, file: "p.yaml")
        let study = try Study.parse("task Change the language\nexpect screen Language\n", file: "t.txt")
        #expect(study.problems(with: prototype).isEmpty)
    }

    @Test("B13: the SwiftUI export titles the destination with its row's text")
    func exported() throws {
        var export = SwiftUIExport(prototype: try PrototypeLoader.load(yaml, file: "p.yaml"))
        let source = export.source()
        #expect(source.contains(".navigationTitle(\"Language\")"), "\(source)")
        #expect(!source.contains(".navigationTitle(\"\")"), "\(source)")
    }
}
