import ArgumentParser
import TabsimCore

/// Where a session's frames go (W5): `--cast`, `--frames`, `--svg`, `--gif`, for `walk`
/// (a headless run) and `play` (a live one, as its audience saw it).
struct RunExportOptions: ParsableArguments {
    @Option(help: "Write the run as an asciicast v2 file (asciinema play FILE).")
    var cast: String?

    @Option(help: "Write every frame as plain text to FILE.")
    var frames: String?

    @Option(help: "Write the run as an animated SVG to FILE (CSS only: it plays in an <img> and in a README).")
    var svg: String?

    @Option(help: "Write the run as an animated GIF to FILE (9 x 18 pixels a cell, times --scale).")
    var gif: String?

    @OptionGroup var raster: RasterOptions

    @Option(help: "With --svg or --gif: the longest pause kept between two frames, in milliseconds.")
    var idleLimit: Int = 2000

    /// Whether any export is asked for, so frames must be kept.
    var isGiven: Bool { cast != nil || frames != nil || svg != nil || gif != nil }

    func validate() throws {
        guard idleLimit >= 0 else { throw ValidationError("--idle-limit must be 0 or more milliseconds") }
    }

    /// Whether an export goes to standard output, so that messages go elsewhere.
    var writesToStandardOutput: Bool {
        [cast, frames, svg, gif].contains { $0.map(OutputFile.isStandardOutput) ?? false }
    }

    /// Opens each export asked for, before the run, by the output policy (`OutputFile`):
    /// one over a file the run has read (the script, the prototype) is refused. The
    /// exports are fed the run's frames as they are made; nil when none is asked for.
    /// - Parameter speed: the SVG and GIF play this many times as fast.
    func open(title: String, speed: Double) throws -> RunExports? {
        guard isGiven else { return nil }
        let outputs = [cast, frames, svg, gif].compactMap { $0 }
        guard outputs.filter(OutputFile.isStandardOutput).count <= 1 else {
            throw ValidationError("only one of --cast, --frames, --svg and --gif can go to standard output")
        }
        return try RunExports(self, title: title, timing: AnimationTiming(speed: speed, idleLimit: idleLimit))
    }
}
