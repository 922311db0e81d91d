// Cities, streets and postcode shapes per country, for addresses that look local.

extension Country {
    /// Cities of the country.
    var cities: [City] {
        switch self {
        case .us:
            [
                City(name: "Springfield", region: "IL", postcodePrefix: "627"),
                City(name: "Portland", region: "OR", postcodePrefix: "972"),
                City(name: "Austin", region: "TX", postcodePrefix: "787"),
                City(name: "Boston", region: "MA", postcodePrefix: "021"),
                City(name: "Seattle", region: "WA", postcodePrefix: "981"),
                City(name: "Brooklyn", region: "NY", postcodePrefix: "112"),
                City(name: "Mountain View", region: "CA", postcodePrefix: "940"),
                City(name: "Denver", region: "CO", postcodePrefix: "802"),
                City(name: "Santa Fe", region: "NM", postcodePrefix: "875"),
                City(name: "Coeur d'Alene", region: "ID", postcodePrefix: "838"),
            ]
        case .uk:
            [
                City(name: "London", region: "", postcodePrefix: "SW1A"),
                City(name: "London", region: "", postcodePrefix: "NW1"),
                City(name: "London", region: "", postcodePrefix: "E1"),
                City(name: "Manchester", region: "", postcodePrefix: "M1"),
                City(name: "Edinburgh", region: "", postcodePrefix: "EH1"),
                City(name: "Bristol", region: "", postcodePrefix: "BS1"),
                City(name: "Leeds", region: "West Yorkshire", postcodePrefix: "LS1"),
            ]
        case .de:
            [
                City(name: "Berlin", region: "", postcodePrefix: "10"),
                City(name: "München", region: "Bayern", postcodePrefix: "80"),
                City(name: "Köln", region: "", postcodePrefix: "50"),
                City(name: "Hamburg", region: "", postcodePrefix: "20"),
                City(name: "Düsseldorf", region: "NRW", postcodePrefix: "40"),
                City(name: "Leipzig", region: "Sachsen", postcodePrefix: "04"),
            ]
        case .fr:
            [
                City(name: "Paris", region: "", postcodePrefix: "750"),
                City(name: "Lyon", region: "", postcodePrefix: "690"),
                City(name: "Marseille", region: "", postcodePrefix: "130"),
                City(name: "Bordeaux", region: "", postcodePrefix: "330"),
                City(name: "Saint-Étienne", region: "", postcodePrefix: "420"),
            ]
        case .es:
            [
                City(name: "Madrid", region: "Madrid", postcodePrefix: "280"),
                City(name: "Barcelona", region: "Barcelona", postcodePrefix: "080"),
                City(name: "Sevilla", region: "Sevilla", postcodePrefix: "410"),
                City(name: "Valencia", region: "Valencia", postcodePrefix: "460"),
                City(name: "A Coruña", region: "A Coruña", postcodePrefix: "150"),
            ]
        }
    }

    /// Street names of the country.
    var streets: [String] {
        switch self {
        case .us:
            [
                "Main St", "Oak Ave", "Maple Dr", "Elm St", "Park Ave", "Washington Blvd", "Sunset Blvd", "Cedar Ln",
                "Lake Shore Dr", "Amphitheatre Pkwy", "Martin Luther King Jr Way", "Old Mill Rd",
            ]
        case .uk:
            [
                "Baker Street", "High Street", "Station Road", "Church Lane", "Victoria Road", "Mill Lane",
                "Queen's Road",
                "St John's Wood Road", "Kings Parade",
            ]
        case .de:
            [
                "Friedrichstraße", "Hauptstraße", "Königsallee", "Schillerstraße", "Goethestraße", "Bahnhofstraße",
                "Lindenstraße", "Am Mühlbach", "Kurfürstendamm",
            ]
        case .fr:
            [
                "rue des Martyrs", "avenue Jean-Jaurès", "boulevard Saint-Germain", "rue de la Paix", "place Bellecour",
                "rue Lamartine", "quai de la Tournelle",
            ]
        case .es:
            [
                "Calle Mayor", "Calle de Alcalá", "Gran Vía", "Paseo de Gracia", "Avenida de la Constitución",
                "Calle Núñez de Balboa", "Rúa do Franco",
            ]
        }
    }

    /// A street line with its house number, in the country's order.
    func streetLine(_ street: String, number: Int, letter: String) -> String {
        switch self {
        case .us: "\(number) \(street)"
        case .uk: "\(number)\(letter) \(street)"
        case .de: "\(street) \(number)\(letter.lowercased())"
        case .fr: "\(number)\(letter.isEmpty ? "" : " bis") \(street)"
        case .es: "\(street), \(number)"
        }
    }
}
