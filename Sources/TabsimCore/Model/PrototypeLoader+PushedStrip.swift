
/// The loader's reader of the screens rows open, which may hold a strip of pages.
extension PrototypeLoader {
    /// A pushed or presented screen's keys: a screen's, and `pages`.
    static let pushedScreenKeys = screenKeys + ["pages"]
    /// What a screen with `pages` leaves to its pages (or, for fields, its strip's header).
    static let keysBesidePages = ["fields", "rows", "empty", "large_title", "segmented"]

    /// A screen a row pushes or presents (`detail:`, `modal:`): a screen, or with `pages:`
    /// a top strip of pages under its navigation bar, titled by its `title`.
    static func readPushedScreen(_ node: YAMLNode, path: String, reader: inout NodeReader) -> Screen? {
        guard let entries = reader.mapping(node, path: path, allowed: pushedScreenKeys) else { return nil }
        var screen = readScreenContent(entries, path: path, reader: &reader)
        guard let pagesNode = entries["pages"] else { return screen }
        for key in keysBesidePages where entries[key] != nil {
            reader.error("a screen with `pages` shows its pages' content; move `\(key)` into a page"
                         + (key == "fields" ? " or the strip's `header`" : ""), at: entries[key], path: "\(path).\(key)")
        }
        if let title = pagesNode["header"]?["title"] {
            reader.error("a pushed screen's navigation bar shows its own `title`; give it there, not in the strip's header",
                         at: title, path: "\(path).pages.header.title")
        }
        screen.strip = readStrip(pagesNode, path: "\(path).pages", reader: &reader)
        return screen
    }
}
