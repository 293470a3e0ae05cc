import ArgumentParser
import TabsimCore

/// `tabsim lint FILE`: checks a prototype against the guidelines (L1–L9) and for accessibility (L10–L13).
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check a prototype against the iOS and Material tab guidelines.",
        discussion: "Exits 1 when there is an error, or any warning with --strict. A rule the prototype breaks on purpose is accepted in the file with the reason, `lint: {accept: {L1: why}}`: its findings become notes carrying the reason. `--explain L5` says what a rule asks and how to fix a finding; `--explain all` prints every rule (docs/GUIDELINES.md).")

    @OptionGroup var source: PrototypeSource
    @OptionGroup var platform: PlatformOption

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Option(help: "Explain a rule (L1 to L13), or all of them, instead of checking a file.")
    var explain: String?

    func validate() throws {
        if let explain, explain.lowercased() != "all", LintRule.named(explain) == nil {
            throw ValidationError("no rule '\(explain)'; the rules are \(LintRule.all.map(\.id).joined(separator: ", ")), or all")
        }
    }

    func run() throws {
        if let explain {
            print(LintRule.named(explain).map { $0.markdown + "\n" } ?? LintRule.guide, terminator: "")
            return
        }
        let prototype = platform.apply(to: try source.load())
        let findings = Linter(file: source.displayName).findings(for: prototype)
        for finding in findings { print(finding.description) }
        let counts = Dictionary(grouping: findings, by: \.severity).mapValues(\.count)
        let errors = counts[.error] ?? 0, warnings = counts[.warning] ?? 0, notes = counts[.info] ?? 0
        print("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), \(notes) note\(notes == 1 ? "" : "s")")
        if !findings.isEmpty { print("`tabsim lint --explain RULE` says what a rule asks and how to fix it.") }
        if errors > 0 || (strict && warnings > 0) { throw ExitCode.failure }
    }
}
