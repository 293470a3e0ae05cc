/// Draws a whole frame: state in, cells out. Pure, so every screen can be tested as text.
public struct Renderer: Sendable {
    public let prototype: Prototype
    public let theme: Theme
    public init(prototype: Prototype, theme: Theme) {
        self.prototype = prototype
        self.theme = theme
    }

    /// The terminal's frame: the prototype's for `state` at `now`, with `overlay` around it.
    public func render(_ state: AppState, overlay: Overlay, now: Int = 0) -> CellBuffer {
        var cache = FrameCache()
        return render(state, overlay: overlay, now: now, cache: &cache)
    }

    /// The terminal's frame, as above, reusing what `cache` kept from the frames
    /// before and keeping there what the next frames can reuse.
    public func render(_ state: AppState, overlay: Overlay, now: Int, cache: inout FrameCache) -> CellBuffer {
        // The lint panel also says in full why the file does not load, which the band may cut.
        let frame = render(state, now: now, lintProblem: overlay.problem, readerMode: overlay.reader != nil, cache: &cache)
        return overlay == Overlay() ? frame : OverlayView(theme: theme, touch: prototype.input == .touch).compose(frame, with: overlay)
    }

    /// The layout of `state`, reusing what `cache` kept: the one its frame is drawn in.
    public func layout(of state: AppState, cache: inout FrameCache) -> ScreenLayout {
        cache.layout(of: state, make: layOut)
    }

    /// The prototype's frame for `state` at time `now`. A running transition is composed
    /// from the old and new frames.
    public func render(_ state: AppState, now: Int = 0) -> CellBuffer {
        var cache = FrameCache()
        return render(state, now: now, lintProblem: nil, readerMode: false, cache: &cache)
    }

    /// The frame, with the lint panel saying `lintProblem` when it shows, and the help
    /// panel reader mode's keys in `readerMode`.
    private func render(_ state: AppState, now: Int, lintProblem: String?, readerMode: Bool, cache: inout FrameCache) -> CellBuffer {
        let layout = cache.layout(of: state, make: layOut)
        if layout.isTooSmall {
            var buffer = CellBuffer(size: state.size)
            drawTooSmallNotice(size: state.size, into: &buffer)
            return buffer
        }
        var buffer = still(state, now: now, cache: &cache)
        if let transition = state.transition, transition.leaving.allSatisfy({ $0.state.value.size == state.size }) {
            // Only the moving area is taken from the leaving frames, so their bars never show.
            var leaving = transition.leaving.map { still($0.state.value, now: now, cache: &cache) }
            let compositor = TransitionCompositor(transition: transition, now: now, theme: theme,
                                                  rowsAboveSheet: max(0, AppState.modalInset(on: prototype.platform) - 1))
            switch transition.area {
            case .aboveBar, .belowStrip:
                let new = buffer
                compositor.compose(leaving: leaving, new: new, into: &buffer,
                                   area: transition.area == .aboveBar ? layout.frame : layout.content, titleRow: layout.titleRow)
                // The content slides under a floating bar, which stays.
                drawOverScreen(layout, state: state, now: now, into: &buffer)
            case .screen, .keyboard:
                // A sheet or the keyboard moves with the keyboard (or the floating bar) in both frames.
                drawOverScreen(layout, state: state, now: now, into: &buffer)
                let old = transition.from.value
                drawOverScreen(cache.layout(of: old, make: layOut), state: old, now: now, into: &leaving[0])
                let new = buffer
                let area = transition.area == .screen ? Rect(x: 0, y: 0, width: state.size.width, height: state.size.height)
                    : Rect(x: 0, y: max(0, state.size.height - KeyboardLayout.height), width: state.size.width,
                           height: min(state.size.height, KeyboardLayout.height))
                compositor.compose(leaving: leaving, new: new, into: &buffer, area: area)
            }
        } else {
            drawOverScreen(layout, state: state, now: now, into: &buffer)
        }
        if let dialog = layout.dialog {
            DialogView(theme: theme, showsFocus: prototype.showsKeyboardFocus).draw(dialog, state: state, into: &buffer)
        }
        if let viewer = state.largeContent, let bar = layout.bar {
            LargeContentView(prototype: prototype, theme: theme).draw(viewer, bar: bar, into: &buffer)
        }
        if state.showsHelp { HelpView(theme: theme, readerMode: readerMode).draw(into: &buffer) }
        if state.showsLint {
            let findings = cache.lintFindings { Linter(file: "").findings(for: prototype) }
            LintView(theme: theme).draw(findings, problem: lintProblem, into: &buffer)
        }
        return buffer
    }

