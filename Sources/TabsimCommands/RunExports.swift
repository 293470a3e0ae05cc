#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TabsimCore

/// A run's exports (`--cast`, `--frames`, `--svg`, `--gif`), fed its frames and markers
/// as the session driver makes them. The cast and the text frames are written to their
/// files as they come, and the SVG's strip of frames to a spool, its definitions kept
/// until the end; the GIF, whose one palette is chosen from every screen, keeps the frames. `close` ends each file in
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
            let picture = try PictureWriter(timing: timing)
            add(picture) {
                try picture.write(to: stream)
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

    func record(_ frame: ScriptSource.Frame) { sinks.forEach { $0.record(frame) } }
    func record(_ marker: ScriptSource.Marker) { sinks.forEach { $0.record(marker) } }

    /// Ends every export, in order; the first that fails stops the rest.
    func close() throws {
        try closers.forEach { try $0() }
    }

    private func add(_ sink: FrameSink, closing: @escaping () throws -> Void) {
        sinks.append(sink)
        closers.append(closing)
    }
}

/// Adds each frame to an animated SVG as it comes; the frames' places in its strip wait
/// in a spool (an unnamed temporary file) until the definitions before them are known.
private final class PictureWriter: FrameSink {
    private var svg: AnimatedSVG
    private let spool: UnsafeMutablePointer<FILE>

    init(timing: AnimationTiming) throws {
        guard let spool = tmpfile() else {
            throw CleanExit.failure("tabsim: cannot make a temporary file for the SVG: \(String(cString: strerror(errno)))")
        }
        self.spool = spool
        svg = AnimatedSVG(timing: timing, strip: { fputs($0, spool) })
    }

    deinit { fclose(spool) }

    func record(_ frame: ScriptSource.Frame) { svg.add(frame.animationFrame) }
    func record(_ marker: ScriptSource.Marker) {}

    /// Writes the document: its opening, the strip from the spool, its closing (nothing
    /// without frames).
    func write(to stream: OutputFile.Stream) throws {
        guard let (opening, closing) = svg.surroundings() else { return }
        try check(fflush(spool) == 0 && ferror(spool) == 0)
        stream.write(opening)
        rewind(spool)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while case let count = fread(&buffer, 1, buffer.count, spool), count > 0 {
            stream.write(Data(buffer[..<count]))
        }
        try check(ferror(spool) == 0)
        stream.write(closing)
    }

    private func check(_ fine: Bool) throws {
        guard fine else { throw CleanExit.failure("tabsim: cannot keep the SVG's frames in a temporary file: \(String(cString: strerror(errno)))") }
    }
}
