// Names written in their own script, each with the Latin spellings people use for it, the most
// common first (`Yuliya`, then `Julia`, `Iuliia`); Japanese names with their katakana reading, which
// Apple keeps in X-PHONETIC-FIRST-NAME / X-PHONETIC-LAST-NAME.

/// One name in a non-Latin script and how it is written in Latin letters.
struct ScriptName: Sendable {
    /// As written in the script (`鈴木`, `Юлия`); for Vietnamese, with its diacritics (`Nguyễn`).
    var native: String
    /// Latin spellings, the usual one first.
    var latin: [String]
    /// The katakana reading (Japanese only).
    var reading: String?

    init(_ native: String, _ latin: [String], reading: String? = nil) {
        self.native = native
        self.latin = latin
        self.reading = reading
    }
}

/// The names of a culture that writes its own script.
struct ScriptNames: Sendable {
    /// A short label, used for the corpus's cases (`script:ja`).
    var label: String
    var given: [ScriptName]
    var family: [ScriptName]
    /// Whether the name is written family name first in the script (`鈴木陽菜`, `Nguyễn Văn An`).
    var familyFirst: Bool
    /// Whether the parts are run together without a space in the script (`鈴木陽菜`, `김민준`).
    var runTogether = false

    static let japanese = ScriptNames(
        label: "ja",
        given: [
            ScriptName("陽菜", ["Hina"], reading: "ヒナ"), ScriptName("太郎", ["Taro", "Tarō", "Tarou"], reading: "タロウ"),
            ScriptName("花子", ["Hanako"], reading: "ハナコ"),
            ScriptName("翔太", ["Shota", "Shōta", "Shouta"], reading: "ショウタ"),
            ScriptName("結衣", ["Yui"], reading: "ユイ"), ScriptName("健一", ["Kenichi", "Ken'ichi"], reading: "ケンイチ"),
            ScriptName("美咲", ["Misaki"], reading: "ミサキ"), ScriptName("大輔", ["Daisuke"], reading: "ダイスケ"),
            ScriptName("由美", ["Yumi"], reading: "ユミ"), ScriptName("裕子", ["Yuko", "Yūko", "Yuuko"], reading: "ユウコ"),
            ScriptName("直樹", ["Naoki"], reading: "ナオキ"), ScriptName("さくら", ["Sakura"], reading: "サクラ"),
            ScriptName("浩", ["Hiroshi"], reading: "ヒロシ"), ScriptName("恵子", ["Keiko"], reading: "ケイコ"),
            ScriptName("誠", ["Makoto"], reading: "マコト"), ScriptName("優斗", ["Yuto", "Yūto", "Yuuto"], reading: "ユウト"),
        ],
        family: [
            ScriptName("鈴木", ["Suzuki"], reading: "スズキ"),
            ScriptName("佐藤", ["Sato", "Satō", "Satoh", "Satou"], reading: "サトウ"),
            ScriptName("高橋", ["Takahashi"], reading: "タカハシ"), ScriptName("田中", ["Tanaka"], reading: "タナカ"),
            ScriptName("渡辺", ["Watanabe"], reading: "ワタナベ"), ScriptName("伊藤", ["Ito", "Itō", "Itoh"], reading: "イトウ"),
            ScriptName("中村", ["Nakamura"], reading: "ナカムラ"), ScriptName("小林", ["Kobayashi"], reading: "コバヤシ"),
            ScriptName("山本", ["Yamamoto"], reading: "ヤマモト"),
            ScriptName("加藤", ["Kato", "Katō", "Katoh"], reading: "カトウ"),
            ScriptName("吉田", ["Yoshida"], reading: "ヨシダ"), ScriptName("山田", ["Yamada"], reading: "ヤマダ"),
            ScriptName("佐々木", ["Sasaki"], reading: "ササキ"), ScriptName("松本", ["Matsumoto"], reading: "マツモト"),
            ScriptName("井上", ["Inoue"], reading: "イノウエ"), ScriptName("大野", ["Ono", "Ōno", "Ohno"], reading: "オオノ"),
        ],
        familyFirst: true, runTogether: true
    )

