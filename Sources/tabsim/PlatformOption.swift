import ArgumentParser
import TabsimCore

/// `--platform`: whose tab bar to draw, overriding the prototype's `platform:`.
struct PlatformOption: ParsableArguments {
    @Option(help: "Platform: ios17 (the bar docked along the bottom edge) or ios26 (a capsule floating over the content).")
    var platform: Platform?

    /// The prototype with this platform, when one is given.
    func apply(to prototype: Prototype) -> Prototype {
        var result = prototype
        if let platform { result.platform = platform }
        return result
    }
}

extension Platform: ExpressibleByArgument {}
