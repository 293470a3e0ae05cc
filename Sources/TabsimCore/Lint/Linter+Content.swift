extension Linter {
    /// Words that make an item read as an action rather than a place (L5): words that
    /// only act, whatever the section holds.
    static let actionWords: Set<String> = [
        "add", "buy", "call", "checkout", "compose", "create", "delete", "donate", "download", "edit", "export", "import",
        "invite", "log", "login", "logout", "new", "pay", "print", "refresh", "remove", "save", "scan", "send", "share",
        "sign", "submit", "subscribe", "sync", "upgrade", "upload", "write",
    ]

    /// Nouns that are also verbs (L5): a label that begins with one names a place when
    /// its section or page holds one (rows to browse, an `empty:` list, a strip of pages),
    /// and reads as an action when it holds only a form (fields) or nothing.
    static let nounVerbs: Set<String> = [
        "book", "message", "order", "play", "post", "record", "reply", "report", "review", "shop", "vote", "watch",
    ]

    /// L4: a Fixed strip holds 2–4 short labels that fit at the smallest supported width.
    func fixedStrips(_ prototype: Prototype) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (index, section) in prototype.sections.enumerated() {
            guard case .pages(let strip) = section.content, strip.style == .fixed || strip.pages.count == 1 else { continue }
            let path = "sections[\(index)].pages"
            if strip.pages.count == 1 {
                found.append(finding("L4", seed: "000", .warning, at: strip.position, path: path,
                                     "a strip of one page; tabs switch between at least two, so give the page's screen as `screen:`"))
            }
            if strip.pages.count > 4 {
                found.append(finding("L4", seed: "000", .warning, at: strip.position, path: path,
                                     "a Fixed strip of \(strip.pages.count) pages; Fixed suits 2–4, use style: scroll"))
            }
            let width = ScreenLayout.minimumSize.width / max(1, strip.pages.count)
            for (pageIndex, page) in strip.pages.enumerated() {
                let needed = DisplayWidth.of(page.label) + (page.badge.map { DisplayWidth.of($0.text) + 1 } ?? 0) + 2
                if needed > width {
                    found.append(finding("L4", seed: "000", .warning, at: page.position, path: "\(path).items[\(pageIndex)].label",
                                         "'\(page.label)' is cut with … at \(ScreenLayout.minimumSize.width) columns (\(width) per page)"))
                }
            }
        }
        return found
    }

    /// L5: bar items and strip pages navigate, they never act; "Home" says too little.
    func actionLabels(_ prototype: Prototype) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func check(_ label: String, holdsPlace: Bool, seed: String, at position: SourcePosition?, path: String, advice: String) {
            let words = label.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
            guard let first = words.first else { return }
            // "New" alone names new content; "New post" is an action.
            if first == "new" ? words.count > 1 : Self.actionWords.contains(first) {
                found.append(finding("L5", seed: seed, .warning, at: position, path: path, "'\(label)' reads as an action; \(advice)"))
            } else if Self.nounVerbs.contains(first) && !holdsPlace {
                found.append(finding("L5", seed: seed, .warning, at: position, path: path,
                                     "'\(label)' holds no list, only a form or nothing, so it reads as an action; a tab shows a place: put the form behind a row or button of one"))
            }
        }
        for (index, section) in prototype.sections.enumerated() {
            let path = "sections[\(index)].label"
            let holdsPlace: Bool
            switch section.content {
            case .screen(let screen): holdsPlace = Self.isPlace(screen)
            case .pages: holdsPlace = true
            }
            check(section.label, holdsPlace: holdsPlace, seed: "001/003", at: section.position, path: path,
                  advice: "bar items only navigate (B10), put actions in the screen")
            if section.label.lowercased().split(whereSeparator: { !$0.isLetter }) == ["home"] {
                found.append(finding("L5", seed: "003", .info, at: section.position, path: path,
                                     "'Home' says little about what the section holds; name its content"))
            }
            guard case .pages(let strip) = section.content else { continue }
            for (pageIndex, page) in strip.pages.enumerated() {
                check(page.label, holdsPlace: Self.isPlace(page.screen), seed: "000", at: page.position,
                      path: "sections[\(index)].pages.items[\(pageIndex)].label", advice: "a tab names the content it shows")
            }
        }
        return found
    }

    /// A screen that shows a place: rows to browse, or a list that says why it is empty.
    /// One that holds only fields is a form, the screen of an action.
    static func isPlace(_ screen: Screen) -> Bool {
        screen.rows.count > 0 || screen.empty != nil
    }

    /// L6: a screen with nothing on it must say why and what to do (B11).
    func emptyContent(_ prototype: Prototype) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (index, section) in prototype.sections.enumerated() {
            switch section.content {
            case .screen(let screen) where Self.isBare(screen):
                found.append(finding("L6", seed: "001/003", .warning, at: section.position, path: "sections[\(index)].screen",
                                     "'\(section.label)' shows nothing; add rows or an `empty:` message saying why and what to do"))
            case .pages(let strip):
                for (pageIndex, page) in strip.pages.enumerated() where Self.isBare(page.screen) && !page.disabled {
                    found.append(finding("L6", seed: "001/003", .warning, at: page.position,
                                         path: "sections[\(index)].pages.items[\(pageIndex)]",
                                         "'\(page.label)' shows nothing; add rows or an `empty:` message"))
                }
            default: break
            }
        }
        return found
    }

    static func isBare(_ screen: Screen) -> Bool {
        screen.rows.count == 0 && screen.fields.isEmpty && screen.empty == nil
    }

    /// L7: `disabled` hides a page's purpose; HIG says never disable a tab.
    func disabledPages(_ prototype: Prototype) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (index, section) in prototype.sections.enumerated() {
            guard case .pages(let strip) = section.content else { continue }
            for (pageIndex, page) in strip.pages.enumerated() where page.disabled {
                found.append(finding("L7", seed: "001", .warning, at: page.position, path: "sections[\(index)].pages.items[\(pageIndex)].disabled",
                                     "'\(page.label)' is disabled; the HIG advises never to disable a tab: show why it is empty instead (T11)"))
            }
        }
        return found
    }
}