    static let chinese = ScriptNames(
        label: "zh",
        given: [
            ScriptName("伟", ["Wei"]), ScriptName("芳", ["Fang"]), ScriptName("丽", ["Li"]),
            ScriptName("秀英", ["Xiuying", "Xiu-Ying"]),
            ScriptName("建国", ["Jianguo", "Jian-Guo"]), ScriptName("静", ["Jing"]), ScriptName("敏", ["Min"]),
            ScriptName("晓明", ["Xiaoming", "Xiao-Ming", "Hsiao-ming"]), ScriptName("娟", ["Juan"]),
            ScriptName("磊", ["Lei"]),
            ScriptName("婷婷", ["Tingting", "Ting-Ting"]), ScriptName("志强", ["Zhiqiang", "Chih-chiang"]),
            ScriptName("丹", ["Dan"]),
            ScriptName("海燕", ["Haiyan", "Hai-Yan"]), ScriptName("俊杰", ["Junjie", "Jun-Jie"]),
        ],
        family: [
            ScriptName("王", ["Wang"]), ScriptName("李", ["Li", "Lee"]), ScriptName("张", ["Zhang", "Chang"]),
            ScriptName("刘", ["Liu"]),
            ScriptName("陈", ["Chen", "Chan"]), ScriptName("杨", ["Yang"]), ScriptName("黄", ["Huang", "Wong"]),
            ScriptName("赵", ["Zhao", "Chao"]),
            ScriptName("周", ["Zhou", "Chou"]), ScriptName("吴", ["Wu"]), ScriptName("徐", ["Xu", "Hsu"]),
            ScriptName("孙", ["Sun"]),
            ScriptName("司马", ["Sima", "Szema"]), ScriptName("欧阳", ["Ouyang", "Au-Yeung"]),
            ScriptName("吕", ["Lü", "Lyu", "Lu"]),
        ],
        familyFirst: true, runTogether: true
    )

    static let korean = ScriptNames(
        label: "ko",
        given: [
            ScriptName("민준", ["Min-jun", "Minjun", "Min Jun"]), ScriptName("서연", ["Seo-yeon", "Seoyeon", "Seo Yeon"]),
            ScriptName("지훈", ["Ji-hoon", "Jihoon", "Ji-hun"]), ScriptName("수빈", ["Su-bin", "Subin", "Soo-bin"]),
            ScriptName("현우", ["Hyun-woo", "Hyeon-u", "Hyunwoo"]), ScriptName("지민", ["Ji-min", "Jimin"]),
            ScriptName("영숙", ["Young-sook", "Yeong-suk"]), ScriptName("성민", ["Sung-min", "Seong-min"]),
            ScriptName("은지", ["Eun-ji", "Eunji"]), ScriptName("동현", ["Dong-hyun", "Dong-hyeon"]),
        ],
        family: [
            ScriptName("김", ["Kim", "Gim"]), ScriptName("이", ["Lee", "Yi", "Rhee"]),
            ScriptName("박", ["Park", "Pak", "Bak"]),
            ScriptName("최", ["Choi", "Choe"]), ScriptName("정", ["Jung", "Jeong", "Chung"]), ScriptName("강", ["Kang"]),
            ScriptName("조", ["Cho", "Jo"]), ScriptName("윤", ["Yoon", "Yun"]), ScriptName("장", ["Jang", "Chang"]),
            ScriptName("한", ["Han"]),
        ],
        familyFirst: true, runTogether: true
    )

    static let arabic = ScriptNames(
        label: "ar",
        given: [
            ScriptName("ليلى", ["Layla", "Leila", "Laila"]), ScriptName("محمد", ["Mohammed", "Muhammad", "Mohamed"]),
            ScriptName("أحمد", ["Ahmed", "Ahmad"]), ScriptName("فاطمة", ["Fatima", "Fatma"]),
            ScriptName("يوسف", ["Youssef", "Yusuf", "Yousef"]),
            ScriptName("عمر", ["Omar", "Umar"]), ScriptName("مريم", ["Mariam", "Maryam"]),
            ScriptName("خالد", ["Khaled", "Khalid"]),
            ScriptName("نور", ["Nour", "Noor"]), ScriptName("كريم", ["Karim", "Kareem"]),
            ScriptName("سلمى", ["Salma", "Selma"]),
            ScriptName("حسن", ["Hassan", "Hasan"]),
        ],
        family: [
            ScriptName("الأمين", ["El-Amin", "Al-Amin", "Alamin"]), ScriptName("حداد", ["Haddad"]),
            ScriptName("خليل", ["Khalil"]),
            ScriptName("منصور", ["Mansour", "Mansur"]), ScriptName("ناصر", ["Nasser", "Nasir"]),
            ScriptName("السيد", ["El-Sayed", "Al-Sayed"]),
            ScriptName("صالح", ["Saleh", "Salih"]), ScriptName("عزيز", ["Aziz"]), ScriptName("حمدان", ["Hamdan"]),
            ScriptName("الخطيب", ["Al-Khatib", "El-Khatib"]),
        ],
        familyFirst: false
    )

