@testable import ContactsKit
import Foundation
import Testing
import VCard

/// The order of a contact's emails and phones: the first is the preferred one (`PREF=1`), in the
/// template (``EditableContact``) as in the cards, whichever card holds it.
@Suite struct PreferenceTests {
    @Test func theCardsPreferredEmailIsShownFirst() {
        let card = VCard(
            version: .v4_0,
            properties: [
                .labeled("EMAIL", value: "a@example.com"), .labeled("EMAIL", value: "b@example.com", preference: 1),
                .labeled("EMAIL", value: "c@example.com"),
            ])
        #expect(EditableContact(card: card).emails.map(\.value) == ["b@example.com", "a@example.com", "c@example.com"])
    }

    @Test func preferringAnEmailOfAnotherCardMakesItFirstAndTheOnlyPreferredOne() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            Cards.person(
                "Ann", "Lee", uid: "ann", emails: ["ann@example.com", "a2@example.com"],
                extra: ["EMAIL;TYPE=pref:a3@example.com"]), source: "icloud")
        try temporary.importText(
            Cards.person("Ann", "Lee", uid: "g-ann", emails: ["ann@example.com", "b@example.com"]), source: "google")
        #expect(try temporary.store.count() == 1)
        let before = try temporary.store.editable(.position(1)).editable
        #expect(before.emails.first?.value == "a3@example.com")
        try temporary.store.edit(.position(1), [.orderEmails(["B@example.com"])])
        let after = try temporary.store.editable(.position(1)).editable
        #expect(after.emails.first?.value == "b@example.com")
        let preferred = try temporary.store.rawContacts(of: .position(1)).flatMap { $0.card.emails }.filter {
            $0.preference != nil
        }
        #expect(preferred.map(\.value) == ["b@example.com"])
        // What the template then shows is no change.
        #expect(after.changes(to: after).isEmpty)
    }

    @Test func theTemplatesNewOrderIsOneChangeAfterTheAdditions() {
        let old = EditableContact(emails: [
            LabeledText(label: "other", value: "a@example.com"), LabeledText(label: "work", value: "b@example.com"),
        ])
        var moved = old
        moved.emails.reverse()
        #expect(old.changes(to: moved) == [.orderEmails(["b@example.com", "a@example.com"])])
        // A new label alone re-adds the value at the end: no order to say while it stays last.
        var relabelled = old
        relabelled.emails[1].label = "home"
        #expect(
            old.changes(to: relabelled) == [
                .removeEmail("b@example.com"), .addEmail(LabeledText(label: "home", value: "b@example.com")),
            ])
        // The first one relabelled must stay first.
        var first = old
        first.emails[0].label = "home"
        #expect(old.changes(to: first).last == .orderEmails(["a@example.com", "b@example.com"]))
        // An email added first is preferred.
        var added = old
        added.emails.insert(LabeledText(label: "other", value: "c@example.com"), at: 0)
        #expect(
            old.changes(to: added) == [
                .addEmail(LabeledText(label: "other", value: "c@example.com")),
                .orderEmails(["c@example.com", "a@example.com", "b@example.com"]),
            ])
    }
}
