import Testing

@testable import ContactsKit

/// Which book each contact belongs to: the remote holding its card (the default first), else the
/// book it was sent to while that book exists, else the default book.
@Suite struct HomeBooksTests {
    private static let remotes = [
        Remote(name: "phone", kind: .vdir, url: "/p"), Remote(name: "work", kind: .vdir, url: "/w", isDefault: true),
        Remote(name: "laptop", kind: .vdir, url: "/l"),
    ]

    @Test func aContactLivesOnTheRemoteHoldingItsCardTheDefaultFirst() {
        let homes = HomeBooks(remotes: Self.remotes)
        #expect(homes.home(sources: ["icloud", "laptop"], sentTo: "phone") == "laptop")
        #expect(homes.home(sources: ["laptop", "phone"], sentTo: nil) == "phone")
        #expect(homes.home(sources: ["laptop", "phone", "work"], sentTo: nil) == "work")
    }

    @Test func aContactOnNoRemoteGoesWhereItWasSentElseToTheDefault() {
        let homes = HomeBooks(remotes: Self.remotes)
        #expect(homes.home(sources: ["icloud"], sentTo: "phone") == "phone")
        #expect(homes.home(sources: ["icloud"], sentTo: "local") == "local")
        #expect(homes.home(sources: ["icloud"], sentTo: "removed") == "work")
        #expect(homes.home(sources: ["local"], sentTo: nil) == "work")
    }

    @Test func withoutADefaultRemoteNewContactsStayLocal() {
        let homes = HomeBooks(remotes: [Remote(name: "phone", kind: .vdir, url: "/p")])
        #expect(homes.defaultBook == "local")
        #expect(homes.home(sources: ["google"], sentTo: nil) == "local")
        #expect(homes.isBook("local") && homes.isBook("phone") && !homes.isBook("work"))
    }
}
