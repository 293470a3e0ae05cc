extension Row {
    /// What choosing a row does, with what it needs to do it. What a row does is asked
    /// of its kind, each answer a switch over every kind, so a new kind is answered here,
    /// where it is declared.
    public enum Kind: Equatable, Sendable {
        /// Text only: choosing it does nothing.
        case plain
        /// Pushes a screen (`detail:`, B13).
        case detail(Screen)
        /// Presents a screen over the bar, hiding it (`modal:`, B1).
        case modal(Screen)
        /// A switch, on or off at first (`toggle:`); a tap or Enter flips it, and each
        /// screen keeps its switches' state as it keeps typed text (T8).
        case toggle(Bool)
        /// Switches to a section, or a page of one as `Section/Page`, as if its tab or
        /// page were tapped (`link:`, see `Prototype.destination(of:)`).
        case link(String)
        /// Presents an alert or an action sheet over the screen (`alert:`, `action_sheet:`).
        case dialog(Dialog)
        /// A section of the More list, by its index: choosing it opens the section (B5).
        case section(Int)

        /// The screen choosing the row pushes or presents.
        public var screen: Screen? {
            switch self {
            case .detail(let screen), .modal(let screen): return screen
            case .plain, .toggle, .link, .dialog, .section: return nil
            }
        }

        /// Whether the screen the row opens is presented over the bar rather than pushed.
        public var isModal: Bool {
            if case .modal = self { return true }
            return false
        }

        /// Whether the row is a switch.
        public var isSwitch: Bool {
            if case .toggle = self { return true }
            return false
        }

        /// Whether choosing the row goes to another screen or section: it ends in `›`,
        /// → chooses it as Enter does, and the navigation graph follows it.
        public var navigates: Bool {
            switch self {
            case .detail, .modal, .link, .section: return true
            case .plain, .toggle, .dialog: return false
            }
        }

        /// Whether choosing the row does anything; a tap on one that does not is a misclick.
        public var responds: Bool {
            switch self {
            case .detail, .modal, .link, .section, .toggle, .dialog: return true
            case .plain: return false
            }
        }

        /// The kind, with the screen it opens titled `text` when the file gives it no title.
        func titled(_ text: String) -> Kind {
            switch self {
            case .detail(var screen):
                screen.title = screen.title ?? text
                return .detail(screen)
            case .modal(var screen):
                screen.title = screen.title ?? text
                return .modal(screen)
            case .plain, .toggle, .link, .dialog, .section: return self
            }
        }
    }
}
