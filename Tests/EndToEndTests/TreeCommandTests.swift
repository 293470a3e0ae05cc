import Foundation
import Testing

/// `tabsim tree` as a user runs it (issue 31): the text on standard output, and the CSV
/// as a spreadsheet's importer reads it (Python's csv module standing in for Treejack's).
@Suite("tabsim tree")
struct TreeCommandTests {
    @Test("issue 31: --csv reads back through Python's csv module as the tree: a node a row, its label in its level's column, a label holding a comma whole")
    func csvReadsBack() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-tree-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: file) }
        try """
            sections:
              - label: Home
                screen: {rows: [{text: "Offers, deals", detail: {rows: [{text: Spring sale, detail: {rows: [Terms]}}]}}]}
              - {label: Inbox, screen: {rows: []}}
            """.write(to: file, atomically: true, encoding: .utf8)
        let tree = try await E2E.run(try E2E.binary(), ["tree", file.path, "--csv"])
        #expect(tree.status == 0, "\(tree.stderr)")
        let csv = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-tree-\(UUID().uuidString).csv")
        defer { try? FileManager.default.removeItem(at: csv) }
        try tree.stdout.write(to: csv, atomically: true, encoding: .utf8)
        let read = try await E2E.run("/usr/bin/env", ["python3", "-c", "import csv, json, sys; print(json.dumps(list(csv.reader(open(sys.argv[1], newline='')))))", csv.path])
        #expect(read.status == 0, "\(read.stderr)")
        let rows = try JSONDecoder().decode([[String]].self, from: Data(read.stdout.utf8))
        #expect(rows == [["Home", "", ""], ["", "Offers, deals", ""], ["", "", "Spring sale"], ["Inbox", "", ""]], "\(rows)")
    }
}
