import TextFolding

/// The months' names, as a NOTE writes them beside a range of days, in
/// the languages of the countries the clients are used in: the forms a
/// date takes ("12–15 May", "12–15 de mayo", "12–15 czerwca", "12–15
/// Μαΐου", "gegužės 12–15 d."), and the usual short forms ("Aug", "sept").
/// Folded as ``TextFolding/key(_:)`` folds, and compared whole: "sept" is
/// a short form of September, "septic" is no month.
///
/// Vietnamese and Mongolian write a month with a word and its number
/// ("tháng 5", "5 сар", ``wordsForMonth``); Chinese, Japanese and Korean
/// with the number and a sign (``StayShape`` reads "5月12日" whole).
enum MonthNames {
    /// Whether the folded `word`, without a final full stop, names a month;
    /// "mar" only `afterDays` ("12–15 Mar"): before them it is as often
    /// Tuesday's short form in French, Italian and Spanish ("mar 9–13").
    static func contains(_ word: String, afterDays: Bool = true) -> Bool {
        let word = word.hasSuffix(".") ? String(word.dropLast()) : word
        return all.contains(word) || word.hasSuffix("kuu") || word.hasSuffix("kuuta") || afterDays && word == "mar"
    }

    /// The word "month" that Vietnamese writes before a month's number
    /// ("tháng 5") and Mongolian after it ("5 сар"), folded.
    static let wordsForMonth: Set<String> = ["thang", "сар"]

    static let all: Set<String> = Set((latin + slavic + others).map { TextFolding.key($0) })

    /// The languages written in Latin letters that name the months after
    /// Latin's, and their short forms.
    private static let latin = [
        // English, German, Dutch, the Nordic languages.
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
        // "mar" (and German "Mär", folded alike): ``contains(_:afterDays:)``.
        "jan", "feb", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
        "januar", "jänner", "februar", "feber", "märz", "mai", "juni", "juli", "oktober", "dezember", "jän", "okt", "dez",
        "januari", "februari", "maart", "mei", "augustus", "mrt", "marts", "mars", "maj", "augusti", "desember", "des",
        "janúar", "febrúar", "apríl", "maí", "júní", "júlí", "ágúst", "október", "nóvember",
        // French, Spanish, Catalan, Italian, Portuguese, Romanian.
        "janvier", "février", "avril", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre",
        "janv", "févr", "fév", "avr", "juil", "déc",
        "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "setiembre", "octubre",
        "noviembre", "diciembre", "ene", "abr", "ago", "dic",
        "gener", "febrer", "març", "maig", "juny", "juliol", "agost", "setembre", "desembre",
        "gennaio", "febbraio", "aprile", "maggio", "giugno", "luglio", "settembre", "ottobre", "dicembre", "gen", "giu",
        "lug", "ott",
        "janeiro", "fevereiro", "março", "maio", "junho", "julho", "setembro", "outubro", "novembro", "dezembro", "fev", "set",
        "out",
        "ianuarie", "februarie", "martie", "aprilie", "iunie", "iulie", "septembrie", "octombrie", "noiembrie", "decembrie",
        // Hungarian, Finnish's months end in "kuu" (``contains(_:)``),
        // Estonian, Latvian, Lithuanian's genitives, Albanian, Maltese.
        "január", "február", "március", "április", "május", "június", "július", "augusztus", "szeptember", "október",
        "jaanuar", "veebruar", "märts", "aprill", "juuni", "juuli", "detsember",
        "janvāris", "februāris", "aprīlis", "maijs", "jūnijs", "jūlijs", "augusts", "septembris", "oktobris", "novembris",
        "decembris", "janvārī", "februārī", "martā", "aprīlī", "maijā", "jūnijā", "jūlijā", "augustā", "septembrī", "oktobrī",
        "novembrī", "decembrī",
        "sausio", "vasario", "kovo", "balandžio", "gegužės", "birželio", "liepos", "rugpjūčio", "rugsėjo", "spalio", "lapkričio",
        "gruodžio",
        "janar", "shkurt", "prill", "qershor", "korrik", "gusht", "shtator", "tetor", "nëntor", "dhjetor",
        "jannar", "frar", "marzu", "mejju", "ġunju", "lulju", "awwissu", "settembru", "ottubru", "novembru", "diċembru",
        // Turkish, Azerbaijani, Indonesian and Malay, Tagalog, Swahili,
        // Welsh, Irish, Basque.
        "ocak", "şubat", "mart", "nisan", "mayıs", "haziran", "temmuz", "ağustos", "eylül", "ekim", "kasım", "aralık",
        "yanvar", "fevral", "aprel", "iyun", "iyul", "avqust", "sentyabr", "oktyabr", "noyabr", "dekabr",
        "maret", "agustus", "desember", "mac", "julai", "ogos", "disember",
        "pebrero", "marso", "hunyo", "hulyo", "setyembre", "oktubre", "nobyembre", "disyembre",
        "machi", "aprili", "agosti", "septemba", "oktoba", "novemba", "desemba",
        "ionawr", "chwefror", "mawrth", "ebrill", "mehefin", "gorffennaf", "awst", "medi", "hydref", "tachwedd", "rhagfyr",
        "eanáir", "feabhra", "márta", "aibreán", "bealtaine", "meitheamh", "iúil", "lúnasa", "samhain", "nollaig",
        "urtarrila", "otsaila", "martxoa", "apirila", "maiatza", "ekaina", "uztaila", "abuztua", "iraila", "urria", "azaroa",
        "abendua",
        // Slovene, Croatian, Bosnian and Serbian in Latin letters, Czech,
        // Slovak, Polish (with the genitives their dates take).
        "januarja", "februarja", "marca", "marec", "aprila", "maja", "junij", "junija", "julij", "julija", "avgust", "avgusta",
        "septembra", "oktobra", "novembra", "decembra",
        "siječanj", "siječnja", "veljača", "veljače", "ožujak", "ožujka", "travanj", "travnja", "svibanj", "svibnja", "lipanj",
        "lipnja", "srpanj", "srpnja", "kolovoz", "kolovoza", "rujan", "rujna", "listopad", "listopada", "studeni", "studenog",
        "studenoga", "prosinac", "prosinca", "januara", "februara", "mart", "marta", "april", "juna", "jula", "avgust",
        "septembar", "oktobar", "novembar", "decembar",
        "leden", "ledna", "únor", "února", "březen", "března", "duben", "dubna", "květen", "května", "červen", "června",
        "červenec", "července", "srpen", "srpna", "září", "říjen", "října", "listopadu", "prosinec", "prosince",
        "január", "januára", "februára", "marec", "apríla", "mája", "júna", "júla", "augusta", "septembra", "októbra",
        "novembra", "decembra",
        "styczeń", "stycznia", "luty", "lutego", "marzec", "kwiecień", "kwietnia", "czerwiec", "czerwca", "lipiec", "lipca",
        "sierpień", "sierpnia", "wrzesień", "września", "październik", "października", "grudzień", "grudnia",
    ]

