import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one run of the `contacts` binary did: its exit status and everything it wrote.
struct ContactsRun: Sendable, CustomStringConvertible {
    /// The exit status (or the signal number when `terminatedBySignal`).
    var status: Int32
    /// Whether the process ended by a signal rather than by exiting.
    var terminatedBySignal: Bool
    /// Standard output, byte for byte.
    var stdoutBytes: [UInt8]
    /// Standard error, byte for byte.
    var stderrBytes: [UInt8]

    var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
    var stderr: String { String(decoding: stderrBytes, as: UTF8.self) }

    /// The lines of standard output, without their line breaks.
    var stdoutLines: [String] {
        stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast(stdout.hasSuffix("\n") ? 1 : 0).map(
            String.init)
    }

    var description: String {
        "exit \(status)\(terminatedBySignal ? " (signal)" : "")\n--- stdout ---\n\(stdout)\n--- stderr ---\n\(stderr)"
    }
}

/// Why the binary could not be run.
struct ContactsProcessError: Error, CustomStringConvertible {
    let description: String
}

/// Runs the built `contacts` executable, as swift-argument-parser's `AssertExecuteCommand` does:
/// found next to the test bundle (SwiftPM builds it first, because the test target depends on it).
enum ContactsProcess {
    /// Where the binary is looked for: the products folder, which holds the `.xctest` bundle on
    /// Darwin and is `Bundle.main.bundleURL` for Linux's bundle-less test executable; then beside
    /// the running test executable.
    static let candidates: [URL] = {
        var folders: [URL] = []
        let bundle = Bundle.main.bundleURL
        folders.append(bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle)
        if let executable = Bundle.main.executableURL {
            var folder = executable.deletingLastPathComponent()
            while folder.path.contains(".xctest") { folder.deleteLastPathComponent() }  // Darwin: Contents/MacOS
            folders.append(folder)
        }
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        // Deliberately no fallback to a fixed `.build/debug`: a stale binary from another build
        // configuration would be tested instead of the one SwiftPM just built.
        var seen = Set<String>()
        return folders.map { $0.appendingPathComponent("contacts").standardizedFileURL }
            .filter { seen.insert($0.path).inserted }
    }()

