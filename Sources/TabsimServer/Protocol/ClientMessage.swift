import Foundation
import TabsimCore

/// What a participant's page sends: one JSON object a WebSocket text message, its
/// `kind` naming which of these it is. Anything else (not JSON, an unknown kind, a field
/// missing or of the wrong type, a cell off the screen, over `MessageGate`'s size or
/// rate) is dropped and counted; it never reaches the session.
///
///     {"kind":"hello","v":1,"layout":"phone","cols":40,"rows":43,"css_width":390,"css_height":844,
///      "user_agent":"Mozilla/5.0 …","appearance":"dark","resume":null}
///     {"kind":"consent","accepted":true,"client_ms":1732243200123}
///     {"kind":"pointer","phase":"down","x":12,"y":40,"client_ms":1732243201456}
///     {"kind":"wheel","direction":"down","x":12,"y":10,"client_ms":1732243201502}
///     {"kind":"key","key":"a","client_ms":1732243201630}   (one character, "enter", "backspace" or "give_up")
///
/// `client_ms` is when the input happened on the browser's clock (milliseconds since
/// 1970); the input's entry in the recording keeps it. docs/protocol.md describes every
/// message, and its JSON Schemas check them.
///     {"kind":"resize","cols":40,"rows":40}
///     {"kind":"ping","id":7,"round_trip_ms":38}
enum ClientMessage: Decodable, Equatable {
    case hello(Hello)
    case consent(Consent)
    case pointer(Pointer)
    case wheel(Wheel)
    case key(KeyPress)
    case resize(Resize)
    case ping(Ping)

    private enum CodingKeys: String, CodingKey { case kind }

    init(from decoder: any Decoder) throws {
        let kind = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .kind)
        switch kind {
        case "hello": self = .hello(try Hello(from: decoder))
        case "consent": self = .consent(try Consent(from: decoder))
        case "pointer": self = .pointer(try Pointer(from: decoder))
        case "wheel": self = .wheel(try Wheel(from: decoder))
        case "key": self = .key(try KeyPress(from: decoder))
        case "resize": self = .resize(try Resize(from: decoder))
        case "ping": self = .ping(try Ping(from: decoder))
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: try decoder.container(keyedBy: CodingKeys.self),
                                                   debugDescription: "no message of kind '\(kind)'")
        }
    }

    /// The first message of a connection: how the page will show the session, what the
    /// browser is, and the session to take up again after a lost connection.
    struct Hello: Decodable, Equatable {
        /// A light or dark page.
        enum Scheme: String, Decodable { case dark, light }

        /// How the page shows the prototype.
        enum Layout: String, Decodable {
            /// A phone held upright: the grid fills the page's width, `cols`×`rows` cells.
            case phone
            /// Anything else: the `phone` device frame, scaled to the page.
            case frame
        }

        /// The protocol's version the page speaks (`ServerMessage.version`); a page
        /// older than the server's (none: before versions) is asked to reload.
        var v: Int?
        var layout: Layout
        /// The grid a `phone` page has room for.
        var cols: Int?
        var rows: Int?
        /// The page in CSS pixels.
        var cssWidth: Int
        var cssHeight: Int
        var userAgent: String
        /// The page's colour scheme (`prefers-color-scheme`), for a prototype that sets none.
        var appearance: Scheme?
        /// The session this page had before its connection was lost.
        var resume: String?

        private enum CodingKeys: String, CodingKey {
            case v, layout, cols, rows, cssWidth = "css_width", cssHeight = "css_height", userAgent = "user_agent", appearance, resume
        }
    }

    /// The participant agreed to take part (`accepted` true), at `clientMilliseconds` on
    /// the browser's clock.
    struct Consent: Decodable, Equatable {
        var accepted: Bool
        var clientMilliseconds: Int

        private enum CodingKeys: String, CodingKey { case accepted, clientMilliseconds = "client_ms" }
    }

    /// A finger or the mouse button went down, moved while down, or went up, at a cell.
    struct Pointer: Decodable, Equatable {
        enum Phase: String, Decodable { case down, move, up }
        var phase: Phase
        var x: Int
        var y: Int
        var clientMilliseconds: Int
        /// A screen reader made it: the page's accessible mirror activated an element.
        var assistive: Bool?

        private enum CodingKeys: String, CodingKey { case phase, x, y, clientMilliseconds = "client_ms", assistive }
    }

    /// A wheel step over a cell.
    struct Wheel: Decodable, Equatable {
        enum Direction: String, Decodable { case up, down }
        var direction: Direction
        var x: Int
        var y: Int
        var clientMilliseconds: Int

        private enum CodingKeys: String, CodingKey { case direction, x, y, clientMilliseconds = "client_ms" }
    }

    /// A key a participant may press at a desktop: a character, Enter, Backspace, or
    /// giving up the task at hand (the band's Ctrl-G).
    struct KeyPress: Decodable, Equatable {
        var key: String
        var clientMilliseconds: Int

        private enum CodingKeys: String, CodingKey { case key, clientMilliseconds = "client_ms" }
    }

    /// A `phone` page's room changed (turned, or the browser's bars came or went).
    struct Resize: Decodable, Equatable {
        var cols: Int
        var rows: Int
    }

    /// Asks for a `pong`; carries the round trip the page measured for the last one.
    struct Ping: Decodable, Equatable {
        var id: Int
        var roundTripMilliseconds: Int?

        private enum CodingKeys: String, CodingKey { case id, roundTripMilliseconds = "round_trip_ms" }
    }
}
