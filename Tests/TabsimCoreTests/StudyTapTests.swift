import Foundation
import Testing
@testable import TabsimCore

/// W6: what a tap is, for the misclick rate and the heatmaps: a press released where it
/// went down. A drag (a swipe paging a strip) is no tap, and so no misclick.
@Suite("Taps and drags in a study (W6)")
struct StudyTapTests {
    private let shelves = try! prototype("""
    name: Shelves
    transition: slide
    duration: 200
    sections:
      - label: Shelves
        pages:
          items:
            - {label: One, rows: ["Plain text one"]}
            - {label: Two, rows: ["Plain text two"]}
            - {label: Three, rows: ["Plain text three"]}
            - {label: Four, rows: ["Plain text four"]}
            - {label: Five, rows: ["Plain text five"]}
            - {label: Six, rows: ["Plain text six"]}
      - label: Other
        screen: {title: Other, rows: ["Nothing here"]}
    """)
    private let size = Size(width: 40, height: 12)

    /// The recording `tabsim --log` writes for scripted input, read back.
    private func recording(_ input: String) throws -> WalkthroughScript {
        let recorder = MemoryEventLog()
        try TestSession(shelves, theme: Theme(tint: .orange, mode: .color), size: size, log: recorder).run(input)
        return try WalkthroughScript.fromRecording(recorder.text, file: "p1.jsonl")
    }

    @Test("W6: a swipe paging a strip is neither a tap nor a misclick: 3 hits, 2 taps on nothing and 5 swipes make 2 misclicks of 5 taps, in the counts and the heatmap")
    func swipesAreNotTaps() throws {
        let first = try screen(shelves, size: size)
        let barRow = try #require(first.lines.firstIndex { $0.contains("Other") })
        let other = try #require(first.lines[barRow].range(of: "Other")).lowerBound.utf16Offset(in: first.lines[barRow])
        let shelvesSlot = try #require(first.lines[barRow].range(of: "Shelves")).lowerBound.utf16Offset(in: first.lines[barRow])
        #expect(first.lines[2].hasPrefix("  Plain text one"), "the page's one row, plain text, on row 2")
        // Hits: the Other tab, the Shelves tab, the strip's tab One. Misclicks: the plain
        // text row, blank space. Then five swipes right to left over the content, each to
        // the next page: One → Six, the goal.
        let swipe = "press:30:5,wait:50,drag:20:5,wait:50,drag:8:5,wait:50,release:8:5,wait:600"
        let input = ["wait:500", "click:\(other + 1):\(barRow)", "wait:400", "click:\(shelvesSlot + 1):\(barRow)", "wait:400",
                     "click:3:0", "wait:400", "click:5:2", "wait:400", "click:20:7", "wait:400"]
            + Array(repeating: swipe, count: 5) + ["q"]
        let study = try Study.parse("task Page to the sixth shelf\nexpect page Six\n", file: "tasks.txt")
        let analysis = StudyAnalysis(prototype: shelves, study: study)
        let results = try analysis.results(for: try recording(input.joined(separator: ",")))
        let result = try #require(results.first)
        #expect(result.succeeded, "the fifth swipe reached Six: \(result.path)")
        #expect(result.taps.count == 5 && result.misclicks == 2, "taps \(result.taps)")
        #expect(result.inputs == 10, "five clicks and five drags, each once")
        #expect(result.taps.map(\.screen) == ["Shelves › One", "Other", "Shelves › One", "Shelves › One", "Shelves › One"])
        #expect(Set(analysis.screens.keys) == ["Shelves › One", "Other"], "only screens tapped on are drawn for heatmaps")

        var session = StudyReport.Session(name: "p1.jsonl", participant: "p1", variant: "A", prototypeName: "Shelves", results: results)
        session.screens = analysis.screens
        let report = StudyReport(study: study, sessions: [session])
        #expect(report.summary(task: 0, variant: "A").taps == 5 && report.summary(task: 0, variant: "A").misclicks == 2)
        #expect(report.markdown.contains(" | 0 | 0 | 2/5 (40 %) |"), "\(report.markdown)")
        #expect(report.csv.split(separator: "\r\n")[1].contains(",10,2,5,"), "inputs 10, misclicks 2, taps 5: \(report.csv)")
        #expect(report.html.contains("5 taps by 1 participant, 2 misclicks</h4>"))
        #expect(report.html.contains("<figcaption>Taps on Shelves › One: 4, 2 misclicks</figcaption>"))
        #expect(report.html.contains("<figcaption>Taps on Other: 1, 0 misclicks</figcaption>"))
        #expect(!report.html.contains("Taps on Shelves › Two"), "a swipe on page Two is no tap")
    }

