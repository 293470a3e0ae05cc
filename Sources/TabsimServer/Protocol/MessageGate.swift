import Foundation

/// The limits on what a page may send, and why a message was dropped.
public struct MessageLimits: Sendable, Equatable {
    /// The longest message read, in bytes of UTF-8; longer ones are dropped.
    public var maximumBytes = 2048
    /// Messages a connection may send in a burst, and per second after it.
    public var burst = 200
    public var perSecond = 100

    public init() {}
}

/// Why a message never reached a session; the dashboard counts each kind.
enum Dropped: String, Equatable, CaseIterable {
    /// Longer than `MessageLimits.maximumBytes`, or not text.
    case oversized
    /// Not a JSON object of a known kind with every field of its type.
    case malformed
    /// Over the connection's rate (a flood).
    case flooding
    /// Well formed, but not one a participant may send here and now: a cell off the
    /// screen, a key that is not theirs, input before consent, a second hello.
    case refused
}

/// Lets through what a connection's page sends within the limits, as a `ClientMessage`;
/// everything else is dropped with the reason. One per connection; a token bucket
/// keeps the rate.
struct MessageGate {
    let limits: MessageLimits
    private var tokens: Double
    private var filledAt: Int

    init(limits: MessageLimits, now: Int) {
        self.limits = limits
        tokens = Double(limits.burst)
        filledAt = now
    }

    /// The message `text` holds, received at `now` (milliseconds), or why it is dropped.
    mutating func admit(_ text: String, now: Int) -> Result<ClientMessage, DroppedMessage> {
        tokens = min(Double(limits.burst), tokens + Double(now - filledAt) * Double(limits.perSecond) / 1000)
        filledAt = now
        guard tokens >= 1 else { return .failure(DroppedMessage(reason: .flooding)) }
        tokens -= 1
        guard text.utf8.count <= limits.maximumBytes else { return .failure(DroppedMessage(reason: .oversized)) }
        do {
            return .success(try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8)))
        } catch {
            return .failure(DroppedMessage(reason: .malformed))
        }
    }
}

/// A message dropped, and why.
struct DroppedMessage: Error, Equatable {
    var reason: Dropped
}
