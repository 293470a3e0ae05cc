import Foundation
import Testing
@testable import TabsimServer

/// docs/protocol.md's JSON Schemas, checked by PyPI's check-jsonschema (what a client's
/// author would run) against every message of real sessions and the page's examples.
@Suite("The protocol's JSON Schemas")
struct ProtocolSchemaTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs").standardized

    /// Whether check-jsonschema can be run (Scripts/test installs it into .build-tools/pylib).
    static let available: Bool = (try? checkJSONSchema(["--version"]).status) == 0

    @Test("Every message of a session (to done, to full, to a version refused) and every example in docs/protocol.md is valid against its direction's schema; a message that breaks it is not",
          .enabled(if: available, "check-jsonschema is missing: Scripts/test installs it from PyPI into .build-tools/pylib"))
    func messagesMatchTheSchemas() async throws {
        var limits = ServeLimits()
        limits.maximumSessions = 1
        let study = try ServedBookshelf(limits: limits)
        let token = study.token
        let logs = CollectedLogs()
        try await study.test { client in
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var page = PageSocket(inbound, outbound)
                try await page.begin()
                try await page.send(#"{"kind":"ping","id":1}"#)
                _ = try await page.next("pong")
                try await page.send(#"{"kind":"ping","id":2,"round_trip_ms":38}"#)
                _ = try await page.next("pong")
                try await page.send(#"{"kind":"resize","cols":38,"rows":43}"#)
                _ = try await page.next("frame")
                try await page.send(#"{"kind":"wheel","direction":"down","x":3,"y":10,"client_ms":7}"#)
                try await client.ws("/s/\(token)/ws") { inbound, outbound in
                    var other = PageSocket(inbound, outbound)
                    try await other.send(PageSocket.hello)
                    _ = try await other.next("full")
                    logs.all.append(other.log)
                }
                _ = try await page.giveUpBoth()
                logs.all.append(page.log)
            }
            try await client.ws("/s/\(token)/ws") { inbound, outbound in
                var old = PageSocket(inbound, outbound)
                try await old.send(PageSocket.hello.replacingOccurrences(of: #""v":1,"#, with: ""))
                #expect(try await old.next("closed").reason == "version")
                logs.all.append(old.log)
            }
        }
        let examples = try Self.examples()
        let sent = logs.all.flatMap(\.sent) + examples["page-to-server", default: []]
        let received = logs.all.flatMap(\.received) + examples["server-to-page", default: []]
        #expect(Set(received.compactMap(Self.kind)) == ["welcome", "frame", "pong", "done", "full", "closed"])
        #expect(Set(sent.compactMap(Self.kind)) == ["hello", "consent", "pointer", "wheel", "key", "resize", "ping"])
        try Self.expectValid(sent.filter { $0.contains(#""v":1"#) || !$0.contains(#""kind":"hello""#) }, against: "page-to-server")
        try Self.expectValid(received, against: "server-to-page")
        // Not vacuous: a frame without its runs, a hello of another version, a key of two characters.
        for (broken, schema) in [(#"{"kind":"frame","cols":1,"rows":1,"full":true,"styles":[]}"#, "server-to-page"),
                                 (PageSocket.hello.replacingOccurrences(of: #""v":1"#, with: #""v":2"#), "page-to-server"),
                                 (#"{"kind":"key","key":"ab","client_ms":1}"#, "page-to-server")] {
            #expect(try Self.validate([broken], against: schema).status != 0, "\(broken)")
        }
    }

    private static func kind(_ text: String) -> String? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["kind"] as? String
    }

    /// docs/protocol.md's examples: one message a line, in blocks marked `json page-to-server` or `json server-to-page`.
    static func examples() throws -> [String: [String]] {
        let text = try String(contentsOf: docs.appendingPathComponent("protocol.md"), encoding: .utf8)
        var found: [String: [String]] = [:], block: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```json ") { block = String(line.dropFirst(8)) } else if line.hasPrefix("```") { block = nil } else if let block { found[block, default: []].append(line) }
        }
        return found
    }

    private static func expectValid(_ messages: [String], against schema: String) throws {
        let run = try validate(messages, against: schema)
        #expect(run.status == 0, "\(schema): \(run.output)")
    }

    /// Each message in a file of its own, all checked in one run of check-jsonschema.
    static func validate(_ messages: [String], against schema: String) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-protocol-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (number, message) in messages.enumerated() {
            let file = folder.appendingPathComponent("m\(number).json")
            try message.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        return try checkJSONSchema(["--schemafile", docs.appendingPathComponent("protocol/\(schema).schema.json").path] + files)
    }

    private static func checkJSONSchema(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-m", "check_jsonschema"] + arguments
        var environment = ProcessInfo.processInfo.environment
        let pylib = docs.deletingLastPathComponent().appendingPathComponent(".build-tools/pylib").path
        environment["PYTHONPATH"] = [pylib, environment["PYTHONPATH"]].compactMap { $0 }.joined(separator: ":")
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// The pages' logs of one test, gathered across its connections.
private final class CollectedLogs: @unchecked Sendable {
    var all: [MessageLog] = []
}
