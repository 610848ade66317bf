#!/usr/bin/env python3
"""Writes cards.tsv for review54: one realistic address book of a Lima-based Peruvian family - Rodrigo Quispe
Huillca, an agronomist with an agro-export company (Agrícola Valle Verde: blueberries and avocados), travelling for
work to Trujillo and the Chao fields, Chiclayo and Olmos, Piura, Ica, Arequipa and Cajamarca, and to buyers and
suppliers in Guayaquil, Quito, Santiago, Bogotá, Medellín, Santa Cruz and La Paz; and Patricia (Paty), a teacher,
who plans the family's holidays: Cusco and the Sacred Valley (a hostal, a hospedaje, a short-let depa, a tambo,
El Albergue), Machu Picchu, Lake Titicaca (homestays on Amantaní and Llachón, a totora lodge on the Uros), the
Colca, Huaraz (an albergue, a refugio), the Amazon (Tambopata and Iquitos lodges), Pozuzo and Chachapoyas, the
coast (Paracas, Huacachina, Máncora, a rented beach house, Lunahuaná, a casa hacienda in Chincha, Huampaní),
Ayacucho, and trips to Bolivia (Uyuni, Copacabana, Isla del Sol, Huayna Potosí, Sucre), Ecuador (Quito, Baños,
Imbabura haciendas and a hostería, Galápagos, Cotopaxi), Chile (San Pedro de Atacama, Torres del Paine,
Valparaíso) and Colombia (Cartagena, the coffee region) - and the home contacts around them. The traps are the
ones a Peruvian book has: a bar called La Posada del Ángel, a picantería called Quinta Eulalia, a Casa Hacienda
that is a restaurant and event venue, a hacienda that is a wedding venue and one that serves lunch, a care home
(Casa de Reposo) where the father-in-law lives, the Albergue Canevaro (a home for the elderly), a dog hotel and a
dog shelter (albergue), a developer (Los Portales) beside its namesake hotel, a convenience store (Tambo+) and an
Inca site (Tambo Colorado) beside the Tambo del Arriero, a wildlife refuge, a condominium (Residencial San Felipe)
beside a La Paz residencial, a hotel chain's corporate sales office, the family names Posada, Mesones, Casas,
Palacios and Hospinal, a nanny called Refugio, hotel staff, a lodge guide, a refugio keeper and homestay hosts whose
ORG is their place, a landlady's own card, an overnight train (Wara Wara del Sur), a bus cama, an Amazon
cruise and a night ferry in Chile, travel agencies and tour operators, airlines and trains, thermal baths visited by
day. Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card
has N (its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird. hotel = a place one
books a bed, room, hut bunk, bungalow, cottage or pitch at for the night (hotels, hostales, hospedajes,
alojamientos, residenciales, posadas, albergues that let beds, hosterías, paradores, casas hacienda with rooms,
lodges and eco-lodges, refugios (mountain huts), homestays (turismo vivencial), short-let apartments, a rented
beach house or country house, a holiday centre's bungalows, campsites, resorts); not = everything else, including
people's cards (staff, guides, hosts, a landlady, even when their ORG is a hotel or their NOTE counts nights),
restaurants, bars, event venues, care homes, a dog hotel, shelters, thermal baths, a day spa, an overnight train,
an overnight bus, a cruise and a ferry. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Rodrigo's work: Trujillo and the Chao fields
 (H, 'Costa del Sol Wyndham Trujillo', '', 'Los Cocoteros 505 Urb. El Golf;Trujillo;La Libertad;13009;Perú', 'campaña arándano, 3 noches, factura a Valle Verde RUC 20481234567', ''),
 (H, 'Hotel Libertador Trujillo', '', 'Jr. Independencia 485;Trujillo;La Libertad;13001;Perú', '', ''),
 (H, 'Hospedaje El Sol de Chao', '', 'Panamericana Norte km 497;Chao;La Libertad;13611;Perú', 'al lado del fundo, 4 noches, cochera para la camioneta, pagar en efectivo', ''),
 # --- Chiclayo, Olmos, Piura
 (H, 'Casa Andina Select Chiclayo', '', 'Av. Federico Villarreal 115;Chiclayo;Lambayeque;14001;Perú', 'proyecto Olmos, 2 noches, check-in 15:00', ''),
 (H, 'Intiotel Chiclayo', '', 'Av. Luis Gonzales 622;Chiclayo;Lambayeque;14001;Perú', '', ''),
 (H, 'Hospedaje Los Algarrobos', '', 'Av. Augusto B. Leguía 310;Olmos;Lambayeque;14240;Perú', 'sin desayuno, agua caliente solo de noche, 3 noches', ''),
 (H, 'Hotel Los Portales Piura', '', 'Jr. Libertad 875;Piura;Piura;20001;Perú', 'auditoría GlobalG.A.P., 2 noches, hab. 210', ''),
 # --- Ica
 (H, 'Hotel Las Dunas', '', 'Av. La Angostura 400;Ica;Ica;11001;Perú', 'vendimia con los clientes chilenos, 2 noches', 'URL:https://www.lasdunashotel.com'),
 (H, 'Villa Jazmín', '', 'Los Girasoles Mz C-1 Lt 7 Huacachina;Ica;Ica;11001;Perú', '', ''),
 # --- Arequipa, Cajamarca
 (H, 'Casa Andina Premium Arequipa', '', 'Calle Ugarte 403;Arequipa;Arequipa;04001;Perú', 'visita fundo Majes, 3 noches, desayuno incluido', ''),
 (H, 'La Casa de Melgar', '', 'Calle Melgar 108;Arequipa;Arequipa;04001;Perú', '', ''),
 (H, 'Laguna Seca Hotel & Spa', '', 'Av. Manco Cápac 1098;Baños del Inca;Cajamarca;06004;Perú', 'reunión productores de palta, 2 noches, poza termal en el cuarto', ''),
 (H, 'El Portal del Marqués', '', 'Jr. del Comercio 644;Cajamarca;Cajamarca;06001;Perú', '', ''),
 # --- Lima, for visitors
 (H, 'Atton San Isidro', '', 'Av. Jorge Basadre 595;San Isidro;Lima;15073;Perú', 'para los compradores de Rotterdam, 4 noches, lo paga la empresa', ''),
 (H, 'Dazzler by Wyndham Lima Miraflores', '', 'Av. José Pardo 879;Miraflores;Lima;15074;Perú', '', ''),
 (H, 'Hotel B', '', 'Av. Sáenz Peña 204;Barranco;Lima;15063;Perú', 'para tío Alberto que viene de Madrid, 5 noches, pagado', ''),
 # --- Ecuador, Chile, Colombia, Bolivia (buyers and suppliers)
 (H, 'Oro Verde Guayaquil', '', 'Av. 9 de Octubre y García Moreno;Guayaquil;Guayas;090313;Ecuador', 'visita importador, 2 noches, USD 139 + impuestos', ''),
 (H, 'Swissôtel Quito', '', 'Av. 12 de Octubre 1820 y Luis Cordero;Quito;Pichincha;170143;Ecuador', '1 noche, vuelo a Guayaquil 7:10', ''),
 (H, 'Ismael 312', '', 'Ismael Valdés Vergara 312;Santiago;Región Metropolitana;8320000;Chile', 'reunión Frutexport, 3 noches, pedir vista al Parque Forestal', ''),
 (H, 'Estelar Parque de la 93', '', 'Carrera 11 #93-46;Bogotá;Cundinamarca;110221;Colombia', 'feria Agroexpo, 3 noches, desayuno 6:00-10:00', ''),
 (H, 'Dann Carlton Medellín', '', 'Carrera 43A #7-50 El Poblado;Medellín;Antioquia;050021;Colombia', '', ''),
 (H, 'Los Tajibos', '', 'Av. San Martín 455 Equipetrol;Santa Cruz de la Sierra;Santa Cruz;;Bolivia', 'proveedor de plantines, 2 noches, tarifa corporativa', ''),
 (H, 'Residencial Illimani', '', 'Av. Illimani 1817 Miraflores;La Paz;La Paz;;Bolivia', 'barato, 1 noche antes del vuelo, baño compartido, Bs 180', ''),
 # --- holidays: Cusco, the Sacred Valley, Machu Picchu, Salkantay
 (H, 'Tambo del Arriero', '', 'Calle Nueva Alta 484;Cusco;Cusco;08002;Perú', 'aniversario 15 años, 2 noches, masajes reservados sáb 16:00', ''),
 (H, 'Quinta Lala', '', 'Cuesta de San Blas 535;Cusco;Cusco;08003;Perú', 'Inti Raymi, 4 noches, hab. triple, depósito 50% por transferencia', ''),
 (H, 'Hospedaje Samana Wasi', '', 'Calle Tandapata 300;Cusco;Cusco;08003;Perú', 'iskay tuta, hab. 5, mikhuy mana kanchu (sin desayuno)', ''),
 (H, "Gringo Bill's", '', 'Calle Colla Raymi 104;Machu Picchu;Cusco;08681;Perú', '1 noche, tren de regreso 14:55, reserva 55210', ''),
 (H, 'Casa Cartagena', '', 'Pumacurco 336;Cusco;Cusco;08002;Perú', '', ''),
 (H, 'Pakaritampu', '', 'Av. Ferrocarril s/n;Ollantaytambo;Cusco;08675;Perú', 'huk tuta, antes del tren, desayuno 5:30', ''),
 (H, 'El Albergue Ollantaytambo', '', 'Estación de tren s/n;Ollantaytambo;Cusco;08675;Perú', '', ''),
 (H, 'Departamento San Blas (Airbnb)', '', 'Calle Carmen Alto 242;Cusco;Cusco;08003;Perú', '6 noches julio, llave con la Sra. Gladys, wifi sanblas2026', ''),
 (H, 'La Casona de Yucay', '', 'Plaza Manco II 104;Yucay;Cusco;08661;Perú', 'feriado largo, 3 noches, con la abuela Rosa', ''),
 (H, 'Camping Soraypampa', '', 'Soraypampa;Mollepata;Cusco;;Perú', 'carpa propia, 1 noche, S/ 10 por persona, de noche -5°C', ''),
 # --- Lake Titicaca
 (H, 'Libertador Lago Titicaca', '', 'Isla Esteves s/n;Puno;Puno;21001;Perú', 'kimsa tuta, hab. vista al lago, oxígeno en recepción', ''),
 (H, 'Uros Khantati', '', 'Isla Khantati - Uros Chulluni;Puno;Puno;;Perú', 'maya aruma en la totora, cena incluida, llevar linterna', ''),
 (H, 'Casa Vivencial Familia Yanarico', '', 'Comunidad Occosuyo - Isla Amantaní;Amantaní;Puno;;Perú', 'Mama Juana, huk tuta, mikhuy kanqa (cena y desayuno), llevar arroz y fruta de regalo', ''),
 (H, 'Hospedaje Vivencial Tika Wasi', '', 'Península de Capachica;Llachón;Puno;;Perú', 'iskay tuta, kayak el domingo 8:00, S/ 70 por persona con comida', ''),
 # --- Arequipa and the Colca
 (H, 'Colca Lodge', '', 'Fundo Puye s/n;Yanque;Arequipa;;Perú', '2 noches, pozas termales abiertas hasta las 22:00', ''),
 (H, 'La Casa de Mamayacchi', '', 'Calle Comercio s/n;Coporaque;Arequipa;;Perú', '', ''),
 (H, 'Posada del Puente', '', 'Av. Bolognesi 101;Arequipa;Arequipa;04001;Perú', '', ''),
 # --- Huaraz and the Cordillera Blanca
 (H, 'Andino Club Hotel', '', 'Jr. Pedro Cochachín 357;Huaraz;Áncash;02001;Perú', 'Semana Santa, 4 noches, vista al Huascarán, reservar con 2 meses', ''),
 (H, 'Albergue Churup', '', 'Jr. Amadeo Figueroa 1257;Huaraz;Áncash;02001;Perú', 'Sebas y sus amigos, S/ 45 la cama en dormitorio, 3 noches', ''),
 (H, 'Refugio Ishinca', '', 'Quebrada Ishinca 4350 m;Pashpa;Áncash;;Perú', 'Sebas, 2 noches en el refugio, media pensión', ''),
 # --- the Amazon, Pozuzo, Chachapoyas
 (H, 'Posada Amazonas', '', 'Comunidad Infierno - río Tambopata;Tambopata;Madre de Dios;;Perú', '3D/2N, recojo en el aeropuerto 10:30, fiebre amarilla 10 días antes', ''),
 (H, 'Refugio Amazonas', '', 'Río Tambopata;Tambopata;Madre de Dios;;Perú', '', ''),
 (H, 'Inkaterra Reserva Amazónica', '', 'Río Madre de Dios km 15;Puerto Maldonado;Madre de Dios;17001;Perú', '', ''),
 (H, 'Ceiba Tops', '', 'Río Amazonas km 40;Iquitos;Loreto;;Perú', '2 noches, delfines rosados, mosquitero', ''),
 (H, 'Hotel El Dorado Plaza', '', 'Jr. Napo 258;Iquitos;Loreto;16001;Perú', '1 noche antes del crucero, late check-out 14:00', ''),
 (H, 'Albergue Frau Maria Egg', '', 'Jr. Los Colonos s/n;Pozuzo;Pasco;;Perú', 'Fiestas Patrias, 2 noches, el strudel de la señora!', ''),
 (H, 'Gocta Andes Lodge', '', 'Cocachimba s/n;Cocachimba;Amazonas;;Perú', '2 noches, caminata a la catarata a las 8', ''),
 # --- the coast
 (H, 'Aranwa Paracas Resort & Spa', '', 'Lote C-1 Urb. Santo Domingo;Paracas;Ica;11550;Perú', 'Año Nuevo, 3 noches, todo incluido', ''),
 (H, 'Hotel Paracas', '', 'Av. Paracas 173;Paracas;Ica;11550;Perú', '', ''),
 (H, "Banana's Adventure Hostel", '', 'Balneario de Huacachina s/n;Ica;Ica;11001;Perú', 'viaje de promo de Sebas, 1 noche + tubulares', ''),
 (H, 'Kichic', '', 'Antigua Panamericana Norte km 1163;Máncora;Piura;20850;Perú', '', ''),
 (H, 'DCO Suites', '', 'Antigua Panamericana Norte km 1217;Máncora;Piura;20850;Perú', 'verano, 5 noches, solo adultos', ''),
 (H, 'Loki del Mar', '', 'Av. Piura 262;Máncora;Piura;20850;Perú', '', ''),
 (H, 'Casa de playa Punta Hermosa', '', 'Calle Las Gaviotas 140;Punta Hermosa;Lima;15846;Perú', 'alquiler enero, 2 semanas, garantía S/ 1500, llave con el guardián', ''),
 (H, 'Refugio de Santiago', '', 'Carretera Cañete-Lunahuaná km 31.5 Paullo;Lunahuaná;Lima;15720;Perú', '2 noches, canotaje, pedir hab. del jardín', ''),
 (H, 'Casa de Campo Los Olivos', '', 'Anexo Condoray s/n;Lunahuaná;Lima;15720;Perú', 'alquiler fin de semana, 8 personas, parrilla', ''),
 (H, 'Casa Hacienda San José', '', 'Panamericana Sur km 203 El Carmen;Chincha;Ica;11730;Perú', 'Verano Negro, 2 noches, show de festejo', ''),
 (H, 'Centro Vacacional Huampaní', '', 'Carretera Central km 24.5;Chaclacayo;Lima;15476;Perú', 'bungalow familiar, 2 noches, piscina', ''),
 (H, 'Casa de la Alameda', '', 'Jr. Cusco 120;Ayacucho;Ayacucho;05001;Perú', 'Semana Santa, 3 noches, hab. con balcón a la plaza', ''),
 (H, 'Los Delfines Hotel', '', 'Calle Los Eucaliptos 555;San Isidro;Lima;15073;Perú', 'boda de Ximena, recepción sáb 20:00, nos quedamos 1 noche, hab. 605', ''),
 # --- Bolivia
 (H, 'Tayka de Sal', '', 'Comunidad de Tahua;Tahua;Potosí;;Bolivia', '2 noches, todo de sal, llevar bloqueador', ''),
 (H, 'Alojamiento El Salar', '', 'Av. Ferroviaria 150;Uyuni;Potosí;;Bolivia', '1 noche al volver del tour, Bs 120 la doble', ''),
 (H, 'La Cúpula', '', 'Calle Michel Pérez 1-3;Copacabana;La Paz;;Bolivia', '', ''),
 (H, 'Hostal Las Olas', '', 'Calle Michel Pérez 1-5;Copacabana;La Paz;;Bolivia', '', ''),
 (H, 'Ecolodge La Estancia', '', 'Yumani - Isla del Sol;Copacabana;La Paz;;Bolivia', 'paya aruma, subir 30 min desde el muelle, cena 19:00', ''),
 (H, 'Refugio Huayna Potosí', '', 'Paso Zongo 4700 m;La Paz;La Paz;;Bolivia', 'Sebas y Juan Carlos, 1 noche antes de subir al campo alto', ''),
 (H, 'Parador Santa María la Real', '', 'Calle Bolívar 625;Sucre;Chuquisaca;;Bolivia', '', ''),
 # --- Ecuador
 (H, 'Casa Gangotena', '', 'Bolívar Oe6-41 y Cuenca;Quito;Pichincha;170401;Ecuador', '2 noches, tour del Centro Histórico 9:00', ''),
 (H, 'Luna Runtun', '', 'Caserío Runtún km 6;Baños de Agua Santa;Tungurahua;180250;Ecuador', '', ''),
 (H, 'La Posada del Arte', '', 'Calle Ibarra y Av. Montalvo;Baños de Agua Santa;Tungurahua;180250;Ecuador', '2 noches, desayuno con pan de casa', ''),
 (H, 'Hacienda Zuleta', '', 'Zuleta - Angochagua;Ibarra;Imbabura;100150;Ecuador', '', ''),
 (H, 'Hostería Chorlaví', '', 'Panamericana Sur km 4;Ibarra;Imbabura;100150;Ecuador', '', ''),
 (H, 'Finch Bay Galápagos Hotel', '', 'Punta Estrada;Puerto Ayora;Galápagos;200350;Ecuador', '4 noches, panga al muelle 24 h, snorkel', ''),
 (H, 'Refugio José Ribas', '', 'Volcán Cotopaxi 4864 m;Latacunga;Cotopaxi;;Ecuador', 'Sebas, 1 noche, salida a la cumbre 0:30', ''),
 # --- Chile
 (H, 'Altiplánico San Pedro de Atacama', '', 'Domingo Atienza 282;San Pedro de Atacama;Antofagasta;1410000;Chile', '3 noches, géiseres 4:30 am', 'URL:https://www.altiplanico.cl'),
 (H, 'Camping Serón', '', 'Sector Serón - Parque Nacional Torres del Paine;Torres del Paine;Magallanes;;Chile', 'parcela 12, 2 noches, carpa arrendada', ''),
 (H, 'Refugio Cuernos', '', 'Sector Cuernos - Parque Nacional Torres del Paine;Torres del Paine;Magallanes;;Chile', 'litera + media pensión, 1 noche, reserva Vertice', 'EMAIL;TYPE=WORK:reservas@verticepatagonia.cl'),
 (H, 'Palacio Astoreca', '', 'Montealegre 149 Cerro Alegre;Valparaíso;Valparaíso;2360000;Chile', '', ''),
 # --- Colombia
 (H, 'Casa Lola', '', 'Calle del Guerrero #29-108 Getsemaní;Cartagena;Bolívar;130001;Colombia', '3 noches, 20 años de casados', ''),
 (H, 'Selina Cartagena', '', 'Calle Media Luna #9-98 Getsemaní;Cartagena;Bolívar;130001;Colombia', '', ''),
 (H, 'Hacienda Venecia', '', 'Vereda El Rosario;Manizales;Caldas;170001;Colombia', '2 noches, tour de café 9:00', ''),
]
P = [
 # family and household
 (N, 'Mamá Rosa', 'Huillca;Rosa;;;', 'Calle Tullumayo 480;Cusco;Cusco;08002;Perú', 'mamay, domingokuna waqyay (llamar los domingos), cumple 14 ago', ''),
 (N, 'Papá Hernán', 'Quispe;Hernán;;;', '', 'chacra en Anta, sábados', ''),
 (N, 'Suegra Carmen', 'Vílchez;Carmen;;;', 'Residencial San Felipe Edif. 52 Dpto 304;Jesús María;Lima;15072;Perú', 'almuerzo los domingos 13:30', ''),
 (N, 'Don Alfredo (suegro)', 'Rojas;Alfredo;;;', 'Av. Los Próceres 1220;Santiago de Surco;Lima;15039;Perú', 'visitas sáb y dom 15:00-18:00, llevarle El Comercio', ''),
 (N, 'Patricia Rojas', 'Rojas Vílchez;Patricia;;;', '', 'Paty, sale del colegio 15:30', 'ORG:I.E. Juana Alarco de Dammert || TITLE:Profesora de Comunicación'),
 (N, 'Sebastián', 'Quispe Rojas;Sebastián;;;', '', '4to de secundaria, fútbol mar/jue', ''),
 (N, 'Valeria', 'Quispe Rojas;Valeria;;;', '', '5to grado, ballet sáb 10:00', ''),
 (N, 'Tío Ernesto Posada', 'Posada;Ernesto;;;', '', 'esposo de tía Nelly, pollada pro fondos 22 feb', ''),
 (N, 'Fiorella Mesones', 'Mesones;Fiorella;;;', '', 'ahijada de Paty, quinceañero 12 abr', ''),
 (N, 'Juan Carlos Quispe', 'Quispe Huillca;Juan Carlos;;;', 'Urb. Magisterio G-7;Cusco;Cusco;08003;Perú', 'hermano, guía oficial, tours Valle Sagrado', ''),
 (N, 'Refugio Condori', 'Condori Mamani;Refugio;;;', '', 'nana, entra 7:30, sueldo fin de mes, de Andahuaylas (habla quechua)', ''),
 (N, 'Miss Karina Palacios', 'Palacios;Karina;;;', '', 'tutora de Vale, reunión de padres jue 18:30', 'ORG:I.E.P. Los Álamos || TITLE:Tutora 5to grado'),
 (N, 'Profe Marco Hospinal', 'Hospinal;Marco;;;', '', 'academia de fútbol, mar/jue 17:00, mensualidad S/ 150', ''),
 (N, 'Don Teófilo gasfitero', ';Teófilo;;;', '', 'terma eléctrica, S/ 120', ''),
 (N, 'Sr. Hugo taxi aeropuerto', ';Hugo;;;', '', 'al aeropuerto S/ 60, avisar 1 día antes', ''),
 (N, 'Sra. Maruja Casas', 'Casas;Maruja;;;', '', 'vecina del 5to, riega las plantas cuando viajamos', ''),
 # colleagues, clients, suppliers
 (N, 'Ing. Julio Ramírez', 'Ramírez Talledo;Julio;;;', '', 'cosecha arándano sem 34', 'ORG:Agrícola Valle Verde S.A.C. || TITLE:Jefe de fundo Chao'),
 (N, 'Ing. Rosario Alvarado', 'Alvarado;Rosario;;;', '', 'aprobar viáticos antes del viaje', 'ORG:Agrícola Valle Verde S.A.C. || TITLE:Gerente de Operaciones'),
 (N, 'Pieter van Dijk', 'van Dijk;Pieter;;;', '', 'palta Hass, llega 12 set, hotel Atton 4 noches', 'ORG:Fresh Fruit BV'),
 (N, 'Felipe Errázuriz', 'Errázuriz;Felipe;;;', '', 'llamar después de las 10 (hora Chile)', 'ORG:Frutexport SpA'),
 (N, 'Andrea Zambrano', 'Zambrano;Andrea;;;', '', 'muestras de arándano por DHL', 'ORG:Importadora El Rosal S.A.'),
 (N, 'Camilo Restrepo', 'Restrepo;Camilo;;;', '', 'cotización contenedor Buenaventura', 'ORG:Frutas del Trópico C.I. S.A.S.'),
 (N, 'Ing. Gabriel Mamani', 'Mamani;Gabriel;;;', '', 'plantines de palta, cotización en USD', 'ORG:Viveros del Oriente SRL'),
 (N, 'Dra. Silvia Huerta', 'Huerta;Silvia;;;', '', 'certificado fitosanitario, inspección martes 8:00', 'ORG:SENASA'),
 # hotel staff, a guide, hosts, a refugio keeper, the landlady
 (N, 'Milagros Cárdenas', 'Cárdenas;Milagros;;;', '', 'tarifa convenio Valle Verde, escribirle antes del 20', 'ORG:Casa Andina Premium Arequipa || TITLE:Ejecutiva de ventas corporativas'),
 (N, 'Juan Carlos Huayllapuma', 'Huayllapuma;Juan Carlos;;;', '', 'guía, vimos el águila harpía!, propina S/ 50', 'ORG:Posada Amazonas || TITLE:Guía naturalista'),
 (N, 'Mama Juana Yanarico', 'Yanarico;Juana;;;', '', 'Amantaní, sulpayki mamay, mandarle las fotos por WhatsApp', 'ORG:Casa Vivencial Familia Yanarico'),
 (N, 'Sra. Gladys Ccahuana', 'Ccahuana;Gladys;;;', '', 'dueña del depa San Blas, 6 noches julio, adelanto S/ 400 por Yape, check-in 14:00', ''),
 (N, 'Don Rómulo (Ishinca)', ';Rómulo;;;', '', 'reservas por celular, solo temporada mayo-set', 'ORG:Refugio Ishinca || TITLE:Refugiero'),
 (N, 'Daniela Soto', 'Soto;Daniela;;;', '', 'nos guardó las maletas, devolverle el adaptador', 'ORG:Altiplánico San Pedro de Atacama || TITLE:Recepción'),
]
O = [
 # restaurants and bars
 (N, 'Central', '', 'Av. Pedro de Osma 301;Barranco;Lima;15063;Perú', 'reserva sáb 20:30 para 2, aniversario, menú Mundos', 'URL:https://centralrestaurante.com.pe'),
 (N, 'Canta Rana', '', 'Génova 101;Barranco;Lima;15063;Perú', '', ''),
 (N, 'La Posada del Ángel', '', 'Av. San Martín 157;Barranco;Lima;15063;Perú', 'trova en vivo jue 22:00, con los del promo', ''),
 (N, 'Bar del Gran Hotel Bolívar', '', 'Jr. de la Unión 958 Plaza San Martín;Lima;Lima;15001;Perú', 'pisco sour catedral con tío Alberto', ''),
 (N, 'Quinta Eulalia', '', 'Calle Choquechaca 384;Cusco;Cusco;08002;Perú', 'cuy al horno para 10, domingo 13:00, cumple de mamá', ''),
 (N, 'Chifa Wa Lok 華樂', '', 'Jr. Paruro 878 Barrio Chino;Lima;Lima;15001;Perú', 'dim sum domingo, mesa para 8', ''),
 (N, 'Picantería La Nueva Palomino', '', 'Leoncio Prado 122 Yanahuara;Arequipa;Arequipa;04013;Perú', 'rocoto relleno, almuerzo 13:00', ''),
 (N, 'Hacienda Huayoccari', '', 'Carretera Pisac-Urubamba km 64;Huayllabamba;Cusco;;Perú', 'almuerzo con reserva, 12 personas, S/ 180 c/u', ''),
 (N, 'Gustu', '', 'Calle 10 #300 Calacoto;La Paz;La Paz;;Bolivia', 'almuerzo con proveedores 13:00', ''),
 (N, 'Liguria', '', 'Av. Providencia 1373;Providencia;Región Metropolitana;7500000;Chile', 'cena con Frutexport 21:00', ''),
 # event venues
 (N, 'Casa Hacienda Moreyra', '', 'Av. Paz Soldán 290;San Isidro;Lima;15073;Perú', 'almuerzo de fin de año de la empresa, 13:00, 40 personas', ''),
 (N, 'Hacienda Mamacona', '', 'Antigua Panamericana Sur km 28;Lurín;Lima;15823;Perú', 'matrimonio de Renzo y Ale, ceremonia 17:00, formal', ''),
 # care homes, a dog hotel, a shelter, a developer
 (N, 'Casa de Reposo Señor de los Milagros', '', 'Av. Los Próceres 1220;Santiago de Surco;Lima;15039;Perú', 'pensión mensual S/ 3200 antes del 5, don Alfredo hab. 12', ''),
 (N, 'Albergue Central Ignacia Rodulfo Vda. de Canevaro', '', 'Jr. Madera 450;Rímac;Lima;15094;Perú', 'colecta del colegio, llevar víveres en diciembre', ''),
 (N, 'Hotel Canino Doggy Inn', '', 'Av. Defensores del Morro 1540;Chorrillos;Lima;15064;Perú', 'Rocky 7 noches en julio, S/ 45 la noche, cartilla de vacunas', ''),
 (N, 'Albergue Canino Patitas Felices', '', 'Calle Los Ficus 210;Pachacámac;Lima;15823;Perú', 'donación mensual S/ 30, de aquí adoptamos a Rocky', ''),
 (N, 'Inmobiliaria Los Portales', '', 'Jr. Mariscal La Mar 991;Magdalena del Mar;Lima;15076;Perú', 'depa Surco, cuota 14/60, débito el 15', ''),
 # travel agencies, operators, airlines, trains, buses, boats
 (N, 'Nuevo Mundo Viajes', '', 'Av. José Pardo 801;Miraflores;Lima;15074;Perú', 'paquete Cartagena, cuota 2/3', 'URL:https://www.nmviajes.com'),
 (N, 'Rainforest Expeditions', '', 'Av. Aramburú 166 of. 4B;Miraflores;Lima;15048;Perú', 'saldo de Posada Amazonas antes del 30, cuenta BCP', ''),
 (N, 'Explorandes', '', 'Calle San Fernando 320;Miraflores;Lima;15074;Perú', 'trekking Ausangate, cotización para 4', ''),
 (N, 'LATAM Perú', '', '', 'LATAM Pass 4410 2297 8815, LIM-CUZ 6:05', 'KIND:org'),
 (N, 'Sky Airline', '', '', 'LIM-SCL, maleta en bodega pagada', ''),
 (N, 'Star Perú', '', '', 'LIM-IQT 5:40, 2 maletas de 23 kg', ''),
 (N, 'Amaszonas', '', 'Av. Saavedra 1649 Miraflores;La Paz;La Paz;;Bolivia', 'LPB-UYU 7:30, llegar 1 h antes', ''),
 (N, 'Oltursa', '', 'Av. Aramburú 1160;Surquillo;Lima;15047;Perú', 'encomienda a Trujillo, recoger en la agencia con DNI', 'KIND:org'),
 (N, 'Ferrocarril Central Andino', '', 'Av. José Gálvez Barrenechea 566;San Isidro;Lima;15036;Perú', 'tren Lima-Huancayo, sale 7:00, vagón turístico, código FC-20931', ''),
 (N, 'Ferroviaria Andina', '', 'Av. Galindo s/n Estación de Oruro;Oruro;Oruro;;Bolivia', 'Wara Wara del Sur Oruro-Uyuni 19:00, llega 2:20, ejecutivo, dormir en el tren con frazadas', ''),
 (N, 'Cruz del Sur', '', 'Av. Javier Prado Este 1109;La Victoria;Lima;15034;Perú', 'Lima-Arequipa bus cama 180°, sale 20:30', 'KIND:org'),
 (N, 'Aqua Expeditions', '', 'Av. La Marina 135;Iquitos;Loreto;16001;Perú', 'Aria Amazon, 3 noches de crucero, suite 6', ''),
 (N, 'Naviera Austral', '', 'Av. Angelmó 1673;Puerto Montt;Los Lagos;5480000;Chile', 'Puerto Montt-Chaitén, sale 23:00, camarote 4 literas, auto en bodega', ''),
 # shops, baths, sites
 (N, 'Tambo+', '', 'Av. Benavides 1944;Miraflores;Lima;15048;Perú', '', ''),
 (N, 'Pastelería San Antonio', '', 'Av. Angamos Oeste 1494;Miraflores;Lima;15074;Perú', 'pedido torta tres leches 2 kg, recoger sáb 11:00', ''),
 (N, 'Baños Termales de Cocalmayo', '', 'Cocalmayo;Santa Teresa;Cusco;;Perú', 'entrada S/ 10, abren hasta las 23:00', ''),
 (N, 'Samay Wasi Spa', '', 'Calle Berlín 340;Miraflores;Lima;15074;Perú', 'masaje con piedras calientes, regalo para Paty, sáb 11:00', ''),
 (N, 'Complejo Turístico Baños del Inca', '', 'Av. Manco Cápac s/n;Baños del Inca;Cajamarca;06004;Perú', 'pozas privadas 30 min, ir temprano', ''),
 (N, 'Refugio de Vida Silvestre Los Pantanos de Villa', '', 'Panamericana Sur km 18;Chorrillos;Lima;15064;Perú', 'paseo del cole de Vale, 9:00, lonchera', ''),
 (N, 'Complejo Arqueológico Tambo Colorado', '', 'Carretera Los Libertadores km 40;Humay;Ica;;Perú', 'sitio inca, entrada S/ 10, de pasada a Chincha', ''),
 (N, 'Ministerio de Cultura - Boletos Machu Picchu', '', 'Av. de la Cultura 238;Cusco;Cusco;08002;Perú', 'circuito 2, 7:00, llevar pasaportes', ''),
 # health, school, home, work
 (N, 'Clínica Ricardo Palma', '', 'Av. Javier Prado Este 1066;San Isidro;Lima;15036;Perú', 'Dr. Ugarte pediatra, Vale jue 16:40', ''),
 (N, 'Sanidad Internacional - Vacunación', '', 'Av. Elmer Faucett s/n Aeropuerto Jorge Chávez;Callao;Callao;07031;Perú', 'fiebre amarilla antes de Tambopata, traer DNI', ''),
 (N, 'Consultorio Dental Sonrisas', '', 'Av. Primavera 1050;Santiago de Surco;Lima;15038;Perú', 'brackets de Sebas, control mar 17:00', ''),
 (N, 'I.E.P. Los Álamos', '', 'Calle Los Álamos 145;Santiago de Surco;Lima;15038;Perú', 'pensión marzo, APAFA', ''),
 (N, 'Junta de Propietarios Residencial San Felipe', '', 'Av. Gregorio Escobedo s/n;Jesús María;Lima;15072;Perú', 'mantenimiento S/ 180 al mes, Edif. 52', ''),
 (N, 'Agrícola Valle Verde S.A.C.', '', 'Av. El Derby 254 of. 902;Santiago de Surco;Lima;15023;Perú', 'boletas de pago en el portal, viáticos al 25', 'URL:https://www.valleverde.com.pe'),
 (N, 'Casa Andina Hoteles - Ventas Corporativas', '', 'Calle Germán Schreiber 184 of. 301;San Isidro;Lima;15073;Perú', 'convenio 2026 Valle Verde, contacto Milagros', ''),
 (N, 'Migraciones', '', 'Av. España 734;Breña;Lima;15083;Perú', 'cita pasaporte de Vale, 9:20', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AU{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
