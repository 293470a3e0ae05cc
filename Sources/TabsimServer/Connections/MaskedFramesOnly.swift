import HummingbirdWebSocket
import NIOWebSocket

/// Fails a participant's or live view's WebSocket at its first unmasked data frame, as
/// RFC 6455 (5.1) says a server must: a client masks every frame it sends. Added to
/// every connection without negotiation; it changes no frame.
struct MaskedFramesOnly: WebSocketExtension {
    /// An unmasked frame came from the client.
    struct UnmaskedFrame: Error {}

    let name = "tabsim-masked-frames-only"

    func processReceivedFrame(_ frame: WebSocketFrame, context: WebSocketExtensionContext) async throws -> WebSocketFrame {
        guard frame.maskKey != nil else { throw UnmaskedFrame() }
        return frame
    }

    func processFrameToSend(_ frame: WebSocketFrame, context: WebSocketExtensionContext) async throws -> WebSocketFrame { frame }

    func shutdown() async {}
}
