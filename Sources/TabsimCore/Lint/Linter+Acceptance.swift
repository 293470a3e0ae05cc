extension Linter {
    /// The rule a finding cites: the ID its message begins with.
    static func rule(of finding: Diagnostic) -> String {
        String(finding.message.prefix { $0 != " " })
    }

    /// Applies the prototype's `lint: {accept: …}`: each finding of an accepted rule
    /// becomes a note carrying the reason, and an acceptance that no finding matches is a
    /// warning, so one that the design no longer needs does not linger.
    func accepting(_ acceptances: [LintAcceptance], in found: [Diagnostic]) -> [Diagnostic] {
        var result = found.map { finding -> Diagnostic in
            guard let acceptance = acceptances.first(where: { $0.rule == Self.rule(of: finding) }) else { return finding }
            var note = finding
            note.severity = .info
            note.message += "; accepted: \(acceptance.reason)"
            return note
        }
        for acceptance in acceptances where !found.contains(where: { Self.rule(of: $0) == acceptance.rule }) {
            result.append(Diagnostic(file: file, line: acceptance.position?.line ?? 0, column: acceptance.position?.column ?? 0,
                                     path: "lint.accept.\(acceptance.rule)",
                                     message: "\(acceptance.rule) is accepted, but nothing in the prototype breaks it any more; remove the acceptance",
                                     severity: .warning))
        }
        return result
    }
}
