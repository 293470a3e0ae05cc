extension Linter {
    /// L8: on iOS 26, a tab labelled Search is the search tab only by its role; `minimize:`,
    /// `accessory:` need iOS 26, `sidebar: adaptable` iPadOS 18 or later. L9: Material 3's destinations.
    func platformFeatures(_ prototype: Prototype) -> [Diagnostic] {
        var found: [Diagnostic] = []
        if prototype.platform.barFloats {
            for (index, section) in prototype.sections.enumerated()
            where section.role != .search && TextFitting.sanitized(section.label).lowercased() == "search" {
                found.append(finding("L8", seed: "003", .warning, at: section.position, path: "sections[\(index)]",
                                     "'\(section.label)' reads as the search tab; give it `role: search` (last in the bar), "
                                     + "so iOS 26 sets it apart at the bar's trailing end"))
            }
        }
        if prototype.minimize != .never, !prototype.platform.barFloats {
            found.append(finding("L8", seed: "003", .warning, at: prototype.sections.first?.position, path: "minimize",
                                 "`minimize: \(prototype.minimize.rawValue)` does nothing on \(prototype.platform.rawValue)'s docked bar; "
                                 + "only iOS 26's floating bar minimizes: set `platform: ios26`, or remove it"))
        }
        if let accessory = prototype.accessory, prototype.platform != .ios26 {
            found.append(finding("L8", seed: "003", .warning, at: accessory.position, path: "accessory",
                                 "`accessory:` is iOS 26's `tabViewBottomAccessory`, over its floating bar; \(prototype.platform.rawValue) "
                                 + "does not show it: set `platform: ios26`, or remove it"))
        }
        if prototype.sidebar == .adaptable, !prototype.platform.hasTopBar {
            found.append(finding("L8", seed: "003", .warning, at: prototype.sections.first?.position, path: "sidebar",
                                 "`sidebar: adaptable` turns iPadOS's top tab bar into the sidebar; \(prototype.platform.rawValue) "
                                 + "has no top bar, so no toggle shows: set `platform: ios18` or `ios26`, or remove it"))
        }
        return found + destinationCount(prototype)
    }

    /// L9: Material 3's navigation bar holds three to five destinations.
    private func destinationCount(_ prototype: Prototype) -> [Diagnostic] {
        let count = prototype.sections.count
        guard prototype.platform == .material3, !(3...5).contains(count) else { return [] }
        let advice = count > 5 ? "Material has no More: move the rest into a navigation drawer (`layout: sidebar`) or a screen"
            : "fewer than three suit a strip of pages better than a navigation bar"
        return [finding("L9", seed: "m3", .warning, at: prototype.sections.first?.position, path: "sections",
                        "\(count) destination\(count == 1 ? "" : "s"): Material 3's navigation bar holds 3 to 5; \(advice)")]
    }
}
