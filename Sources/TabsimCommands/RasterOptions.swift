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
        try drawing { () throws(RasterError) in PNGEncoder.encode(try ScreenRasterizer(scale: scale).picture(of: buffer)) }
    }

    /// A run's frames as an animated GIF file.
    func gif(of frames: [AnimationFrame], timing: AnimationTiming) throws -> [UInt8] {
        try drawing { () throws(RasterError) in try AnimatedGIF.encode(frames, timing: timing, rasterizer: try ScreenRasterizer(scale: scale)) }
    }

    private func drawing<T>(_ draw: () throws(RasterError) -> T) throws -> T {
        do throws(RasterError) {
            return try draw()
        } catch {
            throw CleanExit.failure("tabsim: \(error.description)")
        }
    }
}
