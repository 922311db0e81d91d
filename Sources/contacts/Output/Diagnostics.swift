import ArgumentParser
import ContactsKit
import ContactsSync
import Foundation

/// Messages on standard error, with the hints of the command line; ``ExitStatus`` gives each error's status.
enum Diagnostics {
    /// Tells what went wrong and returns the exit status: for most errors `contacts: error: MESSAGE`
    /// and, where one command helps, a hint; nothing for an `ExitCode` (the command has said what
    /// it had to) or a closed standard output (status 0, as for any Unix filter).
    static func report(_ error: Error) -> ExitCode {
        if let exit = error as? ExitCode { return exit }
        if case .closed? = error as? OutputError { return .success }
        if let interrupted = error as? ImportInterrupted {
            let status = report(interrupted.reason)
            StandardError.write("stored before it stopped: \(interrupted.stored.line())\n")
            return status
        }
        printError(Terminal.sanitized(message(error)))
        if let hint = hint(error) {
            StandardError.write(
                Terminal.sanitized(EchoedText.bounded(URLUserInfo.redacted(hint)), replacingLineBreaks: "\n") + "\n")
        }
        return ExitStatus.of(error).exitCode
    }

    /// What to do next, for errors where there is one command that helps.
    static func hint(_ error: Error) -> String? {
        switch error as? ContactStoreError {
        case .accessDenied(let client, let path)?, .accessNotDetermined(let client, let path)?:
            let store = path == StoreLocation.defaultPath() ? "" : " --store \(shellQuoted(path))"
            // Run as a client that may grant it: one the store authorized, else the default client.
            let owners = (try? ContactStore(path: path, client: client, mode: .readOnly).authorizedClientNames()) ?? []
            guard !owners.isEmpty else {
                // Nobody may grant anything: only a client the user allows on a terminal can.
                if case .accessNotDetermined? = error as? ContactStoreError {
                    return
                        "no client is authorized for this store; on a terminal, run: contacts access grant \(shellQuoted(client))\(store) --client \(shellQuoted(client)) (it asks you first)"
                }
                let helper = client == ContactStore.defaultClient ? "owner" : ContactStore.defaultClient
                return
                    "no client is authorized for this store; on a terminal, run: contacts access reset \(shellQuoted(client))\(store) --client \(helper) (it asks you to allow \(helper) first)"
            }
            let owner =
                owners.contains(ContactStore.defaultClient)
                ? ContactStore.defaultClient : owners.first ?? ContactStore.defaultClient
            return
                "to allow it, run: contacts access grant \(shellQuoted(client))\(store) --client \(shellQuoted(owner))"
        case .storeDamaged(let path, _)?:
            return
                "run `contacts doctor --store \(shellQuoted(path))` for what to do (export what can be read, then restore a backup)"
        case .storeNotWritable(let path)?:
            return "to change it, make it writable: chmod u+w \(shellQuoted(path))"
        case .ambiguousReference(_, let candidates)?:
            return CandidateList.lines(candidates)
        default:
            return nil
        }
    }

    /// A word as a shell reads it back: bare when safe, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy {
            $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_./:@=+,".unicodeScalars.contains($0))
        }
        return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The error's one-line description.
    static func message(_ error: Error) -> String {
        if case .accessNotDetermined(let client, let path)? = error as? ContactStoreError,
            let reason = TerminalAccessPrompt.unanswered.withLock({ $0 })
        {
            // Asked on the terminal, not answered: the library's "no terminal to ask on" is not why.
            return "\"\(client)\" was not allowed to use the contacts in \(path): \(reason)"
        }
        // The library's "a strict import" and "a column map", in the command line's words.
        if case .strictImportRejected(let rejected)? = error as? ContactStoreError {
            return "\(rejected) card(s) rejected with --strict: nothing was stored"
        }
        if case .unknownCSVColumns(let path)? = error as? ContactStoreError {
            return "\(path): a CSV header naming no column contacts reads: expected Google's or Outlook's headers, "
                + "or --map COLUMN=field (fields: \(CSVField.allCases.map(\.rawValue).joined(separator: ", ")))"
        }
        return ((error as? LocalizedError)?.errorDescription ?? String(describing: error)) + (remedy(error) ?? "")
    }

    /// The end of an error's line that names the flag or command that helps: the library, which
    /// knows no command line, stops at what happened.
    static func remedy(_ error: Error) -> String? {
        switch error {
        case let error as ContactStoreError:
            switch error {
            case .lastAuthorizedClient: return " (add --force to do it anyway)"
            case .reservedSource: return ": choose another with --source"
            case .remoteExists, .noSuchRemote: return " (contacts remote list)"
            case .noSuchSource: return " (contacts sources lists them)"
            case .sourceNotRemovable(let name, remote: true): return " (contacts remote remove \(name))"
            case .sourceNotRemovable(_, remote: false): return " (contacts delete removes contacts)"
            default: return nil
            }
        case let error as SyncError:
            switch error {
            case .everythingDeleted(let remote, _):
                return
                    "; check the remote (contacts remote list), and run contacts sync --force \(remote) to delete them here too"
            case .noPassword: return ": give the remote a --password-command, or set $CONTACTS_PASSWORD"
            }
        default:
            return nil
        }
    }

    /// `contacts: error: …` on standard error: at most ``EchoedText/limit`` characters of it, and
    /// no URL's user name and password (``URLUserInfo``).
    static func printError(_ message: String) {
        StandardError.write(
            "contacts: \(Terminal.styled("error:", .red, on: .standardError)) \(EchoedText.bounded(URLUserInfo.redacted(message)))\n"
        )
    }

    /// `FILE:LINE: error: …` (a rejected card) or `FILE:LINE: warning: …` (a repaired one) on standard error.
    static func printProblem(_ problem: ImportProblem) {
        let kind =
            problem.rejectsCard
            ? Terminal.styled("error:", .red, on: .standardError)
            : Terminal.styled("warning:", .yellow, on: .standardError)
        StandardError.write(
            "\(Terminal.sanitized(problem.file)):\(problem.line): \(kind) \(Terminal.sanitized(EchoedText.bounded(problem.message)))\n"
        )
    }

    /// `contacts: warning: …` on standard error, bounded and without user info as ``printError(_:)``.
    static func printWarning(_ message: String) {
        StandardError.write(
            "contacts: \(Terminal.styled("warning:", .yellow, on: .standardError)) \(EchoedText.bounded(URLUserInfo.redacted(message)))\n"
        )
    }
}