    /// Russian, Ukrainian, Belarusian, Bulgarian, Serbian and Macedonian in
    /// Cyrillic letters, with the genitives their dates take.
    private static let slavic = [
        "январь", "января", "февраль", "февраля", "март", "марта", "апрель", "апреля", "май", "мая", "июнь", "июня", "июль",
        "июля", "август", "августа", "сентябрь", "сентября", "октябрь", "октября", "ноябрь", "ноября", "декабрь", "декабря",
        "янв", "фев", "мар", "апр", "июн", "июл", "авг", "сен", "сент", "окт", "ноя", "дек",
        "січень", "січня", "лютий", "лютого", "березень", "березня", "квітень", "квітня", "травень", "травня", "червень",
        "червня", "липень", "липня", "серпень", "серпня", "вересень", "вересня", "жовтень", "жовтня", "листопад", "листопада",
        "грудень", "грудня",
        "студзень", "студзеня", "люты", "лютага", "сакавік", "сакавіка", "красавік", "красавіка", "чэрвень", "чэрвеня", "ліпень",
        "ліпеня", "жнівень", "жніўня", "верасень", "верасня", "кастрычнік", "кастрычніка", "лістапад", "лістапада", "снежань",
        "снежня",
        "януари", "февруари", "април", "юни", "юли", "септември", "октомври", "ноември", "декември",
        "јануар", "фебруар", "мај", "јун", "јул", "септембар", "октобар", "новембар", "децембар", "јануари", "февруари",
        "јуни", "јули", "октомври", "ноември", "декември",
    ]

    /// Greek (with the genitives), Georgian, Armenian, Arabic (the
    /// Egyptian and the Levantine names), Hebrew (with its "in"), Persian,
    /// Hindi and Thai.
    private static let others = [
        "ιανουαριος", "ιανουαριου", "φεβρουαριος", "φεβρουαριου", "μαρτιος", "μαρτιου", "απριλιος", "απριλιου", "μαιος",
        "μαιου", "μαΐου", "ιουνιος", "ιουνιου", "ιουλιος", "ιουλιου", "αυγουστος", "αυγουστου", "σεπτεμβριος", "σεπτεμβριου",
        "οκτωβριος", "οκτωβριου", "νοεμβριος", "νοεμβριου", "δεκεμβριος", "δεκεμβριου",
        "იანვარი", "თებერვალი", "მარტი", "აპრილი", "მაისი", "ივნისი", "ივლისი", "აგვისტო", "სექტემბერი", "ოქტომბერი",
        "ნოემბერი", "დეკემბერი",
        "հունվար", "հունվարի", "փետրվար", "փետրվարի", "մարտ", "մարտի", "ապրիլ", "ապրիլի", "մայիս", "մայիսի", "հունիս",
        "հունիսի", "հուլիս", "հուլիսի", "օգոստոս", "օգոստոսի", "սեպտեմբեր", "սեպտեմբերի", "հոկտեմբեր", "հոկտեմբերի",
        "նոյեմբեր", "նոյեմբերի", "դեկտեմբեր", "դեկտեմբերի",
        "يناير", "فبراير", "مارس", "أبريل", "ابريل", "إبريل", "مايو", "يونيو", "يوليو", "أغسطس", "اغسطس", "سبتمبر", "أكتوبر",
        "اكتوبر", "نوفمبر", "ديسمبر", "كانون", "شباط", "آذار", "نيسان", "أيار", "ايار", "حزيران", "تموز", "آب", "أيلول", "ايلول",
        "تشرين",
        "ינואר", "פברואר", "מרץ", "מרס", "אפריל", "מאי", "יוני", "יולי", "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר", "דצמבר",
        "בינואר", "בפברואר", "במרץ", "באפריל", "במאי", "ביוני", "ביולי", "באוגוסט", "בספטמבר", "באוקטובר", "בנובמבר", "בדצמבר",
        "ژانویه", "فوریه", "آوریل", "مه", "ژوئن", "ژوئیه", "اوت", "سپتامبر", "اکتبر", "نوامبر", "دسامبر",
        "فروردین", "اردیبهشت", "خرداد", "مرداد", "شهریور", "آبان",
        "जनवरी", "फ़रवरी", "फरवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "सितम्बर", "अक्टूबर", "नवंबर",
        "नवम्बर", "दिसंबर", "दिसम्बर",
        "มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม", "กันยายน", "ตุลาคม",
        "พฤศจิกายน", "ธันวาคม",
    ]
}
