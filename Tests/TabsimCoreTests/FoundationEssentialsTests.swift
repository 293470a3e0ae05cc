import Foundation
import Testing

/// The live program's modules (everything `tabsim` and `tabsim-bench` link) import
/// FoundationEssentials, never Foundation itself. `tabsim` is linked statically, and
/// full Foundation brings CoreFoundation and ICU with it, 34 MB of ICU's data among
/// them: 90 MB where FoundationEssentials alone makes about 14. A file names Foundation
/// only as the `#else` of `#if canImport(FoundationEssentials)`, for macOS, where
/// Foundation is the one module. `tabsim-serve` and its server may use full Foundation.
@Suite("FoundationEssentials only")
struct FoundationEssentialsTests {
    /// The modules of the statically linked programs, as folders of Sources/.
    static let modules = ["TabsimCore", "TabsimTerminal", "TabsimCommands", "TabsimRaster", "tabsim", "tabsim-bench"]

    @Test("No Swift file of the live program's modules imports Foundation but as the #else of #if canImport(FoundationEssentials)")
    func noFullFoundation() throws {
        let sources = String(#filePath).components(separatedBy: "/Tests/")[0] + "/Sources/"
        var found: [String] = []
        for module in Self.modules {
            let files = try #require(FileManager.default.subpaths(atPath: sources + module), "Sources/\(module) is not there")
            for file in files.sorted() where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: sources + module + "/" + file, encoding: .utf8)
                found += try Self.fullFoundationImports(in: text).map { "Sources/\(module)/\(file):\($0)" }
            }
        }
        #expect(found.isEmpty, "import FoundationEssentials, with Foundation only in the #else of #if canImport(FoundationEssentials), in:\n\(found.joined(separator: "\n"))")
    }

    @Test("The check finds a bare import, one under another condition, and one after the #else of FoundationEssentials is closed")
    func checkFindsThem() throws {
        let guarded = "#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#else\nimport Foundation\n#endif\n"
        #expect(try Self.fullFoundationImports(in: guarded + "import FoundationEssentials\nimport Glibc\n").isEmpty)
        #expect(try Self.fullFoundationImports(in: "import ArgumentParser\nimport Foundation\n") == [2])
        #expect(try Self.fullFoundationImports(in: "@preconcurrency import struct Foundation.Data\n") == [1])
        #expect(try Self.fullFoundationImports(in: "#if canImport(Glibc)\nimport Glibc\n#else\nimport Foundation\n#endif\n") == [4])
        #expect(try Self.fullFoundationImports(in: "#if canImport(FoundationEssentials)\nimport Foundation\n#endif\n") == [2])
        #expect(try Self.fullFoundationImports(in: guarded + "import Foundation\n") == [6])
    }

    /// The lines (from 1) of `text` that import Foundation, or a part of it, anywhere but
    /// in the `#else` of `#if canImport(FoundationEssentials)`.
    static func fullFoundationImports(in text: String) throws -> [Int] {
        let importsFoundation = try Regex(#"^(@\w+\s+)*(\w+\s+)?import\s+(\w+\s+)?Foundation(\.|\s|$)"#)
        // Each open #if: whether it asks for FoundationEssentials, and whether its #else is reached.
        var conditions: [(essentials: Bool, inElse: Bool)] = []
        var found: [Int] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                conditions.append((line == "#if canImport(FoundationEssentials)", false))
            } else if line.hasPrefix("#elseif"), !conditions.isEmpty {
                conditions[conditions.count - 1].essentials = false
            } else if line == "#else", !conditions.isEmpty {
                conditions[conditions.count - 1].inElse = true
            } else if line == "#endif" {
                _ = conditions.popLast()
            } else if line.contains(importsFoundation), !(conditions.last.map { $0.essentials && $0.inElse } ?? false) {
                found.append(index + 1)
            }
        }
        return found
    }
}
