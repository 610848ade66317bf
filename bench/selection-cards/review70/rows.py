#!/usr/bin/env python3
"""Writes cards.tsv for review70: one realistic address book of a Santiago-based Chilean family, the
Fuenzalida Pizarro of Vitacura. Rodrigo Fuenzalida is in the commercial team of a cherry exporter (Frutícola
Cordillera S.A.): packing houses and orchards in Curicó, Talca, Linares and Rancagua, the port of San Antonio, a
seminar in Concepción, clients in Shanghai and Guangzhou and Asia Fruit Logistica in Hong Kong (hotels written in
Chinese: 酒店, 宾馆, and a brand alone). Carolina (Caro) Pizarro is a process engineer with Codelco: Calama,
Antofagasta (Exponor), Copiapó, Perumin in Arequipa. The family's holidays: the Atacama (San Pedro, a tour to
Uyuni), the Elqui valley (domos), Valparaíso, Viña and the coast (a depto and a casa for rent), the Cajón del Maipo
and the ski centres, Colchagua, the lakes (Pucón, a ruka in Malalcahuello, Huilo Huilo, Puyehue, Puerto Varas),
Chiloé (a palafito, a house let by a landlady, a camping), Patagonia (Puerto Natales, the W of Torres del Paine:
refugios, a camping, EcoCamp's domes, an estancia; Punta Arenas), Mendoza (a posada, wine hotels, the hostería at
Puente del Inca) and Rapa Nui (Hare Noi, a residencial, cabañas, a camping). Around them the home contacts:
family, the nana, the abuela in her residencia for the old, colleagues and clients, hotel staff and hosts, a
landlady, picadas, fuentes de soda and restaurants, bars, a fonda, an event venue, a dog hotel, a developer, travel
agencies, airlines, Turbus's salón cama, Skorpios's cabins, tour operators, wineries, hot springs by day, a ski
area, a clinic, the school, shops. Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra
vCard lines. A person's card has N (its ORG, if any, is in extra). Styles cycle
apple/google/outlook/android/thunderbird. hotel = somewhere one books a bed, room, hut bunk, cabaña, domo,
cottage, house or tent pitch for the night (hotels, apart hotels, short-let deptos and holiday houses, hostales,
hostels, residenciales, hosterías, posadas, lodges, refugios, domos, rukas, cabañas, campings, resorts, an
estancia that lets rooms); not = everything else, including hotel staff's, hosts' and a landlady's own cards,
restaurants, bars, a fonda, a hostería that is only a restaurant, an event venue, a residence for the old, a dog
hotel, a developer, hot springs and wineries visited by day, a sleeper bus and a ferry with cabins. Labels fixed
here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
RM, VAL, MAU, OHI, BIO, ANT = 'Región Metropolitana', 'Región de Valparaíso', 'Región del Maule', "Región de O'Higgins", 'Región del Biobío', 'Región de Antofagasta'
COQ, ARA, RIO, LAG, MAG = 'Región de Coquimbo', 'Región de La Araucanía', 'Región de Los Ríos', 'Región de Los Lagos', 'Región de Magallanes'
TDP = 'Parque Nacional Torres del Paine;Torres del Paine;' + MAG + ';6170000;Chile'
C = [
 # --- Rodrigo's work: the packing season, the port, a seminar
 (H, 'Hotel Los Álamos Curicó', '', 'Manuel Rodríguez 411;Curicó;' + MAU + ';3340000;Chile', 'temporada cereza, 5 noches, hab. 12, factura a Frutícola Cordillera', ''),
 (H, 'Apart Hotel Curicó Centro', '', 'Yungay 680;Curicó;' + MAU + ';3340000;Chile', '', ''),
 (H, 'Hotel Terrabella Talca', '', '1 Sur 641;Talca;' + MAU + ';3460000;Chile', 'visita huertos San Clemente, 1 noche, desayuno desde las 7', ''),
 (H, 'Hostal Don Rafael', '', 'Independencia 535;Linares;' + MAU + ';3580000;Chile', '', ''),
 (H, 'Diego de Almagro Rancagua', '', 'Av. Brasil 1070;Rancagua;' + OHI + ';2820000;Chile', '1 noche, packing Requínoa a las 7:00', ''),
 (H, 'Hotel Marítimo San Antonio', '', 'Av. Barros Luco 1680;San Antonio;' + VAL + ';2660000;Chile', 'inspección embarque, 1 noche, pedir factura', ''),
 (H, 'Sonesta Concepción', '', 'Av. San Andrés 38;Concepción;' + BIO + ';4030000;Chile', 'seminario cerezas zona sur, 2 noches, late check-out pedido', 'TEL;TYPE=WORK:+56 41 296 0000'),
 # --- China and Hong Kong
 (H, '全季酒店 上海虹桥国展中心店', '', '崧泽大道333号;上海;上海市;201702;中国', '3 noches, hab. 1215, reunión con Wang Li el jueves', ''),
 (H, '亚朵 上海静安寺', '', '愚园路68号;上海;上海市;200040;中国', '2 noches, pagado por Trip.com, desayuno incluido', ''),
 (H, '广东迎宾馆', '', '解放北路603号;广州;广东省;510180;中国', '3 noches, a 20 min del mercado Jiangnan, pedir fapiao', ''),
 (H, 'Novotel Citygate Hong Kong', '', '51 Man Tung Road Tung Chung;Hong Kong;;;Hong Kong', 'Asia Fruit Logistica, 3 noches, check-in 14:00, shuttle a AsiaWorld-Expo', ''),
 # --- Caro's work: Calama, Antofagasta, Copiapó, Perumin
 (H, 'Diego de Almagro Calama', '', 'Av. Granaderos 3048;Calama;' + ANT + ';1390000;Chile', 'semana en faena, 4 noches, hab. 207', ''),
 (H, 'Holiday Inn Express Antofagasta', '', 'Av. Grecia 1490;Antofagasta;' + ANT + ';1240000;Chile', '2 noches, estacionamiento gratis, desayuno 6:30', ''),
 (H, 'Enjoy Antofagasta', '', 'Av. Angamos 01455;Antofagasta;' + ANT + ';1240000;Chile', 'Exponor, 3 noches, reserva 551028', ''),
 (H, 'Hotel Antay Copiapó', '', 'Copayapu 1250;Copiapó;Región de Atacama;1530000;Chile', '', ''),
 (H, 'Libertador Arequipa', '', 'Plaza Simón Bolívar s/n Selva Alegre;Arequipa;Arequipa;04001;Perú', 'Perumin, 5 noches, tarifa congreso USD 120', ''),
 (H, 'Wyndham Costa del Sol Lima Airport', '', 'Av. Elmer Faucett s/n;Callao;Callao;07031;Perú', 'escala a Arequipa, 1 noche, frente al aeropuerto', ''),
 # --- Santiago, for guests and an intern
 (H, 'Hotel Magnolia', '', 'Huérfanos 539;Santiago;' + RM + ';8320000;Chile', 'tíos de Conce, 2 noches por el matri de Nico, desayuno incluido', ''),
 (H, 'Atton El Bosque', '', 'Roger de Flor 2770;Las Condes;' + RM + ';7550000;Chile', 'clientes chinos, 3 noches, tarifa convenio Frutícola', ''),
 (H, 'Hostal Bellavista', '', 'Dardignac 184;Providencia;' + RM + ';7500000;Chile', '', ''),
 (H, 'La Chimba Hostel', '', 'Ernesto Pinto Lagarrigue 262;Santiago;' + RM + ';8320000;Chile', 'practicante de Curicó, 2 noches, pieza privada', ''),
 # --- snow and the Cajón del Maipo
 (H, 'Hotel Puerta del Sol Valle Nevado', '', 'Av. Valle Nevado s/n;Lo Barnechea;' + RM + ';7690000;Chile', 'vacaciones de invierno, 3 noches, media pensión, arriendo de equipos aparte', ''),
 (H, 'Inca Lodge Portillo', '', 'Ruta 60 km 69;Los Andes;' + VAL + ';2100000;Chile', 'semana de ski con Nico, pieza de 4 con literas, baño compartido', ''),
 (H, 'Nevados de Chillán', '', 'Camino a Termas de Chillán km 84;Pinto;Región de Ñuble;3860000;Chile', '3 noches, media pensión, piscina termal incluida', ''),
 (H, 'Refugio Lo Valdés', '', 'Camino al Volcán km 77;San José de Maipo;' + RM + ';9460000;Chile', '1 noche, cena incluida, llegar antes de las 19:00', ''),
 (H, 'Camping Termas Valle de Colina', '', 'Camino a Baños Morales s/n;San José de Maipo;' + RM + ';9460000;Chile', '2 noches, carpa 4 pers., solo efectivo', ''),
 (H, 'Cabañas Los Maitenes', '', 'Camino al Volcán 21350;San José de Maipo;' + RM + ';9460000;Chile', '', ''),
 # --- Colchagua
 (H, 'Hotel Santa Cruz Plaza', '', 'Plaza de Armas 286;Santa Cruz;' + OHI + ';3130000;Chile', 'aniversario, 2 noches, ruta del vino el sábado', ''),
 (H, 'Lapostolle Residence', '', 'Camino San Fernando a Pichilemu km 36;Santa Cruz;' + OHI + ';3130000;Chile', '', ''),
 # --- Valparaíso, Viña and the coast
 (H, 'Casa Galos', '', 'Galos 390 Cerro Alegre;Valparaíso;' + VAL + ';2360000;Chile', '2 noches, hab. con vista a la bahía, estacionar abajo en Prat', ''),
 (H, 'Winebox Valparaíso', '', 'Baquedano 763 Cerro Mariposa;Valparaíso;' + VAL + ';2360000;Chile', '', ''),
 (H, 'Hostal Luna Sonrisa', '', 'Templeman 833 Cerro Alegre;Valparaíso;' + VAL + ';2360000;Chile', '', ''),
 (H, 'Sheraton Miramar Viña del Mar', '', 'Av. Marina 15;Viña del Mar;' + VAL + ';2520000;Chile', 'Festival, 2 noches, estacionamiento incluido', ''),
 (H, 'Depto Reñaca Av. Borgoño', '', 'Av. Borgoño 14780 depto 703;Viña del Mar;' + VAL + ';2580000;Chile', 'arriendo del 10 al 17 de enero, 4 pers., garantía $150.000, llaves en conserjería', ''),
 (H, 'Casa Maitencillo', '', 'Av. del Mar 1320;Maitencillo;' + VAL + ';2480000;Chile', 'arriendo 2 semanas en feb, 3 dormitorios, abono 50%, entrada 16:00', ''),
 (H, 'Cabañas Costa Quintay', '', 'Jaime Vargas 50;Quintay;' + VAL + ';2480000;Chile', 'finde largo, cabaña 4 pers., tinaja $30.000 extra', ''),
 # --- La Serena and the Elqui valley
 (H, 'Elqui Domos', '', 'Sector Los Nichos s/n;Pisco Elqui;' + COQ + ';1760000;Chile', '2 noches, domo 3, observación astronómica 22:00', ''),
 (H, 'Refugio Misterios de Elqui', '', 'Camino Pisco Elqui a Horcón km 3;Pisco Elqui;' + COQ + ';1760000;Chile', '', ''),
 (H, 'Hostal El Punto', '', 'Andrés Bello 979;La Serena;' + COQ + ';1700000;Chile', '', ''),
 # --- the Atacama and Uyuni
 (H, 'Hostal Laskar', '', 'Gustavo Le Paige 198;San Pedro de Atacama;' + ANT + ';1410000;Chile', '3 noches, baño compartido, pago en efectivo, no hay calefacción', ''),
 (H, 'Noi Casa Atacama', '', 'Av. Pedro de Valdivia 2;San Pedro de Atacama;' + ANT + ';1410000;Chile', '4 noches todo incluido, excursiones incluidas, check-in 15:00', 'URL:https://www.noihotels.com'),
 (H, 'Awasi Atacama', '', 'Tocopilla 4;San Pedro de Atacama;' + ANT + ';1410000;Chile', '', ''),
 (H, 'Hotel Kimal', '', 'Domingo Atienza 452;San Pedro de Atacama;' + ANT + ';1410000;Chile', '', ''),
 (H, 'Cristal Samaña', '', 'Salar de Uyuni Colchani;Uyuni;Potosí;;Bolivia', 'tour 3 días, 1 noche acá, -10° en la noche, llevar parka', ''),
 (H, 'Tambo Aymara', '', 'Calle Camacho s/n;Uyuni;Potosí;;Bolivia', '', ''),
 # --- the lakes
 (H, 'Antumalal', '', 'Camino Pucón a Villarrica km 2;Pucón;' + ARA + ';4920000;Chile', 'aniversario, 2 noches, hab. 8, desayuno hasta 10:30', ''),
 (H, 'Enjoy Pucón', '', 'Clemente Holzapfel 190;Pucón;' + ARA + ';4920000;Chile', 'vacaciones de invierno, 3 noches, kids club incluido', ''),
 (H, '¡école! Pucón', '', 'General Urrutia 592;Pucón;' + ARA + ';4920000;Chile', 'Flo con amigas, 3 noches, pieza compartida de 6, desayuno aparte', ''),
 (H, 'Camping Playa Blanca Caburgua', '', 'Camino a Caburgua km 18;Pucón;' + ARA + ';4920000;Chile', 'sitio 14, 3 noches, $25.000 por noche', ''),
 (H, 'Cabañas Brisas del Lago', '', 'General Urrutia 310;Licán Ray;' + ARA + ';4930000;Chile', '', ''),
 (H, 'Ruka Pewen Malalcahuello', '', 'Camino Internacional km 82;Malalcahuello;' + ARA + ';4780000;Chile', 'ruka familiar, 2 noches, leña incluida, llegar antes de las 20', ''),
 (H, 'Montaña Mágica Lodge', '', 'Reserva Biológica Huilo Huilo;Neltume;' + RIO + ';5220000;Chile', '1 noche, hab. 14, cena buffet 20:00', ''),
 (H, 'Termas Puyehue Wellness & Spa Resort', '', 'Ruta 215 km 76;Puyehue;' + LAG + ';5360000;Chile', '2 noches pensión completa, termas incluidas', ''),
 (H, 'Cumbres Puerto Varas', '', 'Imperial 0561;Puerto Varas;' + LAG + ';5550000;Chile', '', ''),
 (H, 'Casa Kalfu', '', 'Tronador 1134;Puerto Varas;' + LAG + ';5550000;Chile', '3 noches, check-in desde las 14, pedir pieza con vista al Osorno', 'EMAIL:reservas@casakalfu.cl'),
 (H, 'Hostería Petrohué', '', 'Ruta 225 km 64;Petrohué;' + LAG + ';5550000;Chile', '1 noche, catamarán Todos los Santos 9:00 al otro día', ''),
 (H, 'Hotel Gran Pacífico', '', 'Urmeneta 719;Puerto Montt;' + LAG + ';5480000;Chile', 'noche antes del Skorpios, embarque 16:00', ''),
 # --- Chiloé
 (H, 'Palafito 1326', '', 'Ernesto Riquelme 1326;Castro;' + LAG + ';5700000;Chile', '3 noches, check-in 15:00, estacionamiento en la calle', ''),
 (H, 'Hostería Ancud', '', 'San Antonio 30;Ancud;' + LAG + ';5710000;Chile', '', ''),
 (H, 'Tierra Chiloé', '', 'San José Playa Rilán;Castro;' + LAG + ';5700000;Chile', '2 noches, todo incluido, lancha a Mechuque el domingo', ''),
 (H, 'Casa Dalcahue arriendo', '', 'Pedro Montt 215;Dalcahue;' + LAG + ';5730000;Chile', '5 noches en feb, abono $100.000, resto al llegar, traer ropa de cama', ''),
 (H, 'Camping Chanquín', '', 'Sector Chanquín s/n;Cucao;' + LAG + ';5700000;Chile', '', ''),
 # --- Patagonia
 (H, 'Noi Indigo Patagonia', '', 'Ladrilleros 105;Puerto Natales;' + MAG + ';6160000;Chile', '2 noches antes del W, dejar maletas en custodia', ''),
 (H, "Hostal Lili Patagonico's", '', 'Arturo Prat 479;Puerto Natales;' + MAG + ';6160000;Chile', '', ''),
 (H, 'Weskar Patagonian Lodge', '', 'Ruta 9 km 1;Puerto Natales;' + MAG + ';6160000;Chile', '', ''),
 (H, 'Refugio Torre Central', '', 'Sector Las Torres ' + TDP, 'W noche 1, cama en pieza de 6, pensión completa, voucher impreso', ''),
 (H, 'Camping Francés', '', 'Valle del Francés ' + TDP, 'W noche 3, plataforma con carpa armada, saco arrendado', ''),
 (H, 'Refugio Paine Grande', '', 'Lago Pehoé ' + TDP, 'W noche 4, cena 19:30, catamarán a Pudeto al otro día 12:00', ''),
 (H, 'Refugio Los Cuernos', '', 'Lago Nordenskjöld ' + TDP, 'W noche 2, reserva TP-55810, ducha caliente hasta las 22', ''),
 (H, 'EcoCamp Patagonia', '', 'Sector Las Torres ' + TDP, 'domo standard, 2 noches al final del W', 'URL:https://www.ecocamp.travel'),
 (H, 'Hostería Lago Tyndall', '', 'Sector Río Serrano ' + TDP, '1 noche, pieza 5, vista al macizo', ''),
 (H, 'Estancia Cerro Guido', '', 'Ruta Y-290 km 60;Cerro Guido;' + MAG + ';6170000;Chile', '2 noches, cabalgata y asado de cordero incluidos', ''),
 (H, 'Dreams del Estrecho', '', "O'Higgins 1235;Punta Arenas;" + MAG + ';6200000;Chile', '1 noche antes del vuelo, late check-out 13:00', ''),
 (H, 'Hotel Cabo de Hornos', '', 'Plaza Muñoz Gamero 1025;Punta Arenas;' + MAG + ';6200000;Chile', '', ''),
 # --- Mendoza
 (H, 'Posada Salentein', '', 'Ruta 89 s/n Los Árboles;Tunuyán;Mendoza;5560;Argentina', '2 noches, cena maridaje incluida, pagar en dólares', ''),
 (H, 'Casa de Uco', '', 'Ruta 94 km 14 Los Chacayes;Tunuyán;Mendoza;5560;Argentina', '2 noches, cabalgata incluida, check-in 15:00', 'URL:https://www.casadeuco.com'),
 (H, 'Sheraton Mendoza', '', 'Primitivo de la Reta 989;Mendoza;Mendoza;5500;Argentina', '', ''),
 (H, 'Hostería Puente del Inca', '', 'Ruta 7 km 175;Puente del Inca;Mendoza;5555;Argentina', '1 noche a la vuelta, el paso Cristo Redentor cierra a las 21:00', ''),
 (H, 'Lares de Chacras', '', 'Italia 5806 Chacras de Coria;Luján de Cuyo;Mendoza;5505;Argentina', '', ''),
 # --- Rapa Nui
 (H, 'Hangaroa Eco Village & Spa', '', 'Av. Pont s/n;Hanga Roa;' + VAL + ';2770000;Chile', '5 noches, collar de flores a la llegada, traslado incluido', ''),
 (H, 'Hare Noi', '', "Av. Hotu Matu'a s/n;Hanga Roa;" + VAL + ';2770000;Chile', '4 noches, bungalow 3, traslado incluido', ''),
 (H, 'Residencial Kona Tau', '', 'Avareipua s/n;Hanga Roa;' + VAL + ';2770000;Chile', 'Nico mochilero, 6 noches, pieza compartida', ''),
 (H, 'Camping Mihinoa', '', 'Av. Pont s/n;Hanga Roa;' + VAL + ';2770000;Chile', 'Nico: carpa arrendada, 2 noches antes de pasarse a la residencial', ''),
 (H, 'Cabañas Vai Moana', '', 'Atamu Tekena s/n;Hanga Roa;' + VAL + ';2770000;Chile', 'cabaña 2, 5 noches en la Tapati, desayuno a las 8', ''),
]
P = [
 # family and household
 (N, 'Mamá Carmen', 'Ortúzar;Carmen;;;', 'Av. Los Leones 1450 depto 82;Providencia;' + RM + ';7510000;Chile', 'cumpleaños 14 de marzo, los remedios de la presión los compra la Caro', ''),
 (N, 'Papá Jorge', 'Fuenzalida;Jorge;;;', '', 'once los domingos, revisar el calefont', ''),
 (N, 'Abuela Olga', 'Larraín;Olga;;;', 'Av. Las Condes 9460;Las Condes;' + RM + ';7560000;Chile', 'visitas sábado de 15 a 18, llevarle chilenitos', ''),
 (N, 'Carolina Pizarro', 'Pizarro Vial;Carolina;;;', '', 'Caro, celular de la pega', 'ORG:Codelco || TITLE:Ingeniera de Procesos Senior'),
 (N, 'Florencia', 'Fuenzalida Pizarro;Florencia;;;', '', '2° medio B, preu martes y jueves', ''),
 (N, 'Tomás Fuenzalida', 'Fuenzalida Pizarro;Tomás;;;', '', '6° básico, fútbol mar/jue', ''),
 (N, 'Nico Fuenzalida', 'Fuenzalida Ortúzar;Nicolás;;;', '', 'hermano, matri 23 nov', ''),
 (N, 'Suegra Gloria', 'Vial;Gloria;;;', 'Lincoyán 444;Concepción;' + BIO + ';4030000;Chile', 'llamar los domingos, alérgica al maní', ''),
 (N, 'Sra. Rosa', 'Huenchumilla;Rosa;;;', '', 'nana puertas afuera, lun a vie, imposiciones el 10', ''),
 (N, 'Maestro Juan gásfiter', ';Juan;;;', '', 'calefont, $45.000 por transferencia', ''),
 (N, 'Cristián Posada', 'Posada;Cristián;;;', 'Los Cóndores 1120;Vitacura;' + RM + ';7630000;Chile', 'vecino, tiene llave de repuesto', ''),
 (N, 'Javiera Cabañas', 'Cabañas;Javiera;;;', '', 'profe jefe de la Flo, reunión de apoderados jueves 19:00', 'ORG:Colegio Huelén || TITLE:Profesora jefe 2° medio B'),
 (N, 'Andrés Ritz', 'Ritz;Andrés;;;', '', 'entrenador de Tomás, partido sábado 10:00 en cancha 3', ''),
 (N, 'Coni Casas', 'Casas;Constanza;;;', '', 'amiga de la Caro, nos pasó el dato de la casa en Maitencillo', ''),
 (N, 'Dr. Felipe Villa', 'Villa;Felipe;;Dr.;', '', 'ortodoncista de la Flo, control frenillos 16:30', 'ORG:Clínica Dental Vitacura || TITLE:Ortodoncista'),
 # colleagues and clients
 (N, 'Gonzalo Errázuriz', 'Errázuriz;Gonzalo;;;', '', 'jefe, comité lunes 8:30', 'ORG:Frutícola Cordillera S.A. || TITLE:Gerente Comercial'),
 (N, '王丽', '王;丽;;;', '', 'Wang Li, WeChat, contenedores cereza semana 52', 'ORG:佳农食品 || TITLE:采购经理'),
 (N, 'Kelvin Chan', 'Chan;Kelvin;;;', '', 'AFL, reunión en el stand Chile 10:30', 'ORG:Chan Fat Kee Fruits Ltd.'),
 (N, 'Marcelo Tapia', 'Tapia;Marcelo;;;', '', 'agente de aduana, despachos San Antonio', 'ORG:Agencia de Aduanas Tapia y Cía.'),
 (N, 'Paola Cortés', 'Cortés;Paola;;;', '', 'compañera de turno de la Caro, jefa de planta', 'ORG:Codelco División Ministro Hales'),
 (N, 'Diego Valdivia', 'Valdivia;Diego;;;', '', 'compañero de la U, trabaja en Escondida, asado 12/10', 'ORG:Minera Escondida'),
 (N, 'Martín Pérez Cassino', 'Pérez Cassino;Martín;;;', '', 'amigo mendocino, enólogo, asado el viernes', 'ORG:Familia Zuccardi'),
 # hotel staff, hosts, a landlady
 (N, 'Valentina Rojas', 'Rojas;Valentina;;;', '', 'tarifa corporativa 2026, convenio hasta diciembre', 'ORG:Atton El Bosque || TITLE:Ejecutiva de Ventas Corporativas'),
 (N, 'Pedro Haoa', 'Haoa;Pedro;;;', '', 'nos busca al aeropuerto, WhatsApp', 'ORG:Hare Noi'),
 (N, 'Ignacio Soto', 'Soto;Ignacio;;;', '', 'cambio de fecha por mail, voucher nuevo', 'ORG:Refugio Los Cuernos || TITLE:Administrador'),
 (N, 'María José Lagos', 'Lagos;María José;;;', '', 'anfitriona, leña extra $8.000', 'ORG:Ruka Pewen Malalcahuello'),
 (N, '陈静', '陈;静;;;', '', 'Chen Jing, tarifa empresa, fapiao a nombre de Frutícola', 'ORG:广东迎宾馆 || TITLE:销售经理'),
 (N, 'Sra. Eliana Barrientos', 'Barrientos;Eliana;;;', 'Pedro Montt 215;Dalcahue;' + LAG + ';5730000;Chile', 'casa en Dalcahue, 5 noches feb, abono $100.000 transferido', ''),
 (N, 'Pancho (depto Reñaca)', 'Ugarte;Francisco;;;', '', 'dueño del depto, check-in 16:00, clave wifi en el refri', ''),
]
O = [
 # picadas, fuentes de soda, restaurants
 (N, 'Fuente Alemana', '', "Av. Libertador Bernardo O'Higgins 58;Santiago;" + RM + ';8320000;Chile', 'lomito completo, cerrado el domingo', ''),
 (N, 'Fuente Mardoqueo', '', 'Libertad 525;Santiago;' + RM + ';8350000;Chile', '', ''),
 (N, 'La Posada del Corregidor', '', 'Esmeralda 732;Santiago;' + RM + ';8320000;Chile', 'cumpleaños de la Caro, mesa para 8, sábado 21:00', ''),
 (N, 'El Hoyo', '', 'San Vicente 375;Estación Central;' + RM + ';9160000;Chile', 'terremoto, ojo con el segundo', ''),
 (N, 'Donde Augusto', '', 'Mercado Central local 66;Santiago;' + RM + ';8320000;Chile', '', ''),
 (N, 'Hostería Los Cántaros', '', 'Av. Roberto Bravo 95;Pomaire;' + RM + ';9580000;Chile', 'almuerzo domingo, empanada de un kilo, reservar terraza 13:30', ''),
 (N, 'Café Turri', '', 'Templeman 147 Cerro Concepción;Valparaíso;' + VAL + ';2360000;Chile', 'almuerzo viernes 14:00, mesa en la terraza', ''),
 (N, 'Te Moana', '', 'Av. Policarpo Toro s/n;Hanga Roa;' + VAL + ';2770000;Chile', 'cena 20:00 para la puesta de sol, atún con plátano', ''),
 (N, '北园酒家', '', '小北路202号;广州;广东省;510045;中国', 'cena con clientes 19:00, sala privada, reservó Wang Li', ''),
 (N, 'Karai by Mitsuharu - Hotel W Santiago', '', 'Isidora Goyenechea 3000;Las Condes;' + RM + ';7550000;Chile', 'aniversario, reserva 20:30, menú degustación', ''),
 (N, 'Cocinería Doña Lula', '', 'Feria Artesanal Pedro Montt s/n;Dalcahue;' + LAG + ';5730000;Chile', 'curanto en olla, el sábado a mediodía', ''),
 # bars, a fonda
 (N, 'The Lodge Pub', '', 'Av. Providencia 1438;Providencia;' + RM + ';7500000;Chile', 'after con los de la pega, jueves 19:30', ''),
 (N, 'Bar Nacional', '', 'Bandera 317;Santiago;' + RM + ';8320000;Chile', '', ''),
 (N, 'Fonda La Yein', '', "Parque O'Higgins;Santiago;" + RM + ';8370000;Chile', 'Fiestas Patrias, 19 sept, 4 entradas, pie de cueca', ''),
 # the old, charity, the dog
 (N, 'Residencia Adulto Mayor Los Jazmines', '', 'Av. Las Condes 9460;Las Condes;' + RM + ';7560000;Chile', 'abuela Olga, mensualidad antes del 5, lavandería aparte', ''),
 (N, 'Hogar de Cristo', '', 'Hogar de Cristo 3812;Estación Central;' + RM + ';9160000;Chile', 'aporte mensual $10.000, PAC', ''),
 (N, 'Hotel Canino Los Dominicos', '', 'Camino Las Flores 10990;Las Condes;' + RM + ';7590000;Chile', 'Cholo, 7 noches en febrero, vacuna óctuple al día, retiro hasta las 18:00', ''),
 (N, 'Veterinaria Vitacura', '', 'Av. Vitacura 6255;Vitacura;' + RM + ';7630000;Chile', 'Cholo, antiparasitario cada 3 meses', ''),
 # venues, a developer
 (N, 'Casona El Refugio', '', 'Camino El Principal 1500;Pirque;' + RM + ';9480000;Chile', 'matri de Nico 23/11, ceremonia 17:30, estacionamiento interior', ''),
 (N, 'CasaPiedra', '', 'Av. San Josemaría Escrivá de Balaguer 5600;Vitacura;' + RM + ';7630000;Chile', 'cena de exportadores, jueves 20:00, tenida formal', ''),
 (N, 'Espacio Riesco', '', 'Av. El Salto 5000;Huechuraba;' + RM + ';8580000;Chile', 'Expomin, stand Codelco, acreditación de la Caro', ''),
 (N, 'Inmobiliaria Cabañas del Lago Ranco SpA', '', 'Av. Apoquindo 3650 of. 1201;Las Condes;' + RM + ';7550000;Chile', 'promesa parcela 12, cuota 3 de 12, UF 180', ''),
 # travel agencies, airlines
 (N, 'Turismo Cocha', '', 'Av. El Bosque Norte 0430;Las Condes;' + RM + ';7550000;Chile', 'cotización Rapa Nui vacaciones de invierno, ejecutiva Pía', 'EMAIL:pia.munoz@cocha.com'),
 (N, 'Atrápalo', '', '', 'reclamo reembolso vuelo a Calama, caso 4412907', 'KIND:org || URL:https://www.atrapalo.cl'),
 (N, 'LATAM Travel Chile', '', '', 'LA841 a Isla de Pascua 8:55, socio LATAM Pass', 'KIND:org'),
 (N, 'Cathay Pacific', '', '', 'pasaje a Hong Kong para la AFL, Asia Miles, asiento pasillo', 'KIND:org'),
 (N, 'Aerovías DAP', '', "O'Higgins 891;Punta Arenas;" + MAG + ';6200000;Chile', 'vuelo a Puerto Williams 10:00, 15 kg máximo', ''),
 # buses, trains, boats
 (N, 'Turbus', '', "Terminal Alameda Av. Libertador Bernardo O'Higgins 3750;Estación Central;" + RM + ';9160000;Chile', 'salón cama Santiago-Puerto Montt 21:30, asientos 3 y 4', ''),
 (N, 'EFE Trenes de Chile', '', "Estación Central Av. Libertador Bernardo O'Higgins 3170;Estación Central;" + RM + ';9160000;Chile', 'Tren Chillán 7:30, coche 4', ''),
 (N, 'Cruceros Skorpios', '', 'Angelmó 1660;Puerto Montt;' + LAG + ';5480000;Chile', 'Skorpios II a la laguna San Rafael, 6 días 5 noches, cabina 204', ''),
 (N, 'Transbordadora Austral Broom', '', 'Juan Williams 06450;Punta Arenas;' + MAG + ';6200000;Chile', 'cruce a Porvenir 9:00, auto reservado, presentarse 1 hora antes', ''),
 # tours, wineries, hot springs by day, a ski area, the park
 (N, 'Cosmo Andino Expediciones', '', 'Caracoles 259;San Pedro de Atacama;' + ANT + ';1410000;Chile', 'Valle de la Luna 16:00, geysers del Tatio 4:30', ''),
 (N, 'Cordillera Traveller', '', 'Tocopilla 429;San Pedro de Atacama;' + ANT + ';1410000;Chile', 'tour Uyuni 3 días, pago en dólares, salida 7:30', ''),
 (N, 'Kia Koe Tour', '', 'Atamu Tekena s/n;Hanga Roa;' + VAL + ';2770000;Chile', 'Rano Raraku + Anakena, 9:00 desde el hotel', ''),
 (N, "Ma'u Henua", '', 'Atamu Tekena s/n;Hanga Roa;' + VAL + ';2770000;Chile', 'entrada al parque USD 80, Rano Raraku y Orongo una vez', ''),
 (N, 'Bodega Zuccardi Valle de Uco', '', 'Ruta Provincial 89 km 7;Tupungato;Mendoza;5561;Argentina', 'visita 11:00 + almuerzo 13:00, de ahí a la posada', ''),
 (N, 'Termas Geométricas', '', 'Camino a Coñaripe km 16;Coñaripe;' + RIO + ';5210000;Chile', 'día completo, entrada hasta las 17:00, llevar chalas', ''),
 (N, 'La Parva', '', 'Los Condores 10500;Lo Barnechea;' + RM + ';7690000;Chile', 'pase de temporada Tomás, clases sábado 10:00', ''),
 (N, 'CONAF Torres del Paine', '', 'Portería Laguna Amarga ' + TDP, 'entrada con registro online, imprimir QR', ''),
 # health, school, shops
 (N, 'Clínica Alemana', '', 'Av. Vitacura 5951;Vitacura;' + RM + ';7630000;Chile', 'control Caro 10:15, piso 3, llevar exámenes', ''),
 (N, 'Vacunatorio Internacional', '', 'Av. Vitacura 5951;Vitacura;' + RM + ';7630000;Chile', 'hepatitis A antes de Uyuni, segunda dosis en 6 meses', ''),
 (N, 'Colegio Huelén', '', 'Av. Alejandro Fleming 9505;Las Condes;' + RM + ';7560000;Chile', 'secretaría 8:00-16:00, matrícula en marzo', ''),
 (N, 'Sodimac Homecenter La Reina', '', 'Av. Ossa 1000;La Reina;' + RM + ';7850000;Chile', 'pedido 8123319, despacho jueves entre 9 y 14', ''),
 (N, 'Andesgear', '', 'Helvecia 210;Las Condes;' + RM + ';7550000;Chile', 'carpa y sacos para el W, retiro en tienda', ''),
 # work
 (N, 'Frutícola Cordillera S.A.', '', 'Av. Apoquindo 4499 piso 9;Las Condes;' + RM + ';7550000;Chile', 'recepción piso 9, estacionamiento visitas -2', 'URL:https://www.fruticolacordillera.cl'),
 (N, 'Codelco', '', 'Huérfanos 1270;Santiago;' + RM + ';8320000;Chile', 'casa matriz, la Caro en el piso 9', ''),
 (N, '江南果菜批发市场', '', '江南大道中;广州;广东省;510220;中国', 'visita 4:00 am con Wang Li, cajas de 2,5 kg', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'BK{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
