import ArgumentParser
import Foundation
import TabsimCore

/// Writing an export or report: replaced atomically, but never over one of the files
/// the command reads (a recording, script or task file).
enum OutputFile {
    static func write(_ path: String?, _ contents: String, notOver inputs: [String]) throws {
        try write(path, Data(contents.utf8), notOver: inputs)
    }

    static func write(_ path: String?, _ contents: Data, notOver inputs: [String]) throws {
        guard let path else { return }
        func resolved(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        if inputs.map(resolved).contains(resolved(path)) {
            throw CleanExit.failure("tabsim: \(ReplaySetup.shown(path)) is one of the files read; write to another file")
        }
        do {
            try contents.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CleanExit.failure("tabsim: cannot write \(ReplaySetup.shown(path)): \(error.localizedDescription)")
        }
    }
}
