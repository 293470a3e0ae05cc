import Foundation

extension WalkthroughScript {
    /// Whether `text` is a recording (`tabsim --log FILE`: JSON lines) rather than a script.
    public static func isRecording(_ text: String) -> Bool {
        text.drop { $0 == " " || $0 == "\n" || $0 == "\t" }.first == "{"
    }

    /// A recording as a script that replays it identically (W4): the launch's size and
    /// section, then every input at its recorded time.
    /// - Throws: `PrototypeError` naming each line that is not a recording entry.
    public static func fromRecording(_ text: String, file: String) throws(PrototypeError) -> WalkthroughScript {
        var steps: [(Int, Step)] = []
        var problems: [Diagnostic] = []
        var last = 0
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !raw.isEmpty {
            let line = index + 1
            guard let object = try? JSONSerialization.jsonObject(with: Data(raw.utf8)) as? [String: Any],
                  let time = object["t_ms"] as? Int else {
                problems.append(Diagnostic(file: file, line: line, column: 1, path: "", message: "not a recording entry (a JSON object with t_ms)"))
                continue
            }
            if object["event"] as? String == "launch" {
                if let size = (object["size"] as? String).flatMap(Size.init(parsing:)) { steps.append((line, .size(size))) }
                if let section = object["section"] as? String { steps.append((line, .launch(section: section))) }
                last = time
                continue
            }
            if object["event"] as? String == "quit" {
                // The session ends here: the time up to quitting counts (an unfinished task's time).
                if time > last { steps.append((line, .wait(time - last))) }
                last = time
                continue
            }
            guard let token = object["input"] as? String else { continue }
            // A paste's text may hold commas, which separate tokens in --keys.
            let pasted = token.hasPrefix("paste:") ? [ScriptStep.event(.paste(String(token.dropFirst(6))))] : nil
            guard let parsed = pasted ?? (try? InputScript.parse(token)) else {
                problems.append(Diagnostic(file: file, line: line, column: 1, path: "input", message: "'\(token)' is not an input"))
                continue
            }
            if time > last { steps.append((line, .wait(time - last))) }
            last = time
            steps += parsed.compactMap { step in
                if case .event(let event) = step { return (line, .events([event])) }
                return nil
            }
        }
        if !problems.isEmpty { throw PrototypeError(problems) }
        return WalkthroughScript(file: file, steps: steps, pause: 0)
    }
}
