/// What changes the prototype's screen besides input: a reload of its file, a script's resize.
extension Step {
    /// Runs the prototype's new version, its state carried over by labels, or shows why
    /// the file does not load over the last good version; records either (W4), a new
    /// version with its text, so a replay reloads it as it happened.
    mutating func apply(_ reload: PrototypeReload) {
        switch reload {
        case .failed(let problem):
            guard problem != state.overlay.problem else { return }
            record(.reload(.failed(problem: problem)))
            state.overlay.problem = problem
        case .loaded(let prototype, let source):
            // Saved again unchanged: nothing to do.
            guard prototype != state.prototype || state.overlay.problem != nil else { return }
            // The settings it runs with too: the file may have changed its transition.
            var settings = SessionSettings(prototype: prototype, haptics: session.haptics,
                                           remember: session.header?.settings?.remember ?? prototype.remember)
            settings.reader = state.reader
            record(.reload(.loaded(source: source, outline: prototype.outline, settings: settings)))
            state.overlay.problem = nil
            let old = state.prototype
            state.reducer = Reducer(prototype: prototype)
            state.app = state.reducer.carryOver(state.app, from: old)
            state.prototypeVersion += 1
        }
    }

    /// A script gives the prototype `size`, and its screen that, the band a replayed
    /// study shows above it and the reader's row below: the device's viewport (and a headless terminal the frame's
    /// size), or a headless terminal's whole screen. The caller has checked
    /// `resizeProblem(to:)`.
    mutating func resizeScreen(to prototypeSize: Size) {
        let size = Size(width: prototypeSize.width, height: prototypeSize.height + state.overlay.rowsAround(width: prototypeSize.width))
        guard state.resizeProblem(to: size) == nil else { return }
        if state.device != nil {
            state.device?.viewport = size
            if state.terminalIsResizable { state.terminal = FrameLayout.frameSize(for: size) }
        } else {
            state.terminal = size
        }
        if state.terminalIsResizable { effects.append(.resizeTerminal(state.terminal)) }
        effects.append(.repaint)
        state.pressHeld = false
        send(.resized(state.appSize))
    }
}
