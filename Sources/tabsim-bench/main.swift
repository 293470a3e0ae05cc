/// tabsim-bench: the in-process half of Scripts/bench. It drives TabsimCore's pure
/// parts (reducer, renderer, diff) with a `ManualClock`, as the program loop would,
/// and times each frame with the real monotonic clock. Prints one JSON object.
///
///     tabsim-bench slides PROTOTYPE WIDTHxHEIGHT SLIDES
///     tabsim-bench strip  PROTOTYPE WIDTHxHEIGHT REPEATS
///
/// `slides`: Right/Left through the bar's sections and back, each slide drawn frame by
/// frame (one every `SessionLoop.frameInterval` ms of the manual clock) until it settles;
/// reports the time to compose and diff one animation frame.
/// `strip`: in a section whose first screen has a strip, times Right in the strip, End,
/// and a wheel-scroll of the strip, each as the reducer's work and the frame after it.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TabsimCore

/// Why the bench cannot go on: a bad command line or a prototype that does not fit.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String
}

/// The parsed command line.
struct Arguments {
    enum Mode: String { case slides, strip }
    let mode: Mode
    let prototypePath: String
    let size: Size
    let count: Int

    static let usage = "usage: tabsim-bench slides|strip PROTOTYPE WIDTHxHEIGHT COUNT"

    init(_ words: [String]) throws {
        guard words.count == 4, let mode = Mode(rawValue: words[0]) else { throw BenchFailure(description: Self.usage) }
        let dimensions = words[2].split(separator: "x").compactMap { Int($0) }
        guard dimensions.count == 2, dimensions.allSatisfy({ $0 > 0 }), let count = Int(words[3]), count > 0 else {
            throw BenchFailure(description: Self.usage)
        }
        self.mode = mode
        prototypePath = words[1]
        size = Size(width: dimensions[0], height: dimensions[1])
        self.count = count
    }
}

/// Loads the prototype file the way tabsim does.
func loadPrototype(_ path: String) throws -> Prototype {
    guard let text = FileManager.default.contents(atPath: path).flatMap({ String(data: $0, encoding: .utf8) }) else {
        throw BenchFailure(description: "cannot read \(path)")
    }
    do {
        return try PrototypeLoader.load(text, file: path)
    } catch {
        throw BenchFailure(description: error.description)
    }
}

/// Prints a result as indented JSON, its keys sorted.
func printJSON(_ result: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(result)
    StandardStream.output.write(String(decoding: data, as: UTF8.self) + "\n")
}

do {
    let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
    let prototype = try loadPrototype(arguments.prototypePath)
    var bench = FrameBench(prototype: prototype, size: arguments.size)
    switch arguments.mode {
    case .slides: try printJSON(bench.measureSlides(arguments.count))
    case .strip: try printJSON(bench.measureStrip(repeats: arguments.count))
    }
} catch {
    StandardStream.error.write("tabsim-bench: \(error)\n")
    exit(1)
}
