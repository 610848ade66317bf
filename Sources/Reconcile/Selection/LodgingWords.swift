import TextFolding

/// The words selection looks for, folded (``TextFolding/key(_:)``) as the
/// values they are compared with are. Phrases of several words match whole
/// words in order; words in scripts written without spaces match inside a value.
enum LodgingWords {
    /// CATEGORIES values that mean "a place to stay": the user's own word.
    static let categories: PhraseSet = [
        "hotel", "hotels", "lodging", "lodgings", "accommodation", "accommodations", "accomodation", "motel", "motels", "hostel",
        "hostels", "hotel hotels", "hebergement", "hotellerie", "unterkunft", "unterkunfte", "ubernachtung", "alojamiento",
        "hospedaje", "hospedagem", "alloggio", "albergo", "alberghi", "hoteles", "hoteis", "logement", "accommodatie",
        "overnachting", "boende", "overnatning", "majoitus", "nocleg", "ubytovani", "szallas", "ホテル", "宿泊", "宿",
        "酒店", "住宿", "гостиница", "отель", "проживание", "ξενοδοχειο", "ที่พัก", "โรงแรม", "숙박", "호텔", "places to stay",
        // A phone's contact group is named in the plural, as "Hotels" is: in
        // the clients' languages, and their words for a place to stay.
        "гостиницы", "отели", "готель", "готелі", "хотел", "хотели", "ξενοδοχεια", "מלון", "מלונות", "فندق", "فنادق", "هتل",
        "هتلها", "هتل ها", "होटल", "khach san", "otel", "oteller", "hotele", "hotely", "hoteli", "hotell", "hotellit", "hoteller",
        "szalloda", "szallodak", "hoteluri", "penginapan", "旅館", "숙소", "bnb", "b b", "guesthouses", "guest houses",
    ]

