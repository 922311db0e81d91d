@testable import ContactsKit
import Testing
import VCard

/// The linking rules on realistic pairs: what must link, what may only be suggested, and the hard
/// negatives that must never link.
@Suite struct MatchRulesTests {
    static func profile(_ lines: [String], source: String = "") -> MatchProfile {
        var reader = VCardReader(string: Cards.card(lines))
        let card = reader.next()!.card!
        return MatchProfile(card: card, fields: ContactFields(card: card), source: source)
    }

    enum Expected: Sendable, Equatable {
        case link(LinkEvidence.Reason), suggest, conflict, unrelated
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let label: String
        let a: [String]
        let b: [String]
        let expected: Expected
        /// Whether the two cards come from one file (one source).
        var oneFile = false
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        // Must link.
        Case(
            label: "same UID, nickname", a: ["N:Smith;Bob", "FN:Bob Smith", "UID:u1"],
            b: ["N:Smith;Robert", "FN:Robert Smith", "UID:u1"],
            expected: .link(.sameUID)),
        Case(
            label: "email differing in case, Bob/Robert", a: ["N:Smith;Bob", "EMAIL:bob@Example.com"],
            b: ["N:Smith;Robert", "EMAIL:BOB@example.com"], expected: .link(.sharedEmail)),
        Case(
            label: "phone national/international, Bill/William", a: ["N:Jones;Bill", "TEL:+1 (555) 010-4477"],
            b: ["N:Jones;William", "TEL:555.010.4477"], expected: .link(.sharedPhone)),
        Case(
            label: "Liz/Elizabeth by email", a: ["N:Taylor;Liz", "EMAIL:liz@example.org"],
            b: ["N:Taylor;Elizabeth", "EMAIL:liz@example.org"],
            expected: .link(.sharedEmail)),
        Case(
            label: "Kate/Katherine by phone", a: ["N:Brown;Kate", "TEL:+44 20 7946 0018"],
            b: ["N:Brown;Katherine", "TEL:020 7946 0018"],
            expected: .link(.sharedPhone)),
        Case(
            label: "initial and full given name", a: ["N:Smith;J.", "EMAIL:js@example.com"],
            b: ["N:Smith;John", "EMAIL:js@example.com"],
            expected: .link(.sharedEmail)),
        Case(
            label: "diacritics and case", a: ["N:Fernández;José", "EMAIL:jf@example.es"],
            b: ["N:FERNANDEZ;jose", "EMAIL:jf@example.es"],
            expected: .link(.sharedEmail)),
        Case(
            label: "given and family swapped", a: ["N:Wei;Zhang", "TEL:+86 10 5555 0188"],
            b: ["N:Zhang;Wei", "TEL:010 5555 0188"],
            expected: .link(.sharedPhone)),
        Case(
            label: "formatted name only", a: ["FN:Smith, Robert", "EMAIL:r@example.com"],
            b: ["N:Smith;Bob", "EMAIL:r@example.com"],
            expected: .link(.sharedEmail)),
        Case(
            label: "a card with only an email", a: ["EMAIL:ann@example.com"],
            b: ["N:Lee;Ann", "EMAIL:ann@example.com"],
            expected: .link(.sharedEmail)),
        Case(
            label: "full name and birthday without year", a: ["N:Ito;Aiko", "BDAY:1990-03-04"],
            b: ["N:Ito;Aiko", "BDAY:--0304"],
            expected: .link(.sameNameAndBirthday)),
        Case(
            label: "full name and address", a: ["N:Okafor;Ngozi", "ADR:;;12 High St;Leeds;;LS1 4AP;UK"],
            b: ["N:Okafor;Ngozi", "ADR;TYPE=home:;;12 High St.;Leeds;;LS1 4AP;United Kingdom"],
            expected: .link(.sameNameAndAddress)),
        Case(
            label: "double family name", a: ["N:García López;Ana", "EMAIL:ana@example.es"],
            b: ["N:García;Ana", "EMAIL:ana@example.es"],
            expected: .link(.sharedEmail)),
        // Issue 15: a name in its script and in Latin letters, typos, swapped parts, capitals, accents.
        Case(
            label: "鈴木陽菜 / Hina Suzuki, two emails and a phone",
            a: ["N:鈴木;陽菜", "FN:鈴木陽菜", "EMAIL:hina.suzuki@example.jp", "EMAIL:hina@example.com", "TEL:090-1234-5678"],
            b: [
                "N:Suzuki;Hina", "FN:Hina Suzuki", "EMAIL:Hina.Suzuki@example.jp", "EMAIL:hina@example.com",
                "TEL:+81 90 1234 5678",
            ],
            expected: .link(.sharedEmail)),
        Case(
            label: "司马丽 / Li Sima by phone", a: ["N:司马;丽", "FN:司马丽", "TEL:138 1234 5678"],
            b: ["N:Sima;Li", "FN:Li Sima", "TEL:+86 138 1234 5678"], expected: .link(.sharedPhone)),
        Case(
            label: "ليلى الأمين / Layla El-Amin by email", a: ["N:الأمين;ليلى", "EMAIL:layla@example.ae"],
            b: ["N:El-Amin;Layla", "EMAIL:Layla@example.ae"], expected: .link(.sharedEmail)),
        Case(
            label: "Юлия Щербакова / Yuliya Shcherbakova by phone", a: ["N:Щербакова;Юлия", "TEL:8 (912) 345-67-89"],
            b: ["N:Shcherbakova;Yuliya", "TEL:+7 912 345 67 89"], expected: .link(.sharedPhone)),
        Case(
            label: "Γιώργος Παπαδόπουλος / Giorgos Papadopoulos by email",
            a: ["N:Παπαδόπουλος;Γιώργος", "EMAIL:gp@example.gr"],
            b: ["N:Papadopoulos;Giorgos", "EMAIL:gp@example.gr"], expected: .link(.sharedEmail)),
        Case(
            label: "김민준 / Min-jun Kim by phone", a: ["N:김;민준", "TEL:010-1234-5678"],
            b: ["N:Kim;Min-jun", "TEL:+82 10 1234 5678"],
            expected: .link(.sharedPhone)),
        Case(
            label:
                "小林太郎 / Yuko Kobayashi on one family email: kanji read in Mandarin say nothing, one identifier is not enough",
            a: ["N:小林;太郎", "EMAIL:kobayashihome@example.net"],
            b: ["N:Kobayashi;Yuko", "EMAIL:kobayashihome@example.net"],
            expected: .unrelated),
        Case(
            label: "小林花子 / Hanako Kobayashi by an email with her name in it",
            a: ["N:小林;花子", "EMAIL:hanako43@example.net"],
            b: ["N:Kobayashi;Hanako", "EMAIL:Hanako43@example.net"], expected: .link(.sharedEmail)),
        Case(
            label: "小林花子 / Hanako Kobayashi by one mobile", a: ["N:小林;花子", "TEL;TYPE=CELL:+1 555 064 3735"],
            b: ["N:Kobayashi;Hanako", "TEL;TYPE=CELL:(555) 064-3735"], expected: .link(.sharedPhone)),
        Case(
            label: "小林太郎 / Yuko Kobayashi on one landline", a: ["N:小林;太郎", "TEL:+1 555 064 3735"],
            b: ["N:Kobayashi;Yuko", "TEL:(555) 064-3735"], expected: .unrelated),
        Case(
            label: "鈴木陽菜 / Hina Suzuki with a phonetic name, by one email",
            a: [
                "N:鈴木;陽菜", "X-PHONETIC-LAST-NAME:スズキ",
                "X-PHONETIC-FIRST-NAME:ヒナ", "EMAIL:hina@example.com",
            ],
            b: ["N:Suzuki;Hina", "EMAIL:hina@example.com"], expected: .link(.sharedEmail)),
        Case(
            label: "a name in its script and in Latin letters alone links nothing", a: ["N:鈴木;陽菜", "ORG:Acme"],
            b: ["N:Suzuki;Hina", "ORG:Acme"], expected: .unrelated),
        Case(
            label: "Maxiimlian / Maximilian with the same phone",
            a: ["N:Schmidt;Maxiimlian", "ORG:Acme", "BDAY:1980-02-03", "TEL:+49 151 2345 6789"],
            b: ["N:Schmidt;Maximilian", "ORG:Acme", "BDAY:1980-02-03", "TEL:0151 23456789"],
            expected: .link(.sharedPhone)),
        Case(
            label: "jeninfer / Jennifer with the same email", a: ["N:miller;jeninfer", "EMAIL:jm@example.com"],
            b: ["N:Miller;Jennifer", "EMAIL:jm@example.com"], expected: .link(.sharedEmail)),
        Case(
            label: "a typo with organisation and birthday only links nothing",
            a: ["N:Schmidt;Maxiimlian", "ORG:Acme", "BDAY:1980-02-03"],
            b: ["N:Schmidt;Maximilian", "ORG:Acme", "BDAY:1980-02-03"], expected: .unrelated),
        Case(
            label: "N:Maximilian;Schafer with FN Schafer, Maximilian is read as Maximilian Schafer",
            a: ["N:Maximilian;Schafer;;;", "FN:Schafer, Maximilian", "BDAY:1980-02-03"],
            b: ["N:Schäfer;Maximilian", "FN:Maximilian Schäfer", "BDAY:1980-02-03"],
            expected: .link(.sameNameAndBirthday)),
        Case(
            label: "TARŌ WATANABE, N swapped, by phone",
            a: ["N:TARŌ;WATANABE;;;", "FN:TARŌ WATANABE", "TEL:+81 90 8765 4321"],
            b: ["N:Watanabe;Taro", "FN:Taro Watanabe", "TEL:090-8765-4321"], expected: .link(.sharedPhone)),
        Case(
            label: "Schäfer / Schafer, name and birthday", a: ["N:Schäfer;Jürgen", "BDAY:1975-06-07"],
            b: ["N:Schafer;Jurgen", "BDAY:--0607"],
            expected: .link(.sameNameAndBirthday)),
        Case(
            label: "Nguyễn Văn An / An Nguyen Van in any order", a: ["N:Nguyễn;Văn An", "EMAIL:an@example.vn"],
            b: ["N:Nguyen Van;An", "EMAIL:an@example.vn"], expected: .link(.sharedEmail)),
        // Issue 15, second round: other romanizations, Korean family names, 7-digit numbers.
        Case(
            label: "باسمة هندية / Basma Handia by a Lebanese mobile of 7 digits",
            a: ["N:هندية;باسمة", "TEL:+961 3 384 357"],
            b: ["N:Handia;Basma", "TEL:03-384-357"], expected: .link(.sharedPhone)),
        Case(
            label: "이영길 / Yeonggil Lee by phone (ICU reads 이 as i)", a: ["N:이;영길", "TEL:010-2345-6789"],
            b: ["N:Lee;Yeonggil", "TEL:+82 10 2345 6789"], expected: .link(.sharedPhone)),
        Case(
            label: "Jimin Park / Jimin Bak by email", a: ["N:Park;Jimin", "EMAIL:jimin@example.kr"],
            b: ["N:Bak;Jimin", "EMAIL:jimin@example.kr"],
            expected: .link(.sharedEmail)),
        Case(
            label: "Musa Aniza / Moussa Anza by mobile", a: ["N:Aniza;Musa", "TEL;TYPE=CELL:+971 50 230 8080"],
            b: ["N:Anza;Moussa", "TEL;TYPE=CELL:+971 (0)50-230-8080"], expected: .link(.sharedPhone)),
        Case(
            label: "Reema / Rima Belguerne by email", a: ["N:Belguerne;Reema", "EMAIL:rb@example.dz"],
            b: ["N:Belguerne;Rima", "EMAIL:rb@example.dz"],
            expected: .link(.sharedEmail)),
        Case(
            label: "橋本淳 as one word / 橋本 淳 by phone", a: ["FN:橋本淳", "TEL:080-0091-3704"],
            b: ["N:橋本;淳", "FN:橋本淳", "TEL:+81 80 0091 3704"],
            expected: .link(.sharedPhone)),
        Case(
            label: "Алевтин Чубай / Alevtin Chubay by phone", a: ["N:Чубай;Алевтин", "TEL:067 826 53 07"],
            b: ["N:Chubay;Alevtin", "TEL:+380 67 826 53 07"], expected: .link(.sharedPhone)),
        Case(
            label: "Трохим Архимович / Trokhym Arkhymovych by email",
            a: ["N:Архимович;Трохим", "EMAIL:trokhym35@example.ua"],
            b: ["N:Arkhymovych;Trokhym", "EMAIL:trokhym35@example.ua"], expected: .link(.sharedEmail)),
        Case(
            label: "Χαρά Σκασίλα / Hara Skasila by email", a: ["N:Σκασίλα;Χαρά", "EMAIL:cskasila@example.gr"],
            b: ["N:Skasila;Hara", "EMAIL:cskasila@example.gr"], expected: .link(.sharedEmail)),
        Case(
            label: "رؤوف سوميرة / Raouf Soumira by email", a: ["N:سوميرة;رؤوف", "EMAIL:raoufsoumira@example.com"],
            b: ["N:Soumira;Raouf", "EMAIL:raoufsoumira@example.com"], expected: .link(.sharedEmail)),
        Case(
            label: "skwoka@ is Szymon Kwoka's own mailbox, not a household's",
            a: ["N:Kwoka;Szymon", "EMAIL:skwoka@example.pl"],
            b: ["N:Kwoka;Szymon", "EMAIL:Skwoka@example.pl"], expected: .link(.sharedEmail)),
        // Suggest only.
        Case(
            label: "father and son Girolamo Casaleggio on the household's mailbox, each with his own mobile",
            a: ["N:Casaleggio;Girolamo", "EMAIL:casaleggios@example.it", "TEL;TYPE=CELL:+39 318 638 4444"],
            b: ["N:Casaleggio;Girolamo", "EMAIL:casaleggios@example.it", "TEL;TYPE=CELL:+39 374 186 7861"],
            expected: .suggest),
        Case(
            label: "Girolamo Casalegbio, a typo in the family name, and his father on the household's mailbox",
            a: ["N:Casalegbio;Girolamo", "EMAIL:casaleggios@example.it"],
            b: ["N:Casaleggio;Girolamo", "EMAIL:casaleggios@example.it"],
            expected: .unrelated),
        Case(
            label: "Shcherbakova Dmitry, N swapped, and Дмитрий Щербакова on his own mailbox dmitry65@",
            a: ["N:Dmitry;Shcherbakova", "FN:Shcherbakova Dmitry", "EMAIL:dmitry65@example.ru"],
            b: ["N:Щербакова;Дмитрий", "EMAIL:dmitry65@example.ru"], expected: .link(.sharedEmail)),
        Case(
            label: "two Catherine Marques with their own mobiles sharing a work number, no organisation named",
            a: ["N:Marques;Catherine", "TEL;TYPE=CELL:06 33 19 85 68", "TEL;TYPE=WORK:01 92 40 80 62"],
            b: ["N:Marques;Catherine", "TEL;TYPE=CELL:07 95 55 78 36", "TEL;TYPE=WORK:+33 1 92 40 80 62"],
            expected: .suggest),
        Case(
            label: "two Eckhard Sölzer born on one day, each with his own mobile",
            a: ["N:Sölzer;Eckhard", "BDAY:1995-02-07", "TEL;TYPE=CELL:+49 151 82212443"],
            b: ["N:Solzer;Eckhard", "BDAY:--0207", "TEL;TYPE=CELL:+49 160 84810428"], expected: .suggest),
        Case(
            label: "a 7-digit number without a trunk prefix is not used", a: ["N:Ng;Mei", "TEL:548 8001"],
            b: ["N:Ng;Mei", "TEL:548 8001"],
            expected: .suggest),
        Case(
            label: "full name and organisation", a: ["N:Smith;Bob", "ORG:Acme Corp."],
            b: ["N:Smith;Robert", "ORG:ACME Corp"],
            expected: .suggest),
        Case(
            label: "two Björn Schmidt-Rüdiger at one firm sharing its switchboard",
            a: [
                "N:Schmidt-Rüdiger;Björn", "ORG:Acme GmbH", "TEL;TYPE=WORK:+49 30 1234 5000",
                "TEL;TYPE=CELL:+49 151 1111 2222",
                "EMAIL:bjoern.sr@acme.example",
            ],
            b: [
                "N:Schmidt-Rüdiger;Björn", "ORG:Acme GmbH", "TEL;TYPE=WORK:030 1234 5000",
                "TEL;TYPE=CELL:+49 160 3333 4444",
                "EMAIL:bsr@example.de",
            ], expected: .suggest),
        Case(
            label: "three cards in one file with different UIDs: name and organisation",
            a: ["N:Schmidt-Rüdiger;Björn", "ORG:Acme GmbH", "UID:one"],
            b: ["N:Schmidt-Rüdiger;Björn", "ORG:Acme GmbH", "UID:two"],
            expected: .suggest, oneFile: true),
        Case(
            label: "one file, different UIDs: name and birthday",
            a: ["N:Schmidt-Rüdiger;Björn", "BDAY:1970-01-02", "UID:one"],
            b: ["N:Schmidt-Rüdiger;Björn", "BDAY:1970-01-02", "UID:three"], expected: .suggest, oneFile: true),
        Case(
            label: "one file, different UIDs, a shared email",
            a: ["N:Schmidt-Rüdiger;Björn", "EMAIL:b@acme.example", "UID:one"],
            b: ["N:Schmidt-Rüdiger;Björn", "EMAIL:b@acme.example", "UID:two"], expected: .link(.sharedEmail),
            oneFile: true),
        Case(
            label: "the same name alone", a: ["N:Smith;John", "TEL:+1 555 010 1111"],
            b: ["N:Smith;John", "TEL:+1 555 010 2222"],
            expected: .suggest),
        Case(label: "nickname and nothing else", a: ["N:Smith;Bob"], b: ["N:Smith;Robert"], expected: .suggest),
        // Never link.
        Case(
            label: "family landline, different given names", a: ["N:Novak;Jan", "TEL:+420 222 555 010"],
            b: ["N:Novak;Petra", "TEL:+420 222 555 010"], expected: .conflict),
        Case(
            label: "family email, different given names", a: ["N:Smith;Ann", "EMAIL:smiths@example.com"],
            b: ["N:Smith;Tom", "EMAIL:smiths@example.com"], expected: .conflict),
        Case(
            label: "switchboard, colleagues", a: ["N:Ali;Omar", "ORG:Acme", "TEL:+1 555 010 0000"],
            b: ["N:Berg;Ingrid", "ORG:Acme", "TEL:+1 555 010 0000"], expected: .conflict),
        Case(
            label: "switchboard, a person and the company",
            a: ["FN:Acme Corp", "ORG:Acme Corp", "TEL:+1 555 010 0000"],
            b: ["N:Berg;Ingrid", "ORG:Acme Corp", "TEL:+1 555 010 0000"], expected: .conflict),
        Case(
            label: "twins", a: ["N:Kowalski;Adam", "BDAY:2001-05-06", "ADR:;;1 Long Rd;Kraków;;30-001;PL"],
            b: ["N:Kowalski;Ewa", "BDAY:2001-05-06", "ADR:;;1 Long Rd;Kraków;;30-001;PL"], expected: .conflict),
        Case(
            label: "same name, different birthdays", a: ["N:Smith;John", "BDAY:1970-01-01", "EMAIL:j@example.com"],
            b: ["N:Smith;John", "BDAY:1980-01-01", "EMAIL:j@example.com"], expected: .conflict),
        Case(
            label: "same name, birthday years differ", a: ["N:Smith;John", "BDAY:1970-01-01"],
            b: ["N:Smith;John", "BDAY:1971-01-01"],
            expected: .conflict),
        Case(
            label: "short shared number", a: ["N:Ng;Mei", "TEL:4477"], b: ["N:Ng;Mei", "TEL:4477"], expected: .suggest),
        Case(
            label: "different names conflict even with nothing shared", a: ["N:Ng;Mei"], b: ["N:Ito;Aiko"],
            expected: .conflict),
        Case(
            label: "王芳 / Wei Wang on one landline: the family names agree, the given names do not",
            a: ["N:王;芳", "TEL:010 5555 0188"], b: ["N:Wang;Wei", "TEL:+86 10 5555 0188"], expected: .conflict),
        Case(
            label: "Юлия / Olga Shcherbakova on one landline", a: ["N:Щербакова;Юлия", "TEL:8 (495) 123-45-67"],
            b: ["N:Shcherbakova;Olga", "TEL:+7 495 123 45 67"], expected: .conflict),
        Case(
            label: "Patrick / Patricia Wallace sharing a family email",
            a: ["N:Wallace;Patrick", "EMAIL:wallace.family@example.com"],
            b: ["N:Wallace;Patricia", "EMAIL:wallace.family@example.com"], expected: .conflict),
        Case(
            label: "Patricia, called Pat, and Patrick sharing a family email",
            a: ["N:Wallace;Patricia", "NICKNAME:Pat", "EMAIL:wallace.family@example.com"],
            b: ["N:Wallace;Patrick", "EMAIL:wallace.family@example.com"], expected: .conflict),
        Case(
            label: "a nickname of one's own names the person",
            a: ["N:Wallace;Margaret", "NICKNAME:Daisy", "EMAIL:mw@example.com"],
            b: ["N:Wallace;Daisy", "EMAIL:mw@example.com"], expected: .link(.sharedEmail)),
        Case(
            label: "Christian / Christina, Daniel / Daniela: a man's and a woman's name",
            a: ["N:Berg;Christian", "EMAIL:berg@example.com"],
            b: ["N:Berg;Christina", "EMAIL:berg@example.com"], expected: .conflict),
        Case(
            label: "Jan / Jana Novák on one landline", a: ["N:Novák;Jan", "TEL:+420 222 555 010"],
            b: ["N:Novak;Jana", "TEL:+420 222 555 010"], expected: .conflict),
        Case(
            label: "Omar Khalil / ليلى خليل on one landline", a: ["N:Khalil;Omar", "TEL:+44 161 499 2223"],
            b: ["N:خليل;ليلى", "TEL:0161 499 2223"], expected: .conflict),
        Case(
            label: "Jon / Jan Novák, a typo apart, on one home landline",
            a: ["N:Novák;Jon", "TEL;TYPE=HOME:+420 222 555 010"],
            b: ["N:Novak;Jan", "TEL;TYPE=HOME:+420 222 555 010"], expected: .unrelated),
        Case(
            label: "S. Yoon / 윤수빈 by email", a: ["N:Yoon;S.", "EMAIL:yoon.subin@example.de"],
            b: ["N:윤;수빈", "EMAIL:yoon.subin@example.de"],
            expected: .link(.sharedEmail)),
        Case(
            label:
                "two 배지연 / Ji-yeon Bae at one company written in Hangul and in Latin letters, sharing its switchboard",
            a: ["N:배;지연", "ORG:(주) 스타", "TEL;TYPE=WORK:+82 2 0682 2195", "TEL;TYPE=CELL:+82 10 2941 2307"],
            b: ["N:Bae;Ji-yeon", "ORG:Star Co.", "TEL;TYPE=WORK:02 0682 2195", "TEL;TYPE=CELL:010-8451-1833"],
            expected: .unrelated),
        Case(
            label: "Rima / Rami Haddad on one email: one skeleton, the vowels elsewhere",
            a: ["N:Haddad;Rima", "EMAIL:rh@example.com"],
            b: ["N:Haddad;Rami", "EMAIL:rh@example.com"], expected: .conflict),
        Case(
            label: "Lee / Kim Jimin on one email: not two spellings of one family name",
            a: ["N:Lee;Jimin", "EMAIL:jm@example.kr"],
            b: ["N:Kim;Jimin", "EMAIL:jm@example.kr"], expected: .conflict),
        // Round 3 (held-out misses): each rule with a pair that must link and one that must not.
        Case(
            label: "Olle / Oll (a letter dropped) sharing a mobile and an organisation",
            a: ["N:Johansson;Olle", "ORG:Gashi HB", "TEL;TYPE=CELL:+46 70 091 42 91"],
            b: ["N:Johansson;Oll", "ORG:Gashi HB", "TEL;TYPE=CELL:070-091-42-91"], expected: .link(.sharedPhone)),
        Case(
            label: "Ada / Ad sharing a mobile and a birthday",
            a: ["N:Filiks;Ada", "BDAY:1953-12-07", "TEL;TYPE=CELL:623070338"],
            b: ["N:Filiks;Ad", "BDAY:1953-12-07", "TEL;TYPE=CELL:623.070.338"], expected: .link(.sharedPhone)),
        Case(
            label: "Jan / Jana Novák sharing a mobile and an address, as a couple may",
            a: ["N:Novák;Jan", "TEL;TYPE=CELL:+420 602 555 010", "ADR:;;Dlouhá 5;Praha;;11000;CZ"],
            b: ["N:Novak;Jana", "TEL;TYPE=CELL:602 555 010", "ADR:;;Dlouhá 5;Praha;;11000;CZ"], expected: .conflict),
        Case(
            label: "Patrick / Patricia sharing a mobile and a birthday: names DistinctNames knows",
            a: ["N:Wallace;Patrick", "BDAY:1980-01-02", "TEL;TYPE=CELL:+1 555 010 7777"],
            b: ["N:Wallace;Patricia", "BDAY:1980-01-02", "TEL;TYPE=CELL:555 010 7777"], expected: .conflict),
        Case(
            label: "Inönü / Inoenue (umlauts spelt out) by mobile",
            a: ["N:İnönü;Safura", "TEL;TYPE=CELL:+90 532 738 88 45"],
            b: ["N:Inoenue;Safura", "TEL;TYPE=CELL:0532 738 88 45"], expected: .link(.sharedPhone)),
        Case(
            label: "Benane El-Dessouki / بنان الدسوقي by mobile and email (the article a word apart, no vowels)",
            a: ["N:El-Dessouki;Benane", "TEL;TYPE=CELL:+961 3 536 338", "EMAIL:benaneel-dessouki@yahoo.example"],
            b: ["N:الدسوقي;بنان", "TEL;TYPE=CELL:03536338", "EMAIL:benaneel-dessouki@yahoo.example"],
            expected: .link(.sharedEmail)),
        Case(
            label: "Nashwan Ayoubi / نشوان الأيوبي by mobile (a family name of one consonant)",
            a: ["N:Ayoubi;Nashwan", "TEL;TYPE=CELL:+966 58-998-2594"],
            b: ["N:الأيوبي;نشوان", "TEL;TYPE=CELL:+966 58 998 2594"],
            expected: .link(.sharedPhone)),
        Case(
            label: "Nashwan Ayoubi / Omar Ayoubi in Arabic on one landline",
            a: ["N:Ayoubi;Nashwan", "TEL:+966 11 998 2594"],
            b: ["N:الأيوبي;عمر", "TEL:+966 11 998 2594"], expected: .unrelated),
        Case(
            label: "Jeonnam (a typo) / 문정남 by email", a: ["N:Mun;Jeonnam", "EMAIL:jeongnammoon@example.kr"],
            b: ["N:문;정남", "EMAIL:jeongnammoon@example.kr"], expected: .link(.sharedEmail)),
        Case(
            label: "a company's card in two scripts sharing its email and number",
            a: [
                "FN:Small, Perez and Richardson", "ORG:Small, Perez and Richardson", "EMAIL:info@smallperez.example",
                "TEL;TYPE=WORK:0210 3269 639",
            ],
            b: ["FN:惠派国际公司", "ORG:惠派国际公司", "EMAIL:info@smallperez.example", "TEL;TYPE=WORK:02103269639"],
            expected: .link(.sharedEmail)),
        Case(
            label: "two companies in two scripts sharing one number",
            a: ["FN:Star Co.", "ORG:Star Co.", "TEL;TYPE=WORK:+82 2 0682 2195"],
            b: ["FN:(주) 달", "ORG:(주) 달", "TEL;TYPE=WORK:02 0682 2195"], expected: .unrelated),
        Case(
            label: "Yevsey / Evsei Kuzmin (Cyrillic Е with or without y) by mobile",
            a: ["N:Kuzmin;Yevsey", "TEL;TYPE=CELL:+7 916 868 68 08"],
            b: ["N:KUZMIN;EVSEI", "TEL;TYPE=CELL:8 916 868 68 08"], expected: .link(.sharedPhone)),
        Case(
            label: "Yelena / Elena Petrova on one home landline: close names, a household's number",
            a: ["N:Petrova;Yelena", "TEL;TYPE=HOME:+7 495 123 45 67"],
            b: ["N:Petrova;Elena", "TEL;TYPE=HOME:8 495 123 45 67"],
            expected: .unrelated),
        Case(
            label: "nothing shared, nothing conflicting", a: ["N:Ng;Mei"], b: ["EMAIL:x@example.com"],
            expected: .unrelated),
    ]