    static let russian = ScriptNames(
        label: "ru",
        given: [
            ScriptName("Юлия", ["Yuliya", "Julia", "Iuliia"]), ScriptName("Дмитрий", ["Dmitry", "Dmitriy", "Dmitrii"]),
            ScriptName("Екатерина", ["Ekaterina", "Yekaterina"]), ScriptName("Сергей", ["Sergey", "Sergei"]),
            ScriptName("Наталья", ["Natalya", "Natalia", "Natal'ya"]),
            ScriptName("Алексей", ["Alexey", "Aleksei", "Aleksey"]),
            ScriptName("Ольга", ["Olga", "Ol'ga"]), ScriptName("Михаил", ["Mikhail"]),
            ScriptName("Татьяна", ["Tatyana", "Tatiana"]),
            ScriptName("Андрей", ["Andrey", "Andrei"]), ScriptName("Ксения", ["Kseniya", "Ksenia"]),
            ScriptName("Игорь", ["Igor"]),
        ],
        family: [
            ScriptName("Иванов", ["Ivanov"]), ScriptName("Смирнова", ["Smirnova"]),
            ScriptName("Щербакова", ["Shcherbakova", "Scherbakova"]),
            ScriptName("Кузнецов", ["Kuznetsov", "Kuznecov"]), ScriptName("Попова", ["Popova"]),
            ScriptName("Соколов", ["Sokolov"]),
            ScriptName("Волкова", ["Volkova"]), ScriptName("Жуков", ["Zhukov", "Jukov"]),
            ScriptName("Фёдорова", ["Fyodorova", "Fedorova"]),
            ScriptName("Чернов", ["Chernov", "Tchernov"]), ScriptName("Морозов", ["Morozov"]),
            ScriptName("Шевченко", ["Shevchenko"]),
        ],
        familyFirst: false
    )

    static let greek = ScriptNames(
        label: "el",
        given: [
            ScriptName("Γιώργος", ["Giorgos", "Georgios", "Yiorgos"]), ScriptName("Μαρία", ["Maria"]),
            ScriptName("Δημήτρης", ["Dimitris", "Dimitrios"]), ScriptName("Ελένη", ["Eleni"]),
            ScriptName("Νίκος", ["Nikos", "Nikolaos"]),
            ScriptName("Κατερίνα", ["Katerina", "Aikaterini"]), ScriptName("Χρήστος", ["Christos", "Hristos"]),
            ScriptName("Σοφία", ["Sofia", "Sophia"]),
        ],
        family: [
            ScriptName("Παπαδόπουλος", ["Papadopoulos"]), ScriptName("Παπαδοπούλου", ["Papadopoulou"]),
            ScriptName("Γεωργίου", ["Georgiou", "Yeorgiou"]), ScriptName("Οικονόμου", ["Oikonomou", "Economou"]),
            ScriptName("Βασιλείου", ["Vasileiou", "Vasiliou"]),
            ScriptName("Καραγιάννης", ["Karagiannis", "Karayannis"]),
            ScriptName("Νικολάου", ["Nikolaou"]), ScriptName("Χατζηδάκης", ["Chatzidakis", "Hatzidakis"]),
        ],
        familyFirst: false
    )

    /// Vietnamese is written in Latin letters with diacritics; its Latin spellings drop them.
    static let vietnamese = ScriptNames(
        label: "vi",
        given: [
            ScriptName("Văn An", ["Van An"]), ScriptName("Thị Hương", ["Thi Huong"]),
            ScriptName("Minh Đức", ["Minh Duc"]),
            ScriptName("Thu Hà", ["Thu Ha"]), ScriptName("Quốc Bảo", ["Quoc Bao"]),
            ScriptName("Ngọc Lan", ["Ngoc Lan"]),
            ScriptName("Hoàng Long", ["Hoang Long"]), ScriptName("Thanh Tâm", ["Thanh Tam"]),
        ],
        family: [
            ScriptName("Nguyễn", ["Nguyen"]), ScriptName("Trần", ["Tran"]), ScriptName("Lê", ["Le"]),
            ScriptName("Phạm", ["Pham"]),
            ScriptName("Hoàng", ["Hoang"]), ScriptName("Đặng", ["Dang"]), ScriptName("Võ", ["Vo"]),
            ScriptName("Bùi", ["Bui"]),
        ],
        familyFirst: true
    )
}
