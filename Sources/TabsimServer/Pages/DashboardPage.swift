import TabsimCore

/// The researcher's dashboard: the sessions running, finished and ended, each
/// participant's task and give-ups, and how to make the study report. Plain HTML that
/// reloads itself every few seconds; every text from a session escaped (`HTMLText`).
enum DashboardPage {
    static func html(title: String, folder: String, sessions: [SessionSummary], droppedOutside: Int) -> String {
        var running = 0, finished = 0, ended = 0
        var rows: [String] = []
        for session in sessions {
            let status: String
            switch session.status {
            case .running(let connected):
                running += 1
                status = connected ? "running" : "running (page away)"
            case .finished(let code):
                finished += 1
                status = "finished, code " + code
            case .ended(let reason):
                ended += 1
                status = "ended: " + reason
            }
            let cells = [session.participant, session.variant ?? "–", status, session.progress, String(session.givenUp), String(session.dropped)]
            rows.append("<tr>" + cells.map { "<td>\(HTMLText.escaped($0))</td>" }.joined() + "</tr>")
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
            table { border-collapse: collapse; } th, td { text-align: left; padding: .3rem .8rem; border-bottom: 1px solid #ccc; }
            code { background: #eee; padding: .1rem .3rem; }
            </style>
            </head>
            <body>
            <h1>\(HTMLText.escaped(title))</h1>
            <p id="counts">\(running) running, \(finished) finished, \(ended) ended without finishing.</p>
            <table>
            <thead><tr><th>Participant</th><th>Variant</th><th>Status</th><th>Where</th><th>Gave up</th><th>Messages dropped</th></tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table>
            <p>Messages dropped before a session began: \(droppedOutside).</p>
            <p>The study report of the recordings so far: <code>\(HTMLText.escaped(command))</code></p>
            </body>
            </html>

            """
    }
}