    /// Words in a name that mean a place to stay, in many languages; in
    /// Cyrillic, Greek, Hebrew and Arabic script with their ``WordForms``.
    static let name = PhraseSet(nameWords, matching: .wordForms)
    private static let nameWords = [
        "hotel", "hotels", "inn", "inns", "motel", "motels", "hostel", "hostels", "resort", "resorts", "lodge", "lodges", "suites",
        "bnb", "b b", "bed and breakfast", "guesthouse", "guest house", "guesthouses", "homestay", "aparthotel", "boutique hotel",
        "motor inn", "youth hostel", "pension", "pensione", "pensao", "penzion", "pensjonat", "ryokan", "minshuku", "albergo",
        "locanda", "agriturismo", "ostello", "hostal", "posada", "parador", "pousada", "albergue", "casa de huespedes",
        "hospedaria", "residencial", "auberge", "chambres dhotes", "chambre dhotes", "gite", "residence", "gasthof", "gasthaus",
        "gastehaus", "herberge", "jugendherberge", "hotell", "hotelli", "vandrarhem", "herberg", "otel", "szalloda", "riad",
        "chalet", "capsule hotel",
        // More languages: German and Nordic holiday lets and inns, Finnish, Hungarian,
        // Slovak, Polish, Slovene, Croatian, Romanian, Turkish, Spanish and Latin
        // American, Vietnamese and Indonesian.
        "ferienhaus", "ferienwohnung", "ferienwohnungen", "ferienhof", "vandrerhjem", "kro", "gjestehus", "gastgiveri",
        "retkeilymaja", "majatalo", "matkustajakoti", "panzio", "agroturystyka", "zajazd", "gostisce", "pansion",
        "pensiune", "pansiyon", "casa rural", "hosteria", "cabanas", "hospedaje", "nha nghi", "khach san",
        "penginapan", "losmen",
        // "Bed & Breakfast" as folded ("&" is a word break); English holiday
        // lets by the words of their trade (not "holiday house", a Christmas
        // shop's name as often, nor "holiday home": in Britain a static
        // caravan, whose makers and dealers bear it); Hebrew's small hotel,
        // Persian's hotel.
        "bed breakfast", "holiday cottage", "holiday cottages", "holiday let", "holiday lets", "vacation cottage", "vacation rental",
        "vacation rentals", "מלונית", "هتل",
        // South Slavic motels and lodgings, Kazakh and Mongolian guest houses and camps,
        // Greek rooms to let and inns, Hebrew hostels, Egyptian inns, Persian guest
        // houses (its zero-width non-joiner folds to a space), hotel complexes.
        "мотел", "сместување", "қонақ үй", "жуулчны бааз", "ενοικιαζομενα δωματια", "הוסטל", "لوكاندة", "مهمانپذیر", "مهمان پذیر",
        "гостиничный комплекс", "ξενοδοχειακο συγκροτημα", "πανδοχειο", "πανσιον", "апартмани",
        // Inns, haciendas and kasbahs of their countries; campsites, a pitch or a cabin booked for the night.
        "hostellerie", "hacienda", "kasbah", "camping", "campsite", "campground", "campingplatz", "glamping", "holiday park",
        // Bunkhouses, holiday flats, Spain's tourist flats, Slovenia's holiday apartments.
        "bunkhouse", "holiday flat", "holiday flats", "apartamentos turisticos", "apartamento turistico", "apartma",
        // Lets by the week and camps of tents, named by their trade: the plural
        // of cottages and cabins, serviced and holiday apartments, self-catering,
        // a farm stay, rooms to let, a safari's or the desert's camp.
        "cottages", "cabins", "serviced apartments", "holiday apartments", "vacation apartments", "self catering", "farm stay",
        "farmstay", "rooms to let", "tented camp", "safari camp", "bush camp", "bedouin camp", "desert camp", "luxury camp",
        "ger camp", "sobe", "desert camps", "luxury camps", "tented camps",
        // A ranch that takes guests (North America).
        "guest ranch", "dude ranch",
        // Backpackers' hostels (Southern Africa, Australia, New Zealand), bungalows and
        // bungalow parks, Danish and Norwegian holiday homes and fishermen's cabins,
        // the autokamp of Croatia and Czechia, Slovenia's tourist farms, Arabic guest houses.
        "backpackers", "bungalows", "bungalowpark", "vakantiepark", "sommerhus", "feriehus", "rorbu", "rorbuer", "autokamp",
        "turisticna kmetija", "بيت الضيافة", "بيت ضيافة", "shepherds hut", "shepherd hut", "නවාතැන",
        // Australia's and New Zealand's tourist and caravan parks (cabins and pitches),
        // Iceland's campsites, a pub's or a restaurant's rooms.
        "tourist park", "caravan park", "tjaldsvaedi", "tjaldsvaedid", "pub with rooms", "pub rooms", "restaurant with rooms",
        // France's gîtes (the plural of a network's name), Spain's hospederías.
        "gites", "hospederia",
        // South Asia's lodgings: Kerala's tourist homes, pilgrims' rest houses
        // (yatri niwas, dharamshala), government rest and circuit houses, dak
        // and tourist bungalows; its lodges and homestays in its own scripts
        // (Hindi, Tamil, Malayalam, Kannada, Telugu); Japan's temple lodgings and inns.
        "tourist home", "yatri niwas", "yatri nivas", "yatri bhavan", "yatri bhawan", "yatri niketan", "dharamshala",
        "dharmshala", "dharmashala", "rest house", "resthouse", "circuit house", "dak bungalow", "tourist bungalow",
        "लॉज", "होमस्टे", "லாட்ஜ்", "விடுதி", "ലോഡ്ജ്", "ടൂറിസ്റ്റ് ഹോം", "ഹോംസ്റ്റേ", "ಲಾಡ್ಜ್", "ಹೋಂಸ್ಟೇ", "లాడ్జ్",
        "宿坊", "お宿", "の宿",
        // Brazil's and Portugal's chalets and apart-hotels, a holiday let by
        // its site's name ("Chalé Alpino (Airbnb)") or its trade's.
        "chales", "apart hotel", "flat service", "aluguel de temporada", "airbnb", "vrbo",
        // East Africa's lodgings and bandas (a banda alone is also a school's
        // or a family's name), board and lodging; Amharic's pension and
        // hotel, Arabic's riad.
        "lodging", "lodgings", "board and lodging", "bandas", "ፔንሲዮን", "ሆቴል", "رياض",
        // East Asia's lodgings: Korea's mountain shelters, Japan's hot-spring
        // inns and capsule hotels.
        "대피소", "湯宿", "カプセル",
        // Central and Eastern Europe's: Poland's mountain huts (schronisko,
        // bacówka), holiday centres, homes and cottages, private rooms;
        // Romania's guest houses; campsites and cottages in Polish and Czech.
        "schronisko", "bacowka", "osrodek wypoczynkowy", "domki", "domki letniskowe", "kwatery", "kwatera",
        "pensiunea", "kemping", "chalupa", "dom wczasowy", "domy wczasowe",
        // The Nordic definite hotel ("Stora Hotellet"), Lapland's glass igloos;
        // Turkish hotels, guest houses, apart-hotels, bungalows and holiday
        // villages as their names decline them ("Ayşe Hanım Ev Pansiyonu");
        // Azerbaijani hotels and guest houses; Lao, Khmer and Burmese hotels
        // and guest houses; Thai homestays, bungalows and campgrounds.
        "hotellet", "igloos", "glass igloo", "glass igloos", "igloo village", "oteli", "pansiyonu", "apart otel", "apart oteli",
        "bungalov", "bungalovlar", "bungalovlari", "tatil koyu", "mehmanxana", "qonaq evi", "ໂຮງແຮມ", "ເຮືອນພັກ", "ផ្ទះសំណាក់",
        "တည်းခိုခန်း", "ဟိုတယ်", "โฮมสเตย์", "บังกะโล", "ลานกางเต็นท์",
        // Central Asia's hotels, guest houses, rest houses and ger camps in
        // Kazakh, Kyrgyz, Uzbek, Tajik and Mongolian; flats let by the day
        // (посуточно), sanatoria; China's serviced apartments and its hotels
        // in pinyin; West Africa's short lets,
        // boat hotels and eco-retreats, and guest houses and hotels in Hausa,
        // Twi and Yoruba.
        "қонақүй", "қонақүйі", "мейманкана", "мейманканасы", "конок үй", "mehmonxona", "mehmonxonasi", "меҳмонхона",
        "меҳмонхонаи", "меҳмонхонаси", "демалыс үйі", "демалыс үй", "гэр бааз", "посуточно", "санаторий", "санаторій",
        "sanatorium", "服务公寓", "服務公寓", "酒店公寓", "binguan", "jiudian", "kezhan", "zhaodaisuo", "shortlet",
        "shortlets", "short let", "short lets", "botel", "eco retreat", "gidan baƙi", "gidan baki", "ahɔhodan", "ile itura",
        // Persian pilgrims' lodgings, travellers' houses and daily lets;
        // Kurdish hotels; Irish, Welsh and Gaelic guest houses, B&Bs,
        // cottages and pods; Japan's farm inns.
        "زائرسرا", "زائرسرای", "خانه مسافر", "اجاره روزانه", "هوتێل", "هوتێلی", "taigh osta", "gwely a brecwast", "bythynnod",
        "teach aiochta", "podiau", "glamping pods", "ファームイン", "בקתות", "bush retreat",
        // Russian campsites and glampings, Belarusian hotels, an Uzbek guest
        // house; a bush camp written as one word; Dutch rooms to let.
        "кемпинг", "глэмпинг", "гасцініца", "mehmon uyi", "bushcamp", "kamerverhuur",
        // A Portuguese campsite; Vietnam's serviced apartments; a Greek
        // mountain refuge and campsite; Quebec's outfitters, who let cabins.
        "parque de campismo", "campismo", "can ho dich vu", "καταφυγιο", "καμπινγκ", "pourvoirie", "pourvoiries",
        // Peru's homestays; Taiwan's business hotels, hot spring halls and
        // campgrounds; Japan's weekly flats.
        "casa vivencial",
        // Urdu's motel, rest house, guest house, resort and camping (not its
        // hotel: a hotel is as often an eatery, a dhaba, in Pakistan);
        // Hungary's holiday homes, refuges and hikers' houses; Samoa's beach fales.
        "موٹل", "ریسٹ ہاؤس", "مہمان خانہ", "گیسٹ ہاؤس", "ریزارٹ", "کیمپنگ", "udulo", "menedekhaz", "turistahaz",
        "kulcsoshaz", "beach fales", "fales", "turismo vivencial", "商旅", "溫泉會館", "温泉会館", "露營區", "露营区", "ウィークリーマンション",
        "ホテル", "旅館", "民宿", "酒店", "宾馆", "賓館", "飯店", "饭店", "旅馆", "客栈", "호텔", "모텔", "게스트하우스",
        "гостиница", "отель", "хостел", "мотель", "ξενοδοχειο", "โรงแรม",
        "招待所", "旅社", "民泊", "펜션", "여관", "민박", "гостевой дом", "готель", "хотел", "ξενωνας",
        // Baltic, Icelandic, Welsh, Irish, Hungarian, Swedish, Finnish, Dutch and
        // Flemish, Italian, French, Portuguese, Spanish, Croatian, Turkish,
        // Indonesian and Vietnamese guest houses, holiday lets and inns.
        "viesnica", "viesbutis", "sveciu namai", "kulalistemaja", "gistiheimili", "gistiheimilid", "gistihus", "farfuglaheimili",
        "farfuglaheimilid", "orlofshus", "orlofsibud", "gwesty", "gwestyr", "ostan", "vendeghaz", "pensionat", "lomakyla", "jeugdherberg", "logies",
        "affittacamere", "maison dhotes", "estalagem", "albergaria", "apartahotel", "apartmani", "konukevi", "wisma", "nha khach",
        // Italy's religious and holiday guest houses (case per ferie).
        "casa per ferie", "case per ferie",
        // Other scripts: Russian holiday homes, Mongolian, Georgian, Armenian
        // (a hotel, a rest house, a sanatorium, an inn),
        // Arabic, Hebrew, Hindi, Khmer, Japanese, Chinese and Korean.
        "пансионат", "база отдыха", "зочид буудал", "სასტუმრო", "հյուրանոց", "հանգստյան տուն", "առողջարան", "վանատուն", "فندق", "نزل", "מלון", "אכסניה", "होटल",
        "សណ្ឋាគារ", "ゲストハウス", "ペンション", "ホステル", "旅籠", "青年旅舍", "度假村", "旅店", "호스텔", "리조트",
        // Swahili, Malay, Vietnamese, Turkish, Polish, Czech, Slovak, Serbian and
        // Croatian, Hungarian, Romanian, Latvian, Estonian, Finnish, Swedish, Dutch
        // and Flemish, Italian, Portuguese, Basque, Catalan, Welsh and Albanian
        // guest houses, holiday homes, mountain huts and inns.
        "nyumba ya wageni", "rumah tumpangan", "nha tro", "misafirhane", "misafirhanesi", "noclegi", "pokoje goscinne", "dom goscinny", "gosciniec",
        "ubytovani", "ubytovanie", "prenociste", "smjestaj", "smestaj", "fogado", "casa de oaspeti", "viesu nams", "puhkemaja",
        "lomamokki", "stugby", "vakantiehuis", "gastenverblijf", "casa vacanze", "casa vacanza", "rifugio", "alojamento local",
        "aterpetxea", "landetxea", "ostatua", "alberg", "llety", "lletyr", "bujtina",
        // Other scripts: Bulgarian (a guest house, guest rooms, a campsite,
        // bungalows), Ukrainian, Russian, Armenian, Georgian,
        // Persian, Arabic, Hebrew, Hindi, Thai and Korean.
        "къща за гости", "стаи за гости", "къмпинг", "бунгала", "гостьовий будинок", "садиба", "турбаза", "հյուրատուն", "ჰოსტელი", "مسافرخانه", "اقامتگاه", "مهمانسرا",
        "دار ضيافة", "צימר", "בית הארחה", "धर्मशाला", "अतिथि गृह", "เกสต์เฮาส์", "รีสอร์ท", "บ้านพัก", "한옥스테이",
        // Ukrainian flats let by the day (подобово), holiday bases,
        // boarding houses, campsites, glampings and mountain shelters;
        // German and Austrian guest rooms let privately; a Hausa guest
        // house; Amharic's and Oromo's guest houses, lodges, bed houses
        // (አልጋ ቤት, cheap lodgings) and resorts; Georgian campsites and sanatoria.
        "እንግዳ ማረፊያ", "ሎጅ", "አልጋ ቤት", "ሪዞርት", "mana keessummaa", "კემპინგი", "სანატორიუმი", "подобово", "база відпочинку", "пансіонат", "кемпінг", "глемпінг", "туристичний притулок", "gastezimmer",
        "fremdenzimmer", "privatzimmer", "masaukin baki", "masaukin baƙi",
        // The Krkonoše's mountain huts, Czech spa houses where a cure is taken by the week; the
        // Alps' hut and chalet villages; Croatia's holiday houses and its
        // islands' "Robinson" cottages; Nepali's lodge.
        "horska bouda", "lecebne lazne", "lazensky dum", "almdorf", "huttendorf", "chaletdorf", "kuca za odmor",
        "robinzonska kuca", "लज",
        // Romansh's pension; Kerala's houseboats (a night aboard, moored);
        // Sinhala's holiday bungalows and homes, homestays, rest houses and
        // campsites, Tamil's pilgrims' rest houses.
        "pensiun", "houseboat", "houseboats", "නිවාඩු බංගලාව", "නිවාඩු නිවහන", "හෝම් ස්ටේ", "විවේකාගාරය", "කඳවුරු භූමිය",
        "யாத்திரிகர் மடம்",
        // Mongolian flats let by the day, guest houses, holiday places and
        // spa sanatoria; Latvian and Lithuanian campsites, an Estonian
        // holiday village; Bengali residential hotels (a bare হোটেল is as
        // often an eatery: a shared word), motels, guest houses, resorts,
        // cottages, bungalows, dak bungalows, circuit houses, holiday complexes.
        "хоногийн байр", "зочны байр", "амралтын газар", "рашаан сувилал", "kempings", "kempingas", "puhkekula",
        "আবাসিক হোটেল", "মোটেল", "গেস্ট হাউস", "রিসোর্ট", "কটেজ", "বাংলো", "ডাকবাংলো", "সার্কিট হাউস", "হলিডে কমপ্লেক্স",
        // Swahili's everyday guest house (gesti); a camp of tents; Uzbek sanatoria and yurt camps (its oʻ written
        // with the turned comma or an apostrophe); a Serbian flat let by the
        // day (стан на дан).
        "gesti", "tent camp", "tent camps", "sanatoriyasi", "sanatoriya", "otov lageri", "oʻtov lageri",
        "стан на дан", "stan na dan",
        // The forms the lists above lack: chalets; Russian guest houses and
        // Ukrainian guest cottages; Bulgarian guest houses; a Mongolian
        // hotel complex (the hotel's genitive alone is how a school or a
        // restaurant names the hotel it serves); the Arabic guest house
        // with its article.
        "chalets", "гостевые дома", "гостевые домики", "гостьовий будиночок", "гостьові будинки", "къщи за гости",
        "зочид буудлын цогцолбор", "دار الضيافة",
        // A Dutch holiday home, a Portuguese guest house, Belarus's and
        // Ukraine's farm stays, a botel; Lithuania's holiday homes and farm
        // stays, a Polish holiday centre.
        "vakantiewoning", "vakantiewoningen", "casa de hospedes", "агроусадьба", "агросадиба", "ботель", "poilsio namai",
        "kaimo turizmo sodyba", "turizmo sodyba", "ośrodek wczasowy", "ośrodki wczasowe",
        // Malta's inn (lukanda), Ireland's lodging house, the Basque hotel
        // with its article (at home in the Basque Country only: elsewhere
        // "hotela" is a Slavic genitive, "Restoran hotela Dubrovnik"),
        // Afrikaans guest houses and holiday resorts, Iceland's guest house
        // with its article (not "the old hotel", Gamla Hótelið, as often a
        // café's), Sinhala's travellers' lodge.
        "lukanda", "teach lóistín", "hotela", "gastehuis", "gastehuise", "vakansieoord", "gistihúsið", "සංචාරක නිවාසය",
        // The Nordic lodgings with their article (not the inn's, gästgiveriet,
        // as often a restaurant's), Norway's mountain lodge (not "the"
        // mountain lodge alone, Fjellstua, a restaurant's); Serbian
        // Cyrillic's lodging house, Hungary's inn (not Romania's "Hanul", as
        // often a restaurant's or an old inn's courtyard); Ukrainian, Hindi
        // and Bengali guest houses.
        "vandrarhemmet", "gjestehuset", "pensionatet", "vandrerhjemmet", "fjellstue",
        "преноћиште", "szálló", "гостьовий дім", "गेस्ट हाउस", "অতিথিশালা",
    ]

