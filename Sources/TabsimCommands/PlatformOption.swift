import ArgumentParser
import TabsimCore

/// `--platform`: whose tab bar to draw, overriding the prototype's `platform:`.
struct PlatformOption: ParsableArguments {
    @Option(help: "Platform: ios17 (the bar docked along the bottom edge), ios18 (docked; on a tablet iPadOS's tab bar at the top), ios26 (a capsule floating over the content) or material3 (a navigation bar; a rail in regular width).")
    var platform: Platform?

    /// The prototype with this platform, when one is given.
    func apply(to prototype: Prototype) -> Prototype {
        var result = prototype
        if let platform { result.platform = platform }
        return result
    }
}

extension Platform: ExpressibleByArgument {}
