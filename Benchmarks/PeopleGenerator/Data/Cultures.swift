// Names from many languages, written as people write them (diacritics, apostrophes, particles,
// non-Latin scripts). Given names are formal names: nicknames (`Nicknames.swift`) are variants.

extension Culture {
    static let all: [Culture] = [
        Culture(
            label: "english", weight: 34,
            given: [
                "James", "Robert", "John", "Michael", "William", "David", "Richard", "Joseph", "Thomas", "Christopher",
                "Daniel", "Matthew", "Anthony", "Mark", "Steven", "Andrew", "Edward", "Benjamin", "Samuel", "Nicholas",
                "Jonathan", "Timothy", "Alexander", "Patrick", "Gregory", "Peter", "Henry", "Oliver", "Harry", "George",
                "Mary", "Patricia", "Jennifer", "Linda", "Elizabeth", "Barbara", "Susan", "Jessica", "Sarah", "Karen",
                "Margaret", "Katherine", "Emily", "Rebecca", "Laura", "Emma", "Olivia", "Sophie", "Charlotte", "Hannah",
                "Rachel", "Megan", "Victoria", "Abigail", "Amelia", "Grace", "Lucy", "Alice", "Zoë", "Renée",
            ],
            family: [
                "Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Wilson", "Anderson", "Taylor",
                "Thomas", "Moore", "Jackson", "White", "Harris", "Clark", "Lewis", "Robinson", "Walker", "Young",
                "Allen", "King", "Wright", "Scott", "Hill", "Green", "Adams", "Baker", "Nelson", "Carter", "Mitchell",
                "Roberts", "Turner", "Phillips", "Campbell", "Parker", "Evans", "Edwards", "Collins", "Stewart",
                "Morris", "Murphy", "Cook", "Rogers", "O'Brien", "O'Connor", "McDonald", "Hughes", "Price", "Bennett",
                "Wood", "Barnes", "Ross", "Henderson", "Coleman", "Jenkins", "Perry", "Powell", "Long", "Patterson",
                "Fitzgerald", "Brontë", "Sullivan", "Russell", "Foster", "Butler", "Simmons", "Bryant", "Graham",
                "Hamilton", "Ellis", "Fisher", "Reynolds", "Marshall", "Owens", "Harrison", "Gibson", "Wallace",
            ],
            home: .us
        ),
        Culture(
            label: "german", weight: 9,
            given: [
                "Jürgen", "Klaus", "Stefan", "Andreas", "Wolfgang", "Matthias", "Jörg", "Günther", "Johannes", "Uwe",
                "Björn", "Jan", "Lukas", "Maximilian", "Sabine", "Ursula", "Petra", "Katrin", "Anja", "Lena",
                "Katharina", "Susanne", "Dieter", "Heike", "Dörte", "Mareike", "Sören", "Friederike",
            ],
            family: [
                "Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz",
                "Hoffmann", "Schäfer", "Koch", "Bauer", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Schwarz",
                "Zimmermann", "Krüger", "Hartmann", "Lange", "Köhler", "Jäger", "Weiß", "Groß", "von Bülow",
            ],
            home: .de
        ),
        Culture(
            label: "spanish", weight: 9,
            given: [
                "José", "María", "Juan", "Carlos", "Luis", "Javier", "Alejandro", "Francisco", "Guillermo", "Sofía",
                "Lucía", "Ana-María", "Ángel", "Inés", "Raúl", "Andrés", "Jesús", "Carmen", "Pilar", "Concepción",
                "Marisol", "Iñigo", "Begoña", "Valentina",
            ],
            family: [
                "García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez",
                "Martín", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Muñoz", "Álvarez", "Romero", "Navarro",
                "Torres", "Domínguez", "Vázquez", "Ramos", "Gil", "Ramírez", "Serrano", "Blanco", "Molina", "Núñez",
                "Ortiz",
            ],
            doubleFamily: true,
            home: .es
        ),
        Culture(
            label: "french", weight: 5,
            given: [
                "Émile", "Chloé", "François", "Hélène", "Jérôme", "Amélie", "Léa", "Mathieu", "Céline", "Gaëlle",
                "Noël", "Benoît", "Élodie", "Thérèse", "Stéphane", "Aurélie",
            ],
            family: [
                "Dubois", "Lefèvre", "Moreau", "Laurent", "Girard", "Bonnet", "Mercier", "Fontaine", "Rousseau",
                "Bérubé", "Gauthier", "Chevalier", "Lambert", "Faure", "Rivière", "Lemaître", "Dupont", "Roux",
            ],
            home: .fr
        ),
        Culture(
            label: "portuguese", weight: 3,
            given: ["João", "Inês", "Gonçalo", "Conceição", "Sebastião", "Luís", "Beatriz", "Tomás", "Leonor", "Rui"],
            family: [
                "Silva", "Santos", "Ferreira", "Pereira", "Costa", "Rodrigues", "Gonçalves", "Magalhães", "Araújo",
                "da Silva", "Sousa", "Carvalho",
            ],
            home: .uk
        ),
        Culture(
            label: "italian", weight: 4,
            given: [
                "Giuseppe", "Francesca", "Chiara", "Giulia", "Luca", "Marco", "Alessandro", "Niccolò", "Lorenzo",
                "Federica", "Matteo", "Elena", "Giovanni", "Serena",
            ],
            family: [
                "Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco",
                "Bruno", "Gallo", "Conti", "De Luca", "Marchetti", "Lombardi", "Barbieri", "Fontana",
            ],
            home: .uk
        ),
        Culture(
            label: "nordic", weight: 3,
            given: [
                "Søren", "Björn", "Åsa", "Ingrid", "Lars", "Sigrún", "Mikael", "Øyvind", "Kristín", "Freja", "Nils",
                "Astrid",
            ],
            family: [
                "Nielsen", "Jensen", "Hansen", "Andersson", "Johansson", "Karlsson", "Nilsson", "Ångström", "Virtanen",
                "Korhonen", "Sigurðsson", "Lindqvist", "Bergström",
            ],
            home: .de
        ),
        Culture(
            label: "central-european", weight: 4,
            given: [
                "Łukasz", "Agnieszka", "Małgorzata", "Wojciech", "Zofia", "Tomáš", "Jiří", "Zuzana", "Ákos", "Réka",
                "Bogdan", "Ioana",
            ],
            family: [
                "Kowalski", "Nowak", "Wiśniewski", "Wójcik", "Novák", "Dvořák", "Horváth", "Kovač", "Popescu",
                "Nagy", "Szabó", "Kowalczyk", "Lewandowski",
            ],
            home: .de
        ),
        Culture(
            label: "turkish", weight: 2,
            given: ["Ayşe", "Mehmet", "Emre", "Zeynep", "Çağla", "Mustafa", "Elif", "Burak"],
            family: ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Öztürk", "Aydın", "Arslan"],
            home: .de
        ),
        Culture(
            label: "east-asian", weight: 3,
            given: [
                "Wei", "Mei", "Jing", "Hiroshi", "Aiko", "Yuki", "Kenji", "Haruto", "Sakura", "Min-jun", "Ji-woo",
                "Seo-yeon", "Minh", "Linh", "Thanh", "Xiaoming", "Yan",
            ],
            family: [
                "Wang", "Li", "Zhang", "Chen", "Liu", "Yamamoto", "Tanaka", "Suzuki", "Sato", "Watanabe", "Kim",
                "Lee", "Park", "Choi", "Nguyen", "Tran", "Pham", "Huang", "Zhao",
            ],
            home: .us
        ),
        Culture(
            label: "south-asian", weight: 5,
            given: [
                "Priya", "Raj", "Deepa", "Arjun", "Ananya", "Vikram", "Sunita", "Rahul", "Kavya", "Sanjay", "Lakshmi",
                "Aditya",
            ],
            family: [
                "Singh", "Patel", "Kumar", "Sharma", "Gupta", "Reddy", "Iyer", "Nair", "Chatterjee", "Mehta", "Joshi",
            ],
            home: .uk
        ),
        Culture(
            label: "african", weight: 3,
            given: ["Ngozi", "Olusegun", "Kwame", "Amara", "Chinedu", "Abebe", "Wanjiru", "Thabo", "Adaeze", "Kofi"],
            family: ["Okafor", "Adeyemi", "Mensah", "Okonkwo", "Boateng", "Mwangi", "Nkosi", "Abebe", "Eze", "Owusu"],
            home: .uk
        ),
        Culture(
            label: "arabic", weight: 2,
            given: [
                "Ahmed", "Fatima", "Omar", "Aisha", "Mohammed", "Layla", "Youssef", "Nour", "Karim", "Salma", "Hassan",
                "Mariam",
            ],
            family: [
                "Haddad", "Khalil", "Nasser", "Mansour", "Al-Sayed", "Hamdan", "Saleh", "Farouk", "Aziz", "El-Amin",
            ],
            home: .uk
        ),
        Culture(
            label: "slavic", weight: 1,
            given: [
                "Ivan", "Olga", "Dmitri", "Aleksandr", "Ekaterina", "Mikhail", "Natalia", "Sergei", "Олена", "Сергій",
                "Tatiana",
            ],
            family: [
                "Ivanova", "Petrov", "Smirnov", "Kuznetsov", "Volkova", "Sokolov", "Петренко", "Шевченко", "Popova",
            ],
            home: .de
        ),
        Culture(
            label: "irish-dutch", weight: 2,
            given: ["Siobhán", "Seán", "Niamh", "Aoife", "Pádraig", "Sander", "Femke", "Joost", "Anouk", "Ciarán"],
            family: [
                "Ní Bhriain", "Ó Súilleabháin", "Kelly", "Byrne", "van der Berg", "de Jong", "Jansen", "de Vries",
                "Bakker",
            ],
            home: .uk
        ),
        // Names written in their own script on some cards and in Latin letters on others.
        .scripted(.japanese, weight: 3, home: .us),
        .scripted(.chinese, weight: 3, home: .us),
        .scripted(.korean, weight: 2, home: .us),
        .scripted(.arabic, weight: 2, home: .uk),
        .scripted(.russian, weight: 2, home: .de),
        .scripted(.greek, weight: 2, home: .de),
        .scripted(.vietnamese, weight: 2, home: .fr),
    ]
}
