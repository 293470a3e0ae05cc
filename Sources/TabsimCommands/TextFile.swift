import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TabsimCore
import TabsimTerminal

/// A script, recording or task file read whole: a file that cannot be read says why, and
/// one that is not UTF-8 names the line and column of the first bad byte.
enum TextFile {
    /// - Parameter what: how messages name it (`the task file`), or nil for its path alone.
    static func read(_ path: String, what: String? = nil) throws -> String {
        let named = (what.map { $0 + " " } ?? "") + ReplaySetup.shown(path)
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CleanExit.failure("tabsim: cannot read \(named): \(reason(path))")
        }
        do {
            return try PrototypeLimits.utf8Text(Array(data), file: path)
        } catch {
            throw CleanExit.failure(error.description)
        }
    }

    /// Why a file cannot be read, as a person would say it.
    static func reason(_ path: String) -> String {
        guard let node = FileNode(path: path) else { return "there is no such file" }
        if node.kind == .directory { return "it is a folder" }
        return FileManager.default.isReadableFile(atPath: path) ? "it could not be read whole" : "permission denied"
    }
}
