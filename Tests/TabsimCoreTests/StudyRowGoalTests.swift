import Testing
@testable import TabsimCore

/// A task checked by a switch or a dialog choice has a goal screen, the one holding that
/// row, so its first click and lostness are measured as for a screen goal (W6).
@Suite("Study goals on switches and dialogs")
struct StudyRowGoalTests {
    private let tasks = """
    task Hide your start point
    expect toggle Hide start point on
    task Send feedback
    expect choice Send feedback
    """

    /// A session on the demo from scripted input, as `tabsim --log` records it.
    private func session(_ prototype: Prototype, _ input: String) throws -> WalkthroughScript {
        let recorder = MemoryEventLog()
        let backend = TestSession(prototype, theme: Theme(tint: prototype.tint, mode: .color), log: recorder)
        try backend.run(input)
        return try WalkthroughScript.fromRecording(recorder.text, file: "session")
    }

    @Test("W6: Explore → Profile → Privacy, flip the switch; then back and the action sheet: both have a first click and a lostness")
    func switchAndChoiceGoals() throws {
        let demo = try demo()
        let study = try Study.parse(tasks, file: "tasks.txt")
        // 5 = Profile; down ×3 to Privacy, Enter pushes it; down, Enter flips Hide start point.
        // Esc back to Profile, down ×4 to Help and feedback, Enter opens the sheet, down, Enter: Send feedback.
        let recording = try session(demo, "wait:300,5,wait:300,down,down,down,wait:300,enter,wait:500,down,wait:200,enter,wait:500,"
            + "esc,wait:400,down,wait:200,enter,wait:400,down,wait:200,enter,wait:500,q")
        let results = try StudyAnalysis(prototype: demo, study: study).results(for: recording)
        // The second task starts on Privacy and goes back to Profile, the one shortest way
        // to the sheet's row: going back along a shortest path is no back-track.
        #expect(results.map(\.outcome) == [.direct, .direct], "\(results.map(\.outcome))")
        #expect(results[1].backtracks == 0)
        #expect(results[0].firstClick == "Profile" && results[0].firstClickCorrect == true, "\(results[0])")
        #expect(results[0].lostness == 0)
        #expect(results[1].firstClickCorrect != nil && results[1].lostness != nil, "\(results[1])")
    }
}
