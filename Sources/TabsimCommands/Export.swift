import ArgumentParser
import TabsimCore

/// `tabsim export swiftui FILE`: the prototype's navigation as SwiftUI code.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a prototype's navigation as code to start the real app from.",
        discussion: """
        `tabsim export swiftui FILE > App.swift`: an enum of the sections, a TabView with a Tab and its badge \
        for each, one NavigationStack per section whose detail rows push through navigationDestination, strips \
        of pages as a segmented Picker, fields as TextFields, modal rows as sheets, a sidebar-adaptable style \
        when the prototype asks for a sidebar, the search tab as Tab(role: .search), iOS 26's minimize: as \
        .tabBarMinimizeBehavior, and a #Preview (iOS 18, macOS 15; iOS 26 where it minimizes). A section's `sf_symbol:` \
        names its SF Symbol; otherwise one is guessed from its label.
        """)

    @Argument(help: "The kind of code: swiftui.")
    var kind: String

    @OptionGroup var source: PrototypeSource
    @OptionGroup var platform: PlatformOption

    func validate() throws {
        guard kind == "swiftui" else { throw ValidationError("tabsim can export `swiftui`, not '\(kind)'") }
    }

    func run() throws {
        var export = SwiftUIExport(prototype: platform.apply(to: try source.load()))
        print(export.source(), terminator: "")
    }
}
