import ArgumentParser
import TabsimCore
import TabsimRaster

/// `--scale`, and drawing PNG and GIF pictures with it; a missing font ends the command
/// with the package to install.
struct RasterOptions: ParsableArguments {
    @Option(help: "With --png or --gif: draw at FACTOR times the size (1 to 4; 2 for high-density screens).")
    var scale: Int = 1

    func validate() throws {
        guard (1...4).contains(scale) else { throw ValidationError("--scale must be 1, 2, 3 or 4") }
    }

    /// The screen as a PNG file.
    func png(of buffer: CellBuffer) throws -> [UInt8] {
        try drawing { rasterizer throws(RasterError) in PNGEncoder.encode(try rasterizer.picture(of: buffer)) }
    }

    /// A run's frames as an animated GIF file.
    func gif(of frames: [AnimationFrame], timing: AnimationTiming) throws -> [UInt8] {
        try drawing { rasterizer throws(RasterError) in try AnimatedGIF.encode(frames, timing: timing, rasterizer: rasterizer) }
    }

    /// Draws with a rasterizer at `scale`; when it drew with a Mac's own fonts in place
    /// of those fontconfig did not find, says which on standard error, in one line.
    private func drawing<T>(_ draw: (ScreenRasterizer) throws(RasterError) -> T) throws -> T {
        do throws(RasterError) {
            let rasterizer = try ScreenRasterizer(scale: scale)
            let drawn = try draw(rasterizer)
            if let note = rasterizer.fontNote { StandardStream.error.write(note + "\n") }
            return drawn
        } catch {
            throw CleanExit.failure("tabsim: \(error.description)")
        }
    }
}
