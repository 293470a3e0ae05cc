extension RecordingHeader {
    /// Names the prototype file `prototype` as a recording in `folder` states it (both as
    /// given: absolute, or relative to `workingDirectory`, which is absolute): the way from
    /// the recording's folder (`../app.yaml`), as a served study's recordings name theirs,
    /// so that `tabsim study` finds it beside the recording wherever it runs. An example
    /// (`example:NAME`) keeps its name.
    public mutating func namePrototype(_ prototype: String, recordedIn folder: String, workingDirectory: String) {
        prototypePath = prototype
        guard !prototype.hasPrefix("example:"), let here = StudyFolder.normalized(workingDirectory, from: "/"),
              let file = StudyFolder.normalized(prototype, from: here), let from = StudyFolder.normalized(folder, from: here) else { return }
        prototypePath = StudyFolder.relative(file, from: from)
    }
}
