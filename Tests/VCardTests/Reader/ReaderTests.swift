import Testing

/// The reader's edge cases, one nested suite per concern (line structure, folding, transfer
/// encodings, parameters, values, limits, chunk boundaries, structural errors), so that
/// `swift test --filter Reader` runs them all.
@Suite struct ReaderTests {}
