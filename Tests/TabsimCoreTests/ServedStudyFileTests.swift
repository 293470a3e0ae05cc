import Testing
@testable import TabsimCore

/// A remote study's file (`tabsim serve STUDY`): what it names, resolved inside the
/// study folder, and every mistake reported at its line, column and field.
@Suite("Study files")
struct ServedStudyFileTests {
    static let folder = "/studies/bar"

    func load(_ text: String, realPath: @escaping (String) -> String = { $0 }) throws(PrototypeError) -> ServedStudyFile {
        try ServedStudyFile.load(text, file: "study.yaml", folder: Self.folder, realPath: realPath)
    }

    /// The problems `text` has, each as `line:column: path: message`.
    func problems(_ text: String, realPath: @escaping (String) -> String = { $0 }) -> [String] {
        do {
            _ = try load(text, realPath: realPath)
            return []
        } catch {
            return error.diagnostics.map { "\($0.line):\($0.column): \($0.path): \($0.message)" }
        }
    }

    @Test("W6: every field read, each path resolved in the study folder, each variant's settings applied to its prototype")
    func full() throws {
        let study = try load("""
            tasks: tasks.txt
            variants:
              - name: docked
                prototype: ./protos/app.yaml
                platform: ios17
              - name: floating
                example: bookshelf
                platform: ios26
                transition: none
                duration: 120
                reduce_motion: true
            assignment: link
            consent: consent.txt
            devices: phone-only
            order: latin
            sessions: recordings/run1
            """)
        #expect(study.tasks == "/studies/bar/tasks.txt" && study.consent == "/studies/bar/consent.txt")
        #expect(study.sessions == "/studies/bar/recordings/run1")
        #expect(study.assignment == .link && study.device == .phoneOnly && study.order == .latin)
        #expect(study.variants.map(\.name) == ["docked", "floating"])
        #expect(study.variants[0].source == .file("/studies/bar/protos/app.yaml") && study.variants[1].source == .example("bookshelf"))
        var prototype = Prototype(name: "P", sections: [])
        prototype.durationMilliseconds = 300
        let floating = study.variants[1].apply(to: prototype)
        #expect(floating.platform == .ios26 && floating.transition == TransitionStyle.none && floating.durationMilliseconds == 120 && floating.reduceMotion)
        let docked = study.variants[0].apply(to: prototype)
        #expect(docked.platform == .ios17 && docked.durationMilliseconds == 300, "what a variant does not set is the prototype's")
        #expect(study.pathFromSessions(to: "/studies/bar/protos/app.yaml") == "../../protos/app.yaml")
    }

    @Test("Defaults: the variants in turn, any device, the file's task order, recordings in sessions/, the default consent")
    func defaults() throws {
        let study = try load("tasks: tasks.txt\nvariants:\n  - {name: only, example: tunes}\n")
        #expect(study.assignment == .alternating && study.device == .any && study.order == .fixed && study.consent == nil)
        #expect(study.sessions == "/studies/bar/sessions" && study.pathFromSessions(to: "/studies/bar/app.yaml") == "../app.yaml")
    }

