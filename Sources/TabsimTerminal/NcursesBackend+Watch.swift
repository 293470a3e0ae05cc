import CNcursesw
import TabsimCore

extension NcursesBackend {
    /// Reloads the prototype when `watcher` says its file was saved: the wait for input
    /// also ends on the watcher's descriptor, so nothing runs while nothing changes.
    /// - Parameter reload: reads the file again.
    public func watch(_ watcher: FileWatcher, reload: @escaping () -> PrototypeReload) {
        watching = (watcher, reload)
        tabsim_set_watch_fd(watcher.descriptor ?? -1)
    }

    /// How long to wait for input: as asked, or, while polling a file for want of
    /// notifications (or for its directory to come back), until the next look.
    func watchLimit(_ timeout: Int?) -> Int? {
        guard let watching, watching.watcher.isPolling else { return timeout }
        return min(timeout ?? Int.max, FileWatcher.pollInterval)
    }

    /// The file read again, when the watcher's descriptor woke the wait for its save.
    func watchedReload() -> BackendInput? {
        guard let watching, watching.watcher.changed() else { return nil }
        return .reload(watching.reload())
    }

    /// The file read again, when polling (for want of notifications, or for a removed
    /// directory) found it changed.
    func polledReload() -> BackendInput? {
        guard let watching, watching.watcher.isPolling else { return nil }
        return watchedReload()
    }
}
