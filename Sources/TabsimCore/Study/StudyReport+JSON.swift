#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension StudyReport {
    /// Every figure, for scripts (W6): the title and notes; per variant its sessions and
    /// SUS; per task each variant's figures, the comparisons of its variants and the
    /// comments; per session every task's figures and taps. Keys are sorted, numbers are
    /// numbers, and what a task not reached lacks is null.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every value is finite (ReportValue holds no other): encoding cannot fail.
        let data = try! encoder.encode(StudyReportJSON(self))
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// The JSON report's one type: `StudyReport.json` encodes it.
struct StudyReportJSON: Encodable {
    /// Fields named by the report's columns (`ReportColumn.keys`), with any others after.
    struct Record: Encodable {
        var fields: [(key: String, value: ReportValue)]
        var nested: [(key: String, value: [Record])] = []
        /// Every tap of a task, under `tap_list` (`taps` is their count).
        var taps: [TapJSON]?

        init<Row>(_ columns: [ReportColumn<Row>], _ row: Row, reached: Bool = true) {
            fields = columns.flatMap { column in zip(column.keys, column.figure(of: row, reached: reached).values).map { ($0, $1) } }
        }

        init(_ fields: [(key: String, value: ReportValue)]) { self.fields = fields }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in fields { try container.encode(value, forKey: Key(key)) }
            for (key, records) in nested { try container.encode(records, forKey: Key(key)) }
            if let taps { try container.encode(taps, forKey: Key("tap_list")) }
        }
    }

    /// A tap as JSON: where, on which screen, and whether it was a hit.
    struct TapJSON: Encodable {
        var x: Int
        var y: Int
        var screen: String
        var hit: Bool
    }

    /// A key made from a column's name.
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    struct TaskJSON: Encodable {
        var task: String
        var variants: [Record]
        /// Each variant against each later one; none with one variant.
        var comparisons: [Record]
        var comments: [Record]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(TextFitting.sanitized(task), forKey: Key("task"))
            try container.encode(variants, forKey: Key("variants"))
            try container.encode(comparisons, forKey: Key("comparisons"))
            try container.encode(comments, forKey: Key("comments"))
        }
    }

    var title: String
    var studyFile: String
    var notes: [String]
    var variants: [Record]
    var tasks: [TaskJSON]
    var sessions: [Record]

    init(_ report: StudyReport) {
        title = TextFitting.sanitized(report.title)
        studyFile = TextFitting.sanitized(report.study.file)
        notes = report.notes.map { TextFitting.sanitized($0) }
        variants = report.variants.map { Record(StudyReport.variantColumns, (report, $0)) }
        tasks = report.study.tasks.indices.map { index in
            TaskJSON(task: report.study.tasks[index].title,
                     variants: report.variants.map { Record(StudyReport.figureColumns, ($0, report.summary(task: index, variant: $0))) },
                     comparisons: report.comparisons(task: index).map(Self.comparison),
                     comments: report.comments(task: index).map { Record([("variant", .text($0.variant)), ("who", .text($0.who)), ("comment", .text($0.comment))]) })
        }
        sessions = report.sessions.map { session in
            var record = Record(StudyReport.sessionColumns, session)
            record.nested = [("tasks", session.results.map { result in
                var task = Record(StudyReport.resultColumns, result, reached: result.outcome != .notReached)
                task.taps = result.taps.map { TapJSON(x: $0.x, y: $0.y, screen: TextFitting.sanitized($0.screen), hit: $0.hit) }
                return task
            })]
            return record
        }
    }

    private static func comparison(_ c: VariantComparison) -> Record {
        Record([("first", .text(c.first)), ("second", .text(c.second)),
                ("success_difference_observed", .number(c.observedSuccessDifference, places: 4)),
                ("success_difference_adjusted", .number(c.success?.difference, places: 4)),
                ("success_difference_interval", c.success.map { .interval($0.interval, places: 4) } ?? .none),
                ("time_ratio", .number(c.time?.ratio, places: 4)),
                ("time_ratio_interval", c.time.map { .interval($0.interval, places: 4) } ?? .none),
                ("time_ratio_degrees_of_freedom", .number(c.time?.degreesOfFreedom, places: 3))])
    }

    enum CodingKeys: String, CodingKey {
        case title, studyFile = "study_file", notes, variants, tasks, sessions
    }
}
