import TabsimCore

/// The researcher's dashboard: the sessions running, finished and ended in all and per
/// variant, each participant's task and give-ups, a running session's link to its live
/// view, and a link to the study report of the finished sessions (`report`, beside the
/// dashboard's own path). Plain HTML that
/// reloads itself every few seconds; every text from a session escaped (`HTMLText`).
enum DashboardPage {
    /// Sessions running, finished and ended without finishing, and the tasks given up in them.
    struct Counts: Equatable {
        var running = 0, finished = 0, ended = 0, givenUp = 0

        mutating func count(_ session: SessionSummary) {
            switch session.status {
            case .running, .paused: running += 1
            case .finished: finished += 1
            case .ended: ended += 1
            }
            givenUp += session.givenUp
        }
    }

    /// - Parameters:
    ///   - token: the dashboard's token, the last part of its path.
    ///   - variants: the study's variants by name (`–` for one without), each counted
    ///     even before a session of it starts.
    static func html(title: String, folder: String, token: String, variants: [String], sessions: [SessionSummary], droppedOutside: Int) -> String {
        var counts = Counts()
        var byVariant = variants.map { (variant: $0, counts: Counts()) }
        var rows: [String] = []
        for session in sessions {
            counts.count(session)
            let variant = session.variant ?? "–"
            if let index = byVariant.firstIndex(where: { $0.variant == variant }) {
                byVariant[index].counts.count(session)
            } else {
                var first = Counts()
                first.count(session)
                byVariant.append((variant, first))
            }
            let status: String
            switch session.status {
            case .running(let connected): status = connected ? "running" : "running (page away)"
            case .paused: status = "paused: the server stopped; its page takes it up again"
            case .finished(let code): status = "finished, code " + code
            case .ended(let reason): status = "ended: " + reason
            }
            let cells = [session.participant, session.variant ?? "–", status, session.progress, String(session.givenUp), String(session.dropped), String(session.fellBehind)]
            rows.append("<tr>" + cells.map { "<td>\(HTMLText.escaped($0))</td>" }.joined() + "<td>\(liveLink(session, token: token))</td></tr>")
        }
        let variantRows = byVariant.map { variant, counts in
            "<tr>" + [variant, String(counts.running), String(counts.finished), String(counts.ended), String(counts.givenUp)]
                .map { "<td>\(HTMLText.escaped($0))</td>" }.joined() + "</tr>"
        }
        let command = "tabsim study \(folder) --html report.html"
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="refresh" content="5">
            <meta name="referrer" content="no-referrer">
            <title>\(HTMLText.escaped(title)) — sessions</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 2rem; }
            table { border-collapse: collapse; margin-bottom: 1rem; } th, td { text-align: left; padding: .3rem .8rem; border-bottom: 1px solid #ccc; }
            code { background: #eee; padding: .1rem .3rem; }
            </style>
            </head>
            <body>
            <h1>\(HTMLText.escaped(title))</h1>
            <p id="counts">\(counts.running) running, \(counts.finished) finished, \(counts.ended) ended without finishing; \(TextFitting.counted(counts.givenUp, "task")) given up.</p>
            <table id="variants">
            <thead><tr><th>Variant</th><th>Running</th><th>Finished</th><th>Ended</th><th>Tasks given up</th></tr></thead>
            <tbody>
            \(variantRows.joined(separator: "\n"))
            </tbody>
            </table>
            <h2>Participants</h2>
            <table id="sessions">
            <thead><tr><th>Participant</th><th>Variant</th><th>Status</th><th>Where</th><th>Gave up</th><th>Messages dropped</th><th>Fell behind</th><th>Screen</th></tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table>
            <p>Messages dropped before a session began: \(droppedOutside).</p>
            <p><a href="\(HTMLText.escaped(token))/report">The study report of the finished sessions</a>, the variants compared; of every recording in the folder: <code>\(HTMLText.escaped(command))</code></p>
            </body>
            </html>

            """
    }
}

extension DashboardPage {
    /// A running session's link to its live view (`WatchPage`); nothing for one that is over.
    static func liveLink(_ session: SessionSummary, token: String) -> String {
        guard case .running = session.status else { return "" }
        return "<a href=\"\(HTMLText.escaped(token))/live/\(HTMLText.escaped(session.participant))\">watch live</a>"
    }

    /// The report's page before any session has finished.
    static let noReport = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>No report yet</title></head>
        <body><p>No session has finished yet: the report measures finished sessions.</p></body></html>

        """
}
