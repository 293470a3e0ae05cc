/// A SwiftUI skeleton of a prototype's navigation (`tabsim export swiftui`): an enum of
/// the sections, a `TabView(selection:)` of `Tab`s with their badges, one
/// `NavigationStack` per section whose detail rows push through `navigationDestination`,
/// strips of pages as a segmented picker, fields as `TextField`s, switch rows as
/// `Toggle`s, values as `LabeledContent`, alerts and action sheets as `.alert` and
/// `.confirmationDialog`, filter fields as `.searchable`, link rows as `Button`s that set
/// the shared `AppNavigation` (the selected tab and each strip's page), large titles as
/// `.navigationBarTitleDisplayMode(.large)` (pushed screens `.inline` otherwise), modal
/// rows as `.sheet`, the search tab as `Tab(role: .search)`, iOS 26's `minimize:` as
/// `.tabBarMinimizeBehavior`, its bottom accessory as `.tabViewBottomAccessory`, groups
/// as `TabSection`s, `sidebar: adaptable` as `.sidebarAdaptable`, and a `#Preview`.
/// Deterministic: the same prototype gives the same text.
public struct SwiftUIExport {
    let prototype: Prototype
    /// The file's own types, and SwiftUI's views, are taken first, so that no section's
    /// view is declared twice or shadows SwiftUI's (a section named Tab is `TabView2`).
    var names = Identifiers(taken: ["AppSection", "AppNavigation", "RootView", "TabView", "ScrollView", "ProgressView", "EmptyView",
                                            "AnyView", "TupleView", "EquatableView", "NavigationSplitView", "ContentUnavailableView",
                                            "TimelineView", "ShapeView"])
    /// Each section's case of `AppSection`, by index.
    var sectionMembers: [String] = []
    /// Each strip section's page property in `AppNavigation`, by section index.
    var pageMembers: [Int: String] = [:]
    /// The section view being written reads `AppNavigation` (a strip or a link row).
    var usesNavigation = false

    public init(prototype: Prototype) {
        self.prototype = prototype
    }

    /// The Swift source of the skeleton.
    public mutating func source() -> String {
        let app = names.type(prototype.name, suffix: "App", fallback: "Prototype")
        let named = prototype.sections.enumerated().map { index, section in
            (section, names.member(section.label, fallback: "section\(index + 1)"), names.type(section.label, suffix: "View", fallback: "Section\(index + 1)"))
        }
        // A case is named in code with backticks where it is a keyword (`where`); its page property is not.
        let bareMembers = named.map(\.1)
        let sections = named.map { ($0.0, Identifiers.escaped($0.1), $0.2) }
        var out = [
            "// A SwiftUI skeleton of \(comment(prototype.name)), written by `tabsim export swiftui`.",
            "// Navigation only: replace the placeholder rows with your views.",
            "import SwiftUI",
            "",
            "/// The tab bar's sections, in order.",
            "enum AppSection: Hashable {",
        ]
        out += sections.map { "    case \($0.1)" }
        out += ["}", "", "/// Where the app is: the selected tab and each strip's page, shared so that a row can link to them.",
                "@Observable", "final class AppNavigation {", "    var selection: AppSection = .\(sections.first?.1 ?? "none")"]
        for (index, section) in prototype.sections.enumerated() {
            guard case .pages = section.content else { continue }
            pageMembers[index] = names.unique(bareMembers[index] + "Page")
            out.append("    var \(pageMembers[index]!) = 0")
        }
        sectionMembers = sections.map(\.1)
        var rootState = ["    @State private var navigation = AppNavigation()"]
        let accessory = bottomAccessory(state: &rootState)
        out += ["}", "", "@main", "struct \(app): App {", "    var body: some Scene {", "        WindowGroup { RootView() }", "    }", "}", "",
                "struct RootView: View {"] + rootState + ["",
                "    var body: some View {", "        TabView(selection: $navigation.selection) {"]
        out += tabs(sections.map { (section: $0.0, member: $0.1, view: $0.2) })
        out.append("        }")
        if let tabViewStyle { out.append("        " + tabViewStyle) }
        if let behavior = minimizeBehavior { out.append("        .tabBarMinimizeBehavior(\(behavior)) // iOS 26") }
        out += accessory ?? []
        out += ["        .environment(navigation)", "    }", "}"]
        for (index, (section, _, view)) in sections.enumerated() {
            out += [""] + sectionView(section, at: index, named: view)
        }
        out += ["", "#Preview {", "    RootView()", "}", ""]
        return out.joined(separator: "\n")
    }

