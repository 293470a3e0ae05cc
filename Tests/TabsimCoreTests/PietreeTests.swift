import Testing
@testable import TabsimCore

/// A tree test's pietree (issue 31), counted by hand from three participants' paths.
@Suite("Pietrees")
struct PietreeTests {
    /// A tree-test result: the levels shown, how it ended, the right answer More › Downloads;
    /// the last level chosen unless it stopped.
    private static func result(_ levels: [[String]], _ outcome: TaskOutcome, stop: TaskStop? = nil,
                               right: [[String]] = [["More", "Downloads"]]) -> TaskResult {
        var result = TaskResult(title: "Find your downloads", outcome: outcome, milliseconds: 1000, inputs: levels.count, wrongSections: [],
                                moreUses: 0, backtracks: 0, firstClick: nil, firstClickCorrect: nil, lostness: nil, path: levels.map(TreeMeasure.name))
        result.stop = stop
        result.tree = TreeAnswer(levels: levels, chosen: stop == nil ? levels.last : nil, right: right)
        return result
    }

    private static let results = [
        result([[], ["Store"], [], ["More"], ["More", "Downloads"]], .indirect),
        result([[], ["More"], ["More", "Downloads"]], .direct),
        result([[], ["Library"]], .notDone),                      // chose Library: wrong
        result([[], ["More"], ["More", "Collections"]], .notDone, stop: .gaveUp),
    ]

    @Test("W6, issue 31: each node's visits and where participants went from it, counted by hand; the right answer and the way to it marked")
    func counted() {
        let tree = Pietree(answers: Self.results.compactMap(\.tree))
        #expect(tree.nodes.map(\.name) == ["Top", "Store", "More", "More › Downloads", "More › Collections", "Library"])
        let byName = Dictionary(uniqueKeysWithValues: tree.nodes.map { ($0.name, $0) })
        // Top: twice for the first participant (back from Store), once for each other.
        #expect(byName["Top"]?.visits == 5)
        #expect(byName["Top"]?.onTo.map(\.child) == ["Store", "More", "Library"])
        #expect(byName["Top"]?.onTo.map(\.count) == [1, 3, 1])
        #expect(byName["Store"]?.back == 1)
        #expect(byName["More"]?.onTo.map(\.count) == [2, 1])
        #expect(byName["More › Downloads"]?.chosen == 2)
        #expect(byName["More › Collections"]?.stopped == 1)
        #expect(byName["Library"]?.chosen == 1)
        #expect(tree.nodes.filter(\.leadsOn).map(\.name) == ["Top", "More", "More › Downloads"])
        #expect(tree.nodes.filter(\.isRight).map(\.name) == ["More › Downloads"])
        #expect(Pietree.said(byName["More"]!) == "More (on the way to a right answer): 3 visits; 2 on to Downloads; 1 on to Collections")
    }

    @Test("W6, issue 31: labels are whole: a section named Top is no top level, a label holding › no two levels")
    func wholeLabels() {
        let tree = Pietree(answers: [TreeAnswer(levels: [[], ["Top"], ["Top", "A › B"]], chosen: ["Top", "A › B"], right: [["Top", "A › B"]])])
        #expect(tree.nodes.map(\.labels) == [[], ["Top"], ["Top", "A › B"]])
        #expect(tree.nodes.map(\.visits) == [1, 1, 1])
        #expect(tree.nodes.map(\.depth) == [0, 1, 2])
        #expect(tree.nodes.last?.chosen == 1 && tree.nodes.last?.isRight == true)
    }

    @Test("W6, issue 31: the HTML report draws a tree variant's pietree, a titled pie a node; a prototype variant has none")
    func drawn() {
        let study = Study(file: "t.txt", tasks: [Study.Task(title: "Find your downloads", line: 1, goals: [])])
        var tree = StudyReport.Session(name: "p1.jsonl", variant: "tree", prototypeName: "Bookshelf", results: [Self.results[0]])
        tree.method = .tree
        var second = tree
        second.name = "p2.jsonl"
        second.results = [Self.results[1]]
        let plain = StudyReport.Session(name: "p3.jsonl", variant: "prototype", prototypeName: "Bookshelf", results: [Self.results[1]])
        let html = StudyReport(study: study, sessions: [tree, second, plain]).html
        #expect(html.components(separatedBy: "<svg class=\"pietree\"").count - 1 == 1)
        #expect(html.contains("<title>More (on the way to a right answer): 2 visits; 2 on to Downloads</title>"))
        #expect(html.contains("<title>Downloads (a right answer): 2 visits; 2 chose it</title>"))
        #expect(html.contains("Downloads ✓ · 2</text>"))
        #expect(html.contains("<li>✓ More › Downloads: 2</li>"))
    }

    @Test("W6, issue 31: the answers table (Treejack's destinations): each node chosen, right or not, by how many; a give-up is no answer")
    func answers() {
        let study = Study(file: "t.txt", tasks: [Study.Task(title: "Find your downloads", line: 1, goals: [])])
        let sessions = Self.results.enumerated().map { index, result in
            var session = StudyReport.Session(name: "p\(index + 1).jsonl", variant: "tree", prototypeName: "Bookshelf", results: [result])
            session.method = .tree
            return session
        }
        let report = StudyReport(study: study, sessions: sessions)
        #expect(report.treeAnswers(task: 0, variant: "tree").map { "\($0.node) \($0.right) \($0.count)" }
                == ["More › Downloads true 2", "Library false 1"])
        #expect(report.markdown.contains("| tree | More › Downloads | ✓ | 2 |\n| tree | Library | ✗ | 1 |"), "\(report.markdown)")
    }
}