    /// Words in a name that name a place to stay about as often as a house,
    /// a restaurant, an estate or something else ("Rose Cottage", "Villa
    /// Borghese", "Camp Nou", "Baan Thai"): they count a little, and only
    /// beside the card's own word of a night spent (``Evidence/confirmsStay``,
    /// ``Evidence/lodgingWord(_:in:abroad:shared:)``) — fully only in the
    /// countries where such a name is a place to stay's (``LodgingWordCountries``).
    static let sharedWords: PhraseSet = [
        "cottage", "villa", "villas", "camp", "kamp", "cabin", "tree house", "treehouse", "apartment", "apartments",
        "apartamentos", "appartamenti", "appartements", "apartmany", "rooms", "stay", "dar", "baan", "chata", "finca", "quinta",
        "masseria", "cortijo", "herdade", "haveli", "manor", "bach", "farmhouse", "refugio", "trullo", "trulli", "pondok",
        "hytte", "apartamento", "apartamenty", "апартаменти", "апартаменты", "departamento", "condo", "condominio", "hut",
        "hutte", "berghaus", "arms", "appartamento", "retreat", "willa",
        // Italy's guest quarters, as often a winery's or a restaurant's name.
        "foresteria",
        // Romania's and Moldova's mountain huts (cabană) and guest villas
        // (vilă); a Romanian inn (a beer hall's or a restaurant's name as often).
        "cabana", "vila", "hanul",
        "campement", "relais", "bastide", "flat", "chale", "refugios",
        // Turkey's apart (an apart-hotel; elsewhere a word of other names),
        // the caravanserai (an inn, and a restaurant's name as often), the
        // Greek archontiko (a mansion, often a guest house), the Arabic
        // camp, the Thai "mansion" (flats let by the month and the night).
        "apart", "karvansaray", "kervansaray", "caravanserai", "αρχοντικο", "مخيم", "แมนชั่น",
        // A French refuge and a Catalan refugi (a mountain hut, and an
        // animal or an air-raid shelter's name), Catalan apartaments, Greek
        // rooms and studios, Chinese flats.
        "refuge", "refugi", "apartaments", "δωματια", "στουντιο", "公寓",
        // A Spanish mesón (an inn, a restaurant as often), an Argentine
        // estancia, a camp; Persian caravanserais, suites, cabins, camps,
        // shelters and villas.
        "meson", "estancia", "campamento", "کاروانسرا", "کاروانسرای", "سوئیت", "کلبه", "کمپ", "پناهگاه", "ویلا",
        // A campsite in Czech, Slovak and Polish (and an English family
        // name), a Krkonoše hut (and a Czech one), Colombia's and
        // Venezuela's cheap hotels (Spain's homes for the old and halls).
        "kemp", "bouda", "residencias", "depto",
        // Switzerland's mountain huts in French and Italian (a sugar shack,
        // a shed, a restaurant's name elsewhere), a Ticino rustico let as
        // a holiday home (an adjective of restaurants' names elsewhere).
        "cabane", "capanna", "rustico",
        // A Bengali হোটেল (a hotel, and a rice-and-curry eatery as often);
        // a Mongolian camp.
        "হোটেল", "кемп",
        // An Uzbek rest camp (oromgoh: a family's holiday cottages, and a
        // children's summer camp as often).
        "oromgoh", "oromgohi",
        // The Y's hostels (and its gyms); India's residencies and mansions
        // (hotels and lodges, and as often a block of flats, a road, a
        // museum), a Tamil choultry (a pilgrims' rest house, and a wedding
        // hall as often).
        "ymca", "ywca", "residency", "mansion", "choultry", "சத்திரம்",
        // East Africa's banda (a park's hut or cottage; a music band in
        // Spanish and Portuguese, a family name in Malawi and Zambia; its
        // plural is ``name``'s) and Lapland's igloo (a kindergarten's, an ice
        // bar's or a frozen-yoghurt shop's name as often; "igloos" is ``name``'s).
        "banda", "iglu", "iglut", "igloo",
        // Bulgaria's mountain huts (хижа; a café's or a tavern's name as
        // often) and villas; the Levant's beit (a house; a restaurant's, a bakery's or
        // a museum's name as often).
        "хижа", "вила", "beit",
        // Huts (a shed's or a burger bar's name as often), Iceland's skáli
        // (a mountain hut, a hall), the Maghreb's ksar (a fortified village).
        "huts", "skali", "ksar",
        // Norway's cabin with its article, Sweden's and Finland's cottages, a
        // Czech log cabin, Dutch apartments (a house's, a café's name as often).
        "hytta", "stuga", "mokki", "srub", "appartementen",
        // An apartment in Croatian, Serbian and Hungarian (an estate
        // agent's, a builder's or a travel agency's name as often; a block
        // of flats in Turkey).
        "apartman",
    ]

    /// Signs of a place to stay that serves meals which the one rule
    /// (a lodging word, an optional "and", a restaurant's word: see
    /// ``diningRooms``) does not read: a hotel's café, and Russian and
    /// Ukrainian hotel-restaurants whose first word is declined or an
    /// adjective ("отельно-ресторанный комплекс").
    static let withRestaurant: PhraseSet = [
        "hotel cafe", "отель ресторан", "гостиница ресторан", "готель ресторан", "отельно ресторан", "готельно ресторан",
    ]
    /// Words of ``otherBusiness`` that folding also makes of another
    /// language's word, as written: German "Bär" (a bear, an inn's sign) is
    /// folded to "bar".
    static let foldedAlike: [String: Set<String>] = ["bar": ["bär"]]

    /// The restaurant words that, right after a lodging word (or after it
    /// and an "and"), are its dining room: "Hotel-Restaurant Adler",
    /// "Hostal y Restaurante", "Penzion a restaurace". Not a café, which
    /// is its own business there ("Hostel Café").
    static let diningRooms = restaurants.subtracting(["cafe"])

    /// Lodging words restaurants take for their own names ("The Inn
    /// Restaurant", "Hacienda Restaurante", "Chalet Restaurant"): a
    /// restaurant's word after one is not, by itself, a hotel's dining room.
    static let restaurantsTakeTheName: Set<String> = [
        "inn", "inns", "lodge", "lodges", "posada", "hacienda", "chalet", "chalets", "riad", "kasbah", "parador", "meson", "locanda", "hosteria",
    ]

    /// Lodging words that, ending a name, say what the place is though an
    /// eatery's or a shop's word comes before them: the sign's last noun is
    /// its kind ("Cafe Lava Hostel", "Coffee Shack Backpackers", "Big Bar
    /// Guest Ranch", "Outlet River Campground"). Not the words eateries end
    /// their own names with: inn, lodge, hotel ("Madras Coffee Hotel" is a
    /// South Indian eatery), motel.
    static let heads: Set<String> = [
        "hostel", "hostels", "backpackers", "guest house", "guesthouse", "guest ranch", "campground", "campsite", "holiday park",
        "resort", "resorts", "houseboat", "houseboats",
    ]

    /// The words of ``otherBusiness`` a name's ``heads`` word excuses
    /// before it: an eatery's, a bar's, a shop's, a boat line's ("Bar
    /// Reef Resort", "Rainbow Cruises Houseboats").
    static let beforeAHead: Set<String> = restaurants.union([
        "coffee", "bar", "pub", "grill", "bistro", "diner", "bakery", "shop", "store", "outlet", "market", "cruises", "cruise",
        "yoga",
    ])

    /// Words of a hotel's own venues — its spa, club, lounge, a function
    /// room — that, in a name's first part, before the part where the
    /// hotel's brand is, make the card the venue's: "Jiva Spa - Taj
    /// Fisherman's Cove", "Club Olympus – Hyatt Regency". (Not "hall": an
    /// English country house hotel is "Hintlesham Hall, Hotel".)
    static let venues: PhraseSet = ["spa", "club", "room", "lounge", "terrace", "rooftop", "kitchen"]

