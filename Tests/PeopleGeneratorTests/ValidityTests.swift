import Testing
import VCard

import PeopleGenerator

/// Every card is one the project's reader takes without complaint, and the truth names every card.
@Suite struct ValidityTests {
    let read = ReadCorpus.standard

    @Test func everyCardParsesWithoutProblems() {
        for (source, entries) in read.entries {
            let bad = entries.filter { $0.card == nil || !$0.problems.isEmpty }
            #expect(bad.isEmpty, "\(source): \(bad.prefix(3).map { "line \($0.firstLine): \($0.problems)" })")
        }
    }

    @Test func theTruthCoversEveryCardAndNothingElse() {
        let cardCount = read.entries.values.reduce(0) { $0 + $1.count }
        #expect(cardCount == read.corpus.truth.count)
        #expect(Set(read.cards.keys) == Set(read.corpus.truth.keys))
        #expect(read.corpus.stats["raw contacts"] == read.corpus.truth.count)
    }

    @Test func everyPersonHasACardAndUIDsAreUniquePerCard() {
        #expect(Set(read.corpus.truth.values) == Set(0..<read.corpus.people))
        // Only synced copies share a UID, across sources; everything else is unique.
        var sources: [String: Set<String>] = [:]
        for key in read.corpus.truth.keys { sources[key.uid, default: []].insert(key.source) }
        let shared = sources.filter { $0.value.count > 1 }.keys
        let synced = Set(read.duplicated(.sharedUID))
        for uid in shared {
            let people = Set(read.corpus.truth.filter { $0.key.uid == uid }.values)
            #expect(people.count == 1 && synced.contains(people.first!), "UID \(uid) shared by \(people)")
        }
        #expect(shared.count == synced.count)
    }

    @Test func eachSourceWritesItsOwnStyle() {
        let versions = read.cards.map { ($0.key.source, $0.value.version) }
        #expect(versions.allSatisfy { $0.0 == "outlook" ? $0.1 == .v2_1 : $0.1 == .v3_0 })
        let text = Dictionary(uniqueKeysWithValues: read.corpus.files.map { ($0.source, $0.text) })
        for fragment in [
            "item1.X-ABLabel:_$!<Other>!$_", "BDAY;X-APPLE-OMIT-YEAR=1604:1604-", "PHOTO;ENCODING=b;TYPE=JPEG:",
            "TEL;type=CELL;type=VOICE;type=pref:(555) 0", "PRODID:-//Apple Inc.//",
        ] {
            #expect(text["icloud"]!.contains(fragment), "icloud lacks \(fragment)")
        }
        for fragment in [
            "EMAIL;TYPE=INTERNET;TYPE=HOME:", "TEL;TYPE=CELL:+", "CATEGORIES:myContacts", "NOTE:", "\\,", "\\;", "\\n",
            "BDAY:--",
        ] {
            #expect(text["google"]!.contains(fragment), "google lacks \(fragment)")
        }
        for fragment in [
            "N;LANGUAGE=en-us:", "EMAIL;PREF;INTERNET:", "ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:", "TEL;WORK;VOICE:",
            "=\r\n",
        ] {
            #expect(text["outlook"]!.contains(fragment), "outlook lacks \(fragment)")
        }
        #expect(text["outlook"]!.contains(/BDAY:\d{8}\r\n/))
        #expect(text["outlook"]!.contains(/TEL;[A-Z;]+:\d{3}\.\d{3}\.\d{4}\r\n/))
    }

    @Test func quotedPrintableDecodesToTheNames() {
        // Outlook cards with non-ASCII names are QUOTED-PRINTABLE; read back, they are the real names.
        let names = read.cards.filter { $0.key.source == "outlook" }.compactMap(\.value.formattedName)
        #expect(names.contains { $0.unicodeScalars.contains { !$0.isASCII } })
        #expect(!names.contains { $0.contains("=C3") })
    }
}
