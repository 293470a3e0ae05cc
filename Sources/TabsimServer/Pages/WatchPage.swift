import TabsimCore

/// The dashboard's live view of one running session (`dashboard/TOKEN/live/pN`): the
/// participant's screen as their page draws it (`GridScript`), from the read-only
/// WebSocket `dashboard/TOKEN/watch/pN`, in the colours the participant's page has.
/// It sends nothing; when the session ends, or the view's connection does, it says so.
enum WatchPage {
    /// - Parameters:
    ///   - participant: the session's participant (`pN`), as the server named it.
    ///   - appearance: the session's colours, as its page draws them (`ServerMessage.Welcome`).
    static func html(title: String, participant: String, appearance: Appearance) -> String {
        let colours = SVGPalette.$appearance.withValue(appearance) { (background: SVGPalette.background, text: SVGPalette.text) }
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="referrer" content="no-referrer">
        <title>\(HTMLText.escaped(participant)) — \(HTMLText.escaped(title))</title>
        <style>
        html, body { margin: 0; background: \(colours.background); color: \(colours.text); font-family: system-ui, sans-serif; }
        #heading { margin: 0; padding: .4rem .8rem; font-size: .95rem; }
        #screen { display: flex; justify-content: center; }
        \(GridScript.style)
        </style>
        </head>
        <body>
        <p id="heading">\(HTMLText.escaped(participant)), live and read-only: <span id="state">connecting…</span></p>
        <div id="screen"><div id="grid" role="img" aria-label="The participant's screen"></div></div>
        <script>
        \(GridScript.source)
        </script>
        <script>
        \(script)
        </script>
        </body>
        </html>

        """
    }

    /// Draws the watch socket's frames; says when it closes.
    static let script = #"""
        "use strict";
        (() => {
          const view = tabsimGrid(document.getElementById("grid"));
          const state = document.getElementById("state");
          const socket = new WebSocket(location.origin.replace(/^http/, "ws") + location.pathname.replace(/\/live\/([^/]+)$/, "/watch/$1"));
          socket.onopen = () => { state.textContent = "watching"; };
          socket.onmessage = (event) => {
            const message = JSON.parse(event.data);
            if (message.kind === "frame") view.draw(message);
          };
          socket.onclose = () => { state.textContent = "the session has ended, or the view lost its connection; reload to try again"; };
        })();
        """#

    /// The policy of every live view: the same page but for the names and colours, which are no script.
    static let securityPolicy = PagePolicy.scripted(html(title: "", participant: "", appearance: .dark))
}
