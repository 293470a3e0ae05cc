import TabsimCore

/// The participant's page: one self-contained HTML document with its style and script
/// (nothing from elsewhere: no CDN, no font, no image). It asks for consent, then draws
/// the cells tabsim sends in a fixed grid, each at its column and one or two columns
/// wide as tabsim measured it, and sends taps, drags and the wheel as cells. Every text
/// it shows is set with `textContent`; nothing from the server is parsed as HTML.
enum ParticipantPage {
    /// The page of a study whose devices take part as `device` says (the script reads
    /// it from the body's `data-device`).
    static func html(device: ServedStudyFile.DevicePolicy) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover">
        <meta name="referrer" content="no-referrer">
        <title>Study</title>
        <style>
        \(style)
        </style>
        </head>
        <body data-device="\(device.rawValue)">
        <main id="consent" hidden>
        <h1 id="consent-title"></h1>
        <p id="consent-text"></p>
        <button id="accept" type="button">I agree — start</button>
        </main>
        <div id="screen" hidden><div id="grid" aria-hidden="true"></div><div id="mirror" role="region" aria-label="The prototype"></div></div>
        <main id="message" hidden>
        <h1 id="message-title"></h1>
        <p id="message-text"></p>
        <p id="code"></p>
        </main>
        <p id="status" hidden></p>
        <script>
        \(GridScript.source)
        </script>
        <script>
        \(ParticipantScript.source)
        </script>
        </body>
        </html>

        """
    }

    static let style = """
        html, body { margin: 0; height: 100%; background: #1c1c1c; color: #e4e4e4;
          font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
        [hidden] { display: none !important; }
        body { -webkit-text-size-adjust: 100%; }
        /* The page scrolls while it is read (a consent longer than the screen); while the
           prototype plays it stays still, its drags and the wheel the prototype's. */
        body.playing { overflow: hidden; overscroll-behavior: none; }
        main { box-sizing: border-box; max-width: 34rem; margin: 0 auto; padding: 2rem 1.25rem; line-height: 1.5; }
        /* Texts as the study file writes them: its line breaks and paragraphs kept, a long
           word or address broken rather than widening the page. */
        #consent-text, #message-text { white-space: pre-line; overflow-wrap: anywhere; }
        h1 { font-size: 1.35rem; }
        button { font: inherit; font-size: 1.1rem; padding: .8rem 1.4rem; border: 0; border-radius: .6rem;
          background: #0a84ff; color: #fff; width: 100%; }
        #code { font: 600 1.8rem ui-monospace, Menlo, Consolas, monospace; letter-spacing: .15em; user-select: all; }
        #screen { position: fixed; inset: 0; display: flex; align-items: flex-start; justify-content: center; }
        \(GridScript.style)
        /* The accessible mirror: over the cells it names, unseen; what a screen reader
           reads and activates, a finger's taps passing through to the prototype. */
        #mirror { position: absolute; overflow: hidden; touch-action: none; user-select: none; -webkit-user-select: none; }
        #mirror * { position: absolute; box-sizing: border-box; margin: 0; padding: 0; border: 0;
          background: transparent; color: transparent; font-size: 12px; line-height: 1; overflow: hidden; border-radius: 0;
          touch-action: none; -webkit-tap-highlight-color: transparent; }
        #mirror [role="tablist"], #mirror [role="dialog"] { inset: 0; pointer-events: none; }
        #mirror h2, #mirror p { pointer-events: none; }
        #mirror [role="tablist"] > *, #mirror [role="dialog"] > :not(h2):not(p) { pointer-events: auto; }
        #status { position: fixed; left: 0; right: 0; bottom: 0; margin: 0; padding: .5rem; text-align: center;
          background: #ff9f0a; color: #000; font-size: .9rem; }
        """
}

extension ParticipantPage {
    /// The page may run its own scripts and talk to its own origin; nothing else (the
    /// same scripts whatever the devices).
    static let securityPolicy = PagePolicy.scripted(html(device: .any))
}
