import Foundation
import Testing

/// Issue 22's controls as the real consumers read them: the SwiftUI export of a
/// segmented control, a destructive button, keyboard types and a pushed screen's strip
/// parses with `swiftc -parse`, and check-jsonschema accepts the prototype against
/// `tabsim schema` and rejects six segments, as the loader does.
@Suite("Controls in the export and the schema (issue 22)")
struct ControlsExportTests {
    static let prototype = """
    name: Controls
    strip_style: primary
    sections:
      - label: Calendar
        screen:
          title: Calendar
          segmented:
            - label: Day
              rows: [Breakfast, {text: Trip, detail: {title: Trip, pages: {style: fixed, header: {fields: [Note]}, items: [{label: Map, rows: [North]}, {label: Photos, rows: {count: 5, text: "Photo {n}"}}]}}}]
            - {label: Week, rows: {count: 7, text: "Day {n}"}}
            - {label: Month, empty: Nothing yet}
      - label: Account
        screen:
          fields:
            - {label: Amount, keyboard: number}
            - {label: Email, keyboard: email}
            - {label: Phone, keyboard: phone}
          rows:
            - text: Delete account
              alert: {title: Delete your account?, buttons: [Cancel, {label: Delete, role: destructive}]}
            - text: Draft
              action_sheet: {buttons: [Save, {label: Discard, role: destructive}, Cancel]}
      - {label: Other, screen: {rows: [A]}}
    """

    @Test("issue 22: Picker(.segmented), Button(role: .destructive), .keyboardType and a pushed strip parse; the schema accepts the file and refuses six segments")
    func exportAndSchema() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsim-controls-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let binary = try E2E.binary(), env = StartupErrorTests.baseEnvironment
        let file = dir.appendingPathComponent("controls.yaml").path, swift = dir.appendingPathComponent("App.swift").path
        try Self.prototype.write(toFile: file, atomically: true, encoding: .utf8)
        let export = try await E2E.run(binary, ["export", "swiftui", file], environment: env)
        #expect(export.status == 0, "\(export.stderr)")
        for expected in [".pickerStyle(.segmented)", "Button(\"Delete\", role: .destructive) {}", ".keyboardType(.numberPad)",
                         ".keyboardType(.emailAddress)", ".keyboardType(.phonePad)", "switch tripPage {"] {
            #expect(export.stdout.contains(expected), "missing \(expected)")
        }
        try export.stdout.write(toFile: swift, atomically: true, encoding: .utf8)
        let parsed = try await E2E.run("/usr/bin/env", ["swiftc", "-parse", swift], environment: ProcessInfo.processInfo.environment, timeout: .seconds(60))
        #expect(parsed.status == 0, "\(parsed.stderr)")

        let schema = dir.appendingPathComponent("schema.json").path
        try (try await E2E.run(binary, ["schema"], environment: env)).stdout.write(toFile: schema, atomically: true, encoding: .utf8)
        let good = try await SchemaValidationTests.checkJSONSchema(schema, [file])
        #expect(good.status == 0, "\(good.stdout) \(good.stderr)")
        let six = dir.appendingPathComponent("six.yaml").path
        try "sections:\n  - label: A\n    screen: {segmented: [a, b, c, d, e, f]}\n".write(toFile: six, atomically: true, encoding: .utf8)
        let refused = try await SchemaValidationTests.checkJSONSchema(schema, [six])
        #expect(refused.status != 0, "\(refused.stdout)")
        let loaded = try await E2E.run(binary, ["lint", six], environment: env)
        #expect(loaded.status != 0 && loaded.stderr.contains("six.yaml:3:") && loaded.stderr.contains("2 to 5 segments"), "\(loaded.stderr)")
    }
}