    /// Side trades a holiday let's own name bears beside a shared word that
    /// counts fully ("Travel Rooms Split", "Studio Apartments Kotor"),
    /// where other trades count ("Musée Dar Si Said" is a museum).
    static let wordsOfLets: Set<String> = ["travel", "studio"]

    /// The folded name without the past use that an "old" or a "former"
    /// names: the other business's phrase right after it, else the one word
    /// after it. A holiday let in the old barbershop, a B&B in the former
    /// hospital, a gîte in the old people's home ("The Old Barbershop", "Det
    /// Gamle Sykehuset", "B&B De Oude Dierenkliniek", "Gîte de l'Ancienne
    /// Maison de Retraite") is no barber's, no hospital, no home.
    static func withoutFormerUses(_ folded: String) -> String {
        let words = folded.split(separator: " ")
        guard words.contains(where: { formerWords.contains(String($0)) }) else { return folded }
        var kept: [Substring] = [], index = words.startIndex
        while index < words.endIndex {
            kept.append(words[index])
            if formerWords.contains(String(words[index])), index + 1 < words.endIndex {
                index += 1 + (otherBusiness.longestRun(startingWith: words[(index + 1)...]) ?? 1)
            } else {
                index += 1
            }
        }
        return kept.joined(separator: " ")
    }

    /// "Old" and "former", folded, in the clients' languages.
    static let formerWords: Set<String> = [
        "old", "former", "gamle", "gamla", "gamli", "alte", "alten", "altes", "alter", "ehemalige", "ehemaliges", "vecchio", "vecchia",
        "antico", "antica", "ex", "ancien", "ancienne", "oude", "voormalig", "vanha", "stary", "stara", "stare", "antiguo", "antigua",
        "velho", "velha", "antigo", "antiga", "regi", "eski",
        // With the article's apostrophe folded away: "l'ancienne", "l'antica".
        "lancien", "lancienne", "lantico", "lantica",
    ]

    /// Words that name a part of a city after its name, as chains name a
    /// hotel for its city and its quarter ("Omni Dallas Downtown", "Ginger
    /// Mumbai Airport", "Canopy London City"), folded.
    static let quarterWords: Set<String> = [
        "downtown", "uptown", "midtown", "airport", "city", "centre", "center", "central", "centrum", "centro", "zentrum", "mitte",
        "old", "town", "square", "marina", "seaport", "harbour", "harbor", "waterfront", "beach", "bay", "park", "station",
        "north", "south", "east", "west", "nord", "sud", "est", "ouest", "ost", "sued", "the", "at", "de", "la", "le", "am", "an", "der",
    ]

    /// Words that make what precedes them named for what follows: "Museo
    /// de la Hacienda", "Gallery of the Old Inn".
    static let namingWords: Set<String> = ["de", "del", "da", "do", "des", "du", "di", "della", "of"]

    /// Before a sign's last noun (``heads``), the words that make what
    /// precedes them another's: "Café at the Guest House" is a café.
    static let namedBefore = namingWords.union(["at"])

    /// The words that name a hotel company's own offices, in the languages
    /// of its head offices, sales offices and booking lines: they are words
    /// of ``otherBusiness``, and beside one a brand in the name says nothing
    /// of a stay ("Scandic Hotels Huvudkontor", "Accor Siège Social").
    static let offices: Set<String> = [
        "management", "managers", "head office", "headquarters", "hq", "corporate office", "sales office", "reservations office",
        "central reservations", "central de reservas", "call centre", "call center", "marketing", "development", "developments",
        "ventas corporativas", "customer service", "customer services", "customer care", "member relations", "member services", "hotel reservations",
        "support centre", "support center", "worldwide sales", "global sales", "hauptverwaltung", "huvudkontor", "hovedkontor",
        "hoofdkantoor", "oficinas centrales", "siege social", "sede sociale", "sede legale", "centraal kantoor", "oficinas corporativas",
        "oficina corporativa", "konzernzentrale", "unternehmenszentrale", "firmenzentrale",
    ]

    /// "And" in the languages of the signs ``withRestaurant`` reads:
    /// "Hotel and Restaurant", "Hotel y Restaurante", "Penzion a restaurace".
    static let conjunctions: Set<String> = ["and", "y", "e", "und", "et", "i", "a", "es", "ve", "va", "dan", "en", "og", "och", "ja", "и", "і", "та", "و", "ও", "এন্ড"]

    /// The words of ``otherBusiness`` that name a restaurant or a café:
    /// what a sign of ``withRestaurant`` or ``diningRooms``' rule excuses.
    static let restaurants: Set<String> = [
        "restaurant", "restaurante", "ristorante", "cafe", "رستوران", "ресторан", "restaurace", "restauracja", "restauracia",
        "restaurang", "ravintola", "etterem", "restoran", "রেস্টুরেন্ট", "রেস্তোরাঁ", "kafe", "restorani", "مطعم",
    ]

    /// The words of ``otherBusiness`` a place to stay has in its own name
    /// ("Silver Spur Motel & Gifts", "Black Bear Inn & Tavern", "Gallery
    /// Hotel", "Hotel Museo", "Wilderness Safaris DumaTau Tented Camp",
    /// "Tallink City Hotel", and the trades of ``TradeWords/besideAStay``):
    /// they say nothing against a name that holds a lodging word (and
    /// ``hallsAndLines`` nothing against a brand), only against one that
    /// does not ("Cottage Craft Gifts", "The Cottage Tavern").
    static let sideTrades = Set([
        "gifts", "gift shop", "day spa", "tavern", "gallery", "outdoor", "outdoors", "winery", "wines", "vini", "vinos", "vinhos",
        "museum", "museo", "musee", "safaris", "expeditions", "expedition", "coffee estate", "tea estate", "spice plantation",
        "travel", "studio", "drive in", "canoe club", "yacht club", "rowing club", "luau", "luʻau", "helicopters", "helicopter",
        "механа", "mehana", "сватби", "varaamo", "keskusvaraamo", "waterpark", "water park", "сауна", "vins", "colegio",
        "buffet", "shops", "espace evenementiel", "nightclub", "night club", "паркинг", "паркиране", "pysakointi",
        "stolowka", "gamyba", "weddings", "events",
        "library", "libraries", "bibliothek", "bibliotheque", "biblioteca", "transit", "bus company", "bus lines", "coach company",
    ]).union(hallsAndLines).union(TradeWords.besideAStay)

    /// Words before a business's words for animals that say the place
    /// welcomes them: a dog-friendly guest house ("Pensjonat Leśny Zakątek
    /// – przyjazny dla psów"), not a dogs' hotel ("Hotel dla psów Reksio").
    static let welcomes = ["przyjazny dla", "przyjazna dla", "przyjazne dla"]

    /// The side trades a brand's hotel bears too ("Courtyard Portland
    /// Downtown Convention Center", "Tallink City Hotel", "Wyndham Houston
    /// Medical Center"): a hotel's own halls, the fair or the hospitals it
    /// serves, the ferry line that owns it. Beside a
    /// brand that counts fully they say nothing against it; the other side
    /// trades ("Courtyard Gallery") only beside a lodging word.
    static let hallsAndLines: Set<String> = [
        "conference centre", "conference center", "convention centre", "convention center", "expo", "exhibition centre",
        "exhibition center", "tallink", "silja line", "viking line", "stena line", "color line", "hurtigruten",
        "medical center", "medical centre", "messe",
    ]

    /// The last parts of compound words (German, Dutch, the Nordic
    /// languages) that make the word a place to stay: the head of such a
    /// compound is its last part (a Landhotel is a hotel, a Hotelschule a
    /// school).
    static let compoundHeads = ["hotel", "hotell", "hotellet", "hotelli", "gasthof", "gasthaus", "gastehaus", "herberge", "hostel",
                                "motel", "vandrerhjem", "vandrarhem", "herberg", "lodge", "camping"]

    /// The word of `folded` that is a compound ending in one of
    /// ``compoundHeads`` with at least three letters before it ("landhotel",
    /// "danhostel"), if any.
    static func compound(in folded: String) -> String? {
        for word in folded.utf8.split(separator: 0x20) where word.allSatisfy({ $0 < 0x80 }) {
            if compoundHeadBytes.contains(where: { word.count >= $0.count + 3 && word.suffix($0.count).elementsEqual($0) }) {
                return String(decoding: word, as: UTF8.self)
            }
        }
        return nil
    }
    /// ``compoundHeads`` as bytes (ASCII: their count is their letters').
    private static let compoundHeadBytes = compoundHeads.map { Array($0.utf8) }

    /// Lodging words a user adds to a place's name to say where it was
    /// booked ("Casa Azul (Airbnb)"): at the start of a name they are the
    /// site's own card ("Airbnb Support"), and say nothing.
    static let bookedThrough: Set<String> = ["airbnb", "vrbo"]

    /// A word as `--explain` shows it: folded, most read as written; those
    /// whose folding lost a sign are shown with it ("B&B", not "b b").
    static func shown(_ word: String) -> String { shownForms[word] ?? word }
    private static let shownForms = [
        "b b": "B&B", "bed breakfast": "bed & breakfast", "chambres dhotes": "chambres d'hôtes", "chambre dhotes": "chambre d'hôtes",
        "maison dhotes": "maison d'hôtes", "lletyr": "llety'r", "gwestyr": "gwesty'r", "shepherds hut": "shepherd's hut",
    ]