    /// What lies over the screen, where `layout` has it: a floating bar, over which
    /// the content moves, and the simulated keyboard.
    private func drawOverScreen(_ layout: ScreenLayout, state: AppState, now: Int, into buffer: inout CellBuffer) {
        let view = BarView(prototype: prototype, theme: theme)
        let floating = layout.bar.flatMap { bar in
            bar.floats ? (bar, FloatingBarFrame(bar: bar, accessory: layout.accessory, progress: state.barMotion?.progress(at: now) ?? (bar.minimized ? 1 : 0))) : nil
        }
        if let (bar, frame) = floating { view.drawFloating(bar, frame: frame, state: state, now: now, into: &buffer) }
        if let accessory = layout.accessory { view.drawAccessory(accessory, frame: floating?.1, state: state, now: now, into: &buffer) }
        if let keyboard = layout.keyboard { KeyboardView(theme: theme).draw(keyboard, state: state, now: now, into: &buffer) }
    }

    private func layOut(_ state: AppState) -> ScreenLayout {
        ScreenLayout(prototype: prototype, state: state)
    }

    /// The frame of `state` as it stands, without a transition, the keyboard, a floating
    /// bar or help: the screen and the docked bar or sidebar, which lie outside a
    /// transition's area. Only a
    /// moving strip indicator makes it depend on the time; without one it is drawn once
    /// and kept.
    private func still(_ state: AppState, now: Int, cache: inout FrameCache) -> CellBuffer {
        cache.still(of: state, lasts: state.indicator == nil, layOut: layOut) { layout in
            var buffer = CellBuffer(size: state.size)
            drawScreen(state, layout: layout, now: now, into: &buffer)
            if let presenting = state.presentingState, prototype.platform != .material3 {
                var apart = FrameCache()
                SheetCardView(theme: theme).draw(over: still(presenting, now: now, cache: &apart), into: &buffer)
            }
            if let bar = layout.bar, !bar.floats {
                BarView(prototype: prototype, theme: theme).draw(bar, state: state, materialShown: layout.contentContinuesBelow, into: &buffer)
            }
            if let sidebar = layout.sidebar {
                SidebarView(prototype: prototype, theme: theme).draw(sidebar, state: state, into: &buffer)
            }
            if let toggle = layout.sidebarToggle {
                BarView(prototype: prototype, theme: theme).drawSidebarToggle(toggle, state: state, into: &buffer)
            }
            return buffer
        }
    }

    /// Everything above the bar: title, header, strip, list.
    private func drawScreen(_ state: AppState, layout: ScreenLayout, now: Int, into buffer: inout CellBuffer) {
        ContentView(prototype: prototype, theme: theme).draw(state, layout: layout, into: &buffer)
        if let segmented = layout.segmented {
            var pressed: Int?
            if case .segment(let index)? = state.pressed { pressed = index }
            SegmentedView(theme: theme).draw(segmented, labels: state.currentScreen(in: prototype).segments.map(\.label),
                                             pressed: pressed, into: &buffer)
        }
        if let strip = layout.strip, let pages = state.visibleStrip(in: prototype) {
            StripView(theme: theme, hierarchy: prototype.stripHierarchy).draw(pages, layout: strip, state: state, now: now,
                                         showsFocus: prototype.showsKeyboardFocus, into: &buffer)
        }
    }

    /// The notice shown instead of a garbled screen when the terminal is too small (I3).
    private func drawTooSmallNotice(size: Size, into buffer: inout CellBuffer) {
        let minimum = ScreenLayout.minimumSize
        let lines = ["Too small: \(size.width)x\(size.height)", "Enlarge to \(minimum.width)x\(minimum.height)", "q quits"]
        let top = max(0, (size.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            buffer.write(TextFitting.centered(line, inColumns: size.width), x: 0, y: top + offset, style: theme.notice)
        }
    }
}
