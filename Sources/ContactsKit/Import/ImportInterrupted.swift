import Foundation

/// An import that stopped part-way because the store stopped taking its batches (a full disk, the
/// write lock held too long by another process, a damaged file): the batches written before stay
/// stored, and ``stored`` counts them.
public struct ImportInterrupted: Error, Sendable, Equatable, LocalizedError {
    /// What was stored before the import stopped.
    public var stored: ImportSummary
    /// Why it stopped.
    public var reason: ContactStoreError

    public init(stored: ImportSummary, reason: ContactStoreError) {
        self.stored = stored
        self.reason = reason
    }

    public var errorDescription: String? { reason.errorDescription }
}

extension ContactStoreError {
    /// Whether this error, met writing a batch, stops an import part-way (rather than being about
    /// the input or the client).
    var stopsImportMidway: Bool {
        switch self {
        case .diskFull, .storeBusy, .storeDamaged, .storeNotWritable: return true
        default: return false
        }
    }
}
