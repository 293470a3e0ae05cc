import Foundation

/// The documents whose samples the tests run, and their code blocks, each with the file
/// and line it starts on, so that a failure names where the sample is.
enum DocumentSamples {
    /// A code block of a document: its file, the line of its first row, and its text.
    struct Block {
        let file: String
        let line: Int
        let text: String
        var place: String { "\(file):\(line)" }
    }

    /// README.md, CONTRIBUTING.md and every guide in docs/, in that order.
    static let files: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: E2E.packageRoot.appendingPathComponent("docs").path)) ?? []
        return ["README.md", "CONTRIBUTING.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    /// Those of `files` that exist.
    static let existing: [String] = files.filter { FileManager.default.fileExists(atPath: E2E.packageRoot.appendingPathComponent($0).path) }

    static func text(of file: String) throws -> String {
        try String(contentsOf: E2E.packageRoot.appendingPathComponent(file), encoding: .utf8)
    }

    /// The blocks of `file` that open with "```" + `language`, each with the text before it
    /// (back to the previous block's end, or the file's start).
    static func blocks(_ language: String, in file: String) throws -> [(before: String, block: Block)] {
        let text = try text(of: file)
        var found: [(before: String, block: Block)] = []
        let pieces = text.components(separatedBy: "```\(language)\n")
        var line = 1 + pieces[0].filter { $0 == "\n" }.count + 1
        for (before, piece) in zip(pieces, pieces.dropFirst()) {
            let body = piece.components(separatedBy: "```").first ?? ""
            found.append((before.components(separatedBy: "```").last ?? before, Block(file: file, line: line, text: body)))
            line += piece.filter { $0 == "\n" }.count + 1
        }
        return found
    }

    /// Whether a ```yaml block is a study file (its first line `# FOLDER/study.yaml`), not a prototype.
    static func isStudyFile(_ block: Block) -> Bool {
        block.text.split(separator: "\n", maxSplits: 1).first?.hasSuffix("/study.yaml") == true
    }

    /// The blocks of every document that open with "```" + `language`.
    static func blocks(_ language: String) throws -> [Block] {
        try existing.flatMap { try blocks(language, in: $0).map(\.block) }
    }
}
