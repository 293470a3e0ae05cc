/// The questions a live study asks (W6): the Single Ease Question after each task and
/// the System Usability Scale at the end, worded and scored as published (Sauro and
/// Dumas 2009; Brooke 1996).
public enum Questionnaires {
    /// After task `number` of `count`: 1 (very difficult) to 7 (very easy).
    public static func seq(task number: Int, of count: Int) -> Question {
        Question(questionnaire: "seq", item: number, heading: "Task \(number) of \(count) done",
                 text: "Overall, how difficult or easy was the task to complete?", scale: 1...7,
                 lowLabel: "Very difficult", highLabel: "Very easy")
    }

    /// The SUS statements, in their order.
    public static let susStatements = [
        "I think that I would like to use this system frequently.",
        "I found the system unnecessarily complex.",
        "I thought the system was easy to use.",
        "I think that I would need the support of a technical person to be able to use this system.",
        "I found the various functions in this system were well integrated.",
        "I thought there was too much inconsistency in this system.",
        "I would imagine that most people would learn to use this system very quickly.",
        "I found the system very cumbersome to use.",
        "I felt very confident using the system.",
        "I needed to learn a lot of things before I could get going with this system.",
    ]

    /// SUS statement `number` (from 1): 1 (strongly disagree) to 5 (strongly agree).
    public static func sus(item number: Int) -> Question {
        Question(questionnaire: "sus", item: number, heading: "About the app: \(number) of \(susStatements.count)",
                 text: susStatements[number - 1], scale: 1...5, lowLabel: "Strongly disagree", highLabel: "Strongly agree")
    }

    /// The scale a questionnaire (`seq` or `sus`) is answered on; nil for another name.
    static func scale(of questionnaire: String) -> ClosedRange<Int>? {
        ["seq": seq(task: 1, of: 1).scale, "sus": sus(item: 1).scale][questionnaire]
    }
}
