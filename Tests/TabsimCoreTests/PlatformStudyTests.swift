import Testing
@testable import TabsimCore

/// A two-variant study of the bars (issue 22): sessions recorded on iOS 17's docked bar
/// and on iOS 26's floating one replay with the platform they state, so each tap lands
/// on the tab drawn under it, and the report compares the two, saying the bars differ.
@Suite("A study comparing iOS 17's and iOS 26's bars (W4, W6, issue 22)")
struct PlatformStudyTests {
    /// A phone, where the capsule's icon row is the list's row above the docked bar.
    private let phone = Size(width: 40, height: 30)
    private let study = try! Study.parse("study Bars\ntask Find your saved trails\nexpect section Saved", file: "tasks.txt")

    /// A participant tapping Saved where the platform draws it, recorded as `tabsim --log` does.
    private func recorded(_ platform: Platform, participant: String) throws -> StudySession {
        var prototype = try demo()
        prototype.platform = platform
        let state = AppState(prototype: prototype, size: phone)
        let layout = ScreenLayout(prototype: prototype, state: state)
        let saved = try #require(layout.bar?.slots[3].rect)
        let tap = "click:\(saved.x + saved.width / 2):\(saved.y + 1)"
        let header = RecordingHeader(prototypePath: "example:trailhead", prototypeName: prototype.name,
                                     settings: SessionSettings(prototype: prototype, haptics: .off, remember: .never),
                                     participant: participant, variant: platform.rawValue)
        let log = MemoryEventLog()
        try TestSession(prototype, size: phone, log: log, header: header).run("wait:1500,\(tap),wait:500,q")
        let recording = try WalkthroughScript.fromRecording(log.text, file: "\(participant).jsonl")
        // As `tabsim study` does: the file's prototype with the settings the recording states.
        let settings = try #require(recording.header?.settings)
        return StudySession(name: "\(participant).jsonl", recording: recording, prototype: settings.apply(to: try demo()))
    }

    @Test("W6, issue 22: an ios17 and an ios26 session each find Saved on their own bar, and the report compares the variants, naming the bars")
    func compares() throws {
        let sessions = [try recorded(.ios17, participant: "p1"), try recorded(.ios26, participant: "p2")]
        #expect(sessions.map(\.prototype.platform) == [.ios17, .ios26], "each replays on the bar it was recorded on")
        let measured = try sessions.map { try $0.measured(study: study) }
        #expect(measured.map { $0.results.first?.outcome } == [.direct, .direct])
        var elsewhere = sessions[1]
        elsewhere.prototype.platform = .ios17
        #expect(try elsewhere.measured(study: study).results.first?.outcome == .notDone, "the ios26 tap misses on iOS 17's bar")
        let (kept, notes) = StudyGroups.arrange(measured, study: study, prototypes: sessions.map(\.prototype),
                                                sizes: sessions.map { $0.recording.header?.size })
        #expect(notes == ["the variants were recorded with different bars, so comparing them compares the bars too: "
            + "ios17: bar Explore, Trips, Record, Saved, Profile | ios26: ios26 bar Explore, Trips, Record, Saved, Profile"])
        let report = StudyReport(study: study, sessions: kept, notes: notes)
        #expect(report.variants == ["ios17", "ios26"])
        #expect(report.markdown.contains("ios17 against ios26: success +0.00 observed"))
    }
}