    /// One section: its navigation stack, with its pages or its screen, and every screen
    /// its rows push, as destinations.
    private mutating func sectionView(_ section: Section, at index: Int, named view: String) -> [String] {
        usesNavigation = false
        var destinations: [(name: String, screen: Screen)] = []
        func collect(_ screen: Screen) {
            screen.strip?.pages.forEach { collect($0.screen) }
            guard case .listed(let rows) = screen.rows else { return }
            for row in rows {
                guard case .detail(let detail) = row.kind else { continue }
                destinations.append((Identifiers.escaped(names.member(row.text, fallback: "detail\(destinations.count + 1)")), detail))
                collect(detail)
            }
        }
        switch section.content {
        case .screen(let screen): collect(screen)
        case .pages(let strip): strip.pages.forEach { collect($0.screen) }
        }
        let route = names.unique(view.replacingOccurrences(ofSuffix: "View") + "Route")
        var out = ["struct \(view): View {"]
        var body: [String] = []
        switch section.content {
        case .screen(let screen):
            body = screenBody(screen, title: screen.title ?? section.label, route: route, destinations: destinations, state: &out)
        case .pages(let strip):
            usesNavigation = true
            let page = "navigation." + pageMembers[index]!
            let header = fields(strip.header.fields, state: &out)
            body = ["VStack(spacing: 0) {"] + header.views.flatMap { ["    " + $0, "        .padding(.horizontal)"] }
            body += stripSelector(strip, title: strip.header.title ?? section.label, page: page).map { "    " + $0 }
            body.append("    switch \(page) {")
            // A disabled page cannot be selected, so it has no content to switch to.
            let selectable = strip.pages.enumerated().filter { !$0.element.disabled }
            for (index, page) in selectable {
                body.append("    \(index == selectable.last?.offset ? "default" : "case \(index)"):")
                body += screenList(page.screen, route: route, destinations: destinations, state: &out).map { "        " + $0 }
            }
            body += ["    }", "}"] + header.modifiers + [".navigationTitle(\(literal(strip.header.title ?? section.label)))"]
            body += titleDisplayMode(strip.pages.contains { $0.screen.largeTitle })
        }
        if !destinations.isEmpty {
            body.append(".navigationDestination(for: \(route).self) { route in")
            body.append("    switch route {")
            for destination in destinations {
                body.append("    case .\(destination.name):")
                let view = destination.screen.strip == nil ? screenList(destination.screen, route: route, destinations: destinations, state: &out)
                    : pushedStrip(destination.screen, route: route, destinations: destinations, state: &out)
                body += view.map { "        " + $0 }
                body.append("        .navigationTitle(\(literal(destination.screen.title ?? "")))")
                body += titleDisplayMode(destination.screen.largeTitle, pushed: true).map { "        " + $0 }
            }
            body += ["    }", "}"]
        }
        var opening = ["", "    var body: some View {"]
        if usesNavigation {
            out.insert("    @Environment(AppNavigation.self) private var navigation", at: 1)
            if case .pages = section.content { opening.append("        @Bindable var navigation = navigation") }
        }
        out += opening + ["        NavigationStack {"] + body.map { "            " + $0 } + ["        }", "    }", "}"]
        if !destinations.isEmpty {
            out += ["", "/// Where \(view)'s rows lead.", "enum \(route): Hashable {"] + destinations.map { "    case \($0.name)" } + ["}"]
        }
        return out
    }

    private mutating func screenBody(_ screen: Screen, title: String, route: String, destinations: [(name: String, screen: Screen)],
                                     state: inout [String]) -> [String] {
        screenList(screen, route: route, destinations: destinations, state: &state) + [".navigationTitle(\(literal(title)))"]
            + titleDisplayMode(screen.largeTitle)
    }

