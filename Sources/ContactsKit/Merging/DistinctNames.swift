/// Given names that look alike but are different people's: mostly a man's and a woman's form of one
/// name (`Patrick` / `Patricia`, `Christian` / `Christina`), which a typo rule would otherwise take
/// for one name mistyped. Together with ``NameAgreement/isGenderedPair(_:_:)``, which catches the
/// regular endings (`Jan` / `Jana`, `Mario` / `Maria`), this keeps a family's `Daniel` and `Daniela`
/// apart when they share a landline.
///
/// Data, one group per line, folded (lower case, no diacritics); two names are distinct when they are
/// in one group.
enum DistinctNames {
    static let data = """
        patrick patricia
        christian christina christine christiane
        frederick frederica
        francis frances
        francesco francesca franco
        francisco francisca
        antonio antonia
        gabriel gabriela gabrielle
        julian juliana julia julie julio julien juliette
        simon simone
        nicholas nicola nicole nicolas
        michael michaela michelle michel
        alexander alexandra alexandre
        louis louise luis luisa
        eric erica erika
        adrian adriana adrienne
        carl carla karl karla carlo carlos
        daniel daniela danielle
        paul paula paulina pauline
        martin martina martine
        robert roberta
        victor victoria
        stephan stephanie stefan stefanie
        joseph josephine josef josefa
        henry henrietta
        george georgia georgina
        oliver olivia
        jean jeanne jeannette
        andrea andreas andre
        emil emilia emily emile
        leon leona leonie
        marcel marcela marcelle
        manuel manuela
        yuri yulia
        """

    /// Each folded name → the lines it is on.
    private static let groups: [String: Set<Int>] = {
        var groups: [String: Set<Int>] = [:]
        for (index, line) in data.split(separator: "\n").enumerated() {
            for name in line.split(separator: " ") { groups[String(name), default: []].insert(index) }
        }
        return groups
    }()

    /// Whether two different folded given names are known to be different people's names.
    static func areDistinct(_ a: String, _ b: String) -> Bool {
        guard a != b, let x = groups[a], let y = groups[b] else { return false }
        return !x.isDisjoint(with: y)
    }
}
