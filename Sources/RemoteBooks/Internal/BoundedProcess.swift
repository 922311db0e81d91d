import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to its end, or to a deadline, on a thread of its own, so no task of the
/// concurrency pool ever waits on it synchronously, and nothing it does can hold the caller for ever
/// (``ProcessRunner`` runs trusted tools without these bounds). For the password command.
///
/// - Its output is read with `poll` until the program exits: a child it leaves behind holding the
///   pipes (`sleep 1000 &`) does not keep the run waiting for their end; what was written before the
///   exit is read, then the pipes are closed.
/// - At most ``Limits/output`` bytes of each stream are kept; the rest is read and dropped.
/// - At the deadline the program's process group (every process it started that did not leave the
///   group) is killed with SIGKILL. The program gets a group of its own unless standard input is a
///   terminal: there it stays in the terminal's foreground group so that it may ask for a passphrase.
enum BoundedProcess {
    /// What a finished run gave.
    struct Output: Sendable {
        /// The exit status (or 128 + the signal's number when a signal ended it).
        var status: Int32
        /// What it wrote on its standard output (at most ``Limits/output`` bytes).
        var stdout: Data
        /// What it wrote on its standard error (at most ``Limits/output`` bytes).
        var stderr: Data
    }

    /// Why a run gave no ``Output``.
    enum Failure: Error, Equatable {
        /// It could not be started, with the system's reason.
        case notStarted(String)
        /// It had not exited at the deadline, and was killed.
        case timedOut(Duration)
    }

    /// Bounds of one run.
    struct Limits: Sendable {
        /// The longest it may run.
        var time: Duration
        /// The most bytes kept of each output stream.
        var output = 64 * 1024
    }

    /// Runs `executable` with `arguments`, with this process's standard input and environment, and
    /// waits for its end or the deadline.
    static func run(_ executable: String, _ arguments: [String], limits: Limits) async throws(Failure) -> Output {
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<Output, Failure>, Never>) in
            Thread {
                continuation.resume(
                    returning: Result { () throws(Failure) in try runBlocking(executable, arguments, limits: limits) })
            }.start()
        }
        return try result.get()
    }

    /// ``run(_:_:limits:)`` on the calling thread.
    static func runBlocking(_ executable: String, _ arguments: [String], limits: Limits) throws(Failure) -> Output {
        let deadline = ContinuousClock.now + limits.time
        var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        guard makePipe(&outPipe) else { throw .notStarted(String(cString: strerror(errno))) }
        guard makePipe(&errPipe) else {
            close(outPipe[0]); close(outPipe[1])
            throw .notStarted(String(cString: strerror(errno)))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        let ownGroup = isatty(0) == 0
        if ownGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        }
        closeOnExec()
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        close(outPipe[1])
        close(errPipe[1])
        guard spawned == 0 else {
            close(outPipe[0]); close(errPipe[0])
            throw .notStarted(String(cString: strerror(spawned)))
        }
        var streams = [Stream(descriptor: outPipe[0]), Stream(descriptor: errPipe[0])]
        defer { for stream in streams { close(stream.descriptor) } }
        var exitStatus: Int32?
        while exitStatus == nil {
            if ContinuousClock.now >= deadline {
                kill(ownGroup ? -pid : pid, SIGKILL)
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                throw .timedOut(limits.time)
            }
            // Wait for output, at most 50 ms, then see whether it has exited.
            read(&streams, waitingMilliseconds: 50, limit: limits.output)
            var status: Int32 = 0
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid {
                exitStatus = Self.exitStatus(status)
            } else if waited < 0 && errno != EINTR {
                exitStatus = -1
            }
        }
        // Everything written before the exit is in the pipes now: read it without waiting for an
        // end a left-behind child may hold off.
        for index in streams.indices { _ = fcntl(streams[index].descriptor, F_SETFL, O_NONBLOCK) }
        // The pipes hold at most 64 KiB each: a few rounds read it, however fast a child left behind writes.
        for _ in 0..<16 where streams.contains(where: { $0.isOpen }) {
            guard read(&streams, waitingMilliseconds: 0, limit: limits.output) else { break }
        }
        return Output(status: exitStatus ?? -1, stdout: Data(streams[0].bytes), stderr: Data(streams[1].bytes))
    }

    /// Marks every descriptor of this process above standard error close-on-exec, so the program
    /// (and a child it leaves running) inherits none: a copy of this process's standard output
    /// (the runtime keeps one, without the flag) would hold a reader of this process's output open
    /// until the child's end.
    private static func closeOnExec() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for name in names {
            guard let descriptor = Int32(name), descriptor > 2 else { continue }
            let flags = fcntl(descriptor, F_GETFD)
            if flags >= 0, flags & FD_CLOEXEC == 0 { _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) }
        }
    }

    /// A pipe whose two ends close on `exec` (the child gets its own copies through `dup2`).
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// One output pipe being read.
    private struct Stream {
        var descriptor: Int32
        var bytes: [UInt8] = []
        var isOpen = true
    }

    /// Reads what the open streams have (waiting up to `waitingMilliseconds` for some); whether
    /// anything was read.
    @discardableResult
    private static func read(_ streams: inout [Stream], waitingMilliseconds: Int32, limit: Int) -> Bool {
        var polled = streams.map { pollfd(fd: $0.isOpen ? $0.descriptor : -1, events: Int16(POLLIN), revents: 0) }
        guard poll(&polled, nfds_t(polled.count), waitingMilliseconds) > 0 else { return false }
        var readAny = false
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        for index in streams.indices where streams[index].isOpen && polled[index].revents != 0 {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(streams[index].descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                readAny = true
                let room = max(0, limit - streams[index].bytes.count)
                streams[index].bytes += chunk[0..<min(count, room)]
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                streams[index].isOpen = false
            }
        }
        return readAny
    }

    /// The status as a shell reports it: the exit code, or 128 + the signal's number.
    private static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
