import CNcursesw
import TabsimCore

/// The end-to-end tests' barrier (`TABSIM_IDLE_MARKER`): a test pastes the probe, then
/// waits for the title to count it. Input is handled in order and the marker is written
/// only when nothing moves, after the frame, so once the title says `tabsim idle N` the
/// program has handled everything sent before the Nth probe and the screen is final.
extension NcursesBackend {
    /// The bracketed paste that asks for the marker; taken as no input.
    static let idleProbe = "tabsim:idle?"

    /// The title while waiting with nothing moving, after `probes` probes.
    static func idleMarker(probes: Int) -> String { "tabsim idle \(probes)" }

    func markingIdle(timeoutMilliseconds: Int?) -> BackendInput {
        let probes = idleProbes ?? 0
        // A wait of a frame or less is an animation's (or the drain of a burst of input).
        if timeoutMilliseconds.map({ $0 > SessionLoop.frameInterval }) ?? true {
            tabsim_set_title(Self.idleMarker(probes: probes))
        }
        let input = waitForInput(timeoutMilliseconds: timeoutMilliseconds)
        guard input == .event(.paste(Self.idleProbe)) else { return input }
        idleProbes = probes + 1
        return .timeout
    }
}
