import Foundation
import Testing

/// `show` hides nothing: URL, IMPP, ANNIVERSARY, ROLE, TZ, GEO, KEY, RELATED, the organisation's
/// units, every nickname and every `X-` property with a readable label; long values wrap to the
/// width; postal addresses are the lines of a letter in their country's order, or the card's own
/// LABEL; `show --address` prints the address alone for a label printer.
@Suite struct WholeCardTests {
    static let ann = VCF.card(
        "N:Lee;Ann;;;", "FN:Ann Lee", "UID:ann-1", "NICKNAME:Annie,Nan", "ORG:Acme;R&D;Lab", "TITLE:Chemist",
        "ROLE:Team lead",
        "URL;TYPE=work:https://ann.example", "IMPP;TYPE=home:xmpp:ann@jabber.example", "X-JABBER:ann@jabber.org",
        "X-ANNIVERSARY:2010-06-01", "TZ:-05:00", "GEO:37.386013;-122.082932", "KEY;ENCODING=b;TYPE=PGP:AAECAwQF",
        "item1.X-ABRELATEDNAMES:Beth Lee", "item1.X-ABLabel:Sister",
        "X-SOCIALPROFILE;type=twitter:https://twitter.com/ann",
        "X-TWITTER:@annlee", "X-SHOE-SIZE:38", "ADR;TYPE=HOME:;;1 Rue de Rivoli;Paris;;75001;France",
        "ADR;TYPE=WORK:;;350 Fifth Avenue;New York;NY;10118;USA",
        "LABEL;TYPE=WORK:Acme Lab\\nAttn: Ann Lee\\n350 Fifth Avenue\\nNew York NY 10118",
        "NOTE:A very long note that should wrap at the terminal width because it goes on and on and on and on."
    )
    static let bo = VCF.card(
        [
            "FN:Bo Kim", "UID:urn:uuid:bo", "GENDER:F", "LANG;PREF=1:ko", "RELATED;TYPE=spouse:urn:uuid:ann-1",
            "RELATED;TYPE=friend;VALUE=text:Carl", "ADR;TYPE=home:;;丸の内1-1;千代田区;東京都;100-0005;日本",
            "ADR;TYPE=work;LABEL=\"Kim & Co\\n12 Rue Haute\\n1000 Bruxelles\":;;12 Rue Haute;Bruxelles;;1000;Belgium",
            "ADR;TYPE=other:;;10 Downing St;London;;SW1A 2AA;United Kingdom",
        ], version: "4.0")

    private func store() throws -> (Scratch, ids: [String]) {
        let scratch = try Scratch()
        try scratch.importCards(Self.ann + Self.bo, as: "people.vcf")
        return (scratch, try scratch.listed().map { $0["id"] as? String ?? "" })
    }

    @Test func everyPropertyIsShownWithAReadableLabelWrappedToTheWidth() throws {
        let (scratch, ids) = try store()
        try scratch.expect(
            ["show", "1"], environment: ["COLUMNS": "72"],
            stdout: """
                Ann Lee
                  Chemist, Acme, R&D, Lab
                  role                  Team lead
                  nickname              Annie
                  nickname              Nan
                  im          xmpp      ann@jabber.example
                  im          Jabber    ann@jabber.org
                  social      twitter   https://twitter.com/ann
                  social      twitter   @annlee
                  url         work      https://ann.example
                  address     home      1 Rue de Rivoli
                                        75001 Paris
                                        France
                  address     work      Acme Lab
                                        Attn: Ann Lee
                                        350 Fifth Avenue
                                        New York NY 10118
                  anniversary           2010-06-01
                  related     Sister    Beth Lee
                  time zone             -05:00
                  location              37.386013, -122.082932
                  key                   PGP key, 6 bytes
                  shoe size             38
                  note                  A very long note that should wrap at the
                                        terminal width because it goes on and on and on
                                        and on.
                  position 1 · id \(ids[0]) · from people (UID ann-1)

                """, stderr: "")
    }

    @Test func relatedPeopleInTheBookAreNamedAndAddressesFollowTheirCountry() throws {
        let (scratch, ids) = try store()
        try scratch.expect(
            ["show", "2"],
            stdout: """
                Bo Kim
                  address  home      〒100-0005
                                     東京都千代田区丸の内1-1
                                     日本
                  address  work      Kim & Co
                                     12 Rue Haute
                                     1000 Bruxelles
                  address  other     10 Downing St
                                     London
                                     SW1A 2AA
                                     United Kingdom
                  related  spouse    Ann Lee (1)
                  related  friend    Carl
                  gender             female
                  language           ko
                  position 2 · id \(ids[1]) · from people (UID urn:uuid:bo)

                """, stderr: "")
    }

    @Test func aWiderTerminalWrapsLater() throws {
        let (scratch, _) = try store()
        let wide = try scratch.expect(["show", "1"], environment: ["COLUMNS": "200"], stderr: "").stdoutLines
        #expect(
            wide.contains(
                "  note                  A very long note that should wrap at the terminal width because it goes on and on and on and on."
            ))
        let narrow = try scratch.expect(["show", "1"], environment: ["COLUMNS": "50"], stderr: "").stdoutLines
        let note = narrow.drop { !$0.hasPrefix("  note") }.prefix { !$0.hasPrefix("  position") }
        #expect(note.count >= 5 && note.allSatisfy { $0.count <= 50 }, "\(narrow)")
    }

    @Test func addressPrintsThePreferredOrTheLabelledAddressAlone() throws {
        let (scratch, _) = try store()
        try scratch.expect(
            ["show", "1", "--address"],
            stdout: """
                Ann Lee
                Acme
                1 Rue de Rivoli
                75001 Paris
                France

                """, stderr: "")
        try scratch.expect(
            ["show", "2", "--address", "--label", "OTHER"],
            stdout: """
                Bo Kim
                10 Downing St
                London
                SW1A 2AA
                United Kingdom

                """, stderr: "")
        try scratch.expect(
            ["show", "2", "--address", "--label", "school"], status: 1, stdout: "",
            stderr: "contacts: error: Bo Kim has no address labelled 'school'; the labels are 'home', 'work', 'other'\n"
        )
    }

    @Test func aBuildingGoesAboveTheStreetInFranceAndASuiteBelowItInTheUnitedStates() throws {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.card(
                "FN:Émile Roux", "ADR;TYPE=home:;Bâtiment C;21 avenue Tony Garnier;Lyon;;69007;France",
                "ADR;TYPE=work:;Suite 200;350 Fifth Avenue;New York;NY;10118;USA"
            ))
        try scratch.expect(
            ["show", "1", "--address", "--label", "home"],
            stdout: """
                Émile Roux
                Bâtiment C
                21 avenue Tony Garnier
                69007 Lyon
                France

                """, stderr: "")
        try scratch.expect(
            ["show", "1", "--address", "--label", "work"],
            stdout: """
                Émile Roux
                350 Fifth Avenue
                Suite 200
                New York, NY 10118
                USA

                """, stderr: "")
    }

    @Test func addressOfAContactWithoutOneIsAnError() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.named("No Where"))
        try scratch.expect(
            ["show", "1", "--address"], status: 1, stdout: "",
            stderr: "contacts: error: No Where has no postal address\n")
        try scratch.expect(["show", "1", "--label", "home"], status: 64, stdout: "")
        try scratch.expect(["show", "1", "--address", "--json"], status: 64, stdout: "")
    }
}
