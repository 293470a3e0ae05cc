import Foundation
import TabsimCore

/// A run's exports (`--cast`, `--frames`, `--svg`, `--gif`), fed its frames and markers
/// as the session driver makes them. The cast and the text frames are written to their
/// files as they come; the SVG keeps only its text until the end; the GIF, whose one
/// palette is chosen from every screen, keeps the frames. `close` ends each file in
/// turn (cast, frames, SVG, GIF); files not closed are removed.
final class RunExports: FrameSink {
    private var sinks: [FrameSink] = []
    private var closers: [() throws -> Void] = []

    init(_ options: RunExportOptions, title: String, timing: AnimationTiming) throws {
        if let path = options.cast {
            let stream = try OutputFile.Stream(path)
            let writer = AsciicastWriter(title: title, output: stream.write)
            add(writer) {
                writer.finish()
                try stream.close()
            }
        }
        if let path = options.frames {
            let stream = try OutputFile.Stream(path)
            let writer = TextFramesWriter(output: stream.write)
            add(writer) {
                writer.finish()
                try stream.close()
            }
        }
        if let path = options.svg {
            let stream = try OutputFile.Stream(path)
            let picture = PictureWriter(timing: timing)
            add(picture) {
                stream.write(picture.svg.document())
                try stream.close()
            }
        }
        if let path = options.gif {
            let stream = try OutputFile.Stream(path)
            let kept = FrameList()
            add(kept) {
                stream.write(Data(try options.raster.gif(of: kept.frames.map(\.animationFrame), timing: timing)))
                try stream.close()
            }
        }
    }

    func record(_ frame: SessionDriver.Frame) { sinks.forEach { $0.record(frame) } }
    func record(_ marker: SessionDriver.Marker) { sinks.forEach { $0.record(marker) } }

    /// Ends every export, in order; the first that fails stops the rest.
    func close() throws {
        try closers.forEach { try $0() }
    }

    private func add(_ sink: FrameSink, closing: @escaping () throws -> Void) {
        sinks.append(sink)
        closers.append(closing)
    }
}

/// Adds each frame to an animated SVG as it comes.
private final class PictureWriter: FrameSink {
    var svg: AnimatedSVG

    init(timing: AnimationTiming) { svg = AnimatedSVG(timing: timing) }

    func record(_ frame: SessionDriver.Frame) { svg.add(frame.animationFrame) }
    func record(_ marker: SessionDriver.Marker) {}
}
