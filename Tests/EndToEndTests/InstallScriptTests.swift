import Foundation
import Testing

/// `Scripts/install` (issue 33 item 3), as a user runs it: tabsim and tabsim-serve in
/// PREFIX/bin, run from the PATH; the man page as `man` renders it; the completions as
/// bash loads them; `--uninstall` leaves the prefix as it found it. The programs installed
/// are the ones the tests built (`--from`), as building the optimised ones takes minutes.
@Suite("Scripts/install")
struct InstallScriptTests {
    private static let script = E2E.packageRoot.appendingPathComponent("Scripts/install").path

    @Test("issue 33: install puts a working tabsim on the PATH with its man page and bash, zsh and fish completions; --uninstall removes exactly what it put there")
    func installAndUninstall() async throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-install-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }
        // Something of the user's already there stays.
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try "mine".write(to: prefix.appendingPathComponent("bin/other"), atomically: true, encoding: .utf8)
        let built = URL(fileURLWithPath: try E2E.binary()).deletingLastPathComponent().path
        let install = try await E2E.run("/bin/bash", [Self.script, prefix.path, "--from", built], timeout: .seconds(120))
        #expect(install.status == 0, "\(install.stderr)")

        let path = prefix.appendingPathComponent("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let tree = try await E2E.run("/bin/bash", ["-c", "tabsim tree --example bookshelf"], environment: ["PATH": path])
        #expect(tree.status == 0 && tree.stdout.hasPrefix("Reading\n"), "\(tree.stdout)\(tree.stderr)")
        #expect(FileManager.default.isExecutableFile(atPath: prefix.appendingPathComponent("bin/tabsim-serve").path))

        let man = try await E2E.run("/bin/bash", ["-c", "MANWIDTH=100 man -P cat \"$0\"", prefix.appendingPathComponent("share/man/man1/tabsim.1").path],
                                    environment: ["PATH": path])
        #expect(man.status == 0, "\(man.stderr)")
        for heading in ["NAME", "SYNOPSIS", "COMMANDS", "tabsim tree", "tabsim serve", "tabsim study", "--example <example>"] {
            #expect(man.stdout.contains(heading), "\(heading): \(man.stdout.prefix(600))")
        }
        let bash = try await E2E.run("/bin/bash", ["-c", "source \"$0\" && complete -p tabsim",
                                                   prefix.appendingPathComponent("share/bash-completion/completions/tabsim").path])
        #expect(bash.stdout.contains("complete") && bash.stdout.hasSuffix("tabsim\n"), "\(bash.stdout)\(bash.stderr)")
        let zsh = try String(contentsOf: prefix.appendingPathComponent("share/zsh/site-functions/_tabsim"), encoding: .utf8)
        let fish = try String(contentsOf: prefix.appendingPathComponent("share/fish/vendor_completions.d/tabsim.fish"), encoding: .utf8)
        #expect(zsh.hasPrefix("#compdef tabsim") && fish.contains("complete -c 'tabsim'"))

        let uninstall = try await E2E.run("/bin/bash", [Self.script, prefix.path, "--uninstall"])
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        let left = FileManager.default.enumerator(atPath: prefix.path)?.allObjects as? [String]
        #expect(left == ["bin", "bin/other"], "\(left ?? [])")
    }
}
