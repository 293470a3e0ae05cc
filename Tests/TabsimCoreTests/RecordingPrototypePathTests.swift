import Testing
@testable import TabsimCore

/// W4: a recording names its prototype file as the way from its own folder, as a served
/// study's recordings do, so that `tabsim study` finds it from wherever it runs.
@Suite("A recording names its prototype from its own folder (W4)")
struct RecordingPrototypePathTests {
    @Test("W4: --prototype pharmacy-a.yaml --log terminal/t1.jsonl, run in the study folder, states ../pharmacy-a.yaml in the launch entry, read back alike")
    func fromTheRecordingsFolder() throws {
        let pharmacy = try prototype("name: Pharmacy A\nsections: [{label: Shop, screen: {rows: [Aspirin]}}]\n")
        var header = RecordingHeader(prototypeName: pharmacy.name, settings: SessionSettings(prototype: pharmacy, haptics: .off, remember: .never))
        header.namePrototype("pharmacy-a.yaml", recordedIn: "terminal", workingDirectory: "/home/ana/study")
        #expect(header.prototypePath == "../pharmacy-a.yaml")
        let line = RecordingEntry(milliseconds: 0, .launch(header)).line(wallClock: nil)
        #expect(line.contains(#""prototype":"../pharmacy-a.yaml""#), "\(line)")
        let read = try WalkthroughScript.fromRecording(line + "\n", file: "terminal/t1.jsonl")
        #expect(read.header?.prototypePath == "../pharmacy-a.yaml")
    }

    @Test("W4: beside the recording (`--log p1.jsonl`) the name is the file's; absolute paths and ./.. are worked out; an example keeps its name")
    func otherPlaces() {
        func named(_ prototype: String, _ folder: String) -> String? {
            var header = RecordingHeader()
            header.namePrototype(prototype, recordedIn: folder, workingDirectory: "/home/ana/study/")
            return header.prototypePath
        }
        #expect(named("pharmacy-a.yaml", "") == "pharmacy-a.yaml")
        #expect(named("./protos/a.yaml", "sessions/terminal/..") == "../protos/a.yaml")
        #expect(named("/home/ana/study/pharmacy-a.yaml", "/home/ana/study/terminal") == "../pharmacy-a.yaml")
        #expect(named("../shared/app.yaml", "/tmp") == "../home/ana/shared/app.yaml")
        #expect(named("example:bookshelf", "terminal") == "example:bookshelf")
    }
}