    @Test(arguments: cases)
    func verdict(_ test: Case) {
        let a = Self.profile(test.a, source: "a"), b = Self.profile(test.b, source: test.oneFile ? "a" : "b")
        for verdict in [MatchRules.verdict(a, b), MatchRules.verdict(b, a)] {
            switch (verdict, test.expected) {
            case (.link(let evidence), .link(let reason)): #expect(evidence.reason == reason)
            case (.suggest, .suggest), (.conflict, .conflict), (.unrelated, .unrelated): break
            default: Issue.record("\(test.label): \(verdict), expected \(test.expected)")
            }
        }
    }

    @Test func storedNameKeysFollowTheName() {
        var profile = MatchProfile(kind: .person)
        profile.given = "bob"
        profile.family = "smith"
        #expect(profile.firstGiven == "bob" && profile.fullNameKeys.contains("robert smith"))
        profile.family = "jones"
        #expect(!profile.fullNameKeys.contains("robert smith") && profile.fullNameKeys.contains("jones robert"))
        profile.kind = .organization
        #expect(profile.fullNameKeys.isEmpty)
        // Read back from its stored form, a profile has its keys again.
        let stored = Self.profile(["N:García López;Luis", "EMAIL:l@example.es"])
        #expect(MatchProfile(packed: stored.packed) == stored && stored.fullNameKeys.contains("garcia luis"))
    }