    /// Words in a NOTE, a job title or a label that speak of a stay: those
    /// of ``overnight`` and the others.
    static let stay = PhraseSet(stayWords + overnightWords)
    private static let stayWords = [
        "booking ref", "booking reference", "reservation", "confirmation", "booked", "night", "breakfast", "room", "rooms",
        "suite", "guest", "guests", "villa", "front desk", "reception", "concierge", "inn", "rezeption", "reservierung",
        "reservations", "recepcion", "reservas", "accueil", "フロント", "前台", "booking", "bookings",
        // The same in the languages of the countries the clients are used in.
        "zimmer", "fruhstuck", "vollpension", "anreise", "arrivee", "llegada", "arrivo", "chegada", "aankomst", "ankomst",
        "przyjazd", "nacht", "chambre", "chambres", "petit dejeuner", "nuit", "habitacion", "habitaciones", "desayuno", "noche",
        "camere", "colazione", "notte", "quarto", "quartos", "pequeno almoco", "cafe da manha", "noite", "kamer", "ontbijt",
        "frukost", "natt", "pokoj", "sniadanie", "snidane", "номер", "завтрак", "выезд", "δωματιο", "πρωινο", "チェックアウト", "朝食",
        "和室", "客室", "退房", "早餐", "房间",
        // Norwegian, Danish, Finnish, Baltic, Hungarian, Croatian, Czech, Turkish,
        // Greek, Ukrainian, Brazilian, Dutch, Indonesian and Vietnamese.
        "frokost", "morgenmad", "huone", "aamiainen", "kambarys", "pusryciai", "brokastis", "brokastim", "hommikusook", "ood",
        "szoba", "reggeli", "reggelivel", "dorucak", "doruckom", "noci", "prijezd", "kahvalti", "αφιξη", "сніданок", "kamar",
        "sarapan", "bua sang",
        // A holiday let's keys and week: a door's code, the changeover day, the welcome pack.
        "key collection", "collect keys", "door code", "changeover", "sat to sat", "saturday to saturday", "welcome pack",
        "bed linen", "self catering", "schlusselkasten", "schlusselubergabe",
        // A reception's desk and a booking office, as phone labels and e-mail addresses name them.
        "receptie", "recepcao", "recepcja", "vastaanotto", "resepsjon", "recepce", "recepcio", "resepsiyon", "frontdesk",
        "prenotazioni", "rezervace", "rezerwacje", "프런트",
        // Other scripts: Korean, Thai, Chinese, Arabic, Hebrew and Hindi.
        "조식", "อาหารเช้า", "含早", "غرفة", "الإفطار", "ארוחת בוקר", "कमरा", "नाश्ता",
        // Persian breakfast and a deposit; Irish and Welsh breakfast.
        "صبحانه", "بیعانه", "bricfeasta", "brecwast",
        // Arabic's night and Egyptian Arabic's room; a River Plate summer
        // let's fortnight and linen; Italy's Saturday-to-Saturday.
        "ليلة", "أوضة", "istabas", "quincena", "ropa blanca", "ropa de cama", "sab sab",
        // isiXhosa's night and breakfast; Swahili's night, room and breakfast.
        "ubusuku", "isidlo sakusasa", "usiku", "chumba", "kifungua kinywa",
        // Greek's room and breakfast as Greeklish types them; Albanian's
        // breakfast and room.
        "dwmatio", "domatio", "dwmatia", "domatia", "prwino", "proino", "mengjes", "mengjesi", "dhoma",
        // Romanian's night and breakfast; Urdu's and Roman Urdu's nights and
        // breakfast.
        "noapte", "mic dejun", "راتیں", "ناشتہ", "raatein", "nashta",
        // Ukrainian's check-out; breakfast in Uzbek, in Serbian Cyrillic and
        // as Indian English shortens it; Tamil's room.
        "виїзд", "nonushta", "доручак", "bkfast", "அறை",
    ]

    /// Words that take back a word of a night spent right after them: "Pas
    /// de nuitée", "ohne Übernachtung" speak of no stay ("without
    /// breakfast" still does; not Spanish "sin" nor Portuguese "sem",
    /// Singapore's airport and Czech "here" as often).
    static let negations: Set<String> = ["pas de", "sans", "without", "ohne", "kein", "keine", "без", "senza", "zonder", "geen"]

    /// Words that take back a word of a night spent right before them:
    /// Azerbaijani and Turkish "gecələmə yox", "check-in yok".
    static let negationsAfter: Set<String> = ["yox", "yoxdur", "yok", "yoktur"]
    private static let anyNegation = negations.union(negationsAfter)

    /// `text` folded (`folded`, ``TextFolding/key(_:)``'s) without the words
    /// of ``overnight`` that ``negations`` and ``negationsAfter`` take back,
    /// each read within its clause: "Ontbijt: zonder. Check-in vanaf 15u"
    /// keeps its check-in.
    static func withoutNegated(_ text: String, folded: String) -> String {
        guard anyNegation.contains(where: { PhraseSet.isRun($0, of: folded) }) else { return folded }
        return text.split { ".,;:!?\n".contains($0) }.map { withoutNegated(inClause: TextFolding.key($0)) }
            .filter { !$0.isEmpty }.joined(separator: " ")
    }

    private static func withoutNegated(inClause folded: String) -> String {
        let words = folded.split(separator: " ").map(String.init)
        /// The length of the word of ``overnight`` (one or two words) at `start`, 0 for none.
        func nightWord(at start: Int) -> Int {
            if start + 1 < words.count, overnight.contains(words[start] + " " + words[start + 1]) { return 2 }
            return start < words.count && overnight.contains(words[start]) ? 1 : 0
        }
        var kept: [String] = []
        var index = 0
        while index < words.count {
            let length = nightWord(at: index)
            if length > 0, index + length < words.count, negationsAfter.contains(words[index + length]) {
                index += length
                continue
            }
            let negation = index + 1 < words.count && negations.contains(words[index] + " " + words[index + 1]) ? 2
                : negations.contains(words[index]) ? 1 : 0
            kept.append(contentsOf: words[index..<index + max(1, negation)])
            index += max(1, negation)
            if negation > 0 { index += nightWord(at: index) }
        }
        return kept.joined(separator: " ")
    }

    /// The words of ``stay`` that alone say a night was spent there (or is
    /// booked): in a NOTE each counts as two words do. Folded as ``stay``'s are.
    static let overnight = Set(overnightWords.map(TextFolding.key))
    private static let overnightWords = [
        "check in", "checkin", "check out", "checkout", "late checkout", "stayed", "nights", "overnight", "half board",
        "full board", "guest room", "room block", "block of rooms", "rooming list", "rooms blocked", "blocked rooms",
        "bunk", "bunks", "bunk bed", "cucheta", "cuchetas", "litera", "literas", "beliche", "beliches", "ryokan", "onsen", "hotel", "hostel", "motel", "b b", "bnb", "doppelzimmer", "einzelzimmer",
        "ubernachtung", "ubernachtungen", "halbpension", "nachte", "chambre double", "nuits", "demi pension", "habitacion doble",
        "noches", "media pension", "camera doppia", "camera matrimoniale", "camera singola", "notti", "mezza pensione",
        "quarto duplo", "noites", "tweepersoonskamer", "nachten", "overnachting", "dubbelrum", "enkelrum", "natter",
        "pokoj dwuosobowy", "nocleg", "noclegi", "dvoululkovy pokoj", "заезд", "ночи", "νυχτες", "チェックイン", "泊", "入住",
        "双人房", "our room", "my room", "unser zimmer", "notre chambre", "nuestra habitacion", "la nostra camera", "ons kamer",
        "dobbeltrom", "innsjekk", "innsjekking", "netter", "dobbeltvaerelse", "indtjekning", "naetter", "kahden hengen huone",
        "sisaankirjautuminen", "yota", "dvivietis kambarys", "naktys", "divvietigs numurs", "naktis", "kahekohaline tuba",
        "sisseregistreerimine", "ketagyas szoba", "bejelentkezes", "ejszaka", "dvokrevetna soba", "nocenja", "nocenje",
        "cift kisilik oda", "δικλινο δωματιο", "двомісний номер", "заселення", "ночі", "diarias", "quarto casal", "inchecken",
        "phong doi", "nhan phong", "self check in", "체크인", "더블룸", "เช็คอิน", "ห้องดับเบิล", "双床房", "تسجيل الوصول", "ليلتان",
        "חדר זוגי", "לילות", "ليلة واحدة", "ليلة وحدة", "ليلتين", "хонох", "نیم پانسیون", "לילה אחד", "לינה", "රාත්‍රී", "රාත්රී", "இரவுகள்",
        // A key safe or key box: the guest lets themself in, as at a self
        // check-in (a car hire's key box is a car hire's, by its name).
        "keybox", "key box", "keysafe", "key safe", "lockbox", "lock box", "schlusseltresor", "schlusselbox", "boite a cles", "boite a clefs",
        "caja de llaves", "cassetta delle chiavi", "cassetta chiavi", "sleutelkastje", "sleutelkluis", "nyckelbox", "nokkelboks", "lyklabox",
        // A hotel apartment in Arabic; an Italian holiday home and weekly
        // let; full board in Italian and Spanish, and Quebec's American plan.
        "شقة فندقية", "شقق فندقية", "casa vacanze", "casa vacanza", "affitto settimanale", "pensione completa", "pension completa",
        "plan americain",
        // One night in Romanian; check-in and a late check-out in Ukrainian
        // and Russian; a Czech spa stay (taken by the week, in the spa house).
        "o noapte", "заїзд", "пізній виїзд", "поздний выезд", "lazenska pece", "lazensky pobyt", "lecebny pobyt",
        // A night's stay in French and in Serbian Cyrillic; a French gîte
        // (a holiday let; Italian "gite" are trips); Azerbaijani's nightly
        // and a night's stay.
        "nuitee", "nuitees", "ноћење", "ноћења", "un gite", "au gite", "du gite", "notre gite", "gite rural", "gite a la ferme",
        "gites de france", "gite detape",
        "gecəlik", "gecələmə",
        // We slept, I slept there: Swahili; a night's stay in Bulgarian,
        // in Cyrillic and in Latin letters.
        "tulilala", "nililala", "нощувка", "noshtuvka", "noshtuvki",
    ]

