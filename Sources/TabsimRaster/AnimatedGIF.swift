import TabsimCore

/// A run as an animated GIF (`walk --gif`): every frame drawn with real fonts, in one
/// global palette, each stored as only the rectangle that changed (pixels that did not
/// change inside it transparent), with its delay, looping forever.
public struct AnimatedGIF {
    /// A screen to store and how long it shows, in hundredths of a second.
    struct Shown {
        var buffer: CellBuffer
        var delay: Int
    }

    /// Browsers show a delay under 2 hundredths as 10; no frame shows shorter than this.
    static let shortestDelay = 2

    /// The GIF file of `frames` (in time order), drawn at the size of the first; frames of
    /// another size are cut or padded, as in the SVG.
    public static func encode(_ frames: [AnimationFrame], timing: AnimationTiming = AnimationTiming(), rasterizer: ScreenRasterizer) throws(RasterError) -> [UInt8] {
        let shown = schedule(frames, timing: timing)
        guard let size = shown.first?.buffer.size else { return [] }
        var canvas = try IndexedCanvas(size: size, screens: shown.map(\.buffer), rasterizer: rasterizer)
        var stored: [GIFWriter.Frame] = []
        for screen in shown {
            if let frame = canvas.frame(for: screen.buffer, delay: screen.delay) {
                stored.append(frame)
            } else {
                // Nothing visible changed (a resize outside the picture, say): the last frame shows longer.
                stored[stored.count - 1].delay += screen.delay
            }
        }
        var writer = GIFWriter(width: canvas.width, height: canvas.height, palette: canvas.palette)
        for frame in stored { writer.append(frame) }
        return writer.finished()
    }

    /// The screens to store and their delays: pauses capped at the idle limit and divided
    /// by the speed, times rounded to hundredths; a screen the next replaces within
    /// `shortestDelay` is not stored (the next shows in its place), nor one that changes nothing.
    static func schedule(_ frames: [AnimationFrame], timing: AnimationTiming) -> [Shown] {
        var shown: [Shown] = []
        var pending: (buffer: CellBuffer, start: Int)?
        let times = timing.playTimes(of: frames.map(\.milliseconds))
        func store(_ buffer: CellBuffer, delay: Int) {
            if let last = shown.last, last.buffer == buffer {
                shown[shown.count - 1].delay += delay
            } else {
                shown.append(Shown(buffer: buffer, delay: delay))
            }
        }
        for (frame, time) in zip(frames, times) {
            let start = Int((time / 10).rounded())
            guard let waiting = pending else {
                pending = (frame.buffer, start)
                continue
            }
            if frame.buffer == waiting.buffer { continue }
            if start - waiting.start < shortestDelay {
                pending = (frame.buffer, waiting.start)
            } else {
                store(waiting.buffer, delay: start - waiting.start)
                pending = (frame.buffer, start)
            }
        }
        if let waiting = pending {
            store(waiting.buffer, delay: max(shortestDelay, Int((timing.playedEndHold / 10).rounded())))
        }
        return shown
    }
}
