/// Keeps a study's sessions comparable (W6): a participant counted once, and sessions
/// whose bar differs (another size put other sections under More, another platform drew
/// another bar) never pooled.
public enum StudyGroups {
    /// The sessions to report, and what the researcher must be told about them.
    /// - Parameters:
    ///   - prototypes: each session's prototype, in order.
    ///   - sizes: the size each session was drawn in, as recorded.
    public static func arrange(_ sessions: [StudyReport.Session], study: Study, prototypes: [Prototype],
                               sizes: [Size?]) -> (sessions: [StudyReport.Session], notes: [String]) {
        var notes: [String] = []
        var kept = Array(sessions.indices)
        // A participant's sessions: the later complete one counts.
        let byParticipant = Dictionary(grouping: kept.filter { sessions[$0].participant != nil }) { sessions[$0].participant ?? "" }
        for (participant, indices) in byParticipant.sorted(by: { $0.key < $1.key }) where indices.count > 1 {
            let complete = indices.filter { isComplete(sessions[$0]) }
            guard let counted = (complete.isEmpty ? indices : complete).last else { continue }
            kept.removeAll { indices.contains($0) && $0 != counted }
            notes.append("participant \(participant) has \(indices.count) sessions (\(indices.map { sessions[$0].name }.joined(separator: ", "))); "
                + "only \(sessions[counted].name), the later\(complete.isEmpty ? "" : " complete") one, is counted")
        }
        var out = kept.map { sessions[$0] }
        // A variant's sessions with different bars are different tasks: split them.
        let layouts = kept.map { barLayout(prototypes[$0], size: sizes[$0] ?? Size(width: 80, height: 24)) }
        for variant in out.map(\.variant).uniqued() {
            let members = out.indices.filter { out[$0].variant == variant }
            let distinct = members.map { layouts[$0] }.uniqued()
            guard distinct.count > 1 else { continue }
            for index in members { out[index].variant = "\(variant) · \(layouts[index])" }
            notes.append("\(variant) was recorded with \(distinct.count) different bars (another size puts other sections under More, "
                + "or another platform draws another bar); "
                + "its sessions are split into groups by bar layout, never pooled: \(distinct.joined(separator: " | "))")
        }
        // Variants whose bars differ: a comparison of them measures the bar too.
        let byVariant = out.map(\.variant).uniqued().map { variant in (variant, layouts[out.firstIndex { $0.variant == variant } ?? 0]) }
        if byVariant.map(\.1).uniqued().count > 1 {
            notes.append("the variants were recorded with different bars, so comparing them compares the bars too: "
                + byVariant.map { "\($0.0): \($0.1)" }.joined(separator: " | "))
        }
        return (out, notes)
    }

    /// A session that reached the end of every task.
    static func isComplete(_ session: StudyReport.Session) -> Bool {
        session.results.allSatisfy { $0.outcome != .notReached && $0.stop != .sessionEnded }
    }

    /// The bar a prototype shows at a size: its platform unless iOS 17's (`ios26 bar …`),
    /// its items, More last, what is under More, and a search tab set apart (`+ Search`).
    public static func barLayout(_ prototype: Prototype, size: Size) -> String {
        let bar = AppState(prototype: prototype, size: size).barModel(for: prototype)
        let name = prototype.platform == .ios17 ? "bar " : "\(prototype.platform.rawValue) bar "
        let search = bar.searchSection.map { " + " + prototype.sections[$0].label } ?? ""
        let direct = (0..<bar.directCount).map { prototype.sections[$0].label }
        guard bar.hasMore else { return name + direct.joined(separator: ", ") + search }
        let under = bar.overflow.map { prototype.sections[$0].label }
        return name + (direct + [BarView.moreLabel]).joined(separator: ", ") + " (More: " + under.joined(separator: ", ") + ")" + search
    }
}
