import Testing
import VCard

extension ReaderTests {
    /// `AGENT`: a 2.1 card embedded after an empty `AGENT:` line, or a 3.0 card escaped into the
    /// value, comes out as `card.agent`; the outer card keeps reading after it.
    @Suite struct AgentTests {
        @Test func anEmbedded21CardBecomesTheAgent() throws {
            let input = [
                "BEGIN:VCARD", "VERSION:2.1", "FN:Boss", "AGENT:",
                "BEGIN:VCARD", "VERSION:2.1", "FN:Assistant", "TEL;WORK:+1 555 0100", "END:VCARD",
                "NOTE:after the agent", "END:VCARD",
                "BEGIN:VCARD", "VERSION:3.0", "FN:Next", "END:VCARD", "",
            ].joined(separator: "\r\n")
            let entries = ReaderHarness.entries(input)
            #expect(entries.flatMap(\.problems) == [])
            #expect(entries.map(\.firstLine) == [1, 12])
            #expect(entries.map(\.lastLine) == [11, 15])
            let boss = try #require(entries.first?.card)
            #expect(boss.formattedName == "Boss")
            #expect(boss.notes == ["after the agent"])
            #expect(boss.properties.map(\.name) == ["FN", "AGENT", "NOTE"])
            let agent = try #require(boss.agent)
            #expect(agent.formattedName == "Assistant")
            #expect(agent.telephones.map(\.value) == ["+1 555 0100"])
            #expect(agent.telephones.map(\.label) == ["work"])
            #expect(entries.last?.card?.formattedName == "Next")
        }

        @Test func anEscaped30AgentValueIsACard() throws {
            let card = try ReaderHarness.card(
                ReaderHarness.vcard(
                    "3.0", "FN:Boss",
                    #"AGENT:BEGIN:VCARD\nVERSION:3.0\nFN:Susan Thomas\nTEL:+1-919-555-1234\nEMAIL;TYPE=INTERNET:sthomas@host.com\nEND:VCARD\n"#
                ))
            #expect(card.formattedName == "Boss")
            let agent = try #require(card.agent)
            #expect(agent.formattedName == "Susan Thomas")
            #expect(agent.telephones.map(\.value) == ["+1-919-555-1234"])
            #expect(agent.emails.map(\.value) == ["sthomas@host.com"])
        }

        @Test func anAgentEscapedAcrossFoldedLinesIsACard() throws {
            let card = try ReaderHarness.card(
                "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Boss\r\nAGENT:BEGIN:VCARD\\nVERSION:3.0\\nFN:Susan\r\n  Thomas\\nEND:VCARD\\n\r\nEND:VCARD\r\n"
            )
            #expect(card.agent?.formattedName == "Susan Thomas")
        }

        @Test func aUriAgentIsNotACard() throws {
            let card = try ReaderHarness.card(
                ReaderHarness.vcard(
                    "3.0", "FN:Boss", "AGENT;VALUE=uri:CID:JQPUBLIC.part3.960129T083020.xyzMail@host3.com"))
            #expect(card.agent == nil)
            #expect(card.property(named: "AGENT")?.value == "CID:JQPUBLIC.part3.960129T083020.xyzMail@host3.com")
        }

        @Test func nestedAgentsWithinTheLimitAreRead() throws {
            let input = [
                "BEGIN:VCARD", "VERSION:2.1", "FN:Level 0", "AGENT:",
                "BEGIN:VCARD", "VERSION:2.1", "FN:Level 1", "AGENT:",
                "BEGIN:VCARD", "VERSION:2.1", "FN:Level 2", "END:VCARD",
                "END:VCARD", "END:VCARD", "",
            ].joined(separator: "\r\n")
            let card = try ReaderHarness.card(input)
            #expect(card.agent?.formattedName == "Level 1")
            #expect(card.agent?.agent?.formattedName == "Level 2")
        }

        @Test func problemsInsideAnEmbeddedCardKeepTheirFileLines() {
            let input = [
                "BEGIN:VCARD", "VERSION:2.1", "FN:Boss", "AGENT:",
                "BEGIN:VCARD", "VERSION:2.1", "FN:Assistant", "stray", "END:VCARD",
                "END:VCARD", "",
            ].joined(separator: "\r\n")
            let entries = ReaderHarness.entries(input)
            #expect(entries.map(\.problems) == [[.joinedToPreviousLine(line: 8)]])
            #expect(entries.first?.card?.agent?.formattedName == "Assistant\nstray")
        }
    }
}