    /// A screen as a `List`: its fields bound to state, then its rows.
    mutating func screenList(_ screen: Screen, route: String, destinations: [(name: String, screen: Screen)],
                                     state: inout [String]) -> [String] {
        let fields = fields(screen.fields, state: &state)
        var list = ["List {"] + fields.views.map { "    " + $0 }
        if !screen.segments.isEmpty {
            return list + segmentedRows(screen, route: route, destinations: destinations, state: &state).map { "    " + $0 } + ["}"] + fields.modifiers
        }
        switch screen.rows {
        case .generated(let count, let pattern):
            let parts = pattern.split(separator: "{n}", omittingEmptySubsequences: false).map { literalBody(String($0)) }
            if count > 0 { list.append("    ForEach(1...\(count), id: \\.self) { n in Text(\"\(parts.joined(separator: "\\(n)"))\") }") }
        case .listed, .picked:
            // A filtered list is only ever shown, never exported; its rows are as listed.
            for index in 0..<screen.rows.count {
                list += rowView(screen.rows[index], route: route, destinations: destinations, state: &state)
            }
        }
        if let empty = screen.empty, screen.rows.count == 0 {
            list.append("    ContentUnavailableView(\(literal(empty)), systemImage: \"tray\")")
        }
        return list + ["}"] + fields.modifiers
    }

    /// Fields bound to new state: a `TextField` each, or `.searchable` for the filter field.
    mutating func fields(_ fields: [Field], state: inout [String]) -> (views: [String], modifiers: [String]) {
        var views: [String] = [], modifiers: [String] = []
        for field in fields {
            let binding = names.member(field.label + " text", fallback: "field")
            state.append("    @State private var \(binding) = \"\"")
            if field.filter {
                modifiers.append(".searchable(text: $\(binding)\(field.placeholder.map { ", prompt: \(literal($0))" } ?? ""))")
            } else {
                views.append("TextField(\(literal(field.label)), text: $\(binding), prompt: \(field.placeholder.map { "Text(\(literal($0)))" } ?? "nil"))"
                             + keyboardModifier(field.keyboard))
            }
        }
        return (views, modifiers)
    }

    /// `.navigationBarTitleDisplayMode(.large)` for a screen with `large_title: true`; a
    /// pushed screen without it gets `.inline`, as iOS shows pushed titles.
    private func titleDisplayMode(_ large: Bool, pushed: Bool = false) -> [String] {
        large ? [".navigationBarTitleDisplayMode(.large)"] : pushed ? [".navigationBarTitleDisplayMode(.inline)"] : []
    }

    /// iOS 26's `tabBarMinimizeBehavior` for `minimize:`, on the platform that has it.
    private var minimizeBehavior: String? {
        guard prototype.platform == .ios26 else { return nil }
        switch prototype.minimize {
        case .onScrollDown: return ".onScrollDown"
        case .onScrollUp: return ".onScrollUp"
        case .never: return nil
        }
    }

    /// A Swift string literal.
    func literal(_ text: String) -> String { "\"" + literalBody(text) + "\"" }

    /// Text inside a Swift string literal: quotes, backslashes and control characters escaped.
    private func literalBody(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            default:
                if TextFitting.isControl(scalar) || TextFitting.isBidiControl(scalar) {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Text for a line comment.
    func comment(_ text: String) -> String { TextFitting.singleLine(TextFitting.sanitized(text)) }
}

/// SF Symbols for sections: the one a section names (`sf_symbol:`), else a guess from
/// its label's words, else a plain square.
enum SFSymbols {
    static let guesses: [(words: [String], symbol: String)] = [
        (["home", "today"], "house"), (["search", "explore", "discover"], "magnifyingglass"), (["profile", "account", "me"], "person.crop.circle"),
        (["settings", "preferences"], "gear"), (["library", "books", "reading"], "books.vertical"), (["store", "shop"], "bag"),
        (["mail", "inbox"], "tray"), (["sent"], "paperplane"), (["messages", "chat", "chats"], "bubble.left.and.bubble.right"),
        (["trips", "map", "maps"], "map"), (["saved", "favorites", "favourites"], "heart"), (["record", "camera"], "record.circle"),
        (["music", "songs"], "music.note"), (["news", "headlines"], "newspaper"), (["downloads"], "arrow.down.circle"),
        (["photos"], "photo"), (["calendar"], "calendar"), (["notifications", "activity"], "bell"),
    ]

    static func guess(for section: Section) -> String {
        if let symbol = section.sfSymbol { return symbol }
        let words = section.label.lowercased().split { !$0.isLetter }.map(String.init)
        return guesses.first { guess in words.contains { guess.words.contains($0) } }?.symbol ?? "square"
    }
}
