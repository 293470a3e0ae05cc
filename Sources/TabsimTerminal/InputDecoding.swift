import CNcursesw
import TabsimCore

/// Turns what ncurses decoded into tabsim's `Key` and `MouseEvent`.
enum InputDecoding {
    static func character(_ code: UInt32) -> Key? {
        switch code {
        case 27: return .escape
        case 9: return .tab
        case 10, 13: return .enter
        case 8, 127: return .backspace
        case 1...26: return .control(Character(Unicode.Scalar(code + 96)!))
        default:
            guard let scalar = Unicode.Scalar(code), !TextFitting.isControl(scalar) else { return nil }
            return .character(Character(scalar))
        }
    }

    static func key(_ key: tabsim_key) -> Key? {
        switch key {
        case TABSIM_KEY_UP: return .up
        case TABSIM_KEY_DOWN: return .down
        case TABSIM_KEY_LEFT: return .left
        case TABSIM_KEY_RIGHT: return .right
        case TABSIM_KEY_HOME: return .home
        case TABSIM_KEY_END: return .end
        case TABSIM_KEY_PAGE_UP: return .pageUp
        case TABSIM_KEY_PAGE_DOWN: return .pageDown
        case TABSIM_KEY_BACKTAB: return .backTab
        case TABSIM_KEY_BACKSPACE: return .backspace
        case TABSIM_KEY_ENTER: return .enter
        case TABSIM_KEY_DELETE: return .delete
        default: return nil
        }
    }

    static func mouse(_ input: tabsim_input) -> MouseEvent? {
        let kind: MouseEvent.Kind
        switch input.mouse {
        case TABSIM_MOUSE_PRESS: kind = .press
        case TABSIM_MOUSE_RELEASE: kind = .release
        case TABSIM_MOUSE_CLICK: kind = .click
        case TABSIM_MOUSE_WHEEL_UP: kind = .wheelUp
        case TABSIM_MOUSE_WHEEL_DOWN: kind = .wheelDown
        case TABSIM_MOUSE_DRAG: kind = .drag
        default: return nil
        }
        return MouseEvent(kind, x: Int(input.x), y: Int(input.y))
    }
}
