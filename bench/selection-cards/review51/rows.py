#!/usr/bin/env python3
"""Writes cards.tsv for review51: one realistic address book of an Athens-based Greek family, the Mavridis family
of Chalandri. Kostas Mavridis is export sales manager of an olive-oil and food exporter (Ελαιόκαρπος Α.Ε.) and
travels for work to Thessaloniki, Ioannina, Kalamata, Heraklion, Patras, Cyprus (Nicosia, Limassol), Sofia,
Belgrade, Skopje, Tirana, Milan (TUTTOFOOD), Parma (Cibus) and Bologna, and books rooms in Athens for visiting
clients; Eleni (Lena), a philologist at a Lyceum, plans the family's holidays: Pelion (an αρχοντικό, a villa, a
camping), Meteora, Zagori (a ξενώνας, a resort, the Astraka refuge, a χάνι with rooms), Olympus refuges, Arachova,
Mani and the Peloponnese (a tower hotel, a camping, a pension, a resort), Halkidiki, a pilgrimage to Mount Athos
(a monastery's αρχονταρίκι), Kavala, the Cyclades (ενοικιαζόμενα δωμάτια, studios, apartments, a camping, suites),
Crete, the Ionian islands, Hydra, Spetses, Rhodes, Lesvos, Ikaria, Cyprus (an inn, an αρχοντικό, a spa resort),
Puglia, Matera and Rome, Ohrid, Bansko, Melnik and Theth (a bujtina) - and the home contacts around them. The traps
such a book really has: restaurants called Το Αρχοντικό, Το Χάνι, Ξενία and a Locanda, a wedding venue called
Villa Bianca, a care home called Ξενώνας Ηλικιωμένων (with the grandmother whose address it is), a pet hotel,
an animal shelter (καταφύγιο ζώων), a student residence, a hotel's rooftop restaurant and a hotel's bar, a builder
called Naxos Villas, a travel agency called Hotels & More, the Hellenic Chamber of Hotels, a hotel group's
purchasing office, a hotel-supplies shop, a mattress shop of a brand that also has hotels (Coco-Mat), old
caravanserais that are now a museum and shops (Куршумли Ан, Kumarcılar Han), a day spa, a lake bath, thermal baths
and a beach club by day, a monastery visited by day, the Athos pilgrims' office, the mountaineering club; family
names Ξενοδόχου, Χανιώτης, Αρχοντάκη, Μίτσης, Ανδρόνη, Albergati and Konaković, a first name Ηλέκτρα; hotel
staff, a hut warden, a monk guest-master and a host whose ORG is their place; a landlady's own card; overnight
ferries with cabins, a cruise and a sleeper train. Each row: (label, name, n, adr, note, extra) - extra is
' || '-separated extra vCard lines. A person's card has N (its ORG, if any, is in extra). Styles cycle
apple/google/outlook/android/thunderbird. hotel = a place one books a bed, room, hut bunk, cottage or pitch at for
the night (hotels, aparthotels and short-let apartments, hostels, ξενώνες, αρχοντικά and πανσιόν that let rooms,
ενοικιαζόμενα δωμάτια, studios, villas let as holiday homes, campings, mountain refuges, resorts, an inn (χάνι)
that lets rooms, a monastery's guest house where pilgrims book their nights, agriturismi, bujtina, къща за гости);
not = everything else, including people's cards (even if ORG is a hotel or the NOTE speaks of nights),
restaurants, bars, a wedding venue, a care home, a student residence, a pet hotel, day spas, ferries, a cruise and
a sleeper train. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Kostas's work: Thessaloniki
 (H, 'Electra Palace Thessaloniki', '', 'Πλατεία Αριστοτέλους 9;Θεσσαλονίκη;;546 24;Ελλάδα', 'ΔΕΘ 3 βράδια, τιμολόγιο στην εταιρεία (ΑΦΜ στο email)', ''),
 (H, 'Daios Luxury Living', '', 'Λεωφ. Νίκης 59;Θεσσαλονίκη;;546 22;Ελλάδα', '', ''),
 (H, 'The Excelsior', '', 'Κομνηνών 10;Θεσσαλονίκη;;546 24;Ελλάδα', '2 vradia gia to Detrop, prwino mesa, parking stin Tsimiski', ''),
 (H, 'Διαμέρισμα Λαδάδικα (Airbnb)', '', 'Κατούνη 12;Θεσσαλονίκη;;546 25;Ελλάδα', 'kleidi sto lockbox kwd 2580, check out 11:00, 3 nyxtes', ''),
 # Ioannina, Kalamata, Heraklion, Patras
 (H, 'Du Lac Congress Center & Spa', '', 'Ακτή Μιαούλη & Ίκκου;Ιωάννινα;;454 45;Ελλάδα', 'συνέδριο ΣΕΒΕ, 2 διανυκτερεύσεις, δωμ. 318', ''),
 (H, 'Elite City Resort', '', 'Ναυαρίνου 2;Καλαμάτα;;241 00;Ελλάδα', 'συνάντηση με Ένωση Μεσσηνίας, 1 βράδυ, parking δωρεάν', ''),
 (H, 'Lato Boutique Hotel', '', 'Επιμενίδου 15;Ηράκλειο;;712 02;Ελλάδα', 'check-in 14:00, δωμάτιο με θέα λιμάνι, 2 νύχτες', ''),
 (H, 'GDM Megaron', '', 'Δούκος Μπωφώρ 9;Ηράκλειο;;712 02;Ελλάδα', '', ''),
 (H, 'Ξενοδοχείο Βυζαντινό', '', 'Ρήγα Φεραίου 106;Πάτρα;;262 21;Ελλάδα', 'πριν το πλοίο για Μπάρι, 1 βράδυ, γκαράζ 10€', ''),
 # Cyprus
 (H, 'The Landmark Nicosia', '', 'Λεωφ. Αρχιεπισκόπου Μακαρίου Γ΄ 98;Λευκωσία;;1077;Κύπρος', 'Alphamega meeting, 2 nights, Marriott Bonvoy 784 112 903', ''),
 (H, 'Amara Λεμεσός', '', 'Λεωφ. Αμαθούντος 6;Άγιος Τύχωνας;Λεμεσός;4532;Κύπρος', 'πληρώνει η Alphamega, 1 νύχτα, ο Ανδρέας στις 9:00 στο lobby', ''),
 # Sofia, Belgrade, Skopje, Tirana
 (H, 'Arena di Serdica', '', 'ул. Будапеща 2;София;;1000;България', '2 βράδια, ο Νικολάι με παίρνει 9:00 από τη ρεσεψιόν', ''),
 (H, 'Апартаменти Витоша Център', '', 'бул. Витоша 42;София;;1000;България', 'самонастаняване след 15:00, код 4711, 3 нощувки', ''),
 (H, 'Mama Shelter Belgrade', '', 'Knez Mihailova 54a;Beograd;;11000;Srbija', 'Dragan - ponuda Maxi, 2 noći, doručak uključen', ''),
 (H, 'Square Nine', '', 'Studentski trg 9;Beograd;;11000;Srbija', '', ''),
 (H, 'Marriott Skopje', '', 'Плоштад Македонија 7;Скопје;;1000;Северна Македонија', '1 βράδυ, παρουσίαση Tinex 10:30', ''),
 (H, 'Rogner Tirana', '', 'Bulevardi Dëshmorët e Kombit;Tiranë;;1001;Shqipëri', '2 netë, mëngjesi përfshirë, Arben 10:00', ''),
 (H, 'Tirana International', '', 'Sheshi Skënderbej 8;Tiranë;;1001;Shqipëri', '', ''),
 # Italy
 (H, 'NH Milano Congress Centre', '', 'Viale Milanofiori 36;Assago;MI;20057;Italia', 'TUTTOFOOD, 4 notti, navetta per Fiera Rho 8:00', ''),
 (H, 'Uptown Palace Milano', '', 'Via Santa Sofia 10;Milano;MI;20122;Italia', '', ''),
 (H, 'Antica Locanda dei Mercanti', '', 'Via San Tomaso 6;Milano;MI;20121;Italia', '3 νύχτες, το δωμάτιο με τη βεράντα (n. 14)', ''),
 (H, 'Agriturismo Corte Ruffini', '', 'Strada Ruffini 12;Collecchio;PR;43044;Italia', 'Cibus, 2 notti, colazione inclusa, cena su prenotazione', 'EMAIL:info@corteruffini.it'),
 (H, 'Art Hotel Commercianti', '', "Via de' Pignattari 11;Bologna;BO;40124;Italia", '', ''),
 # Athens, for visitors
 (H, 'Grande Bretagne', '', 'Βασιλέως Γεωργίου Α΄ 1;Αθήνα;;105 64;Ελλάδα', 'για Francesca + Paolo, 2 δωμάτια 12-14/3, εταιρική τιμή', ''),
 (H, 'City Circus Athens', '', 'Σαρρή 16;Αθήνα;;105 53;Ελλάδα', 'για τον ασκούμενο από Πάρμα, 6 βράδια, κρεβάτι σε 4κλινο', ''),
 (H, 'Divani Caravel', '', 'Βασιλέως Αλεξάνδρου 2;Αθήνα;;161 21;Ελλάδα', 'Food Expo, οι Σέρβοι πελάτες, 3 βράδια', 'URL:https://www.divanicaravelhotel.com'),
 # --- family: Pelion, Meteora
 (H, 'Αρχοντικό Μουσλή', '', 'Μακρινίτσα;Πήλιο;Μαγνησία;370 11;Ελλάδα', 'Καθαρά Δευτέρα, 3 βράδια, δωμάτιο με τζάκι, πρωινό με γλυκά του κουταλιού', ''),
 (H, 'Domotel Xenia Volou', '', 'Νικολάου Πλαστήρα 1;Βόλος;;382 22;Ελλάδα', '', ''),
 (H, 'Βίλλα Ευδοκία', '', 'Καλά Νερά;Πήλιο;Μαγνησία;370 10;Ελλάδα', 'Ιούλιος 7 βράδια, κλειδιά από κα Ρούλα, προκαταβολή 300€ πληρώθηκε', ''),
 (H, 'Camping Hellas', '', 'Κάτω Γατζέα;Πήλιο;Μαγνησία;373 00;Ελλάδα', 'theseis 24-25 dipla sti thalassa, reyma 5e/mera', ''),
 (H, 'Doupiani House', '', 'Καστράκι;Καλαμπάκα;Τρίκαλα;422 00;Ελλάδα', '2 βράδια, δωμάτιο με θέα τα Μετέωρα', ''),
 (H, 'Camping Vrachos Kastraki', '', 'Καστράκι;Καλαμπάκα;Τρίκαλα;422 00;Ελλάδα', '', ''),
 # Epirus
 (H, 'Aristi Mountain Resort', '', 'Αρίστη;Ζαγόρι;Ιωάννινα;440 04;Ελλάδα', '25η Μαρτίου, 2 νύχτες, rafting Βοϊδομάτη με Trekking Hellas', 'URL:https://www.aristi.eu'),
 (H, 'Ξενώνας Ρόζα', '', 'Μεγάλο Πάπιγκο;Ζαγόρι;Ιωάννινα;440 04;Ελλάδα', '2 βράδια, 4κλινο οικογενειακό, πρωινό με σπιτικές πίτες, προκαταβολή 80€', ''),
 (H, 'Καταφύγιο Αστράκας', '', 'Διάσελο Αστράκας;Πάπιγκο;Ιωάννινα;440 04;Ελλάδα', '2 krevatia ston koino koitwna, 1 vradi, fernoume sentonaki', ''),
 (H, 'Χάνι της Κόνιτσας', '', 'Γέφυρα Αώου;Κόνιτσα;Ιωάννινα;441 00;Ελλάδα', '1 βράδυ στο δρόμο για Πάπιγκο, δωμάτιο με τζάκι, πρωινό 8-10', ''),
 # Olympus, Parnassos
 (H, 'Καταφύγιο Γιόσος Αποστολίδης', '', 'Οροπέδιο Μουσών;Λιτόχωρο;Πιερία;602 00;Ελλάδα', 'με τον Θοδωρή, 1 νύχτα, κουκέτες, κράτηση με email, μισή διατροφή', 'EMAIL:katafygio.apostolidis@gmail.com'),
 (H, 'Καταφύγιο Πετρόστρουγκα', '', 'Όλυμπος;Λιτόχωρο;Πιερία;602 00;Ελλάδα', '', ''),
 (H, 'Santa Marina Arachova', '', 'Αράχωβα;;Βοιωτία;320 04;Ελλάδα', 'σκι Παρνασσός, 2 νύχτες, ημιδιατροφή', ''),
 # Mani, Peloponnese
 (H, 'Tsitsiris Castle', '', 'Σταυρί;Μάνη;Λακωνία;230 71;Ελλάδα', '2 βράδια, δείπνο στον πύργο 20:30', ''),
 (H, 'Kyrimai', '', 'Γερολιμένας;Μάνη;Λακωνία;230 71;Ελλάδα', '', ''),
 (H, 'Kinsterna', '', 'Άγιος Στέφανος;Μονεμβασιά;Λακωνία;230 70;Ελλάδα', 'επέτειος 15 χρόνια, 2 νύχτες, spa 17:00', 'URL:https://www.kinsterna.com'),
 (H, 'Κάμπινγκ Ανεμόμυλος', '', 'Φοινικούντα;;Μεσσηνία;240 06;Ελλάδα', 'thesi 42 me skiasi, 10 vradia Avgousto, reyma', ''),
 (H, 'The Westin Resort Costa Navarino', '', 'Costa Navarino;Ρωμανός;Μεσσηνία;240 01;Ελλάδα', '', ''),
 (H, 'Pension Marianna', '', 'Πότζη 9;Ναύπλιο;Αργολίδα;211 00;Ελλάδα', 'Ναύπλιο 2 βράδια, σκάλες πολλές - όχι βαλίτσα, check-in ως 21:00', ''),
 (H, 'Aldemar Olympian Village', '', 'Σκαφιδιά;Πύργος;Ηλεία;271 00;Ελλάδα', 'all inclusive 7 νύχτες, 2 οικογενειακά δωμάτια μαζί με τη μαμά', ''),
 # Halkidiki, Athos, Kavala
 (H, 'Ikos Olivia', '', 'Γερακινή;;Χαλκιδική;630 71;Ελλάδα', '', ''),
 (H, 'Sani Beach', '', 'Σάνη;Κασσάνδρα;Χαλκιδική;630 77;Ελλάδα', 'kids club, 5 nyxtes, family suite, early check-in zitisame', ''),
 (H, 'Ι.Μ. Βατοπαιδίου - Αρχονταρίκι', '', 'Άγιον Όρος;Καρυές;;630 86;Ελλάδα', 'με τον πατέρα, 2 διανυκτερεύσεις, κράτηση τηλεφωνικά 3 μήνες πριν, διαμονητήριο από Ουρανούπολη', ''),
 (H, 'Xenia Ouranoupolis', '', 'Ουρανούπολη;;Χαλκιδική;630 75;Ελλάδα', '1 βράδυ πριν το καράβι των 9:45', ''),
 (H, 'Imaret', '', 'Θεοδώρου Πουλίδου 6;Καβάλα;;654 03;Ελλάδα', '', ''),
 # Cyclades
 (H, 'Ενοικιαζόμενα Δωμάτια Ηλιάνθη', '', 'Άγιος Προκόπιος;Νάξος;;843 00;Ελλάδα', '8 νύχτες, δωμ. 5 ισόγειο, μετρητά 10% έκπτωση', ''),
 (H, 'Plaka Camping', '', 'Πλάκα;Νάξος;;843 00;Ελλάδα', 'skini tou Gianni me tous filous, 4 vradia', ''),
 (H, 'Parilio', '', 'Κολυμπήθρες;Νάουσα;Πάρος;844 01;Ελλάδα', 'gamos tis Katerinas 3 vradia, check in 15:00', ''),
 (H, 'Canaves Oia Suites', '', 'Οία;Σαντορίνη;;847 02;Ελλάδα', '', ''),
 (H, 'Ενοικιαζόμενα Δωμάτια Ρένα', '', 'Πλατύς Γιαλός;Σίφνος;;840 03;Ελλάδα', '', ''),
 (H, 'Ηλιοβασίλεμα Studios', '', 'Χώρα;Φολέγανδρος;;840 11;Ελλάδα', '4 βράδια, τα στούντιο πάνω στον γκρεμό, πλοίο 7:30', ''),
 (H, 'Santa Maria Village', '', 'Αδάμας;Μήλος;;848 00;Ελλάδα', '5 βράδια, ενοικίαση αυτοκινήτου από τη ρεσεψιόν', ''),
 (H, 'Coco-Mat Eco Residences Serifos', '', 'Βαγιά;Σέριφος;;840 05;Ελλάδα', '3 nyxtes, ta spitakia sto Vagia, prwino mesa', ''),
 (H, 'Agnadi Studios', '', 'Πύργος;Τήνος;;842 01;Ελλάδα', 'στούντιο 3, 4 βράδια, σεντόνια κάθε 3 μέρες', ''),
 # Crete
 (H, 'Casa Delfino', '', 'Θεοτοκοπούλου 7;Χανιά;;731 31;Ελλάδα', '', ''),
 (H, 'Minos Beach Art Hotel', '', 'Ακτή Ηλία Σώζου;Άγιος Νικόλαος;Λασίθι;721 00;Ελλάδα', 'επέτειος 2 νύχτες, bungalow δίπλα στη θάλασσα', ''),
 (H, 'Δωμάτια Σοφία', '', 'Λουτρό;Σφακιά;Χανιά;730 11;Ελλάδα', 'Loutro 3 vradia, mono me karavi apo Xwra Sfakion 10:30, mono metrita', ''),
 (H, 'Domes Noruz Chania', '', 'Άγιοι Απόστολοι;Χανιά;;731 00;Ελλάδα', 'δώρο γενεθλίων Λένας, 1 νύχτα, suite με πισίνα', ''),
 # Ionian
 (H, 'Bella Venezia', '', 'Ζαμπέλη 4;Κέρκυρα;;491 00;Ελλάδα', 'Πάσχα στην Κέρκυρα, 3 βράδια, μπότηδες Μ. Σάββατο 11:00', ''),
 (H, 'Emelisse Nature Resort', '', 'Φισκάρδο;Κεφαλονιά;;280 84;Ελλάδα', '4 νύχτες, οικογενειακή σουίτα 12, βρεφικό κρεβάτι για τη μικρή της Κατερίνας', ''),
 (H, 'Villa Αλεξάνδρα', '', 'Σύβοτα;;Θεσπρωτία;460 30;Ελλάδα', 'όλη η βίλα για 2 οικογένειες, 7 βράδια, εγγύηση 300€ επιστρέφεται', ''),
 # Saronic, Dodecanese, North Aegean
 (H, 'Cotommatae 1810', '', 'Ύδρα;;Αττική;180 40;Ελλάδα', '', ''),
 (H, 'Poseidonion Grand Hotel', '', 'Δαπία;Σπέτσες;;180 50;Ελλάδα', 'Αρμάτα Σεπτέμβρη, 2 νύχτες', ''),
 (H, 'Lindos Blu', '', 'Βλύχα;Λίνδος;Ρόδος;851 07;Ελλάδα', '', ''),
 (H, 'Delfinia Molyvos', '', 'Μόλυβος;Λέσβος;;811 08;Ελλάδα', '5 βράδια, δωμάτιο 21 με μπαλκόνι στη θάλασσα', ''),
 (H, 'Ξενώνας Αρέθουσα', '', 'Αρμενιστής;Ικαρία;;833 01;Ελλάδα', 'panigyri Ag. Isidorou, 3 vradia, ta plirwnoume ekei', ''),
 # Cyprus, family
 (H, 'Linos Inn', '', 'Παλαιά Κακοπετριά;Κακοπετριά;Λευκωσία;2800;Κύπρος', 'Χριστούγεννα στο Τρόοδος, 3 νύχτες, τζάκι', ''),
 (H, 'Αρχοντικό Παπαδόπουλου', '', 'Κρίτου Τέρρα;;Πάφος;8722;Κύπρος', '', ''),
 (H, 'Ayii Anargyri Natural Healing Spa Resort', '', 'Μηλιού;;Πάφος;8545;Κύπρος', '2 νύχτες, θειούχα λουτρά για τη μαμά', ''),
 # Italy, family
 (H, 'Trullidea', '', 'Via Monte San Gabriele 1;Alberobello;BA;70011;Italia', '3 notti, trullo 7, check-in 15-20', ''),
 (H, 'Sextantio Le Grotte della Civita', '', 'Via Civita 28;Matera;MT;75100;Italia', '1 νύχτα στη σπηλιά, η Μαρία το ήθελε πολύ', ''),
 (H, 'Masseria Il Melograno', '', 'Contrada Torricella 345;Monopoli;BA;70043;Italia', '', ''),
 (H, 'Generator Rome', '', 'Via Principe Amedeo 257;Roma;RM;00185;Italia', 'Ρώμη 4 βράδια, οικογενειακό 4κλινο με μπάνιο', ''),
 (H, 'Casa Stefania Matera', '', 'Via Ridola 28;Matera;MT;75100;Italia', '2 notti, colazione al bar con voucher', ''),
 # Balkans, family
 (H, 'Vila Sofija', '', 'Кочо Рацин 64;Охрид;;6000;Северна Македонија', 'Οχρίδα 3 βράδια, δίπλα στη λίμνη, 25€ το δωμάτιο', ''),
 (H, 'Kempinski Hotel Grand Arena Bansko', '', 'ул. Пирин 96;Банско;;2770;България', 'σκι 4 βράδια, ski-in, σχολή σκι παιδιά 9:30', ''),
 (H, 'Славова крепост', '', 'Мелник;;Благоевград;2820;България', '', ''),
 (H, 'Bujtina Polia', '', 'Theth;Shkodër;;4001;Shqipëri', '2 netë, darka dhe mëngjesi, 35€ për person', ''),
]
P = [
 # family and household
 (N, 'Λένα Μαυρίδου', 'Μαυρίδου;Ελένη;;;', '', 'σχολείο Τρίτη-Πέμπτη 8-14, κινητό κλειστό στην τάξη', 'ORG:2ο Γενικό Λύκειο Χαλανδρίου || TITLE:φιλόλογος'),
 (N, 'Μαρία Μαυρίδη', 'Μαυρίδη;Μαρία;;;', '', '', ''),
 (N, 'Μαμά', ';Μαμά;;;', 'Κασσαβέτη 38;Βόλος;;382 21;Ελλάδα', '', ''),
 (N, 'Πεθερά Ρούλα', 'Ζευγώλη;Ρούλα;;;', 'Χώρα;Νάξος;;843 00;Ελλάδα', 'της πάμε φάρμακα από Αθήνα (Euthyrox 75)', ''),
 (N, 'Γιαγιά Ασπασία', 'Μαυρίδη;Ασπασία;;;', 'Αγίου Γεωργίου 12;Νέα Ερυθραία;;146 71;Ελλάδα', 'επισκεπτήριο 10-12 & 17-19, δωμάτιο 8', ''),
 (N, 'Κατερίνα Ανδρόνη', 'Ανδρόνη;Κατερίνα;;;', '', 'γάμος Πάρος 6/9, κουμπάρα η Λένα', ''),
 (N, 'Θοδωρής Λιάπης', 'Λιάπης;Θεόδωρος;;;', '', 'κουμπάρος, νονός του Γιάννη', ''),
 (N, 'Γεωργία Ξενοδόχου', 'Ξενοδόχου;Γεωργία;;;', '', 'γειτόνισσα 3ος, ποτίζει τα λουλούδια τον Αύγουστο, έχει κλειδί', ''),
 (N, 'Δέσποινα Αρχοντάκη', 'Αρχοντάκη;Δέσποινα;;;', '', 'υπεύθυνη τμήματος Μαρίας, ενημέρωση γονέων Τετάρτη 13:15', 'ORG:3ο Γυμνάσιο Χαλανδρίου || TITLE:μαθηματικός'),
 (N, 'Ηλέκτρα Παπαδάκη', 'Παπαδάκη;Ηλέκτρα;;;', '', 'πιάνο Γιάννη, Πέμπτη 17:30, 25€', ''),
 (N, 'Σπύρος υδραυλικός', 'Καλογεράκης;Σπύρος;;;', '', 'θερμοσίφωνας, έρχεται Δευτέρα 8:00', ''),
 (N, 'Νάντια', 'Ιβάνοβα;Νάντια;;;', '', 'Paraskevi 9-13, 40e', ''),
 # colleagues and clients
 (N, 'Στέλιος Χανιώτης', 'Χανιώτης;Στέλιος;;;', '', 'export Κύπρος-Βαλκάνια, αναπληρώνει τον Αύγουστο', 'ORG:Ελαιόκαρπος Α.Ε. || TITLE:Area Sales Manager'),
 (N, 'Francesca Albergati', 'Albergati;Francesca;;;', '', 'buyer, TUTTOFOOD stand G12, pranzo 13:00', 'ORG:Eataly Distribuzione S.r.l. || TITLE:Category Buyer Grocery'),
 (N, 'Dragan Konaković', 'Konaković;Dragan;;;', '', 'ponuda limenke 3L, odgovor do petka', 'ORG:Delhaize Serbia || TITLE:Category Manager'),
 (N, 'Ανδρέας Χριστοδούλου', 'Χριστοδούλου;Ανδρέας;;;', '', 'listing κρητικό ελαιόλαδο, ραντεβού 10:00 στα γραφεία', 'ORG:Alphamega Hypermarkets || TITLE:Purchasing Manager'),
 (N, 'Николай Петров', 'Петров;Николай;;;', '', 'Viber, μιλάει αγγλικά', 'ORG:Фантастико Груп'),
 (N, 'Arben Hoxha', 'Hoxha;Arben;;;', '', 'importer, pagesa 60 ditë', 'ORG:Adriatik Food Import sh.p.k.'),
 (N, 'Зоран Стојановски', 'Стојановски;Зоран;;;', '', '', 'ORG:Тинекс || TITLE:набавка'),
 (N, 'Αλέξανδρος Μίτσης', 'Μίτσης;Αλέξανδρος;;;', 'Αγίας Παρασκευής 48;Χαλάνδρι;;152 34;Ελλάδα', 'καθαρισμός Γιάννη 23/4 18:00', 'TITLE:Χειρουργός Οδοντίατρος'),
 # hotel staff, a hut warden, a guest-master, a host, the landlady
 (N, 'Σοφία Καρρά', 'Καρρά;Σοφία;;;', '', 'εταιρική τιμή 2026, στέλνει συμβόλαιο', 'ORG:Electra Palace Thessaloniki || TITLE:Front Office Manager || EMAIL:s.karra@electrahotels.gr'),
 (N, 'Marco Bellini', 'Bellini;Marco;;;', '', 'tariffa fiera, early check-in ok', 'ORG:Uptown Palace Milano || TITLE:Sales Manager'),
 (N, 'Θανάσης Μπαλτάς', 'Μπαλτάς;Θανάσης;;;', '', 'παίρνεις μετά τις 20:00, κρατήσεις ομάδων', 'ORG:Καταφύγιο Αστράκας || TITLE:φύλακας καταφυγίου'),
 (N, 'π. Νικόδημος', 'Βατοπαιδινός;Νικόδημος;;;', '', 'κρατήσεις 10:00-13:00 μόνο', 'ORG:Ι.Μ. Βατοπαιδίου || TITLE:αρχοντάρης'),
 (N, 'Stefania Lorusso', 'Lorusso;Stefania;;;', '', 'host, chiavi alle 15:00 davanti al Duomo', 'ORG:Casa Stefania Matera'),
 (N, 'Ρένα Βενετσάνου', 'Βενετσάνου;Ρένα;;;', '', 'δωμάτια Πλατύ Γιαλό, 5 βράδια 10-15/8, προκαταβολή 150€ στην Πειραιώς', ''),
]
O = [
 # work
 (N, 'Ελαιόκαρπος Α.Ε.', '', 'Λεωφ. Κηφισίας 268;Χαλάνδρι;;152 32;Ελλάδα', 'έξοδα ταξιδιού στο λογιστήριο μέχρι 5 του μήνα', 'URL:https://www.elaiokarpos.gr'),
 (N, 'Alphamega Hypermarkets', '', 'Λεωφ. Αγίου Αθανασίου 46;Λεμεσός;;4102;Κύπρος', '', ''),
 (N, 'Fiera Milano - TUTTOFOOD', '', 'Strada Statale del Sempione 28;Rho;MI;20017;Italia', 'stand G12 pad. 3, allestimento lunedì 8:00', ''),
 (N, 'ΔΕΘ-Helexpo', '', 'Εγνατία 154;Θεσσαλονίκη;;546 36;Ελλάδα', '', ''),
 (N, 'Ελληνικό Επιμελητήριο Ξενοδοχείων', '', 'Σταδίου 24;Αθήνα;;105 64;Ελλάδα', 'λίστα μελών για mailing ελαιόλαδου HoReCa', ''),
 (N, 'Grecotel - Τμήμα Προμηθειών', '', 'Λεωφ. Κηφισίας 64;Μαρούσι;;151 25;Ελλάδα', 'δείγματα για F&B, κ. Μανουσάκης, Τρίτη 11:00', ''),
 (N, 'Ξενοδοχειακός Εξοπλισμός Γιαννακόπουλος', '', 'Πειραιώς 112;Αθήνα;;118 54;Ελλάδα', 'λαδικά για τα δείγματα, παραγγελία 200 τμχ, παραλαβή Παρασκευή', ''),
 # care, animals, a student residence
 (N, 'Ξενώνας Ηλικιωμένων «Η Φιλοξενία»', '', 'Αγίου Γεωργίου 12;Νέα Ερυθραία;;146 71;Ελλάδα', 'γιαγιά Ασπασία - μηνιαίο 1.650€ μέχρι 5 του μήνα', ''),
 (N, 'Argos Pet Hotel', '', 'Λεωφ. Σταμάτας 40;Διόνυσος;;145 76;Ελλάδα', 'ξενοδοχείο σκύλων, ο Ρεξ 8-22/8, βιβλιάριο εμβολίων μαζί', ''),
 (N, 'Καταφύγιο Αδέσποτων Ζώων Σπάτων', '', 'Θέση Μαγγίνα;Σπάτα;Αττική;190 04;Ελλάδα', 'Σάββατο 11:00 βόλτα σκύλων με τη Μαρία', ''),
 (N, 'Φοιτητική Εστία Πανεπιστημίου Ιωαννίνων', '', 'Πανεπιστημιούπολη;Ιωάννινα;;451 10;Ελλάδα', 'ο Ανδρέας (ανιψιός), κτίριο Β δωμάτιο 214', ''),
 # restaurants, a bar, a venue
 (N, 'Villa Bianca Δεξιώσεις', '', 'Λεωφ. Μαραθώνος 24;Παλλήνη;;153 51;Ελλάδα', 'γάμος Θοδωρή 20/6, δεξίωση 21:30', ''),
 (N, 'Εστιατόριο Το Αρχοντικό', '', 'Χαριλάου Τρικούπη 12;Κηφισιά;;145 62;Ελλάδα', 'γενέθλια μαμάς, Κυριακή 14:00 για 8', ''),
 (N, 'Ταβέρνα Το Χάνι', '', 'Λεωφ. Πάρνηθος 101;Αχαρνές;;136 71;Ελλάδα', 'μετά την Πάρνηθα, κλείνουμε τραπέζι ως τις 12', ''),
 (N, 'Ψαροταβέρνα Ξενία', '', 'Παραλία Σαρωνίδας;Σαρωνίδα;;190 13;Ελλάδα', 'κράτηση Σάββατο 21:00 για 6, κάτω στα βότσαλα', ''),
 (N, 'GB Roof Garden', '', 'Βασιλέως Γεωργίου Α΄ 1;Αθήνα;;105 64;Ελλάδα', 'epeteios, Paraskevi 21:00, trapezi gia 2 me thea Akropoli', ''),
 (N, 'Galaxy Bar Hilton', '', 'Βασιλίσσης Σοφίας 46;Αθήνα;;115 28;Ελλάδα', 'ποτό με Francesca + Paolo 22:00', ''),
 (N, 'Locanda Cortesi', '', 'Borgo Felino 14;Parma;PR;43121;Italia', 'cena clienti 20:30, tavolo per 6, anolini', ''),
 (N, 'Osteria del Sole', '', 'Vicolo Ranocchi 1/d;Bologna;BO;40124;Italia', 'φέρνεις δικό σου φαγητό, εκεί μόνο κρασί', ''),
 (N, 'Кафана „?“', '', 'Краља Петра 6;Београд;;11000;Србија', 'večera sa Draganom 20h', ''),
 (N, 'Механа Пирин', '', 'ул. Пирин 62;Банско;;2770;България', 'μετά το σκι, τραπέζι 19:30 για 4', ''),
 (N, 'Куршумли Ан', '', 'Стара чаршија;Скопје;;1000;Северна Македонија', 'επίσκεψη με Ζοράν, κλειστό Δευτέρα', ''),
 (N, 'Kumarcılar Han', '', 'Asmaaltı Sokak;Lefkoşa;;;Κύπρος', 'καφές και χαλλούμι με τον Ανδρέα, περνάμε από Λήδρας', ''),
 (N, 'Κτήμα Γεροβασιλείου', '', 'Επανωμή;;Θεσσαλονίκη;575 00;Ελλάδα', 'wine tasting Σάββατο 12:00, 6 άτομα', ''),
 # sights, outdoors, spas by day
 (N, 'Ι.Μ. Μεγάλου Μετεώρου', '', 'Μετέωρα;Καλαμπάκα;Τρίκαλα;422 00;Ελλάδα', 'ωράριο 9-15, Τρίτη κλειστά, φούστα για Μαρία', ''),
 (N, 'Γραφείο Προσκυνητών Αγίου Όρους', '', 'Ουρανούπολη;;Χαλκιδική;630 75;Ελλάδα', 'διαμονητήριο, παραλαβή 7:30-8:45 με διαβατήριο', ''),
 (N, 'ΕΟΣ Αθηνών', '', 'Λέκκα 23-25;Αθήνα;;105 62;Ελλάδα', 'συνδρομή 2026, το κλειδί του καταφυγίου Παρνασσού μόνο για μέλη', ''),
 (N, 'Trekking Hellas', '', 'Φιλελλήνων 7;Αθήνα;;105 57;Ελλάδα', 'rafting Βοϊδομάτης 10:00 Κλειδωνιά, 4 άτομα', 'URL:https://www.trekking.gr'),
 (N, 'Χιονοδρομικό Κέντρο Παρνασσού', '', 'Κελλάρια;Αράχωβα;Βοιωτία;320 04;Ελλάδα', '', ''),
 (N, 'Λίμνη Βουλιαγμένης', '', 'Λεωφ. Ποσειδώνος;Βουλιαγμένη;;166 71;Ελλάδα', 'είσοδος 20€, Κυριακή πρωί, σαγιονάρες', ''),
 (N, 'Hammam Baths', '', 'Μελιδόνη 1;Αθήνα;;105 53;Ελλάδα', 'μασάζ για τη Λένα, δώρο, Σάββατο 12:00', ''),
 (N, 'Λουτρά Πόζαρ', '', 'Λουτράκι;Αριδαία;Πέλλα;584 00;Ελλάδα', 'μέρα μόνο, ζεστά νερά πρωί, μετά Έδεσσα', ''),
 (N, 'Astir Beach', '', 'Απόλλωνος 40;Βουλιαγμένη;;166 71;Ελλάδα', 'ξαπλώστρες Κυριακή 10:00, παιδιά μισή τιμή', ''),
 # shops, builders, agencies
 (N, 'Coco-Mat Κηφισιά', '', 'Λεβίδου 2;Κηφισιά;;145 62;Ελλάδα', 'στρώμα 160x200, παράδοση Πέμπτη 9-13, παραγγελία 44871', ''),
 (N, 'Ζαχαροπλαστείο Βάρσος', '', 'Κασσαβέτη 5;Κηφισιά;;145 62;Ελλάδα', 'βασιλόπιτα 1,5 κιλό, παραλαβή 31/12 12:00', ''),
 (N, 'Naxos Villas Κατασκευαστική', '', 'Χώρα;Νάξος;;843 00;Ελλάδα', 'ανακαίνιση μπάνιου στης πεθεράς, 2η δόση 3.000€', ''),
 (N, 'Hotels & More Ταξιδιωτικό Γραφείο', '', 'Ανδρέα Παπανδρέου 12;Χαλάνδρι;;152 32;Ελλάδα', 'εισιτήρια Μπάρι, πακέτο Πούλια, εξόφληση ως 30/6', ''),
 (N, 'Mouzenidis Travel', '', 'Λεωφ. Νίκης 15;Θεσσαλονίκη;;546 23;Ελλάδα', '', ''),
 # airlines, ferries, trains
 (N, 'Olympic Air', '', '', 'Miles+Bonus 228 4410 93, Gold ως 3/27', 'KIND:org'),
 (N, 'Air Serbia', '', '', 'ATH-BEG 7:10, 1 αποσκευή 23kg', 'KIND:org'),
 (N, 'ITA Airways', '', '', 'Αθήνα-Ρώμη 6/8 14:35, θέσεις 12A-D', ''),
 (N, 'Minoan Lines', '', 'Ακτή Κονδύλη 22;Πειραιάς;;185 45;Ελλάδα', 'Πειραιάς-Ηράκλειο 21:00, καμπίνα 4κλινη εσωτερική Α4, αυτοκίνητο', ''),
 (N, 'Superfast Ferries', '', 'Νέος Λιμένας Πάτρας;Πάτρα;;263 33;Ελλάδα', 'Πάτρα-Μπάρι 17:30, καμπίνα 4κλινη εξωτερική, ΙΧ ΥΧΡ-4410, check in 2 ώρες πριν', ''),
 (N, 'Celestyal Cruises', '', 'Ακτή Μιαούλη 85;Πειραιάς;;185 38;Ελλάδα', 'κρουαζιέρα 3 νύχτες Κυκλάδες-Κουσάντασι, καμπίνα 7034, επιβίβαση 10:00', ''),
 (N, 'Trenitalia - vagone letto', '', '', 'Roma Termini 22:50 - Bari 7:30, vagone letto 7, posti 41-44', ''),
 (N, 'Hellenic Train', '', '', 'Αθήνα-Θεσσαλονίκη 7:22, βαγόνι 5 θέση 34', 'KIND:org'),
 # health, schools
 (N, 'ΥΓΕΙΑ', '', 'Ερυθρού Σταυρού 4;Μαρούσι;;151 23;Ελλάδα', 'Λένα μαστογραφία 14/5 9:40, νηστεία όχι', ''),
 (N, '3ο Γυμνάσιο Χαλανδρίου', '', 'Αναξαγόρα 6;Χαλάνδρι;;152 34;Ελλάδα', '', ''),
 (N, '1ο Δημοτικό Σχολείο Χαλανδρίου', '', 'Ηρώων Πολυτεχνείου 3;Χαλάνδρι;;152 31;Ελλάδα', 'εκδρομή Ναύπλιο, 15€ ως Παρασκευή', ''),
 (N, 'Κτηνιατρείο Χαλανδρίου', '', 'Πεντέλης 81;Χαλάνδρι;;152 34;Ελλάδα', '', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AR{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