    @Test func nicknameGroupsAreEquivalentBothWays() {
        for (short, formal) in [
            ("bob", "robert"), ("bill", "william"), ("liz", "elizabeth"), ("kate", "katherine"), ("peggy", "margaret"),
        ] {
            #expect(MatchRules.givenCompatible(short, formal))
            #expect(MatchRules.givenCompatible(formal, short))
        }
        #expect(!MatchRules.givenCompatible("robert", "william"))
        // An ambiguous short form belongs to each of its names, which stay apart from each other.
        #expect(MatchRules.givenCompatible("alex", "alexander") && MatchRules.givenCompatible("alex", "alexandra"))
        #expect(!MatchRules.givenCompatible("alexander", "alexandra"))
    }

    @Test func profileSurvivesPacking() {
        let profile = Self.profile(
            [
                "N:García López;José", "NICKNAME:Pepe", "ORG:Acme", "BDAY:--0304", "EMAIL:j@example.es",
                "TEL;TYPE=WORK:+34 600 555 018 x12", "ADR:;;Calle Mayor 1;Madrid;;28013;ES", "UID:abc",
            ],
            source: "icloud")
        #expect(MatchProfile(packed: profile.packed) == profile)
        #expect(profile.kind == .person)
        #expect(profile.family == "garcia lopez")
        #expect(profile.phones.first?.extension == "12")
        #expect(profile.phones.first?.line == .work)
        #expect(profile.source == "icloud")
        let japanese = Self.profile(["N:鈴木;陽菜", "X-PHONETIC-LAST-NAME:スズキ", "X-PHONETIC-FIRST-NAME:ヒナ"])
        #expect(MatchProfile(packed: japanese.packed) == japanese)
        #expect(
            (japanese.script, japanese.latinFamily, japanese.latinGiven, japanese.phoneticReading) == (
                .han, "suzuki", "hina", true
            ))
    }

    /// Random profiles (empty fields, several or no emails, phones and addresses, non-ASCII text,
    /// every script) read back from their stored form as they were.
    @Test func randomProfilesSurvivePacking() {
        let words = ["", "ann", "lee", "jean luc", "o brien", "müller", "鈴木", "ヒナ", "ольга", "أمين", "x", "12"]
        var generator = SystemRandomNumberGenerator()
        func word() -> String { words.randomElement(using: &generator)! }
        func some<T>(_ make: () -> T) -> [T] { (0..<Int.random(in: 0...3, using: &generator)).map { _ in make() } }
        for _ in 0..<500 {
            var profile = MatchProfile(kind: [.person, .organization, .unnamed].randomElement(using: &generator)!)
            profile.uid = word()
            profile.given = word()
            profile.family = word()
            profile.nickname = word()
            profile.organization = word()
            profile.birthday = ["", "1984-12-21", "--0304"].randomElement(using: &generator)!
            profile.emails = some { word() + "@example.org" }
            profile.phones = some {
                var phone = MatchPhone(
                    national: String(Int.random(in: 100...99_999_999, using: &generator)),
                    countryCode: ["", "1", "44"].randomElement(using: &generator)!,
                    extension: ["", "12"].randomElement(using: &generator)!)
                phone.line = [.other, .work, .mobile].randomElement(using: &generator)!
                return phone
            }
            profile.addresses = some { word() + " 1|" + word() }
            profile.source = word()
            profile.script = NameScript.allCases.randomElement(using: &generator)!
            profile.phoneticReading = Bool.random(using: &generator)
            profile.latinGiven = word()
            profile.latinFamily = word()
            #expect(MatchProfile(packed: profile.packed) == profile, "\(profile.packed.debugDescription)")
        }
    }

    @Test func profileFromBeforeScriptsReadsWithThemEmpty() {
        // A profile packed before `v5-profile-scripts`: ten fields, phones of three parts.
        let old = ["p", "abc", "jose", "garcia", "", "acme", "", "j@example.es", "600555018\u{1C}34\u{1C}12", ""]
            .joined(separator: "\u{1E}")
        let profile = MatchProfile(packed: old)
        #expect((profile.given, profile.family, profile.source, profile.script) == ("jose", "garcia", "", .latin))
        #expect(profile.phones == [MatchPhone(national: "600555018", countryCode: "34", extension: "12")])
    }

    @Test func aNumberSharedByManyIsNotPersonal() {
        let a = Self.profile(["N:Lee;Ann", "TEL:+1 555 010 4477"]), b = Self.profile(["N:Lee;Ann", "TEL:555 010 4477"])
        #expect(MatchRules.verdict(a, b, sharers: { _ in 2 }) == .link(LinkEvidence(.sharedPhone, "5550104477")))
        #expect(
            MatchRules.verdict(a, b, sharers: { _ in MatchRules.personalNumberSharers + 1 })
                == .suggest(LinkEvidence(.sameName)))
    }

    @Test func organisationAndUnnamedCardsAreRecognised() {
        #expect(Self.profile(["FN:Acme Corp", "ORG:Acme Corp"]).kind == .organization)
        #expect(Self.profile(["ORG:Acme Corp"]).kind == .organization)
        #expect(Self.profile(["FN:Acme", "X-ABShowAs:COMPANY", "N:;;;;"]).kind == .organization)
        #expect(Self.profile(["EMAIL:x@example.com"]).kind == .unnamed)
        #expect(Self.profile(["FN:Bob Smith", "ORG:Acme Corp"]).kind == .person)
    }
}
