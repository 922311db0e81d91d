import Foundation

/// Files in the other address books' formats, built from their documented headers and attributes:
/// non-ASCII names, multiline notes, empty columns.
enum FormatFixtures {
    /// Google Contacts' CSV, the `Name`, `Given Name`, `E-mail 1 - Type` generation.
    static let googleOld = """
        Name,Given Name,Additional Name,Family Name,Yomi Name,Given Name Yomi,Additional Name Yomi,Family Name Yomi,Name Prefix,Name Suffix,Initials,Nickname,Short Name,Maiden Name,Birthday,Gender,Location,Billing Information,Directory Server,Mileage,Occupation,Hobby,Sensitivity,Priority,Subject,Notes,Language,Photo,Group Membership,E-mail 1 - Type,E-mail 1 - Value,E-mail 2 - Type,E-mail 2 - Value,Phone 1 - Type,Phone 1 - Value,Phone 2 - Type,Phone 2 - Value,Address 1 - Type,Address 1 - Formatted,Address 1 - Street,Address 1 - City,Address 1 - PO Box,Address 1 - Region,Address 1 - Postal Code,Address 1 - Country,Address 1 - Extended Address,Organization 1 - Type,Organization 1 - Name,Organization 1 - Yomi Name,Organization 1 - Title,Organization 1 - Department,Organization 1 - Symbol,Organization 1 - Location,Organization 1 - Job Description,Website 1 - Type,Website 1 - Value\r
        Zoë Ørsted,Zoë,,Ørsted,,,,,,,,Zo,,,1980-05-17,,,,,,,,,,,"First line
        second line, with a comma",,,* myContacts ::: Friends,* Home,zoe@example.com,Work,zoe@work.example,Mobile,+45 20 12 34 56,,,Home,,Nørregade 1,København,,,1165,Denmark,,,Ørsted A/S,,Engineer,R&D,,,,,\r
        José Núñez,José,,Núñez,,,,,,,,,,,--12-24,,,,,,,,,,,,,,* myContacts,,jose@example.org ::: jn@example.org,,,Work,555-0100,,,,,,,,,,,,,,,,,,,,,\r

        """

    /// Google Contacts' CSV, the newer `First Name`, `E-mail 1 - Label` generation.
    static let googleNew = """
        First Name,Middle Name,Last Name,Phonetic First Name,Phonetic Middle Name,Phonetic Last Name,Name Prefix,Name Suffix,Nickname,File As,Organization Name,Organization Title,Organization Department,Birthday,Notes,Photo,Labels,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value,Address 1 - Label,Address 1 - Formatted,Address 1 - Street,Address 1 - City,Address 1 - PO Box,Address 1 - Region,Address 1 - Postal Code,Address 1 - Country,Address 1 - Extended Address,Website 1 - Label,Website 1 - Value
        Åsa,,Öberg,,,,Dr.,,,,Volvo,,,1975-01-02,Met at the fair,,Work ::: * myContacts,Work,asa@volvo.example,Mobile,070-123 45 67,,,,,,,,,,,
        Li,,Wei,,,,,,,,,,,,,,* myContacts,* Other,li@example.cn,,,Home,,Main St 5,Springfield,,IL,62701,USA,,Home,https://li.example

        """

    /// Outlook's CSV header and rows (as text: the test writes it in Windows-1252 or UTF-8 with a BOM).
    static let outlook = """
        "First Name","Middle Name","Last Name","Title","Suffix","Nickname","E-mail Address","E-mail 2 Address","Home Phone","Business Phone","Mobile Phone","Business Fax","Job Title","Department","Company","Business Street","Business City","Business State","Business Postal Code","Business Country/Region","Home Street","Home City","Home Postal Code","Home Country/Region","Birthday","Notes","Categories"\r
        "François","","Lefèvre","M.","","","francois@example.fr","","","+33 1 23 45 67 89","+33 6 12 34 56 78","","Directeur","Ventes","Café SA","12 rue de la Paix","Paris","","75002","France","","","","","3/14/1970","Aime le café
        et le thé","Clients;VIP"\r
        "Müller","","","","","","mueller@example.de","","089 1234","","","","","","","","","","","","Hauptstraße 7","München","80331","Deutschland","0/0/00","",""\r

        """

    /// A header with `;` between fields, as Excel writes CSV in many locales.
    static let semicolons = "Name;Email;Phone;Notes\nÉmile Zola;emile@example.fr;01 23 45;\"a; b\"\n"

    /// LDIF as Thunderbird writes it: base64 values for non-ASCII text, a folded line, a photo.
    static var thunderbird: String {
        let name = Data("Ægir Þórsson".utf8).base64EncodedString()
        return """
            version: 1

            dn:: \(Data("cn=Ægir Þórsson,mail=aegir@example.is".utf8).base64EncodedString())
            objectclass: top
            objectclass: person
            objectclass: organizationalPerson
            objectclass: inetOrgPerson
            objectclass: mozillaAbPersonAlpha
            givenName:: \(Data("Ægir".utf8).base64EncodedString())
            sn:: \(Data("Þórsson".utf8).base64EncodedString())
            cn:: \(name)
            mozillaNickname: aegir
            mail: aegir@example.is
            mozillaSecondEmail: ae@example.org
            telephoneNumber: 555-1000
            mobile: 555-2000
            mozillaHomeStreet: Laugavegur 1
            mozillaHomeLocalityName: Reykjav
             ik
            mozillaHomePostalCode: 101
            mozillaHomeCountryName: Iceland
            o: Landsvirkjun
            title: Engineer
            birthyear: 1969
            birthmonth: 7
            birthday: 4
            description:: \(Data("Likes hot springs\nand fish".utf8).base64EncodedString())
            jpegPhoto:: /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=

            # a comment between entries
            dn: cn=Bob Lee,mail=bob@example.com
            objectclass: top
            objectclass: person
            cn: Bob Lee
            mail: bob@example.com

            """
    }

    /// abook's `addressbook` file, as abook 0.6 writes it.
    static let abook = """
        # abook addressbook file

        [format]
        program=abook
        version=0.6.1


        [0]
        name=Søren Kierkegaard
        email=soren@example.dk,sk@example.org
        address=Nytorv 2
        city=København
        zip=1450
        country=Denmark
        phone=33 11 22 33
        mobile=20 20 20 20
        nick=soren
        notes=Philosopher
        groups=friends,authors
        custom1=blue

        [1]
        name=Ann Lee
        email=ann@example.com

        """

    /// A mutt alias file with comments, a group and a continued line.
    static let mutt = """
        # my aliases
        alias bob Bob Smith <bob@example.com>
        alias -group work ann "Lee, Ann" <ann@example.com>, ann.lee@work.example \\
          # the rest
        alias zoe zoe@example.dk (Zoë Ørsted)

        """
}
