extension ContactStore {
    /// The contacts a request selects, in pages of `pageSize` (the last may be shorter), for an
    /// asynchronous consumer that works on each page while the next is read.
    ///
    /// The listing is one read, as ``list(_:includeRawContacts:_:)`` makes it, on a thread of its
    /// own: the consumer's tasks never wait for a database connection, and the reader never runs
    /// more than two pages ahead of the consumer (so memory stays flat whatever the size of the
    /// book). When the consumer stops early (leaves its loop, throws, or its task is cancelled),
    /// the reader stops at its next page and the read ends.
    ///
    /// ```swift
    /// for try await page in store.pages(ListRequest(order: .familyName), pageSize: 20) {
    ///     for listed in page { print(listed.contact.displayName) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - request: Order, filters and range.
    ///   - pageSize: How many contacts a page holds (1 or more).
    /// - Returns: The pages, in the listing's order; the stream throws what reading threw.
    public func pages(_ request: ListRequest, pageSize: Int) -> AsyncThrowingStream<[ListedContact], any Error> {
        precondition(pageSize > 0, "a page holds at least one contact")
        let reader = BoundedHandoff<[ListedContact]>.start(depth: 2) { handoff in
            var page: [ListedContact] = []
            page.reserveCapacity(pageSize)
            try list(request) { listed in
                page.append(listed)
                if page.count == pageSize {
                    try handoff.put(page)
                    page.removeAll(keepingCapacity: true)
                }
            }
            if !page.isEmpty { try handoff.put(page) }
        }
        return reader.stream()
    }
}
