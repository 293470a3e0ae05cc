/// The large content viewer of the bar's items at an accessibility text size, as UIKit
/// gives a stock `UITabBar` (I2: press, hold, slide, release).
extension Reducer {
    /// A press on a bar item at an accessibility text size starts the wait for the
    /// viewer; any other press ends a viewer. iOS's alone: Android has no such viewer.
    func holdForLargeContent(_ target: Target?, layout: ScreenLayout, _ state: inout AppState, now: Int) {
        state.largeContent = nil
        guard prototype.textSize.isAccessibilitySize, prototype.platform != .material3, layout.bar != nil,
              case .barSlot(let slot)? = target else { return }
        state.largeContent = LargeContentViewer(pressedAt: now, slot: slot)
    }

    /// Time passed: a press held past the long-press duration shows the viewer.
    func revealLargeContent(_ state: inout AppState, now: Int) {
        guard let deadline = state.largeContent?.deadline, now >= deadline else { return }
        state.largeContent?.isShown = true
    }

    /// The pointer moved with the button held. While the viewer shows, it follows the
    /// finger along the bar: the item under it shows, pressed; off the bar, none.
    /// Before it shows, a drag past a tap's slop cancels the wait. Returns whether the
    /// viewer took the move.
    func slideLargeContent(_ mouse: MouseEvent, target: Target?, layout: ScreenLayout, _ state: inout AppState) -> Bool {
        guard let viewer = state.largeContent else { return false }
        guard viewer.isShown else {
            if let origin = state.pressOrigin, Self.isDrag(from: origin, to: mouse) { state.largeContent = nil }
            return false
        }
        if layout.bar?.covers(x: mouse.x, y: mouse.y) == true, case .barSlot(let slot)? = target {
            state.largeContent?.slot = slot
            state.pressed = target
        } else {
            state.largeContent?.slot = nil
            state.pressed = nil
        }
        return true
    }

    /// The release ends the viewer; when it showed, the item under the finger is
    /// selected, as UIKit's bar does, wherever the press went down. Returns nil when the
    /// viewer did not show, for the release to act as usual.
    func releaseLargeContent(_ state: inout AppState) -> [Effect]? {
        guard let viewer = state.largeContent else { return nil }
        state.largeContent = nil
        guard viewer.isShown else { return nil }
        return viewer.slot.map { activate(.barSlot($0), &state) } ?? []
    }
}