    /// Words in a NOTE of a visit to another kind of business: a meeting
    /// room, an appointment, a table, a viewing, a flight, a registration.
    /// A traveller's NOTE at a place to stay names them too (the flight that
    /// brings them, a meeting held there), so beside a name that says it is
    /// one and a NOTE of a night spent there they say nothing against it.
    static let otherVisit = PhraseSet(flights.sorted() + [
        "meeting", "conference room", "appointment", "termin", "cita", "appuntamento", "rendez vous",
        "table for", "tisch", "besichtigung", "viewing", "terminal", "registration", "registrierung", "guided tour", "visite guidee", "fuhrung",
        // A concert's tickets, a family's membership of a club, a tour's
        // pick-up at the hotel; a pub's quiz and Sunday roast, volunteering;
        // a quotation.
        "concert", "konzert", "koncert", "konsert", "konsertti", "tickets", "billetter", "biljetter",
        "familjemedlemskap", "hotel pickup", "pickup hotel", "pick up from hotel",
        "pickup from hotel", "pick up at hotel", "hotel pick up", "pick up hotel", "quiz", "trivia", "sunday roast", "volunteering",
        "cotizacion",
        // A ski pass; a wedding banquet, a table or a private room booked in
        // Chinese; a meal of West Africa's chop bars and maquis.
        "ski pass", "skipass", "lift pass", "ски пасс", "婚宴", "喜宴", "订座", "订桌", "包间", "包厢", "fufu", "light soup",
        "amala", "gbegiri", "ewedu", "tuwo", "attieke",
        // A round of golf, a meal out: lunch and a set menu in Italian,
        // lunch and a table in Spanish, Quebec's supper, a rehearsal
        // dinner, a pub's fish and chips; a telo's or a clinic's turn.
        "tee time", "pranzo", "menu fisso", "almuerzo", "mesa para", "souper", "rehearsal dinner", "fish chips", "fish and chips",
        "turno",
        // Lunch, dinner and a table in English, Dutch and French; a banquet
        // and lunch in Russian; a dinner or a table booked.
        "lunch", "zondaglunch", "diner", "tafel voor", "couverts", "банкет", "обед", "dinner reservation", "dinner booking",
        "reservation for dinner", "table reservation",
        // A table in Italian; a fundraiser's evening and an office's
        // Christmas party; a membership card in French.
        "tavolo per", "soiree benefice", "party de noel", "christmas party", "carte de membre",
        // An airline's online check-in; a wedding in Spanish.
        "check in online", "online check in", "web check in", "matrimonio",
        // Ramadan's evening meal in Darija (not French déjeuner: in Quebec,
        // breakfast); a monument's ticket; a tour's pick-up from the hotel.
        "ftour", "billet", "from the hotel", "from your hotel", "desde el hotel", "desde su hotel", "recogida en el hotel",
        "recogen en el hotel", "recoger en el hotel",
        // Lunch, dinner and kitfo in Amharic (an Ethiopian ሆቴል is as often an eatery).
        "ምሳ", "እራት", "ክትፎ",
        // A ski area's school and passes.
        "ski school", "ski lessons", "ski lesson", "skischule", "skikurs", "lift ticket", "lift tickets", "epic pass", "ikon pass",
        "season pass",
        // A South Asian or Swahili eatery's biryani, ordered or eaten there;
        // a restaurant in Swahili; Sunday lunch in Dutch; a night bus (the
        // journey's night, or the one that brings the guest).
        "biryani", "biriyani", "biriani", "mgahawa", "zondagslunch", "night bus", "overnight bus", "夜行バス",
        // A night on the way (by train), a night coach as a night bus, a
        // night train and its couchettes in French, aboard in Icelandic; a
        // home's monthly rent.
        "ночь в пути", "ночи в пути", "ночей в пути", "night coach", "overnight coach", "train de nuit", "couchettes", "um bord",
        "monthly rent", "rent per month",
    ])

    /// The words of ``otherVisit`` of a flight: a traveller's night is
    /// spent before or after one.
    static let flights: Set<String> = ["flight", "lotu", "vuelo", "vol", "abflug", "avgang"]

    /// A night spent before or after something, in a NOTE: beside a
    /// ``flights`` word, the night before the flight ("night before the
    /// early flight", "nuit avant le vol", "noche antes del vuelo").
    static let nightBeforeOrAfter: PhraseSet = [
        "night before", "night after", "overnight before", "nuit avant", "nuit apres", "noche antes", "noche despues",
        "nacht vor", "nacht nach", "nacht voor", "nacht na", "noc przed", "natt fore", "natt efter", "notte prima", "noite antes",
        "ночь перед", "ночь после",
    ]

    /// What a place to stay serves its guests, whose words ``otherVisit``
    /// would read as a meal out: the packed lunch for a day's outing.
    static let guestServices = ["packed lunch", "picnic lunch", "lunch box", "lunchbox"]

    /// Words in a NOTE of a night spent elsewhere than at a place to stay,
    /// or of a service that holds the word of one: a pet's boarding, a
    /// parking space booked (not parking alone: a holiday let's NOTE has
    /// it), a ward, a delivery, a sleeper's compartment, a shift. They count
    /// against whatever the card's name says.
    static let otherNight: PhraseSet = [
        "parking booked", "parking reserved", "parking reservation", "car park booked",
        "parkplatz gebucht", "parkplatz reserviert", "boarding for", "cat boarding", "dog boarding",
        "kennel", "visiting hours", "besuchszeit", "delivery", "nil by mouth", "kindergarten",
        "schlafwagen", "liegewagen", "abteil", "nachtzug", "night train", "sleeper car", "couchette", "night shift",
        "nights a week", "nachtschicht", "nachtdienst",
        // A ship's cabin (Swedish, Finnish, Norwegian, Danish), a blue voyage on a gulet.
        "hytt", "hytti", "kahyt", "mavi yolculuk", "on board", "on the boat", "a bordo", "an bord", "a bord",
        // A river cruise's or a ferry's nights in Chinese.
        "游轮", "邮轮", "遊輪", "郵輪", "轮渡", "渡轮", "輪渡",
        // A ward's nurses, an animal shelter's adoptions.
        "nurses station", "adozione", "adopcion", "adoption", "per cani",
        // A cruise and a ship's cabin in Russian; a ferry's
        // inside cabin in Dutch; visiting hours and outpatients in Indonesian and Russian.
        "круиз", "каюта", "binnenhut", "buitenhut", "jam besuk", "амбулатор",
        // A cruise and its cabin in Portuguese and Croatian; a car hired
        // by the day in Ukrainian and Russian (its days counted as a flat's);
        // a ferry and a ship's cabin in Georgian.
        "cruzeiro", "camarote", "krstarenje", "u kabini", "visiting hrs", "ბორანი", "კაიუტა", "прокат авто", "оренда авто", "аренда авто", "прокат автомобиля",
    ]

    /// Words in a name that say it is something else: a shop, a place to
    /// eat or drink, a service, an office.
    static let otherBusiness = PhraseSet(namedBusinesses + offices.sorted() + TradeWords.all)

