// Free text for NOTE (with the commas, semicolons and line breaks that need escaping), personal mail
// domains, and web sites.

enum Texts {
    static let notes = [
        "Met at the conference, table 4.\nLikes tea; not coffee.",
        "Allergic to peanuts; bring the vegan menu.",
        "Kids: Emma, Noah; dog: Rex.",
        "Call after 6 pm.\nPrefers WhatsApp.",
        "Gate code 4711; 3rd floor, door on the left.",
        "Old number: see Outlook.\nNew job since March.",
        "Birthday party 2019, brought wine; red, not white.",
        "Backslash test: C:\\Users\\shared",
        "Spricht Deutsch, Englisch; etwas Französisch.",
        "Rencontré à Lyon, chez Céline.",
    ]
    static let mailDomains = [
        "example.com", "mail.example", "example.org", "inbox.example.net", "post.example.de", "correo.example.es",
        "web.example", "posteo.example", "icloud.example", "outlook.example",
    ]
    static let webSites = ["https://www.example.com/~", "https://blog.example.org/", "http://example.net/people/"]
}
