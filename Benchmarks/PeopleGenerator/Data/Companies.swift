// Organisation names: a root and a legal form, so many distinct companies exist and some are common.

enum Companies {
    static let roots = [
        "Acme", "Globex", "Initech", "Umbrella", "Stark", "Wayne", "Hooli", "Vandelay", "Soylent", "Tyrell",
        "Cyberdyne", "Wonka", "Oceanic", "Aperture", "Black Mesa", "Monarch", "Pied Piper", "Bluth", "Dunder Mifflin",
        "Sterling Cooper", "Nakatomi", "Weyland", "Virtucon", "Gekko & Co", "Bäckerei Sonnenschein", "Müller & Söhne",
        "Société Lumière", "Hermanos Núñez", "Østerbro", "Kowalski i Syn", "Sakura Trading", "Nordlicht", "Blue Harbor",
        "Red Rock", "Green Valley", "Silver Birch", "Iron Bridge", "Golden Gate", "Maple Leaf", "Northwind",
    ]
    static let forms = [
        "Corp", "Inc.", "Ltd", "GmbH", "AG", "SA", "Group", "Labs", "Logistics", "Foods", "Consulting", "Partners",
    ]
    static let departments = [
        "Sales", "Marketing", "Engineering", "Finance", "Legal", "Support", "Research", "Operations", "HR",
        "Purchasing",
    ]
    static let titles = [
        "Account Manager", "Software Engineer", "Head of Sales", "CFO", "Office Manager", "Consultant", "Product Owner",
        "Chief Baker", "Project Lead", "Paralegal", "Designer", "Nurse", "Teacher", "Electrician",
    ]
}
