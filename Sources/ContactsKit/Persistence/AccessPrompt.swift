/// Asks the user whether a client may use the store. The program embedding ContactsKit provides
/// one (a command-line program asks on its terminal); the store calls it only for a client whose
/// status is ``AuthorizationStatus/notDetermined``, and records the answer.
public protocol AccessPrompt: Sendable {
    /// Asks the user.
    /// - Parameters:
    ///   - client: The client's name (`mutt`, `aerc`, a script's name).
    ///   - storePath: The store file.
    /// - Returns: true to allow, false to deny (both are remembered), or nil when nobody can be asked
    ///   (no terminal) or nobody gave an explicit answer (no answer in time, a cancelled question):
    ///   nothing is recorded and the operation fails.
    func requestAccess(for client: String, storePath: String) -> Bool?

    /// Whether anybody can be asked now (a terminal): when not, ``requestAccess(for:storePath:)``
    /// would return nil, and the store refuses an undecided client before opening for writing.
    var canAsk: Bool { get }
}

extension AccessPrompt {
    /// Someone can be asked, unless the prompt says otherwise.
    public var canAsk: Bool { true }
}
