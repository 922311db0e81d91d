/// Given names that name the same person: `Bob` is `Robert`, `Liz` is `Elizabeth`.
///
/// The table is data, one group per line: the formal name first, then the short and familiar forms
/// it goes by (English, with common French, German, Spanish, Italian and Slavic forms). A form in
/// several groups (`Alex`: Alexander, Alexandra; `Chris`: Christopher, Christine) belongs to each,
/// and two names are equivalent when their groups intersect. Names are compared folded (lower case,
/// no diacritics), so the table is written that way. See docs/merging.md.
enum NicknameTable {
    static let data = """
        abigail: abby abbie gail
        abraham: abe bram
        albert: al bert bertie
        alan: al
        alfred: al alf alfie fred freddie
        alexander: alex alec alek sasha sascha xander lex sandy
        alexandra: alex alexa sasha sandra sandy lexi
        alexis: alex lexi
        andrew: andy drew
        andreas: andi andy
        angela: angie
        anthony: tony ant
        antonio: toni tony
        antonia: toni
        arthur: art artie
        barbara: barb barbie babs
        benjamin: ben benny benji
        bernard: bernie
        beatrice: bea trixie
        catherine: cathy cate kate katie kathy kat
        katherine: kate katie kathy kat kitty kay
        kathleen: kathy kate katie
        charles: charlie chuck chas
        charlotte: charlie lottie lotte
        christopher: chris kit topher
        christine: chris chrissy tina
        christina: chris chrissy tina
        christian: chris
        cynthia: cindy
        daniel: dan danny
        danielle: dani
        david: dave davey
        deborah: debbie deb debby
        diana: di
        diane: di
        dominic: dom
        donald: don donnie
        dorothy: dot dottie dolly
        edward: ed eddie ted teddy ned
        edwin: ed eddie
        eleanor: ellie nell nora
        elizabeth: liz lizzie beth betty betsy eliza elise lisa libby bess bessie elsa
        emily: em emmy
        emma: em emmy
        eugene: gene
        frances: fran fanny frankie
        francis: frank frankie
        francisco: paco pancho frank
        frederick: fred freddie fritz
        gabriel: gabe
        gabrielle: gabby gaby
        geoffrey: geoff jeff
        gerald: gerry jerry
        gregory: greg
        harold: harry hal
        henry: harry hank hal
        isabel: izzy bel bella isabella
        isabella: izzy bella isabel
        jacob: jake jack
        james: jim jimmy jamie jem
        janet: jan
        jennifer: jen jenny jenn
        jeffrey: jeff
        jessica: jess jessie
        john: jack johnny jon
        jonathan: jon jonny nathan
        johannes: hans jo
        joseph: joe joey jo
        josephine: jo josie
        jose: pepe
        joshua: josh
        judith: judy
        katarzyna: kasia
        kenneth: ken kenny
        lawrence: larry
        leonard: leo len lenny
        lucas: luke
        louis: lou
        louise: lou
        margaret: maggie meg peggy marge madge greta gretchen rita
        maria: mia mimi
        mary: molly polly mae
        matthew: matt
        michael: mike mikey mick mickey mitch misha
        mitchell: mitch
        nathaniel: nate nathan nat
        nicholas: nick nicky nico klaus
        nicole: nicky nikki
        oliver: ollie
        olivia: liv livvy
        patrick: pat paddy
        patricia: pat patty trish tricia
        peter: pete
        philip: phil pip
        rebecca: becky becca
        richard: rich rick ricky dick rico
        robert: rob bob bobby robbie bert
        roberta: bobbie
        ronald: ron ronnie
        samuel: sam sammy
        samantha: sam sammy
        sarah: sally sadie
        stephen: steve stevie
        steven: steve stevie
        stephanie: steph
        susan: sue susie suzy
        suzanne: sue susie suzy
        theodore: ted teddy theo
        thomas: tom tommy
        timothy: tim timmy
        valentina: valya tina
        victoria: vicky tori
        vincent: vince vinny
        walter: walt wally
        william: will bill billy willy liam
        zachary: zach zack
        johannes: hans hannes jo
        katharina: kathi katja kati
        matthias: matze matti
        maximilian: max maxi
        maxwell: max
        elisabeth: lisa elli sissi liesel
        wilhelm: willi
        friedrich: fritz
        nikolaus: klaus
        guillermo: memo guille
        concepcion: concha conchi
        alejandro: alex alejo
        manuel: manolo manu
        ignacio: nacho
        dolores: lola
        jose maria: chema
        giuseppe: beppe peppe pino
        alessandro: sandro alex
        francesca: franca cesca
        francesco: franco cesco
        giovanni: gianni vanni
        vincenzo: enzo
        salvatore: toto
        natalia: natasha
        mohammed: mo
        muhammad: mo
        olusegun: segun
        padraig: paddy
        aleksandr: sasha sanya alex
        dmitri: dima mitya
        dmitry: dima mitya
        ekaterina: katya katja
        ivan: vanya
        mikhail: misha
        nikolai: kolya
        olga: olya
        tatiana: tanya
        vladimir: vova volodya
        yekaterina: katya
        """

    /// Each folded name → the formal names of the groups it belongs to.
    static let groups: [String: [String]] = {
        var groups: [String: [String]] = [:]
        for line in data.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let formal = parts[0].trimmingSpaces
            for name in [formal] + parts[1].split(separator: " ").map(String.init) where !name.isEmpty {
                if groups[name, default: []].contains(formal) == false { groups[name, default: []].append(formal) }
            }
        }
        return groups
    }()

    /// The names a folded given name stands for: its formal names, or itself when the table does not
    /// know it. Sorted, so keys built from them are stable.
    static func formalNames(_ folded: String) -> [String] {
        guard let formal = groups[folded] else { return [folded] }
        return formal.sorted()
    }
}

private extension Substring {
    var trimmingSpaces: String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
}