    /// The binary, or nil when it was not built.
    static let executable: URL? = candidates.first { url in
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: url.path)
    }

    /// Variables a test run never inherits from the shell that started `swift test`: they would
    /// change which store is used, the table's width, colours, the settings (the configuration file
    /// is the scratch `HOME`'s), the pager or today's date.
    static let scrubbed = [
        "CONTACTS_STORE", "CONTACTS_CLIENT", "COLUMNS", "LINES", "NO_COLOR", "CLICOLOR", "CLICOLOR_FORCE",
        "FORCE_COLOR",
        "CONTACTS_CONFIG", "XDG_CONFIG_HOME", "CONTACTS_SORT", "CONTACTS_COLUMNS", "CONTACTS_PAGER", "PAGER", "LESS",
        "CONTACTS_EDITOR", "VISUAL", "EDITOR", "CONTACTS_TODAY",
    ]

    /// Set for every run unless a test changes it: on a pseudo-terminal the output is the command's
    /// own, byte for byte, not less's (`PagerTests` choose their pager).
    static let defaults = ["PAGER": "cat"]

    /// How long one run may take before it is killed and the test fails.
    static let timeout: TimeInterval = 60

    /// Ignore SIGPIPE once: writing standard input to a process that exited must not kill the tests.
    private static let ignoreSIGPIPE: Void = { signal(SIGPIPE, SIG_IGN) }()

    /// Pipes are made and processes spawned one at a time, so that no child inherits another
    /// test's pipe ends (which would hold them open and keep a reader waiting for end of file).
    private static let spawnLock = NSLock()

    /// Runs `contacts` with `arguments`.
    ///
    /// The child is started with `posix_spawn`, not Foundation's `Process`: on Linux, Swift 6.3.1's
    /// `Process.run()` intermittently crashes the test process with SIGSEGV (an over-read in
    /// `findMaximumOpenFromProcSelfFD()`, swiftlang/swift-corelibs-foundation#5472), which a
    /// suite spawning hundreds of processes hits on most runs.
    ///
    /// - Parameters:
    ///   - arguments: The command line after `contacts`.
    ///   - stdin: Bytes for standard input; nil gives it `/dev/null` (never the terminal that ran the
    ///     tests). On a terminal, the bytes are typed into it.
    ///   - environment: Changes on top of the test process's environment (minus ``scrubbed``, plus
    ///     ``defaults`` and `NO_COLOR=1`); a nil value removes a variable.
    ///   - killAfter: When set, the child is killed (SIGKILL) if it runs longer than this.
    ///   - program: Another executable to run instead of `contacts`.
    ///   - timeLimit: How long the run may take (default ``timeout``).
    ///   - terminal: When set, standard input and output are a pseudo-terminal of this many columns
    ///     (in raw mode, so output arrives as written); standard error stays a pipe.
    ///   - script: When set, bash runs this script instead of the binary, with the binary's path in
    ///     `$CONTACTS` and `arguments` as `"$@"`: for pipes, redirections and mounts around the run
    ///     (`"$CONTACTS" "$@" | head -1`).
    /// - Throws: ``ContactsProcessError`` when the binary is missing, cannot be started, or runs
    ///   longer than ``timeout``.
    static func run(
        _ arguments: [String], stdin: [UInt8]? = nil, environment: [String: String?] = [:],
        terminal columns: Int? = nil,
        killAfter: TimeInterval? = nil, script: String? = nil, program: String? = nil, timeLimit: TimeInterval? = nil
    ) throws -> ContactsRun {
        _ = ignoreSIGPIPE
        let path: String
        if let program {
            path = program  // another program (the Python readers), run the same safe way
        } else if let executable {
            path = executable.path
        } else {
            throw ContactsProcessError(
                description: """
                    the contacts binary is missing; looked for: \(candidates.map(\.path).joined(separator: ", ")). \
                    Build it with `swift build --build-tests` (this test target depends on the contacts product).
                    """)
        }
        let timeout = timeLimit ?? Self.timeout
        var variables = ProcessInfo.processInfo.environment
        for name in scrubbed { variables[name] = nil }
        variables.merge(defaults) { _, new in new }
        variables["NO_COLOR"] = "1"
        for (name, value) in environment { variables[name] = value }

        let child: Child
        if let script {
            variables["CONTACTS"] = path
            child = try spawn(
                "/bin/bash", arguments: ["-c", script, "bash"] + arguments, environment: variables, input: stdin != nil,
                terminal: columns)
        } else {
            child = try spawn(
                path, arguments: arguments, environment: variables, input: stdin != nil, terminal: columns)
        }

        // Read both streams and write standard input at once, so no pipe fills up and blocks the child.
        let collected = Collected()
        let group = DispatchGroup()
        if columns != nil, let input = child.stdin, let stdin {
            writeAll(stdin, to: input)  // typed ahead: a few bytes, which the terminal buffers
        }
        // Each blocking wait runs on a thread of its own, never on Dispatch's global queues: on Linux
        // those are the threads Swift Testing runs tests on (one per core), so with every one of
        // them inside a test waiting here, work queued there would never run, and the whole test
        // process hung (seen with two cores once async photo tests joined the suite).
        onOwnThread(group) { collected.set(stdout: readAll(child.stdout)) }
        onOwnThread(group) { collected.set(stderr: readAll(child.stderr)) }
        if columns == nil, let input = child.stdin {
            onOwnThread(group) {
                writeAll(stdin ?? [], to: input)
                close(input)  // end of file for the child
            }
        }
        // Descriptors are closed only once every thread using them is done, so that none can
        // write to a number the system has already given to another test's file.
        defer {
            close(child.stdout)
            close(child.stderr)
        }
        let exited = DispatchSemaphore(value: 0)
        let status = StatusBox()
        onOwnThread(nil) {
            var value: Int32 = 0
            while waitpid(child.pid, &value, 0) < 0, errno == EINTR {}
            status.value = value
            exited.signal()
        }

        // A crash test's kill: SIGKILL at a chosen moment, as a power cut or the OOM killer would.
        if let killAfter {
            if exited.wait(timeout: .now() + killAfter) == .timedOut {
                kill(child.pid, SIGKILL)
                exited.wait()
            }
            exited.signal()  // for the wait below, which finds the child gone
        }
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            kill(child.pid, SIGKILL)
            exited.wait()
            group.wait()
            throw ContactsProcessError(
                description: """
                    contacts \(arguments.joined(separator: " ")) did not finish within \(Int(timeout)) s; killed.
                    stdout: \(String(decoding: collected.stdout, as: UTF8.self))
                    stderr: \(String(decoding: collected.stderr, as: UTF8.self))
                    """)
        }
        group.wait()
        let raw = status.value
        let signalled = raw & 0x7F != 0
        return ContactsRun(
            status: signalled ? raw & 0x7F : (raw >> 8) & 0xFF,
            terminatedBySignal: signalled,
            stdoutBytes: collected.stdout,
            stderrBytes: collected.stderr
        )
    }

    /// Runs `work` on a new thread, inside `group` when there is one.
    private static func onOwnThread(_ group: DispatchGroup?, _ work: @escaping @Sendable () -> Void) {
        group?.enter()
        Thread.detachNewThread {
            work()
            group?.leave()
        }
    }

    /// A running child and the parent's ends of its standard streams.
    private struct Child {
        var pid: pid_t
        /// Where to write its input (on a terminal, the same descriptor as `stdout`).
        var stdin: Int32?
        var stdout: Int32
        var stderr: Int32
    }

    private static func spawn(
        _ path: String, arguments: [String], environment: [String: String], input: Bool, terminal columns: Int?
    ) throws -> Child {
        spawnLock.lock()
        defer { spawnLock.unlock() }

        var parentEnds: [Int32] = []
        var childEnds: [Int32] = []
        func fail(_ what: String, _ code: Int32 = errno) -> ContactsProcessError {
            (parentEnds + childEnds).forEach { close($0) }
            return ContactsProcessError(description: "\(what): \(String(cString: strerror(code)))")
        }
        func makePipe() throws -> (read: Int32, write: Int32) {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { throw fail("pipe") }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            return (ends[0], ends[1])
        }

        let childInput: Int32?
        let childOutput: Int32
        let parentInput: Int32?
        let parentOutput: Int32
        if let columns {
            let (primary, replica) = try PseudoTerminal.open(columns: columns)
            parentEnds.append(primary)
            childEnds.append(replica)
            (childInput, childOutput, parentInput, parentOutput) = (replica, replica, primary, primary)
        } else {
            let output = try makePipe()
            parentEnds.append(output.read)
            childEnds.append(output.write)
            let inputPipe = input ? try makePipe() : nil
            if let inputPipe {
                parentEnds.append(inputPipe.write)
                childEnds.append(inputPipe.read)
            }
            (childInput, childOutput, parentInput, parentOutput) = (
                inputPipe?.read, output.write, inputPipe?.write, output.read
            )
        }
        let error = try makePipe()
        parentEnds.append(error.read)
        childEnds.append(error.write)

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let childInput {
            posix_spawn_file_actions_adddup2(&actions, childInput, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, childOutput, 1)
        posix_spawn_file_actions_adddup2(&actions, error.write, 2)

        // The child gets default signal handling (SIGPIPE is ignored here) and no blocked signals.
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw fail("cannot run \(path)", result) }
        childEnds.forEach { close($0) }  // the child's ends belong to the child now
        return Child(pid: pid, stdin: parentInput, stdout: parentOutput, stderr: error.read)
    }

    /// Everything readable from `descriptor` until end of file (or EIO: a terminal whose other
    /// side has closed).
    private static func readAll(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }

    /// Writes all of `bytes`, giving up quietly if the reader has gone (EPIPE).
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}

/// The exit status, set by the thread that waited for the child.
private final class StatusBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Int32 = 0
    var value: Int32 {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// The two output streams, filled from two threads.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var out: [UInt8] = []
    private var err: [UInt8] = []

    func set(stdout bytes: [UInt8]) { lock.withLock { out = bytes } }
    func set(stderr bytes: [UInt8]) { lock.withLock { err = bytes } }
    var stdout: [UInt8] { lock.withLock { out } }
    var stderr: [UInt8] { lock.withLock { err } }
}