    @Test("P: a path out of the study folder (.. past it, absolute elsewhere, or a link leading out) is refused at its line, column and field")
    func escapes() {
        let text = """
            tasks: ../other/tasks.txt
            variants:
              - name: a
                prototype: /etc/passwd
              - name: b
                prototype: protos/../../bar/app.yaml
            consent: /studies/bar/consent.txt
            sessions: a/../../../tmp
            """
        #expect(problems(text) == [
            "1:8: tasks: '../other/tasks.txt' is outside the study folder /studies/bar; keep every file the study names in its folder",
            "4:16: variants[1].prototype: '/etc/passwd' is outside the study folder /studies/bar; keep every file the study names in its folder",
            "8:11: sessions: 'a/../../../tmp' is outside the study folder /studies/bar; keep every file the study names in its folder",
        ], "protos/../../bar/app.yaml and an absolute path inside come back into the folder")
        let linked = problems("tasks: tasks.txt\nvariants:\n  - {name: a, prototype: link.yaml}\n") { $0.hasSuffix("/link.yaml") ? "/home/me/secret.yaml" : $0 }
        #expect(linked == ["3:26: variants[1].prototype: 'link.yaml' is a symbolic link out of the study folder /studies/bar; keep every file the study names in its folder"])
    }

    @Test("P: mistakes are reported with line, column and field, all at once: missing, unknown, misspelt and mistyped fields, a variant without its prototype or with two, a name given twice")
    func mistakes() {
        let text = """
            variants:
              - name: a
              - name: b
                example: bookshelf
                prototype: app.yaml
              - name: c
                exmaple: bookshelf
              - name: b
                example: bokshelf
                duration: "300"
                reduce_motion: yes
            assignment: random
            devices: tablet
            """
        let found = problems(text)
        #expect(found.filter { !$0.hasPrefix("9:14:") } == [
            "1:1: tasks: the study file needs `tasks:`",
            "2:5: variants[1]: a variant needs `prototype: FILE` or `example: NAME`, one of them",
            "3:5: variants[2]: a variant needs `prototype: FILE` or `example: NAME`, one of them",
            "7:5: variants[3].exmaple: unknown key 'exmaple'; did you mean 'example'? (allowed here: name, prototype, example, platform, transition, duration, reduce_motion, method)",
            "6:5: variants[3]: a variant needs `prototype: FILE` or `example: NAME`, one of them",
            "10:15: variants[4].duration: expected a whole number, found '300' in quotes, which makes it text; write it without them",
            "11:20: variants[4].reduce_motion: expected true or false, found 'yes'; YAML 1.2, as editors read it, takes yes as text: write true",
            "12:13: assignment: 'random' is not one of alternating | link",
            "13:10: devices: 'tablet' is not one of phone | any | phone-only",
        ])
        #expect(found.contains { $0.hasPrefix("9:14: variants[4].example: no example named 'bokshelf'; did you mean 'bookshelf'? (the examples: ") })
        #expect(problems("tasks: t.txt\nvariants:\n  - {name: a, example: tunes}\n  - {name: a, example: tunes, duration: \"300\"}\n").first
            == "4:41: variants[2].duration: expected a whole number, found '300' in quotes, which makes it text; write it without them")
        #expect(problems("tasks: t.txt\nvariants:\n  - {name: a, example: tunes}\n  - {name: a, example: tunes}\n")
            == ["4:5: variants[2].name: another variant is named 'a'; give each its own name"])
        #expect(problems("tasks: t.txt\nvariants: []\n") == ["2:11: variants: a study has 1 to 16 variants, not 0"])
        #expect(problems("tasks: t.txt\nvariants:\n  - {name: \"\", example: tunes}\n")
            == ["3:12: variants[1].name: a variant's name is 1 to 64 characters, not blank"])
    }

    @Test("P: a file that is not YAML, empty, or not a mapping is reported with its place, never a crash")
    func malformed() {
        #expect(problems("tasks: [unclosed\nvariants: x\n")
            == ["3:1: : not valid YAML: the list that starts at line 1, column 8 never ends; close it with ']'"])
        #expect(problems("") == ["0:0: : the file is empty; a study file needs `tasks:` and `variants:`"])
        #expect(problems("- tasks.txt\n") == ["1:1: : expected a mapping (key: value lines), found a list"])
        #expect(problems("tasks: t.txt\nvariants: app.yaml\n") == ["2:11: variants: expected a list (lines starting with '- '), found 'app.yaml'"])
        #expect(problems("tasks: {a: 1}\nvariants:\n  - {name: a, example: tunes}\n") == ["1:8: tasks: expected text, found a mapping"])
        #expect(problems("tasks: \"t\\u0007.txt\"\nvariants:\n  - {name: a, example: tunes}\n") == ["1:8: tasks: contains the control character U+0007; remove it"])
    }

    @Test("Paths: normalized against the folder; the way from one folder to a file in the same tree")
    func paths() {
        #expect(StudyFolder.normalized("a/./b/../c.yaml", from: "/s") == "/s/a/c.yaml")
        #expect(StudyFolder.normalized("../../..", from: "/s") == nil)
        #expect(StudyFolder.isInside("/s/a", "/s") && StudyFolder.isInside("/s", "/s") && !StudyFolder.isInside("/sx/a", "/s"))
        #expect(StudyFolder.relative("/s/app.yaml", from: "/s") == "app.yaml")
        #expect(StudyFolder.relative("/s/p/app.yaml", from: "/s/sessions") == "../p/app.yaml")
    }
}