    @Test("W6, issue 28: a heatmap draws each tap on the screen as it was when tapped: a tap on a strip scrolled along lands on the label it hit, not on the strip's first position")
    func tapsOnTheScreenAsDrawn() throws {
        let scrolled = try screen(shelves, size: size, input: "wheeldown:10:0,wheeldown:10:0,wait:400")
        let six = try #require(scrolled.lines[0].range(of: "Six")).lowerBound.utf16Offset(in: scrolled.lines[0])
        #expect(!(try screen(shelves, size: size)).lines[0].contains("Six"), "Six is scrolled into view by the wheel")
        let study = try Study.parse("task Find the sixth shelf\nexpect page Six\n", file: "tasks.txt")
        let analysis = StudyAnalysis(prototype: shelves, study: study)
        let results = try analysis.results(for: try recording("wait:500,click:3:0,wait:400,wheeldown:10:0,wheeldown:10:0,wait:400,click:\(six + 1):0,wait:400,q"))
        let taps = try #require(results.first).taps
        #expect(taps.count == 2 && taps.allSatisfy(\.hit), "\(taps)")
        for tap in taps {
            let drawing = try #require(analysis.screens[tap.view], "no drawing for \(tap.view)")
            #expect(drawing.lines[tap.y].dropFirst(tap.x - 1).prefix(5).contains(tap == taps[0] ? "One" : "Six"), "\(tap): \(drawing.lines[tap.y])")
        }
        #expect(taps[0].view != taps[1].view && taps[0].screen == taps[1].screen, "one screen, two drawings of it")
        var session = StudyReport.Session(name: "p1.jsonl", participant: "p1", variant: "A", prototypeName: "Shelves", results: results)
        session.screens = analysis.screens
        let html = StudyReport(study: study, sessions: [session]).html
        #expect(html.contains("<figcaption>Taps on Shelves › One: 1, 0 misclicks</figcaption>"))
        #expect(taps[1].view.hasPrefix("Shelves › One, strip scrolled ") && taps[1].view.hasSuffix(" columns"), "\(taps[1].view)")
        #expect(html.contains("<figcaption>Taps on \(taps[1].view): 1, 0 misclicks</figcaption>"))
    }

    @Test("W6: a press never released is a tap: one on the bezel reaches the prototype as a press alone, a misclick, before another tap and at the task's end")
    func unreleasedPressIsATap() throws {
        let first = try screen(shelves, size: size)
        let barRow = try #require(first.lines.firstIndex { $0.contains("Other") })
        let other = try #require(first.lines[barRow].range(of: "Other")).lowerBound.utf16Offset(in: first.lines[barRow])
        // Just past the screen's corner, where a device frame's bezel reports a tap.
        let bezel = "press:\(size.width):\(size.height)"
        let input = ["wait:500", bezel, "wait:300", "click:\(other + 1):\(barRow)", "wait:300", bezel, "wait:300", "q"]
        let study = try Study.parse("task Page to the sixth shelf\nexpect page Six\n", file: "tasks.txt")
        let analysis = StudyAnalysis(prototype: shelves, study: study)
        let result = try #require(try analysis.results(for: try recording(input.joined(separator: ","))).first)
        #expect(result.outcome == .notDone)
        #expect(result.taps.map(\.hit) == [false, true, false], "bezel, Other, bezel: \(result.taps)")
        #expect(result.misclicks == 2)
        #expect(Set(analysis.screens.keys) == ["Shelves › One", "Other"])
    }
}
