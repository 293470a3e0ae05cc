/// What a script's performance yields: its checks, and the frames and markers exports keep.
extension ScriptSource {
    /// A check's outcome: nil problem when it held.
    public struct CheckResult: Equatable, Sendable {
        public var line: Int
        public var problem: String?
    }

    /// A frame the loop drew, when it drew it, for exports (W5).
    public struct Frame: Sendable {
        /// Since the session started, in the exports' time: from the first step on,
        /// later by the pacing's opening hold.
        public var milliseconds: Int
        /// The script line being performed (0 before the first).
        public var line: Int
        public var buffer: CellBuffer
    }

    /// What was done at a moment, as a caption says it: an action, a check, the end.
    public struct Marker: Equatable, Sendable {
        /// In the exports' time, as a frame's.
        public var milliseconds: Int
        public var text: String
    }
}
