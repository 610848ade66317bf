#!/usr/bin/env python3
"""Writes cards.tsv for review47: one realistic address book of a Jakarta-based family (Dimas Prasetyo, a
procurement engineer with an oil-and-gas EPC contractor in Wisma GKBI, travelling for work to Surabaya, Bandung,
Medan, Makassar, Balikpapan, Batam, Singapore, Kuala Lumpur, Bangkok, Manila and Tokyo; Ratna (Nana), a teacher,
who plans the family's holidays: Bali villas and homestays, Yogyakarta guest houses and losmen, Lombok and the
Gilis, Labuan Bajo and Wae Rebo, Raja Ampat dive resorts and homestays, Bromo and Dieng penginapan and losmen, Lake
Toba, Malaysian chalets, a rumah tumpangan and the Kinabalu resthouse, Puncak villas, a campsite, the parents'
umroh) and the home contacts around them. The traps such a book has: 'Rumah Makan' and 'Warung' restaurants, a
'Pondok' fish grill, Pondok Indah (a mall, a hospital, a golf club), two pondok pesantren, a wedding hall in Pondok
Kelapa, 'Wisma' office towers and a 'Wisma' care home (with the grandmother who lives there), villa housing estates
(perumahan), a hotel school (Sekolah Tinggi Pariwisata), the daughter's ibu kos, a villa owner's own card, a pet
hotel, a 'Griya' spa and a 'Griya' travel agency, a coffee bar called Losmen, a beach club, a Pelni ship with a
cabin, a sleeper train, a liveaboard, family and colleague names Santika, Sahid, Wismoyo and Hotman, hotel staff and
hosts whose ORG is their place. Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra
vCard lines. A person's card has N (its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/
thunderbird. hotel = a place one books a bed, room, hut bunk, cottage, villa or tent pitch at for the night (hotels,
aparthotels, serviced and short-let apartments, hostels, guest houses, wisma tamu, losmen, penginapan, pondok
wisata, homestays, rumah tumpangan, ryokan, mountain resthouses, villas and cottages let by the night, resorts,
campsites, a company guest house, a village's guest house); not = everything else, including hotel staff's, hosts',
a villa owner's and a landlady's personal cards, restaurants, warung and rumah makan, office towers, care homes,
housing estates, boarding schools, a hotel school, a pet hotel, spas, ships, trains and a liveaboard. Labels fixed
here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
ID = 'Indonesia'
C = [
 # --- Dimas's work: Surabaya
 (H, 'JW Marriott Hotel Surabaya', '', 'Jl. Embong Malang 85-89;Surabaya;Jawa Timur;60261;' + ID, 'proyek Cepu, 3 malam, Marriott Bonvoy, check in jam 14.00', ''),
 (H, 'Hotel Majapahit Surabaya', '', 'Jl. Tunjungan 65;Surabaya;Jawa Timur;60275;' + ID, '', ''),
 (H, 'favehotel Rungkut Surabaya', '', 'Jl. Raya Rungkut Industri 1;Surabaya;Jawa Timur;60293;' + ID, '2 malam dekat pabrik, sarapan mulai jam 06.00', ''),
 # --- Bandung
 (H, 'The Papandayan', '', 'Jl. Gatot Subroto 83;Bandung;Jawa Barat;40262;' + ID, 'seminar ITB, 2 malam, parkir gratis', 'URL:https://www.thepapandayan.com'),
 (H, 'Prama Grand Preanger', '', 'Jl. Asia Afrika 81;Bandung;Jawa Barat;40111;' + ID, '', ''),
 (H, 'Wisma Dago Asri', '', 'Jl. Ir. H. Juanda 412;Bandung;Jawa Barat;40135;' + ID, 'penginapan murah dekat kampus, kamar 7, bayar tunai', ''),
 # --- Medan
 (H, 'Santika Premiere Dyandra Medan', '', 'Jl. Kapten Maulana Lubis 7;Medan;Sumatera Utara;20112;' + ID, 'rapat Kuala Tanjung, 2 malam, corporate rate', ''),
 (H, 'Grand Mercure Medan Angkasa', '', 'Jl. Sutomo 1;Medan;Sumatera Utara;20231;' + ID, '', ''),
 (H, 'Hotel Danau Toba International', '', 'Jl. Imam Bonjol 17;Medan;Sumatera Utara;20112;' + ID, 'transit sebelum ke Parapat, 1 malam', ''),
 # --- Makassar
 (H, 'Aryaduta Makassar', '', 'Jl. Somba Opu 297;Makassar;Sulawesi Selatan;90111;' + ID, 'audit vendor, 3 malam, kamar menghadap laut', ''),
 (H, 'Swiss-Belhotel Makassar', '', 'Jl. Ujung Pandang 8;Makassar;Sulawesi Selatan;90111;' + ID, '', ''),
 (H, 'Pondok Wisata Losari', '', 'Jl. Penghibur 12;Makassar;Sulawesi Selatan;90111;' + ID, 'buat tim site, 4 kamar, 5 malam, DP Rp 2 jt', ''),
 # --- Balikpapan
 (H, 'Novotel Balikpapan', '', 'Jl. Brigjend Ery Suparjan 2;Balikpapan;Kalimantan Timur;76114;' + ID, 'kick-off PHM, 4 malam, check in jam 14.00', ''),
 (H, 'Gran Senyiur', '', 'Jl. ARS Muhammad 7;Balikpapan;Kalimantan Timur;76113;' + ID, '', ''),
 (H, 'Le Grandeur Balikpapan', '', 'Jl. Jend. Sudirman;Balikpapan;Kalimantan Timur;76114;' + ID, 'no. booking LGB-20931, 2 malam, late check out jam 14', ''),
 (H, 'Guest House Gunung Sari', '', 'Jl. Gunung Sari Ilir 21;Balikpapan;Kalimantan Timur;76121;' + ID, 'rumah tamu perusahaan dekat kilang, 1 minggu, laundry termasuk', ''),
 # --- Batam
 (H, 'HARRIS Batam Center', '', 'Jl. Engku Putri;Batam;Kepulauan Riau;29461;' + ID, 'sebelum nyebrang ke Singapura, 1 malam', ''),
 (H, 'Radisson Golf & Convention Center Batam', '', 'Jl. Jend. Sudirman;Batam;Kepulauan Riau;29432;' + ID, '', ''),
 (H, 'Nagoya Mansion Batam', '', 'Jl. Imam Bonjol;Batam;Kepulauan Riau;29444;' + ID, 'galangan Tanjung Uncang, 3 mlm', ''),
 # --- Singapore
 (H, 'Parkroyal on Beach Road', '', '7500 Beach Road;Singapore;;199591;Singapore', 'Keppel meeting, 2 nights, room 1412', ''),
 (H, 'Hotel Mi Bencoolen', '', '41 Bencoolen Street;Singapore;;189623;Singapore', '', ''),
 (H, 'Citadines Balestier Singapore', '', '450 Balestier Road;Singapore;;329826;Singapore', 'studio, 1 malam, minta early check-in jam 10.00', ''),
 # --- Kuala Lumpur
 (H, 'Hotel Maya Kuala Lumpur', '', '138 Jalan Ampang;Kuala Lumpur;Wilayah Persekutuan;50450;Malaysia', '', ''),
 (H, 'The Majestic Hotel Kuala Lumpur', '', '5 Jalan Sultan Hishamuddin;Kuala Lumpur;Wilayah Persekutuan;50000;Malaysia', 'vendor day Petronas, 2 malam', ''),
 (H, 'Somerset Ampang Kuala Lumpur', '', '187 Jalan Ampang;Kuala Lumpur;Wilayah Persekutuan;50450;Malaysia', '2 minggu, studio, mesin cuci di unit', 'URL:https://www.discoverasr.com'),
 # --- Bangkok
 (H, 'Novotel Bangkok Sukhumvit 20', '', '19/9 Soi Sukhumvit 20;Bangkok;;10110;Thailand', 'PTTEP workshop, 3 nights', ''),
 (H, 'โรงแรมแมนดาริน สามย่าน', '', '662 ถนนพระรามที่ 4;กรุงเทพมหานคร;;10500;ประเทศไทย', '2 คืน, booking 88123', ''),
 (H, 'The Yard Hostel', '', '51 Phahonyothin Soi 5;Bangkok;;10400;Thailand', 'buat anak magang (Rizky), dorm 4 bed, 3 malam', ''),
 # --- Manila
 (H, 'Fraser Place Manila', '', '8 Valero Street, Salcedo Village;Makati;Metro Manila;1229;Philippines', '5 nights, breakfast from 6am', ''),
 (H, 'Hotel Jen Manila', '', '3001 Roxas Boulevard;Pasay;Metro Manila;1300;Philippines', '', ''),
 (H, 'Ascott Bonifacio Global City', '', '5th Avenue corner 28th Street;Taguig;Metro Manila;1634;Philippines', 'dua malam, apartemen 1BR', ''),
 # --- Tokyo
 (H, '東横INN東京駅八重洲北口', '', '八重洲1-5-5;中央区;東京都;103-0028;日本', '2泊, チェックイン16時', ''),
 (H, 'remm Akihabara', '', '1-6-5 Kanda Sakumacho;Chiyoda-ku;Tokyo;101-0025;Japan', 'INPEX meeting, 3 nights, rsv 5520194', ''),
 (H, '澤の屋旅館', '', '谷中2-3-11;台東区;東京都;110-0001;日本', 'liburan Jepang, 4泊, kamar tatami, mandi umum', ''),
 # --- Jakarta, for guests
 (H, 'Akmani Jakarta', '', 'Jl. K.H. Wahid Hasyim 91;Jakarta Pusat;DKI Jakarta;10350;' + ID, 'buat Tanaka-san, 2 malam, tagih ke kantor', ''),
 (H, 'Amaris Hotel Juanda', '', 'Jl. Ir. H. Juanda 3;Jakarta Pusat;DKI Jakarta;10120;' + ID, 'Om Darto ke Jakarta, 3 malam', ''),
 (H, 'Apartemen Harian Kalibata City', '', 'Jl. Raya Kalibata 1;Jakarta Selatan;DKI Jakarta;12750;' + ID, 'buat Pakde sekeluarga, tower Herbras 12F, 3 malam, kunci di security', ''),
 # --- Bali
 (H, 'The Kunja Villas & Spa', '', 'Jl. Mertanadi 53X;Seminyak;Bali;80361;' + ID, 'villa 2 kamar private pool, 4 malam, deposit Rp 5 jt dikembalikan', ''),
 (H, 'Pondok Krishna Homestay', '', 'Jl. Gautama 12;Ubud;Bali;80571;' + ID, 'kamar atas, 3 malam, sarapan banana pancake', ''),
 (H, 'Alam Jiwa', '', 'Jl. Raya Nyuh Kuning;Ubud;Bali;80571;' + ID, '', ''),
 (H, 'Kamandalu Ubud', '', 'Jl. Andong, Banjar Nagi;Ubud;Bali;80571;' + ID, 'anniversary 2 malam, pool villa', ''),
 (H, 'Griya Santrian', '', 'Jl. Danau Tamblingan 47;Sanur;Bali;80228;' + ID, 'sama Eyang, 3 malam, kamar lantai bawah, check in jam 14.00', ''),
 (H, 'Munduk Moding Plantation', '', 'Jl. Raya Asah Gobleg;Munduk;Bali;81152;' + ID, '', ''),
 (H, 'Padma Resort Legian', '', 'Jl. Padma 1;Legian;Bali;80361;' + ID, 'libur Lebaran, 4 malam, kids club', ''),
 (H, 'Meditasi Bungalows', '', 'Jl. Raya Amed, Lipah;Karangasem;Bali;80852;' + ID, '', ''),
 (H, 'Sofitel Bali Nusa Dua Beach Resort', '', 'Kawasan Pariwisata Nusa Dua Lot N-5;Nusa Dua;Bali;80363;' + ID, 'outing kantor, 2 malam, sekamar sama Pak Agus', ''),
 # --- Yogyakarta and Borobudur
 (H, 'Ndalem Natan Royal Heritage', '', 'Jl. Mondorakan 25;Kotagede, Yogyakarta;DI Yogyakarta;55172;' + ID, 'nginep 2 bengi, kamar pendhapa, sarapan gudeg', ''),
 (H, 'Losmen Setia Kawan', '', 'Jl. Prawirotaman II 10;Yogyakarta;DI Yogyakarta;55153;' + ID, '', ''),
 (H, 'Via Via Guest House', '', 'Jl. Prawirotaman 30;Yogyakarta;DI Yogyakarta;55153;' + ID, 'wisuda Kirana, 3 malam, kamar keluarga', ''),
 (H, 'Omah Lawas Kotagede', '', 'Jl. Karanglo 8;Kotagede, Yogyakarta;DI Yogyakarta;55173;' + ID, 'sewa omah sak-omahe 2 bengi, kunci dititipke Pak RT', ''),
 (H, 'The Phoenix Hotel Yogyakarta', '', 'Jl. Jend. Sudirman 9;Yogyakarta;DI Yogyakarta;55233;' + ID, '', ''),
 (H, 'Manohara Resort Borobudur', '', 'Kompleks Taman Wisata Candi Borobudur;Magelang;Jawa Tengah;56553;' + ID, 'sunrise Borobudur jam 04.30, 1 malam', ''),
 # --- Lombok and the Gilis
 (H, 'Pondok Santi Estate', '', 'Jl. Pantai Gili Trawangan;Gili Trawangan;Nusa Tenggara Barat;83352;' + ID, 'bungalow 2, 3 malam, dijemput cidomo di pelabuhan', 'URL:https://www.pondoksanti.com'),
 (H, 'Sejuk Cottages', '', 'Gili Trawangan;Gili Trawangan;Nusa Tenggara Barat;83352;' + ID, '', ''),
 (H, 'Mahamaya Gili Meno', '', 'Gili Meno;Gili Meno;Nusa Tenggara Barat;83352;' + ID, '2 malam, snorkeling penyu', ''),
 (H, 'Katamaran Resort', '', 'Jl. Raya Senggigi Km 10;Senggigi;Nusa Tenggara Barat;83355;' + ID, '', ''),
 (H, 'Homestay Bale Sembalun', '', 'Desa Sembalun Lawang;Sembalun;Nusa Tenggara Barat;83666;' + ID, 'sebelum naik Rinjani, 2 malam, air panas', ''),
 # --- Labuan Bajo, Wae Rebo
 (H, 'AYANA Komodo Waecicu Beach', '', 'Pantai Waecicu;Labuan Bajo;Nusa Tenggara Timur;86554;' + ID, '3 malam, ocean view, transfer bandara gratis', ''),
 (H, 'Bajo Komodo Eco Lodge', '', 'Jl. Pantai Pede;Labuan Bajo;Nusa Tenggara Timur;86554;' + ID, '', ''),
 (H, 'Mbaru Niang Wae Rebo', '', 'Kampung Wae Rebo, Satar Lenda;Manggarai;Nusa Tenggara Timur;86581;' + ID, 'tidur di rumah adat 1 malam, Rp 325rb/orang termasuk makan', ''),
 # --- Raja Ampat
 (H, 'Papua Paradise Eco Resort', '', 'Pulau Birie;Raja Ampat;Papua Barat Daya;98482;' + ID, '7 malam paket diving, nitrox', 'EMAIL:reservation@papuaparadise.com'),
 (H, 'Raja Ampat Dive Lodge', '', 'Pulau Mansuar;Raja Ampat;Papua Barat Daya;98482;' + ID, '', ''),
 (H, 'Yenbuba Homestay', '', 'Kampung Yenbuba, Pulau Mansuar;Raja Ampat;Papua Barat Daya;98482;' + ID, 'pondok di atas air, 3 malam, bayar tunai', ''),
 # --- Bromo and Dieng
 (H, 'Cafe Lava Hostel', '', 'Jl. Raya Bromo, Cemoro Lawang;Probolinggo;Jawa Timur;67254;' + ID, '1 malam, jeep jam 03.30', ''),
 (H, 'Penginapan Cemara Indah', '', 'Cemoro Lawang;Probolinggo;Jawa Timur;67254;' + ID, '', ''),
 (H, 'Losmen Bu Djono', '', 'Jl. Raya Dieng;Dieng, Wonosobo;Jawa Tengah;56354;' + ID, '2 malam, air panas, mie ongklok di bawah', ''),
 (H, 'Homestay Arjuna Dieng', '', 'Desa Dieng Kulon;Banjarnegara;Jawa Tengah;53456;' + ID, '', ''),
 # --- Lake Toba
 (H, 'Tabo Cottages', '', 'Tuktuk Siadong;Samosir;Sumatera Utara;22395;' + ID, 'libur akhir tahun, 3 malam, roti Tabo enak', 'URL:https://www.tabocottages.com'),
 (H, 'Samosir Villa Resort', '', 'Tuktuk Siadong;Samosir;Sumatera Utara;22395;' + ID, '', ''),
 (H, 'Bagus Bay Homestay', '', 'Tuktuk Siadong;Samosir;Sumatera Utara;22395;' + ID, '2 malam, kamar rumah Batak', ''),
 # --- Malaysia
 (H, 'Tuna Bay Island Resort', '', 'Pulau Perhentian Besar;Besut;Terengganu;22300;Malaysia', 'cuti sekolah, 3 malam, chalet garden view', ''),
 (H, 'Chalet Pantai Cenang', '', 'Jalan Pantai Cenang;Langkawi;Kedah;07000;Malaysia', '', ''),
 (H, 'Strawberry Park Resort', '', 'Jalan Jasmine, Strawberry Park;Tanah Rata;Pahang;39000;Malaysia', '2 malam, chalet 2 bilik, sarapan termasuk', ''),
 (H, 'Rumah Tumpangan Sri Melaka', '', 'Jalan Bunga Raya 36;Melaka;Melaka;75100;Malaysia', 'bilik 2 katil, 1 malam, daftar masuk 2 ptg', ''),
 (H, 'Laban Rata Resthouse', '', 'Gunung Kinabalu;Kundasang;Sabah;89300;Malaysia', 'naik Kinabalu, katil dorm 1 malam, summit 02.30', ''),
 # --- weekends from Jakarta, mudik, umroh
 (H, 'Villa Kota Bunga Blok L no. 12', '', 'Jl. Raya Puncak, Kota Bunga;Cipanas, Cianjur;Jawa Barat;43253;' + ID, 'sewa villa 2 malam, 4 kamar, DP Rp 1,5 jt ke Pak Oman', ''),
 (H, 'Highland Park Resort Bogor', '', 'Jl. Pasir Muncang;Bogor;Jawa Barat;16630;' + ID, 'glamping tenda Mongolia, 1 malam', ''),
 (H, 'Ranca Upas Camping Ground', '', 'Jl. Raya Ciwidey-Patengan Km 11;Ciwidey;Jawa Barat;40973;' + ID, 'sewa tenda 4 orang, 1 malam, kavling dekat penangkaran rusa', ''),
 (H, 'Villa Istana Bunga Lembang', '', 'Jl. Kolonel Masturi;Lembang;Jawa Barat;40391;' + ID, '', ''),
 (H, 'Mambruk Anyer', '', 'Jl. Raya Karang Bolong;Anyer;Banten;42166;' + ID, 'gathering kantor, 2 malam', ''),
 (H, 'Pulau Macan', '', 'Kepulauan Seribu;Jakarta;DKI Jakarta;14530;' + ID, 'kapal dari Muara Angke jam 07.00, 1 malam, eco hut', ''),
 (H, 'Hotel Dana Solo', '', 'Jl. Slamet Riyadi 286;Surakarta;Jawa Tengah;57141;' + ID, 'mudik Lebaran, 2 kamar, 3 malam', ''),
 (H, 'Pullman Zamzam Makkah', '', 'Abraj Al Bait, King Abdul Aziz Endowment;Makkah;;24231;Saudi Arabia', 'umroh Bapak & Ibu, 5 malam, lewat Patuna', ''),
]
P = [
 # family and household
 (N, 'Ibu', ';Ibu;;;', 'Jl. Kaliurang Km 7;Sleman;DI Yogyakarta;55581;' + ID, 'kiriman bulanan tgl 1, obat darah tinggi', ''),
 (N, 'Bapak', ';Bapak;;;', '', 'umroh 2026 lewat Patuna, paspor sudah jadi', ''),
 (N, 'Mama Mertua', 'Siregar;Rosmawati;;;', '', 'arisan Minggu, suka bika ambon', ''),
 (N, 'Eyang Putri', 'Wiryono;Sri Sumarni;;;', 'Jl. Raya Kebayoran Lama 22;Jakarta Selatan;DKI Jakarta;12210;' + ID, 'jenguk Sabtu sore, bawa kue lumpur', ''),
 (N, 'Ratna Sari', 'Sari;Ratna;;;', '', 'Nana, WA pribadi', 'ORG:SMA Labschool Kebayoran || TITLE:Guru Biologi'),
 (N, 'Kirana', 'Prasetyo;Kirana Ayu;;;', '', 'kuliah Farmasi UGM, kos di Pogung', ''),
 (N, 'Bima', 'Prasetyo;Bima Adi;;;', '', 'kelas 4B, les renang Rabu 16.00', ''),
 (N, 'Mbak Tari', 'Prasetyo;Lestari;;;', '', 'adik, nikahan 12 Oktober di Balai Sudirman', ''),
 (N, 'Mas Yudi', 'Nugroho;Yudi;;;', '', 'calon suami Mbak Tari, bengkel di Cibubur', ''),
 (N, 'Pak Sahid (sopir)', 'Sahid;;;;', '', 'antar jemput bandara, Rp 250rb sekali jalan', ''),
 (N, 'Bu Yati (ART)', ';Suryati;;;', '', 'libur Minggu, gaji tgl 25', ''),
 (N, 'Bambang Wismoyo', 'Wismoyo;Bambang;;;', 'Jl. Bango III 14;Jakarta Selatan;DKI Jakarta;12450;' + ID, 'Pak RT 05, surat pengantar KTP, kerja bakti Minggu 07.00', ''),
 (N, 'Dewi Santika', 'Santika;Dewi;;;', '', 'wali kelas Bima, ambil rapor 20 Desember', 'ORG:SD Muhammadiyah 5 Pondok Labu || TITLE:Wali Kelas 4B'),
 # colleagues and clients
 (N, 'Agus Haryanto', 'Haryanto;Agus;;;', '', 'atasan, approval PR sebelum jam 15.00', 'ORG:PT Nusantara Rekayasa Energi || TITLE:VP Procurement'),
 (N, 'Hotman Siregar', 'Siregar;Hotman;;;', '', 'proyek Kuala Tanjung, WA aja', 'ORG:PT Nusantara Rekayasa Energi || TITLE:Site Manager'),
 (N, 'Ikhsan Latief', 'Latief;Ikhsan;;;', '', 'audit vendor Sorowako lewat Makassar', 'ORG:PT Vale Indonesia Tbk'),
 (N, 'Rina Kartikasari', 'Kartikasari;Rina;;;', '', 'HSE induction Senin 08.00, bawa sepatu safety', 'ORG:Pertamina Hulu Mahakam || TITLE:Contract Engineer'),
 (N, '林伟明', '林;伟明;;;', '', 'Tuas yard visit Thu 10am, 周四见', 'ORG:Keppel Offshore & Marine'),
 (N, 'Ahmad Faizal Rahman', 'Rahman;Ahmad Faizal;;;', '', 'pendaftaran vendor, emel dulu sebelum telefon', 'ORG:PETRONAS Carigali Sdn Bhd'),
 (N, 'Somchai Wongsakul', 'Wongsakul;Somchai;;;', '', 'tie-in review, LINE ok', 'ORG:PTTEP || TITLE:Project Engineer'),
 (N, 'Maria Cristina Santos', 'Santos;Maria Cristina;;;', '', 'Batangas LNG, Viber, 2 gabi sa Makati next trip', 'ORG:First Gen Corporation'),
 (N, '田中健一', '田中;健一;;;', '', 'Abadi LNG, 名刺交換済み, ke Jakarta Maret', 'ORG:INPEX株式会社 || TITLE:課長'),
 # hotel staff, hosts, a villa owner, the landlady
 (N, 'Anggi Pratiwi', 'Pratiwi;Anggi;;;', '', 'corporate rate 2026 Rp 1,35 jt nett, kontrak ditandatangani', 'ORG:JW Marriott Hotel Surabaya || TITLE:Sales Manager'),
 (N, 'Wayan Sudarsana', 'Sudarsana;Wayan;;;', '', 'WA untuk jemput bandara, suksma', 'ORG:The Kunja Villas & Spa || TITLE:Villa Manager'),
 (N, 'Mama Yohana Sauyai', 'Sauyai;Yohana;;;', '', 'pesan ikan bakar, sinyal susah, telpon sore', 'ORG:Yenbuba Homestay'),
 (N, 'Lamtiur Sidabutar', 'Sidabutar;Lamtiur;;;', '', 'transfer DP ke BRI a/n Lamtiur', 'ORG:Bagus Bay Homestay || TITLE:pemilik'),
 (N, 'Bu Endang (ibu kos Kirana)', 'Susilowati;Endang;;;', 'Jl. Pogung Baru 17;Sleman;DI Yogyakarta;55284;' + ID, 'kos Kirana kamar 3, Rp 1.250.000/bulan, bayar tgl 5, jam malam 22.00', ''),
 (N, 'Pak Haji Oman (villa Puncak)', ';Oman;;;', '', 'villa Kota Bunga, 2 malam, DP Rp 1,5 jt, kunci di pos satpam', ''),
]
O = [
 # restaurants, warung, a bar, a beach club
 (N, 'Rumah Makan Pagi Sore Bintaro', '', 'Jl. Bintaro Utama 3;Tangerang Selatan;Banten;15225;' + ID, 'pindang patin 10 bungkus buat arisan, ambil jam 11.00', ''),
 (N, 'Warung Makan Bu Ageng', '', 'Jl. Tirtodipuran 13;Yogyakarta;DI Yogyakarta;55143;' + ID, 'makan siang jam 12, meja 6 orang', ''),
 (N, 'Rumah Makan Pondok Laguna', '', 'Jl. Batu Tulis Raya 45;Jakarta Pusat;DKI Jakarta;10120;' + ID, 'meja 10 orang buat ultah Bapak, Minggu 12.00, gurame bakar', ''),
 (N, 'Rumah Makan Garuda', '', 'Jl. Gajah Mada 2;Medan;Sumatera Utara;20153;' + ID, '', ''),
 (N, 'Warung Mak Beng', '', 'Jl. Hang Tuah 45;Sanur;Bali;80227;' + ID, '', ''),
 (N, 'Pondok Ikan Bakar Pak Ujang', '', 'Jl. RS Fatmawati 15;Jakarta Selatan;DKI Jakarta;12420;' + ID, 'pesan 20 porsi buat syukuran Sabtu jam 11.00', ''),
 (N, 'Bebek Bengil', '', 'Jl. Hanoman;Ubud;Bali;80571;' + ID, 'reservasi 19.00, 5 orang', ''),
 (N, 'Kampung Daun Culture Gallery & Cafe', '', 'Jl. Sersan Bajuri Km 4,7;Lembang;Jawa Barat;40391;' + ID, 'makan malam, saung no. 8', ''),
 (N, 'Losmen Kopi & Bar', '', 'Jl. Melawai Raya 12;Jakarta Selatan;DKI Jakarta;12160;' + ID, 'nobar final, meja 4 orang jam 20.00', ''),
 (N, 'Potato Head Beach Club', '', 'Jl. Petitenget 51B;Seminyak;Bali;80361;' + ID, 'daybed sunset, minimum spend Rp 1,5 jt', ''),
 # the office, towers, housing, a care home
 (N, 'PT Nusantara Rekayasa Energi', '', 'Wisma GKBI Lt. 21, Jl. Jend. Sudirman 28;Jakarta Pusat;DKI Jakarta;10210;' + ID, 'kantor, ext. 2114', 'URL:https://www.nusantararekayasa.co.id'),
 (N, 'Wisma 46', '', 'Jl. Jend. Sudirman Kav. 1;Jakarta Pusat;DKI Jakarta;10220;' + ID, 'meeting vendor lt. 35 jam 10.00, parkir B2', ''),
 (N, 'Wisma Nusantara', '', 'Jl. M.H. Thamrin 59;Jakarta Pusat;DKI Jakarta;10350;' + ID, 'tender meeting lt. 19, bawa KTP untuk resepsionis', ''),
 (N, 'Panti Werdha Wisma Mulia', '', 'Jl. Raya Kebayoran Lama 22;Jakarta Selatan;DKI Jakarta;12210;' + ID, 'Eyang Putri, iuran bulanan tgl 10, jam besuk 10-17', ''),
 (N, 'Perumahan Villa Melati Mas', '', 'Jl. Villa Melati Mas Raya;Serpong, Tangerang Selatan;Banten;15323;' + ID, 'survei rumah blok K, KPR BTN, marketing Bu Linda', ''),
 (N, 'Perumahan Villa Duta', '', 'Jl. Villa Duta Raya;Bogor;Jawa Barat;16143;' + ID, 'rumah Tante Mira blok D2 no. 14, arisan keluarga Minggu', ''),
 # Pondok Indah, pondok pesantren, a wedding hall, a hotel school
 (N, 'Pondok Indah Mall', '', 'Jl. Metro Pondok Indah;Jakarta Selatan;DKI Jakarta;12310;' + ID, '', ''),
 (N, 'RS Pondok Indah', '', 'Jl. Metro Duta Kav. UE;Jakarta Selatan;DKI Jakarta;12310;' + ID, 'dr. Hendra SpA, Bima kontrol Kamis 18.30', ''),
 (N, 'Pondok Indah Golf', '', 'Jl. Metro Pondok Indah Kav. IV;Jakarta Selatan;DKI Jakarta;12310;' + ID, 'tee time Sabtu 06.30 sama klien', ''),
 (N, 'Pondok Pesantren Darunnajah', '', 'Jl. Ulujami Raya 86;Jakarta Selatan;DKI Jakarta;12250;' + ID, 'jenguk Fikri (ponakan) Minggu 09.00, uang saku', ''),
 (N, 'Pondok Modern Darussalam Gontor', '', 'Jl. Raya Ponorogo-Pacitan;Ponorogo;Jawa Timur;63472;' + ID, '', ''),
 (N, 'Gedung Serbaguna Pondok Kelapa', '', 'Jl. Pondok Kelapa Raya 9;Jakarta Timur;DKI Jakarta;13450;' + ID, 'resepsi sepupu 8 Juni 11.00-13.00', ''),
 (N, 'Balai Sudirman', '', 'Jl. Dr. Saharjo 268;Jakarta Selatan;DKI Jakarta;12870;' + ID, 'resepsi Mbak Tari 12 Okt, DP gedung 50 %, katering terpisah', ''),
 (N, 'Sekolah Tinggi Pariwisata Bandung', '', 'Jl. Dr. Setiabudhi 186;Bandung;Jawa Barat;40141;' + ID, 'Dinda daftar D4 Perhotelan, tes 14 Juni', ''),
 # a pet hotel, a Griya spa and a Griya travel agency, a day spa
 (N, 'Meowtel Pet Hotel & Grooming', '', 'Jl. Pondok Labu Raya 18;Jakarta Selatan;DKI Jakarta;12450;' + ID, 'titip Mochi 5 malam waktu ke Bali, Rp 85rb/malam, bawa buku vaksin', ''),
 (N, 'Griya Sehat Spa Kemang', '', 'Jl. Kemang Raya 32;Jakarta Selatan;DKI Jakarta;12730;' + ID, 'pijat 90 menit Sabtu 15.00, terapis Mbak Ani', ''),
 (N, 'Griya Wisata Tour & Travel', '', 'Jl. Raya Pasar Minggu 45;Jakarta Selatan;DKI Jakarta;12510;' + ID, 'tiket pesawat Lebaran, transfer ke BCA', ''),
 (N, 'Taman Sari Royal Heritage Spa', '', 'Jl. Kemang Selatan 99;Jakarta Selatan;DKI Jakarta;12730;' + ID, 'voucher ulang tahun Nana, 2 jam', ''),
 # travel: airlines, agencies, ships, a train, boats, a jeep, divers, taxis
 (N, 'Garuda Indonesia', '', '', 'GarudaMiles 4019 2217', 'KIND:org'),
 (N, 'Lion Air', '', '', 'refund tiket CGK-BPN, kode booking 7KQ2LM', ''),
 (N, 'Citilink', '', 'Jl. Raya Juanda;Sidoarjo;Jawa Timur;61253;' + ID, '', ''),
 (N, 'Batik Air', '', '', 'CGK-KUL, bagasi 20 kg, pilih kursi 12A', 'KIND:org'),
 (N, 'PELNI KM Kelud', '', 'Jl. Gajah Mada 14;Jakarta Pusat;DKI Jakarta;10130;' + ID, 'Tanjung Priok-Belawan, kabin kelas I, 2 malam, makan 3x', ''),
 (N, 'Kereta Api Indonesia', '', 'Jl. Perintis Kemerdekaan 1;Bandung;Jawa Barat;40117;' + ID, 'Gambir-Malang, Luxury Sleeper Gajayana, berangkat 18.40, kursi 3A', ''),
 (N, 'Eka Jaya Fast Boat', '', 'Pelabuhan Padang Bai;Karangasem;Bali;80872;' + ID, 'Padang Bai-Gili T jam 09.00, 4 tiket', ''),
 (N, 'ASDP Indonesia Ferry', '', 'Jl. Jend. Ahmad Yani Kav. 52A;Jakarta Pusat;DKI Jakarta;10510;' + ID, 'Merak-Bakauheni kelas eksekutif 22.00, mobil', ''),
 (N, 'Sea Safari Cruises', '', 'Jl. Soekarno-Hatta;Labuan Bajo;Nusa Tenggara Timur;86554;' + ID, 'open trip Komodo 3D2N, kabin deluxe, DP 30 %', ''),
 (N, 'Panorama Tours', '', 'Jl. Tomang Raya 63;Jakarta Barat;DKI Jakarta;11440;' + ID, 'urus visa Jepang, paspor diambil Jumat', ''),
 (N, 'Patuna Mekar Jaya', '', 'Jl. Raden Saleh 45;Jakarta Pusat;DKI Jakarta;10330;' + ID, 'umroh Bapak & Ibu, pelunasan 10 Januari', ''),
 (N, 'Traveloka', '', '', 'refund hotel Medan, case 52103877', 'EMAIL:cs@traveloka.com'),
 (N, 'Bromo Jeep Tour Cemoro Lawang', '', 'Cemoro Lawang;Probolinggo;Jawa Timur;67254;' + ID, '1 jeep Rp 750rb, jemput jam 03.30 di penginapan', ''),
 (N, 'Waisai Dive Center', '', 'Jl. Pelabuhan Waisai;Raja Ampat;Papua Barat Daya;98482;' + ID, 'sewa alat 3 hari, Open Water Kirana', ''),
 (N, 'Blue Bird', '', '', 'akun corporate, kode 1188', 'KIND:org'),
 # venues, health, school
 (N, 'Jakarta Convention Center', '', 'Jl. Gatot Subroto;Jakarta Pusat;DKI Jakarta;10270;' + ID, 'IPA Convex, booth 12, loading jam 06.00', ''),
 (N, 'Klinik Kimia Farma Fatmawati', '', 'Jl. RS Fatmawati 41;Jakarta Selatan;DKI Jakarta;12430;' + ID, 'vaksin meningitis Bapak Ibu sebelum umroh', ''),
 (N, 'Praktek drg. Yuliana Sp.Ort', '', 'Jl. Cilandak KKO 7;Jakarta Selatan;DKI Jakarta;12560;' + ID, 'kontrol behel Kirana, Sabtu 10.00', ''),
 (N, 'SD Muhammadiyah 5 Pondok Labu', '', 'Jl. Pondok Labu Raya 40;Jakarta Selatan;DKI Jakarta;12450;' + ID, 'TU 07.00-14.00, SPP', ''),
 (N, 'SMA Labschool Kebayoran', '', 'Jl. Pakubuwono VI;Jakarta Selatan;DKI Jakarta;12120;' + ID, '', ''),
 (N, 'Toko Kue Lapis Legit Ny. Liem', '', 'Jl. Mangga Besar 50;Jakarta Barat;DKI Jakarta;11180;' + ID, 'pesan 2 loyang buat Lebaran, ambil H-2', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AN{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
