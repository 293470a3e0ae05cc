#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TabsimTerminal

extension OutputFile {
    /// An output written piece by piece as a run makes it, by the policy of `OutputFile`:
    /// standard output, a device or a named pipe is written to as the pieces come; a
    /// regular file is written to a temporary file beside it, renamed over it by `close`,
    /// and removed if the stream is dropped unclosed. Pieces are gathered up to 64 KiB
    /// before each write; the first failure is kept and reported by `close`.
    final class Stream {
        private let path: String
        private var descriptor: Int32
        /// Whether the descriptor is this stream's to close (not standard output's).
        private let ownsDescriptor: Bool
        /// The temporary file and the file it replaces once closed.
        private let replacing: (temporary: String, target: String)?
        private var buffer: [UInt8] = []
        private var failure: String?
        private static let bufferSize = 1 << 16

        /// Opens `path`, refusing one the run reads (exit status 2) or a directory.
        init(_ path: String) throws {
            self.path = path
            if let named = OutputFile.openDescriptor(named: path) {
                try OutputFile.refuseInput(FileNode(descriptor: named), writing: path)
                (descriptor, ownsDescriptor, replacing) = (named, false, nil)
                return
            }
            let node = FileNode(path: path)
            try OutputFile.refuseInput(node, writing: path)
            switch node?.kind {
            case .directory?:
                throw CleanExit.failure("tabsim: cannot write \(ReplaySetup.shown(path)): it is a directory")
            case .regular?, nil:
                guard let target = FileNode.linkTarget(of: path) else {
                    throw CleanExit.failure("tabsim: cannot write \(ReplaySetup.shown(path)): its symbolic links go round in a loop")
                }
                let directory = FileNode.directory(of: target)
                var temporary = "", opened: Int32 = -1
                while opened < 0 {
                    temporary = directory + "/." + FileNode.name(of: target) + ".tabsim-" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
                    opened = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
                    if opened < 0, errno != EEXIST { try OutputFile.check(String(cString: strerror(errno)), writing: path) }
                }
                // The replaced file's permissions are kept; a new file's follow the umask.
                if let permissions = node?.permissions { _ = fchmod(opened, mode_t(permissions)) }
                (descriptor, ownsDescriptor, replacing) = (opened, true, (temporary, target))
            default:
                let opened = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
                guard opened >= 0 else {
                    throw CleanExit.failure("tabsim: cannot write \(ReplaySetup.shown(path)): "
                        + (errno == ENXIO ? "it is a named pipe that nothing reads" : String(cString: strerror(errno))))
                }
                _ = fcntl(opened, F_SETFL, fcntl(opened, F_GETFL) & ~O_NONBLOCK)
                (descriptor, ownsDescriptor, replacing) = (opened, true, nil)
                // Refused, it is closed as the stream goes.
                try OutputFile.refuseInput(FileNode(descriptor: opened), writing: path)
            }
        }

        deinit {
            guard descriptor >= 0 else { return }
            if ownsDescriptor { _ = closeDescriptor(descriptor) }
            if let replacing { unlink(replacing.temporary) }
        }

        func write(_ text: String) { write(Data(text.utf8)) }

        func write(_ bytes: Data) {
            buffer += bytes
            if buffer.count >= Self.bufferSize { drain() }
        }

        /// Writes what is left and ends the output: a regular file replaces its target.
        func close() throws {
            drain()
            let descriptor = self.descriptor
            self.descriptor = -1
            if ownsDescriptor, closeDescriptor(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
            if let replacing {
                if failure == nil, rename(replacing.temporary, replacing.target) != 0 { failure = String(cString: strerror(errno)) }
                if failure != nil { unlink(replacing.temporary) }
            }
            try OutputFile.check(failure, writing: path)
        }

        private func drain() {
            if failure == nil { failure = buffer.withUnsafeBytes { writeAll($0, to: descriptor) } }
            buffer.removeAll(keepingCapacity: true)
        }
    }
}

/// `close`, by a name a type with a `close` method can call.
private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }
