import Foundation
import TabsimCore

/// What tabsim sends a participant's page: one JSON object a WebSocket text message,
/// its `kind` first. The page draws nothing but what these say.
///
///     {"kind":"welcome","session":"Q2x…","resumed":false,"title":"…","consent":"…","background":"#1c1c1c","text":"#e4e4e4"}
///     {"kind":"frame","cols":40,"rows":43,"full":false,"styles":[{"fg":"#e4e4e4"}],"runs":[{"x":0,"y":3,"s":0,"t":"Library"}],
///      "a11y":[{"role":"tab","name":"Library","x":8,"y":40,"w":8,"h":3,"pos":2,"count":5,"selected":true}]}
///     {"kind":"pong","id":7}
///     {"kind":"done","code":"K7QF2M9X"}
///     {"kind":"full"}
///     {"kind":"closed","reason":"idle"}
enum ServerMessage: Encodable, Equatable {
    case welcome(Welcome)
    case frame(Frame)
    case pong(Pong)
    case done(Done)
    case full(Full)
    case closed(Closed)

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .welcome(let message): try message.encode(to: encoder)
        case .frame(let message): try message.encode(to: encoder)
        case .pong(let message): try message.encode(to: encoder)
        case .done(let message): try message.encode(to: encoder)
        case .full(let message): try message.encode(to: encoder)
        case .closed(let message): try message.encode(to: encoder)
        }
    }

    /// The protocol's version: a hello's `v` must be it, a welcome's is it. Bumped when
    /// a message changes so that a page of the old protocol would misread it.
    static let version = 1

    /// The message as the text the WebSocket carries.
    var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Texts, numbers and flags: encoding cannot fail.
        return String(decoding: try! encoder.encode(self), as: UTF8.self)
    }

    /// The answer to a hello, and the first message of a session: its id once the
    /// participant consented (to take it up again), the consent to ask for until then,
    /// and the page's colours.
    struct Welcome: Encodable, Equatable {
        var kind = "welcome"
        /// The protocol's version the server speaks.
        var v = ServerMessage.version
        /// The session's id, to take it up again; nil before the participant consents.
        var session: String?
        /// Whether the session was under way (a lost connection taken up again).
        var resumed: Bool
        var title: String
        /// The text the participant agrees to; shown before the session starts.
        var consent: String
        /// The terminal's own colours, behind and in front of the cells that have none.
        var background: String
        var text: String
    }

    /// Cells that changed, as runs of one style on one row (`CellRun`); `full` when
    /// every cell is sent (the first frame, a resize, a connection taken up again).
    struct Frame: Encodable, Equatable {
        var kind = "frame"
        var cols: Int
        var rows: Int
        var full: Bool
        /// The styles the runs name by index, this frame's own.
        var styles: [CellStyle]
        var runs: [CellRun]
        /// What a screen reader finds on the screen, when it changed with this frame (and
        /// on every full frame): the page's accessible mirror of the prototype.
        var a11y: [MirrorElement]? = nil
    }

    /// The answer to a ping, with its id.
    struct Pong: Encodable, Equatable {
        var kind = "pong"
        var id: Int
    }

    /// The participant finished the study; the code proves it (a panel's completion code).
    struct Done: Encodable, Equatable {
        var kind = "done"
        var code: String
    }

    /// The study has as many sessions as `--max-sessions` allows.
    struct Full: Encodable, Equatable {
        var kind = "full"
    }

    /// The session is over without finishing (`idle`), goes on elsewhere (`elsewhere`:
    /// another tab took it), waits for the server to run again (`server stopped`), could
    /// not be saved (`not saved`: its recording could not be written), or none could be
    /// made (`unavailable`: no recording could be begun); or the page speaks another
    /// version of the protocol (`version`: it should reload).
    struct Closed: Encodable, Equatable {
        var kind = "closed"
        var reason: String

        /// The server stops; the session goes on when it runs again.
        static let serverStopped = Closed(reason: "server stopped")
    }
}

/// How a run's cells look: colours as CSS `#rrggbb` (the background only when the cell
/// has its own) and the attributes that are set.
struct CellStyle: Encodable, Hashable {
    var fg: String
    var bg: String?
    var bold: Bool?
    var dim: Bool?
    var italic: Bool?
    var underline: Bool?
}

/// Consecutive cells of one row in one style, from column `x` of row `y`: `t` holds the
/// texts of its glyphs one after another (the right half of a wide glyph has none);
/// `w` lists the glyphs (by their place among the run's glyphs) two columns wide, so the
/// page places each glyph at the column tabsim gave it; `g`, present only when some
/// glyph is more than one Unicode scalar, gives every glyph's count of scalars.
struct CellRun: Encodable, Equatable {
    var x: Int
    var y: Int
    /// The style, by its index in the frame's `styles`.
    var s: Int
    var t: String
    var w: [Int]?
    var g: [Int]?
}

extension ServerMessage.Welcome {
    /// The welcome of `served`'s session `session`, in the colours of `appearance`.
    init(served: ServedStudy, appearance: Appearance, session: String?, resumed: Bool) {
        let colours = SVGPalette.$appearance.withValue(appearance) { (SVGPalette.background, SVGPalette.text) }
        self.init(session: session, resumed: resumed, title: served.title, consent: served.consent,
                  background: colours.0, text: colours.1)
    }
}
