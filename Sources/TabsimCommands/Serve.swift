import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TabsimCore
import TabsimTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tabsim serve TASKS`: a remote study. Participants open a link in a browser (their
/// phone) and do the tasks there; each is recorded into the study folder as a live
/// study records them, so `tabsim study FOLDER` measures them. `tabsim` checks the
/// options, then hands over to `tabsim-serve` beside it, which serves.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "serve", abstract: ServeHelp.abstract, discussion: ServeHelp.discussion)

    @OptionGroup var options: ServeOptions

    func run() throws {
        let server = Self.serverPath()
        let arguments = [server] + CommandLine.arguments.dropFirst(2)
        var pointers = arguments.map { strdup($0) }
        pointers.append(nil)
        execv(server, pointers)
        let reason = String(cString: strerror(errno))
        throw CleanExit.failure("tabsim: serve needs the program \(ReplaySetup.shown(server)) (\(reason)); "
            + "`swift build` builds it beside tabsim, as Scripts/tabsim does")
    }

    /// `tabsim-serve` in the folder of the running `tabsim`.
    private static func serverPath() -> String {
        let program = URL(fileURLWithPath: ExecutablePath.current ?? CommandLine.arguments[0])
        return program.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("tabsim-serve").path
    }
}

/// The help both programs give for `serve`.
public enum ServeHelp {
    /// One line on what `serve` does.
    public static let abstract = "Serve a study to participants' browsers and record each of them."

    /// What `serve` does.
    public static let discussion = """
        Prints the participants' link and the researcher's dashboard link, each on its own line, and serves until \
        stopped (Ctrl-C, SIGTERM), which tells the participants' pages; the sessions running go on at the next start, \
        and the links, kept in serve.keys in the recordings' folder, stay the same. A participant agrees to take part, then does the \
        tasks on their phone (or in the phone's frame at a desktop): each task in a band with Give up, the Single Ease \
        Question after each, the SUS statements at the end, then a completion code. Each session is recorded to \
        pN.jsonl in --out (never over a file), as `tabsim study --live` records one, and listed in index.jsonl; \
        measure them with `tabsim study FOLDER`. A study folder's study.yaml names the task file, the variants \
        (each a name, `prototype: FILE` or `example: NAME`, and platform, transition, duration or reduce_motion), \
        the assignment (alternating: the variants in turn; link: a link per variant), the consent text, the \
        devices (phone, any, phone-only) and the recordings' folder (sessions), every file inside the study \
        folder. It listens on 127.0.0.1; put a reverse proxy in front for HTTPS. \
        The server is the program tabsim-serve, built beside tabsim.
        """
}