    /// Words of ``otherBusiness`` besides the trades.
    private static let namedBusinesses = [
        "shop", "store", "outlet", "market", "supermarket", "boutique shop", "bakery", "baker", "patisserie", "donut", "donuts",
        "doughnut", "cafe", "coffee", "bar", "pub", "restaurant", "ristorante", "trattoria", "bistro", "brasserie", "diner",
        "grill", "pizza", "pizzeria", "burger", "taco", "tacos", "sushi", "kebab", "noodle", "noodles", "tandoori", "curry",
        "takeaway", "food truck", "catering", "chocolat", "chocolate", "chocolatier", "confectionery", "butcher", "deli",
        "shoe", "shoes", "wear", "fashion", "clothing", "barber", "salon", "hair", "nails", "spa supplies", "florist",
        "garden centre", "garden center", "nursery", "hardware", "cast iron", "furniture", "books", "bookshop", "bookstore",
        "pharmacy", "clinic", "medical", "hospital", "dental", "dentist", "dermatology", "doctor", "physiotherapy",
        "veterinary", "vet", "optician", "law", "legal", "lawyers", "attorney", "notary", "bank", "fund", "insurance",
        "advisors", "advisers", "accountants", "realty", "real estate", "estate agents", "plumbing", "plumber", "electrician",
        "roofing", "cleaning", "dry cleaning", "laundry", "auto", "auto parts", "garage", "car rental", "car hire",
        "pools", "university", "college", "school", "academy", "cinema", "theatre", "theater", "museum", "gym", "fitness",
        "yoga", "studio", "agency", "design agency", "travel agency", "reiseburo", "tours", "airline", "airlines", "airways",
        "coach station", "bus station", "conference centre", "conference center", "office", "office rental", "coworking",
        "supply", "supplies", "wholesale", "support", "help", "rewards", "software", "consulting",
        // A chain's loyalty programme and its timeshare sales: its office, no hotel.
        "honors", "bonvoy", "gold passport", "timeshare",
        "church", "tree care", "backerei", "boulangerie", "panaderia", "panificio", "viajes", "voyages", "viaggi", "reisen",
        "motors", "auto sales", "car sales", "cars", "dealership", "electronics", "electronic", "cleaners", "dry cleaners",
        "funeral", "funeral home", "funeral services", "mortuary", "crematorium", "orthodontics", "orthodontist", "dentistry",
        "physio", "photo", "cameras", "travel services", "travel agent", "travels", "immobilien", "immobiliare", "inmobiliaria",
        "imobiliaria", "makelaars", "kennel", "kennels", "cattery", "parking", "car park", "parkhaus", "masonic", "freemasons",
        "elks", "odd fellows", "fraternal order", "atencion al cliente", "kundenservice", "kundeservice",
        "kundtjanst", "service client", "servizio clienti", "klinik", "klinikum", "clinica", "clinique", "krankenhaus",
        "ospedale", "hopital", "szpital", "massage", "burgers", "mobilier", "meubles", "mobel", "zubehor", "bedarf",
        "kaffeehaus", "konditorei", "cafeteria", "consultants", "festival", "systems", "messe", "surgery",
        "praxis", "schlaflabor", "sleep clinic", "sleep lab", "kindergarten", "kindertagesstatte", "courier", "service point", "landscaping",
        "nail", "jewellers", "jewelers", "jewellery", "jewelry", "institution", "institute", "feinkost", "delikatessen",
        "akademie", "academie", "academia", "akademia", "musee", "museo", "museu", "muzeum", "agence", "agencia", "agenzia",
        // Foundations, cultural centres, choirs, soldiers' and refugees' camps, shows,
        // schools, cruise lines, safari and expedition operators.
        "foundation", "fondation", "fundacion", "fundacao", "fondazione", "stiftung", "cultural centre", "cultural center",
        "centre culturel", "centro cultural", "kulturzentrum", "choir", "chorus", "orchestra", "military", "army", "barracks",
        "dinner show", "escape game", "day spa", "tavern", "cruises", "cruise", "safaris", "expeditions", "refugee", "lycee",
        "ecole",
        // South Asia's eateries, which call themselves hotels: a mess, a
        // vegetarian bhavan, a tiffin room, a biryani centre, a dhaba; and
        // the plantations a homestay may stand on.
        "mess", "pure veg", "veg", "biryani", "biriyani", "tiffin", "tiffins", "dhaba", "bhavan", "chaat", "sweets",
        "coffee estate", "tea estate", "spice plantation",
        // Venues of weddings and parties, in the names they go by.
        "bodas y eventos", "bodas eventos", "salon de eventos", "salon de fiestas", "jardin de eventos", "centro de eventos",
        "espaco de eventos", "espaco para eventos", "event venue", "wedding venue",
        // A town's chamber of commerce a brand shares the name of ("Hilton
        // Head Island Chamber of Commerce"); a band named for a hotel's song.
        "chamber of commerce", "tribute band", "ice cream",
        // A library, a bus company, a transit authority named for a place
        // or a family a hotel brand shares ("Marriott Library", "Hampton
        // Roads Transit"); beside a lodging word, the hotel's own name
        // ("The Library Hotel", a transit hotel: ``sideTrades``).
        "library", "libraries", "bibliothek", "bibliotheque", "biblioteca", "transit", "bus company", "bus lines", "coach company",
        // An animal shelter, a home for the old, an investor or a developer, a
        // school, in Polish and Czech: the lodging word beside them is theirs.
        "dla zwierzat", "bezdomnych zwierzat", "seniora", "seniorow", "dom opieki", "dom pomocy spolecznej", "invest",
        "inwestycje", "deweloper", "szkola", "skola", "przedszkole",
        // East Asia's karaoke rooms, wedding halls, restaurants and bars,
        // which may call themselves hotels or motels (a "Motel 7080"
        // karaoke, a "Grand Hotel Wedding Hall"); a capsule toy shop.
        "노래연습장", "노래방", "웨딩홀", "예식장", "웨딩컨벤션", "식당", "횟집", "고깃집", "술집", "カラオケ", "居酒屋",
        "レストラン", "焼肉", "ラーメン", "結婚式場", "カプセルトイ", "餐厅", "餐廳", "酒楼", "酒樓", "饭馆", "飯館", "菜馆", "菜館",
        "火锅", "火鍋", "面馆", "麵館",
        // A listing site's other trades: "Airbnb Experiences".
        "experiences",
        // A head office in Thai, a tour desk, a fair's halls (beside a
        // lodging word, a hotel's own: ``sideTrades``), a Thai home for the old.
        "สำนักงานใหญ่", "tour center", "tour centre", "tour desk",
        "convention centre", "convention center", "expo", "exhibition centre", "exhibition center", "บ้านพักคนชรา",
        // Ferry lines and boats one sleeps on: a night aboard is a journey's.
        "ferries", "ferry line", "ferry company", "tallink", "silja line", "viking line", "stena line", "color line",
        "hurtigruten", "finnlines", "rederi", "rederiet", "gulet", "yacht charter", "boat charter", "yat kiralama", "游轮",
        "邮轮", "遊輪", "郵輪", "轮渡", "渡轮", "輪渡",
        // Turkish eateries, wedding halls and a building's management;
        // the Nordic tourist associations (their huts are named for their places).
        "lokanta", "lokantasi", "meyhane", "meyhanesi", "kebap", "dugun salonu", "nikah salonu", "yonetimi",
        "turistforeningen", "turistforening",
        // Furniture in Kazakh, homes for the old and pet hotels in Russian;
        // China's pet hotels, bars, booking lines and hotel supplies; a
        // sleeper train, a dog's hotel in
        // Spain and Catalonia; a West African chop bar, a drinking spot, a
        // home for the aged; an animal shelter in French.
        "жиһаз", "для пожилых", "престарелых", "дом престарелых", "зоогостиница", "зоотель",
        "для животных", "宠物", "寵物", "酒吧", "爵士吧", "客服", "用品", "trenhotel", "renfe", "cani",
        "canino", "canina", "residencia canina", "chop bar", "inn spot", "home for the aged", "for the aged", "aged care",
        // Arabic's "for the elderly", "the elderly" (a guest house for them is a home).
        "للمسنين", "المسنين",
        "old peoples home", "animaux", "refuge spa", "refuge animalier",
        // A Hebrew restaurant, café, dining hall and youth hostel of care,
        // Russian cat and dog hotels, a pets' resort, Tasmania's and Greece's
        // night ferries; a Japanese patisserie, a Greek taverna, a Spanish developer, a
        // Persian development company, bank and online site, a hospital in
        // Persian and Arabic (its "hotelling" ward), a sleeper train.
        "מסעד", "קפה", "חדר האוכל", "לנערים", "לנוער", "для кошек", "для собак", "pets resort", "pets hotel",
        "spirit of tasmania", "tt line", "anek lines", "パティスリー", "ταβερνα", "desarrolladora", "توسعه", "بانک", "آنلاین", "بیمارستان", "مستشفى", "caledonian sleeper",
        "sleeper train",
        // East Africa's eateries, which call themselves hotels or inns: a
        // butchery, a dishes' hotel, nyama choma, the fast-food chains.
        "butchery", "dishes", "nyama choma", "chicken", "pizza inn", "creamy inn",
        // Car hire, whose NOTE has a key box and nights of hire.
        "sixt", "europcar", "hertz", "avis", "alamo", "thrifty",
        // A lodge of a fraternal order: its number, its order's name.
        "lodge no", "moose lodge", "grand lodge", "loyal order",
        // Those who serve hotels and name them in the plural: associations, guilds,
        // unions, suppliers, schools, booking sites and directories, agencies,
        // insurers, decor shops, caravan dealers;
        // Hebrew's hostels of welfare ("שיקומי", "בסיכון") are homes, not lodgings.
        "association", "guild", "network", "inspections", "decor", "caravan sales", "home sales", "dealer",
        "dealers", "ассоциация", "асоціація", "асоциация", "агенция", "агенција", "оборудование",
        "оборудване", "обладнання", "опрема", "бронирование", "бронювання", "справочник", "довідник", "каталог",
        "қауымдастық", "қауымдастығы", "тоног төхөөрөмж", "εξοπλισμος", "προμηθειες", "κρατησεις", "ταξιδιωτικο γραφειο",
        "ενωση", "ציוד", "התאחדות", "איגוד", "ביטוח", "סוכנות", "עמותה", "שיקומי", "בסיכון", "مستلزمات", "تجهيزات", "كلية",
        "لوازم", "تجهیزات", "آژانس", "رزرو", "رستوران",
        // Rooms, camps and apartments of other trades: tea and function rooms, a
        // child's or a fitness camp, a building's leasing office, a care home
        // (France's EHPAD), coworking offices.
        "tea room", "tea rooms", "tearoom", "tearooms", "function rooms", "escape room", "escape rooms", "summer camp",
        "day camp", "boot camp", "bootcamp", "leasing", "care home", "nursing home", "retirement", "ehpad",
        "maison de retraite", "wework", "regus",
        // Hotels for animals: the guests are pets.
        "hundehotel", "katzenhotel", "tierhotel", "tierpension", "hundepension", "katzenpension", "pferdepension", "pet hotel",
        "dog hotel", "cat hotel", "pet resort", "pet boarding", "כלבים", "חתולים", "سگ", "گربه", "hundhotell", "katthotell",
        "hundpensionat", "kattpensionat", "djurpensionat", "hundehotell", "kattehotell", "hundepensjonat", "koirahotelli",
        "hundhotellet", "katthotellet", "hundehotellet", "kattehotellet", "ペットホテル", "حیوانات خانگی",
        "kissahotelli", "kopek oteli", "kopek pansiyonu", "kedi oteli", "kedi pansiyonu", "pet otel",
        // A French "hôtel" of the state or the town is its building, not a hotel.
        "hotel de ville", "hotel de police", "hotel des impots", "hotel des finances", "hotel de region", "hotel du departement",
        "hotel des postes", "hotel des ventes", "hotel dieu",
        // Paris's hôtels particuliers that are museums, archives and ministries.
        "hotel de la monnaie", "hotel matignon", "hotel des invalides", "hotel de soubise", "hotel de sully", "hotel de lauzun",
        "hotel de brienne", "hotel de cluny", "hotel de beauvais",
        // Italy's day hotel (public baths), Argentina's hotels by the hour
        // (telos), a hotel's spa, rail and cruise lines one sleeps aboard;
        // an Arabic museum and grill house.
        "albergo diurno", "albergue transitorio", "hotel alojamiento", "the spa at", "via rail", "amtrak", "cruise line",
        "holland america line", "متحف", "كبابجي",
        // A chain store named, as a chain's hotels are, for its place ("Best Buy Cambie").
        "best buy",
        // A restaurant and a café in Russian, an outpatients' department, a
        // river ship; a function venue, developers; Indonesia's homes for
        // the old, housing estates and passenger ships; Dutch dog and cat
        // hotels and boarding, a night ferry; a Paris museum.
        "ресторан", "кафе", "амбулатор", "теплоход", "function venue", "developers", "panti werdha", "panti jompo", "perumahan",
        "pelni", "hondenhotel", "kattenhotel", "dierenpension", "hondenpension", "kattenpension", "dfds", "hotel de la marine",
        // A Portuguese grill house, care home, builder and train; a
        // Vietnamese pet hotel, ticket office and cruise boat; a chain's
        // mart; a Greek restaurant, old people's home, animal shelter and
        // purchasing office; Quebec's kennels; Disney's parks.
        "churrasqueira", "lar residencial", "lar de idosos", "construtora", "comboio", "thu cung", "phong ve", "ve may bay",
        "du thuyen", "mart", "εστιατοριο", "ηλικιωμενων", "ζωων", "αδεσποτων", "προμηθειων", "chenil", "pitou", "disney resort",
        "disneyland resort", "walt disney world",
        // A Romanian pet hotel; a Peruvian owners' board; a hotel's lobby
        // lounge, a day resort's pool; travel agencies; a Chinese hall (a
        // restaurant's), a Japanese izakaya, a Chinese travel agency.
        "canin", "junta de propietarios", "the lobby at", "swimming pool", "travel corporation",
        "travel tours", "travel and tours", "廳", "厅", "酒処", "旅行社",
        // A Romanian beer hall and old people's home.
        "berarilor", "berarie", "beraria", "varstnici", "camin pentru",
        // South Asia's student hostels and pilgrims' agencies; a French
        // building's managing agent, a hall for parties, dog boarding; a
        // Hungarian snack bar and dog boarding; campervans, brokers, rest homes.
        "girls hostel", "boys hostel", "umrah", "syndic", "salle des fetes", "canine", "bufe", "kutyapanzio", "kutyahotel",
        "campervans", "campervan hire", "motorhomes", "brokers", "rest home", "retirement village",
        // Restaurants in Spanish and Portuguese, Czech, Polish, Slovak,
        // Swedish, Finnish, Hungarian, Turkish and Malay (beside a lodging
        // word, a hotel's own: ``withRestaurant``); homes for the old in
        // English, Spanish and Ukrainian; a German developer; a Ukrainian pet hotel.
        "для літніх людей", "похилого віку", "restaurante", "restaurace", "restauracja", "restauracia", "restaurang", "ravintola",
        "etterem", "restoran",
        // Cruises in Spanish; homes for the old and dog hotels in Czech,
        // Slovak, Croatian and Georgian; Amharic cake shops, eateries and bars;
        // cafés and taverns of the Balkans; ski areas and their operators;
        // a developer's or a letting agent's properties; a Nepali eatery's
        // kitchen (a hotel there is as often one).
        "crucero", "cruceros", "ძაღლების", "ኬክ ቤት", "ምግብ ቤት", "ቡና ቤት", "pro seniory", "pre seniorov", "psi hotel", "pro psy", "pre psov", "za pse", "kavana", "kafic", "kafana",
        "mountain resorts", "ski resort", "ski resorts", "ski area", "skigebiet", "skiareal", "properties", "भान्छा", "भोजनालय",
        "assisted living", "senior living", "memory care", "geriatrico", "hogar de ancianos", "residencia de ancianos",
        "projektentwicklung", "bautrager", "зоготель", "для тварин",
        // Pilgrimage agencies in Arabic (their NOTEs count the nights in
        // Mecca); a hotel's cabaret and ballroom, a cigar shop in its lobby;
        // homes for the old.
        "للحج والعمرة", "الحج والعمرة", "حج وعمرة", "hajj", "cabaret", "ballroom", "casa del habano", "cigars",
        "senior residence", "senior residences", "senior home", "seniors home", "elders home",
        // An animals' hotel in Mongolian and a dogs' in Latvian, a pet
        // lodge; a Bengali picnic spot and restaurant; a kabab house; a
        // booking service, a pawn shop, an airline and a firm of partners;
        // a Mongolian train and its railway.
        "галт тэрэг", "убтз", "амьтны", "sunu viesnica", "kaku viesnica", "pet lodge", "pet lodging", "পিকনিক স্পট", "রেস্টুরেন্ট", "রেস্তোরাঁ", "kabab",
        "reservation service", "reservations service", "pawn", "pawn shop", "air lines", "partners",
        // A record label and a television channel (Rotana's as much as
        // its hotels), camping stores, Ticino's grotti.
        "records", "قناة", "للصوتيات", "decathlon", "camping world", "grotto",
        // Travel agencies by their trade's word (beside a lodging word, a
        // place to stay's own: ``sideTrades``); Uzbek
        // restaurants, tea houses and canteens, furniture, an animals'
        // hotel, a pilgrimage (umra); a café in the Balkans and Central Asia.
        "travel", "restorani", "choyxona", "choyxonasi", "oshxona", "oshxonasi",
        "mebel", "mebellari", "hayvonlar", "kafe", "umra", "umre",
        // Azerbaijani kebab and tea houses; dogs' and cats' boarding in
        // French, a pets' hotel in Azerbaijani; a drive-in, a canoe or
        // yacht club, a lūʻau, a helicopter tour (beside a lodging word, a
        // place to stay's own: ``sideTrades``), a camping permit office, a
        // care centre.
        "kababxana", "kababxanasi", "cayxana", "cayxanasi", "pour chiens", "pour chats", "zoo otel", "drive in", "canoe club",
        "yacht club", "rowing club", "luau", "lūʻau", "helicopters", "helicopter", "permits", "care center", "care centre",
        "restorative care",
        // A booking office and a travel agency in Finnish, a night train;
        // dogs', cats' and pets' boarding, in Spanish, Armenian and Bulgarian.
        "varaamo", "keskusvaraamo", "matkatoimisto", "yöjuna", "para perros", "para mascotas", "շների", "за кучета", "за котки",
        // A Bulgarian tavern (a restaurant) and weddings, a shop in
        // Bulgarian and Russian, a school in Spanish, wines in French, a
        // Turkish patisserie, shops, a buffet, a night club, a water park,
        // car parks in Bulgarian and Finnish, a sauna in Russian and
        // Bulgarian, a medical centre (all but the patisserie and the shop,
        // "Къмпинг магазин", beside a lodging word, a hotel's own:
        // ``sideTrades``; a medical centre beside a brand too: ``hallsAndLines``).
        "механа", "mehana", "сватби", "магазин", "colegio", "vins", "pastanesi", "shops", "buffet", "nightclub", "night club",
        "waterpark", "water park", "паркинг", "паркиране", "pysäköinti", "сауна", "medical center", "medical centre",
        // An events hall in French; dogs' and cats' hotels in Icelandic.
        "espace evenementiel", "hundahotel", "hundahotelid", "kattahotel", "kattahotelid",
        // A restaurant and restaurants in Arabic, a wedding hall's "for
        // weddings", a publisher's "for publishing"; building in Russian
        // and Bulgarian, an association in Bulgarian; a cleaning firm and
        // maintenance in Dutch; what is for sale.
        "مطعم", "مطاعم", "للأفراح", "الأفراح", "للنشر", "строительство", "строителство", "сдружение", "schoonmaakbedrijf",
        "onderhoud", "for sale",
        // Dogs' and cats' boarding in Polish (not where the place welcomes
        // them: ``welcomes``), animals' in Lithuanian; a travel agency in
        // Lithuanian; for sale in Lithuanian and Polish, manufacture in
        // Lithuanian; a Polish canteen (manufacture and a canteen beside a
        // lodging word are its own: ``sideTrades``).
        "dla psów", "dla kotów", "gyvūnų", "kelionių agentūra", "pardavimui", "parduodama", "parduodami", "gamyba", "sprzedaż",
        "stołówka",
        // Hotels for insects and wild bees, a garden's, sold by workshops
        // (not "bee hotel": the Busy Bee Hotel is one); a hotel's stand, team
        // or shuttle at a fair.
        "insektenhotel", "insektenhotels", "bienenhotel", "wildbienenhotel", "insect hotel", "insect hotels", "hotel per insetti",
        "hotel a insectes", "hotel dla owadow", "hmyzi hotel", "insectenhotel", "messestand", "messe stand", "messe team",
        "messe shuttle", "messe booth", "at messe",
        // A Colombian housing estate; wedding barns and what venues host
        // (beside a lodging word, a hotel's own: ``sideTrades``).
        "conjunto residencial", "wedding barn", "weddings", "events",
    ]
}
