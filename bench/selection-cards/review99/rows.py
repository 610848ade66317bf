#!/usr/bin/env python3
"""review99: the address book of a Guatemala City household (Héctor Morales
Castañeda, project manager at Cementos Progreso, and Andrea Lemus de Morales,
who teaches at the UFM; Vista Hermosa II, Zona 15; children Sofía and Juanpa,
a dog, Chispa). Trips to Antigua, Lake Atitlán (Panajachel, San Marcos,
Jaibalito, Santa Cruz), Flores, Tikal and Sayaxché, Cobán and Lanquín, Río
Dulce, Monterrico, Quetzaltenango, Retalhuleu, El Salvador (San Salvador,
Suchitoto, El Tunco), Chiapas (San Cristóbal, Palenque, Tuxtla, Tapachula);
his work trips to Houston and Panama City; family in Xela, Cobán, Houston and
Panama. Spanish as Guatemalans type it (Q, c/u, hab., conf.), English with
expats and in Houston, Kaqchikel and Q'eqchi' names (Iximché, Tzunun,
Aaculaax, Chicoj, Matyöx).

160 cards, CN001-CN160, in the order below, written and labelled before any
build ran on them; style cycles apple, google, outlook, android, thunderbird.

Label rule: hotel = a place one books a bed, room, bunk, cabin, apartment,
house or tent at for the night (hotels, hostels, B&Bs, posadas and hospedajes
that let rooms, holiday lets, parks with cabins the family slept in, farm and
jungle stays, a mountain hut). not = everything else: every person's card
(hosts, owners, landlords and hotel staff too, whatever their ORG is or their
NOTE says about nights), restaurants, cafés, bars and bakeries whatever their
name, a hotel's restaurant, bar, spa or convention centre visited by day,
venues, a fraternal lodge, a nursing home, dog boarding, agencies, airlines,
buses (even overnight), ferries, cruises, tour operators (even an overnight
volcano hike), a coffee farm's day tour, a language school that arranges
homestays, a turicentro or archaeological park for the day, the homes where
family live, shops, museums, schools, doctors, employers, offices.

Hard calls (decided here, before any run):
- CN005 Mesón Panza Verde: hotel with a well-known restaurant; they slept there
  -> hotel. CN131 Mesón Don Quijote, only a restaurant -> not.
- CN101 La Colombe d'Or Houston: small hotel with a restaurant; he slept there
  -> hotel.
- CN037 Ixpanpajul Parque Natural and CN072 Fuentes Georginas: parks with
  cabins/bungalows where the family spent a night -> hotel. CN063 Turicentro
  Agua Tibia, a day at the pools -> not; CN030 Iximché, a stop -> not.
- CN065 Refugio Tzunun, a hut on Acatenango booked for a night -> hotel;
  CN064 OX Expeditions, tour operator of an overnight hike with tents -> not.
- CN061 Rancho Los Cocos, a rented beach house ("rancho de playa") -> hotel;
  its owner CN062 Otto Reyes -> not (person), though his NOTE is a price per
  night and a deposit.
- CN009 Apto. Calle del Arco (Airbnb) and CN114 PH Mar del Sur 23B, rented
  apartments -> hotel; the host CN010 Marta Sicán -> not.
- CN041 Finca Ixobel and CN055 Finca Tatin, farm/jungle stays with rooms and
  dorms -> hotel; CN051 Finca Chicoj, coffee tour -> not.
- CN073 Casa Xelajú, Spanish school that arranges homestays -> not; the
  homestay mother CN074 Rosa Ixcoy -> not (person).
- CN014 Hotel Atitlán -> hotel; CN015 Restaurante Hotel Atitlán, Sunday lunch
  -> not. CN112 Tántalo Hotel -> hotel; CN113 Tántalo Rooftop, drinks -> not.
  CN003 Spa Porta Hotel Antigua, a massage by day -> not. CN123 Grand Tikal
  Futura (a client slept there) -> hotel; CN126 Tikal Futura Centro de
  Convenciones, a congress by day -> not.
- CN025 Free Cerveza: sounds like a bar, is a tipi/glamping hostel where
  Juanpa slept -> hotel.
- CN075 Casa abuelos Xela, the grandparents' home where the family sleep on
  visits -> not. CN052 Carmen Castañeda (Tía Carmen, who puts them up in
  Cobán), CN108 Diego Morales and CN121 Gabriel Morales (a sofa bed, a spare
  room) -> not (people).
- CN107 Royal Caribbean, a cruise from Galveston with cabin and nights -> not.
  CN044 ADN Autobuses del Norte, overnight bus with "asiento cama" -> not.
  CN056 Requena's Charter Service, ferry -> not.
- CN139 Chucho Resort, dog boarding ("chucho" = dog) -> not. CN138 Residencia
  Los Pinos, nursing home -> not. CN135 Logia Luz del Valle No. 12, masonic
  lodge -> not. CN136 Hacienda Nueva Country Club and CN137 Jardín de Eventos
  Villa Linda, wedding venues -> not.
- CN054 Hostal del Café (Cobán), CN129 Hostal Bistró Vista Hermosa, CN128
  Posada Chapina, CN127 Hacienda Real, CN130 Palacio Dragón, CN105 Rainbow
  Lodge, CN106 Kirby Ice House, CN078 Panadería El Refugio: eateries, bars
  and a bakery with lodging words -> not.
- CN079 Hostales del IRTRA (Retalhuleu), the theme park's hotels where they
  slept -> hotel.
- People whose ORG is a hotel (CN002, CN067, CN117, CN158, CN159, CN160) -> not.
"""
import os

rows = [
# --- Antigua Guatemala ---
('hotel', 'Pensativo House', '', 'Calle del Hermano Pedro No. 12;Antigua Guatemala;Sacatepéquez;03001;Guatemala',
 'Aniversario 2 noches 14-16 feb, hab. 12 vista al jardín, Q1,450 por noche con desayuno, check-in 15:00, conf. PH-88213', 'TEL:+502 7832 7000'),
('not', 'Mónica Sandoval', 'Sandoval;Mónica;;;', '8a Calle Poniente No. 1;Antigua Guatemala;Sacatepéquez;03001;Guatemala',
 'Ventas grupos. Cotización convivio Progreso: 38 habitaciones noche 12-13 marzo, salón Santiago', 'ORG:Porta Hotel Antigua || TITLE:Ejecutiva de Ventas || EMAIL:asandoval@portahotels.com'),
('not', 'Spa Porta Hotel Antigua', '', '8a Calle Poniente No. 1;Antigua Guatemala;Sacatepéquez;03001;Guatemala',
 'Masaje en pareja sábado 10:00, Q1,100 los dos, no nos quedamos, regresamos a la ciudad en la tarde', ''),
('hotel', 'Porta Hotel Antigua', '', '8a Calle Poniente No. 1;Antigua Guatemala;Sacatepéquez;03001;Guatemala',
 '1 noche después del convivio, hab. doble, tarifa corporativa US$128, parqueo incluido', 'CATEGORIES:Trabajo'),
('hotel', 'Mesón Panza Verde', '', '5a Avenida Sur No. 19;Antigua Guatemala;Sacatepéquez;03001;Guatemala',
 'Suite 3, una noche, US$165 + impuestos, cena incluida en el paquete, entrada por la 5a Av', ''),
('hotel', 'Casa Madeleine B&B', '', 'Calle del Espíritu Santo No. 69;Antigua Guatemala;Sacatepéquez;03001;Guatemala',
 'Cumple Andrea: 2 noches, depósito 50% pagado con tarjeta, check-out 12:00', ''),
('hotel', 'Posada San Sebastián', '', '3a Avenida Norte No. 4;Antigua Guatemala;Sacatepéquez;03001;Guatemala',
 '9 habitaciones nada más, reservar con tiempo. Nos quedamos en la hab. del patio, Q980 la noche', ''),
('hotel', 'Villa Bokéh', '', 'Calle del Cementerio Final;Antigua Guatemala;Sacatepéquez;03001;Guatemala',
 'Fin de semana largo 15 sept, 3 noches, jardín lindo para los niños, desayuno 7-10', 'URL:https://www.villabokeh.com'),
('hotel', 'Apto. Calle del Arco (Airbnb)', '', '5a Avenida Norte No. 27;Antigua Guatemala;Sacatepéquez;03001;Guatemala',
 'Airbnb 3 noches Semana Santa, 2 cuartos, Q1,200/noche, caja de llaves código 4512, check-in 16:00', ''),
('not', 'Marta Sicán', 'Sicán;Marta;;;', '5a Avenida Norte No. 27;Antigua Guatemala;Sacatepéquez;03001;Guatemala',
 'Anfitriona del Airbnb de Calle del Arco. Escribirle por WhatsApp el día antes para el código', 'TEL:+502 5512 8874'),
('hotel', 'Good Hotel Antigua', '', '6a Calle Poniente No. 4;Antigua Guatemala;Sacatepéquez;03001;Guatemala',
 'Tío Mario se quedó aquí en diciembre, 4 noches, le gustó', ''),
('hotel', 'Tropicana Hostel', '', '6a Calle Poniente No. 2;Antigua Guatemala;Sacatepéquez;03001;Guatemala',
 'Primos de Houston se quedaron en dorm de 6 camas, US$14 la noche, piscina', ''),
('hotel', 'Palacio Chico 1940', '', '4a Calle Oriente No. 4;Antigua Guatemala;Sacatepéquez;03001;Guatemala',
 'Navidad con los suegros: 2 habitaciones, 24-26 dic, Q1,650 c/u por noche', ''),
('hotel', 'Hotel Atitlán', '', 'Finca San Buenaventura;Panajachel;Sololá;07010;Guatemala',
 'Semana Santa 3 noches, hab. 24 frente al lago, US$190 por noche, niños gratis, jardín de aves', 'URL:https://www.hotelatitlan.com'),
('not', 'Restaurante Hotel Atitlán', '', 'Finca San Buenaventura;Panajachel;Sololá;07010;Guatemala',
 'Almuerzo buffet domingo Q185 por persona, reservar mesa para 6 al 7762 1441, mesa en la terraza', ''),
('hotel', 'Casa Palopó', '', 'Km 6.8 Carretera a San Antonio Palopó;Santa Catarina Palopó;Sololá;07011;Guatemala',
 'Regalo de bodas de los papás: 2 noches, hab. Azul, US$310/noche, lancha desde Pana incluida', ''),
('hotel', 'Hotel Jardines del Lago', '', 'Calle Rancho Grande, final;Panajachel;Sololá;07010;Guatemala',
 'Con el colegio de Sofía, excursión 1 noche, Q450 por persona', ''),
('hotel', 'Laguna Lodge', '', 'Tzantizotz;Santa Cruz La Laguna;Sololá;;Guatemala',
 'Solo se llega en lancha. 2 noches, desayuno y cena incluidos, US$260 noche, check-in 14:00', ''),
('hotel', 'Vulcano Lodge', '', 'Jaibalito;Santa Cruz La Laguna;Sololá;;Guatemala',
 'Suite con terraza, 1 noche Q700, cena a las 19:00, lancha pública hasta el muelle de Jaibalito', ''),
('hotel', 'Hotel Aaculaax', '', 'Sector Pachitulul;San Marcos La Laguna;Sololá;;Guatemala',
 'Andrea retiro: 3 nights, treehouse room USD 55/night, yoga at Las Pirámides 7am', 'EMAIL:hola@aaculaax.com'),
('hotel', 'Lush Atitlán Hotel', '', 'Camino a Tzununá;San Marcos La Laguna;Sololá;;Guatemala',
 'Glamping cabin 2 noches, hay que caminar 10 min del muelle, pago en efectivo', ''),
('hotel', 'Hostel del Lago', '', 'Calle del Lago;Panajachel;Sololá;;Guatemala', '', ''),
('hotel', 'Pasaj-Cap', '', 'Barrio 3;San Marcos La Laguna;Sololá;;Guatemala', '', ''),
('hotel', 'Villa Sumaya', '', 'Paxanax;Santa Cruz La Laguna;Sololá;;Guatemala',
 'Retreat center, rooms with lake view, 4 nights all meals incl, deposit USD 200 paid', ''),
('hotel', 'Free Cerveza', '', 'Tzununá;San Marcos La Laguna;Sololá;;Guatemala',
 'Tipi 2 noches para Juanpa y sus amigos, Q190 por cama, check in 3pm', ''),
('hotel', 'Posada Schumann', '', 'Calle Santander;Panajachel;Sololá;07010;Guatemala',
 'Bungalow con cocina, 2 noches, Q600 la noche', ''),
('not', 'Casa Flor Ixcaco', '', 'Barrio Pachalí;San Juan La Laguna;Sololá;;Guatemala',
 'Cooperativa de tejedoras, compramos 2 güipiles Q1,200, tintes naturales', ''),
('not', 'Tono Sapalú', 'Sapalú;Antonio;;;', ';San Marcos La Laguna;Sololá;;Guatemala',
 'Lanchero. Pana-San Marcos lancha privada Q350, sale del muelle Tzanjuyú', ''),
('not', 'Atitrans', '', '6a Avenida Sur No. 8;Antigua Guatemala;Sacatepéquez;03001;Guatemala',
 'Shuttle Antigua-Panajachel 8:00, Q200 por persona, pasan al hotel', 'URL:https://www.atitrans.net'),
('not', 'Parque Arqueológico Iximché', '', 'Km 90 Carretera Interamericana;Tecpán Guatemala;Chimaltenango;;Guatemala',
 'Paramos de camino a Pana, entrada Q50 extranjeros Q10 nacionales', ''),
('not', 'Ixchel Cumes', 'Cumes;Ixchel;;;', ';Tecpán Guatemala;Chimaltenango;;Guatemala',
 'Maestra de kaqchikel de Sofía, martes por zoom 17:00. Matyöx!', 'ORG:Academia de Lenguas Mayas de Guatemala'),
# --- Petén ---
('hotel', 'Hotel Isla de Flores', '', 'Avenida La Reforma;Flores;Petén;17001;Guatemala',
 '2 noches antes de Tikal, hab. triple Q850, piscina en la terraza', ''),
('hotel', 'Hospedaje Petenchel', '', 'Calle Sur;Flores;Petén;17001;Guatemala',
 'Juanpa mochilero: dorm 3 noches Q80 por noche', ''),
('hotel', 'Chiminos Island Lodge', '', 'Laguna Petexbatún;Sayaxché;Petén;;Guatemala',
 'Bungalow 1 noche en la isla, US$120 con cena, lancha desde Sayaxché 45 min, luz solo hasta las 22:00', ''),
('hotel', 'Tikal Inn', '', 'Parque Nacional Tikal;Flores;Petén;;Guatemala', 'Lleno para marzo, probar en octubre', ''),
('hotel', 'Jaguar Inn Tikal', '', 'Parque Nacional Tikal;Flores;Petén;;Guatemala', '', ''),
('hotel', 'Ixpanpajul Parque Natural', '', 'Km 468 Carretera a Guatemala;Santa Elena;Petén;;Guatemala',
 'Cabaña familiar 1 noche Q1,100 con desayuno, canopy y puentes colgantes al día siguiente', ''),
('hotel', "Ni'tun Ecolodge", '', 'San Andrés;San Andrés;Petén;;Guatemala', 'Casita de piedra 2 noches, recogen en lancha desde Flores', ''),
('hotel', 'Campamento El Chiclero', '', 'Aldea Uaxactún;Flores;Petén;;Guatemala',
 'Cuarto sencillo 1 noche Q250, cena casera Q60, hay que avisar con un día', ''),
('hotel', 'Villa Maya', '', 'Laguna Petenchel;Santa Elena;Petén;;Guatemala', '', ''),
('hotel', 'Finca Ixobel', '', 'Km 376 Carretera a Flores;Poptún;Petén;;Guatemala',
 'Parada a medio camino: treehouse 1 noche Q300, cena buffet a las 19:00', ''),
('hotel', 'Casa Amelia', '', 'Calle Unión;Flores;Petén;17001;Guatemala',
 'Reservé para los tíos: 2 noches, conf. 55120, Q600 noche', ''),
('not', 'Moisés Quixchán', 'Quixchán;Moisés;;;', ';Flores;Petén;;Guatemala',
 'Guía de Tikal autorizado, tour amanecer 4:00 Q350 por persona, lo recomendó el hotel', 'TEL:+502 4019 7731'),
('not', 'ADN Autobuses del Norte', '', '8a Avenida 16-41 Zona 1;Guatemala;Guatemala;01001;Guatemala',
 'Bus nocturno a Flores 21:00, llega 6:00, asiento cama Q280, abordar 30 min antes', ''),
('not', 'TAG Airlines', '', 'Avenida Hincapié y 18 Calle Zona 13;Guatemala;Guatemala;01013;Guatemala',
 'Vuelo GUA-FRS 6:30, localizador TQ8K2P, 4 pasajeros, 1 maleta 20 lb cada uno', 'URL:https://www.tag.com.gt'),
# --- Verapaces ---
('hotel', 'Hotel Monja Blanca', '', '6a Avenida 2-28 Zona 2;Cobán;Alta Verapaz;16001;Guatemala',
 'Casona colonial con jardín de orquídeas, 2 noches, hab. con chimenea Q525', ''),
('hotel', 'Casa Duranta', '', '3a Calle 4-46 Zona 3;Cobán;Alta Verapaz;16001;Guatemala',
 '1 noche de regreso de Semuc, Q640 con desayuno, parqueo en la esquina', ''),
('hotel', 'Zephyr Lodge', '', 'Barrio El Centro;Lanquín;Alta Verapaz;;Guatemala',
 'Private room with river view, 2 nights, Q420/night, shuttle from Cobán 9am', ''),
('hotel', 'Utopia Eco Hotel', '', 'Aldea Semil;Lanquín;Alta Verapaz;;Guatemala',
 'Cabaña 2 noches, pick-up en Lanquín 15:00, sin señal de celular', ''),
('hotel', 'Ranchitos del Quetzal', '', 'Km 160.5 Ruta a Cobán;Purulhá;Baja Verapaz;;Guatemala', '', ''),
('not', 'Finca Chicoj', '', 'Aldea Chicoj;Cobán;Alta Verapaz;;Guatemala',
 'Tour del café y canopy 2 horas, Q90 por persona, de 8:00 a 16:00, compramos 2 lb', ''),
('not', 'Carmen Castañeda', 'Castañeda;Carmen;;;', '5a Calle 2-15 Zona 4;Cobán;Alta Verapaz;;Guatemala',
 'Tía Carmen. Nos quedamos en su casa 2 noches en Semana Santa, llevarle pan de Xela', ''),
('hotel', 'Greengos Hostel', '', 'Barrio El Centro;Lanquín;Alta Verapaz;;Guatemala', '', ''),
('not', 'Hostal del Café', '', '1a Calle 3-13 Zona 1;Cobán;Alta Verapaz;16001;Guatemala',
 'Cafecito y pastel de elote frente a catedral, abre 7:00, wifi', ''),
# --- Izabal ---
('hotel', 'Finca Tatin', '', 'Río Tatin;Livingston;Izabal;;Guatemala',
 'Bungalow en la selva 2 noches, lancha desde Río Dulce Q150 p/p, solo efectivo', ''),
('not', "Requena's Charter Service", '', '12 Calle entre 6a y 7a Avenida;Puerto Barrios;Izabal;;Guatemala',
 'Lancha a Punta Gorda 14:00, US$40, llevar pasaporte, sello de salida en migración', ''),
# --- Monterrico ---
('hotel', 'Dos Mundos Pacific Resort', '', 'Calle Principal;Monterrico;Santa Rosa;;Guatemala',
 '2 noches, bungalow frente a la playa Q950, liberación de tortugas 17:30', ''),
('hotel', "Johnny's Place", '', 'Playa Monterrico;Monterrico;Santa Rosa;;Guatemala',
 'Bungalow con cocina y piscina propia, 3 noches, Q700, llevar hielera', ''),
('hotel', 'Atelié del Mar', '', 'Calle del Muelle;Monterrico;Santa Rosa;;Guatemala',
 'Sin niños esta vez, 2 noches, US$95 noche, desayuno incl.', ''),
('hotel', 'Hotel Pez de Oro', '', 'Playa Monterrico;Monterrico;Santa Rosa;;Guatemala', '', ''),
('hotel', 'Rancho Los Cocos', '', 'Calle del Tortugario;Monterrico;Santa Rosa;;Guatemala',
 'Rancho de playa alquilado para el cumple de Héctor, 5 cuartos, piscina, vie a dom', ''),
('not', 'Otto Reyes', 'Reyes;Otto;;;', '10 Avenida 12-40 Zona 14;Guatemala;Guatemala;01014;Guatemala',
 'Dueño del rancho en Monterrico, Q2,500 por noche fin de semana, depósito Q1,000 por transferencia BI, entrega llaves el guardián', 'TEL:+502 5530 1980'),
('not', 'Turicentro Agua Tibia', '', 'Km 29 Carretera al Pacífico;Amatitlán;Guatemala;;Guatemala',
 'Día de piscinas con los primos, entrada Q35 adultos Q20 niños, llevar almuerzo, cierra 17:00', ''),
# --- Acatenango ---
('not', 'OX Expeditions', '', '1a Avenida Sur No. 4B;Antigua Guatemala;Sacatepéquez;03001;Guatemala',
 'Acatenango overnight hike sábado, sale 8:00, noche en campamento base, Q1,200 incluye comida y tienda', 'URL:https://www.oxexpeditions.com'),
('hotel', 'Refugio Tzunun', '', 'Ruta al Volcán Acatenango, La Soledad;Acatenango;Chimaltenango;;Guatemala',
 'Cabaña en el volcán 1 noche, literas, Q350 por persona con cena, llevar bolsa de dormir', ''),
# --- Quetzaltenango ---
('hotel', 'Hotel Bonifaz', '', '4a Calle 10-50 Zona 1;Quetzaltenango;Quetzaltenango;09001;Guatemala',
 'Graduación de la prima: 2 noches, hab. 118, Q780', ''),
('not', 'Glenda Gómez', 'Gómez;Glenda;;;', '4a Calle 10-50 Zona 1;Quetzaltenango;Quetzaltenango;09001;Guatemala',
 'Recepción. Nos cambió la reserva a 3 noches, conf. 8812, le debo el recibo', 'ORG:Hotel Bonifaz'),
('hotel', 'Casa Mañen', '', '9a Avenida 4-11 Zona 1;Quetzaltenango;Quetzaltenango;09001;Guatemala',
 'B&B, 2 noches, terraza con vista al Santa María, Q560', ''),
('hotel', 'Kasa Kamelot Hostel', '', '13 Avenida 8-28 Zona 1;Quetzaltenango;Quetzaltenango;09001;Guatemala', '', ''),
('hotel', 'Hotel Siete Orejas', '', '16 Avenida 3-02 Zona 1;Quetzaltenango;Quetzaltenango;09001;Guatemala', '', ''),
('hotel', 'Hotel Modelo', '', '14 Avenida A 2-31 Zona 1;Quetzaltenango;Quetzaltenango;09001;Guatemala', '', ''),
('hotel', 'Fuentes Georginas', '', 'Aldea Aguas Amargas;Zunil;Quetzaltenango;;Guatemala',
 'Bungalow No. 6 con chimenea, 1 noche Q400, piscinas termales abiertas hasta 18:00 para no huéspedes', ''),
('not', 'Casa Xelajú', '', 'Callejón 15, Diagonal 13-02 Zona 1;Quetzaltenango;Quetzaltenango;09001;Guatemala',
 'Escuela de español. Inscripción de Mike (cliente) 2 semanas, homestay con familia incluido, 20 h de clase', 'URL:https://www.casaxelaju.com'),
('not', 'Rosa Ixcoy', 'Ixcoy;Rosa;;;', '6a Calle 15-20 Zona 3;Quetzaltenango;Quetzaltenango;;Guatemala',
 'Familia del homestay de Mike: cuarto propio, 3 comidas, Q900 por semana, 6 noches', ''),
('not', 'Casa abuelos Xela', '', '7a Calle 12-15 Zona 3;Quetzaltenango;Quetzaltenango;09001;Guatemala',
 'Casa de mis papás. Nos quedamos en el cuarto de atrás cuando venimos, llave con Doña Tere', ''),
('not', 'María Elena Castañeda de Morales', 'Castañeda de Morales;María Elena;;;', '7a Calle 12-15 Zona 3;Quetzaltenango;Quetzaltenango;09001;Guatemala',
 'Mamá. Cumple 14 de agosto', 'TEL:+502 7761 2390'),
('not', 'Adrenalina Tours', '', '13 Avenida 8-64 Zona 1, Pasaje Enríquez;Quetzaltenango;Quetzaltenango;09001;Guatemala',
 'Shuttle Xela-San Cristóbal de las Casas 6:00, US$50, incluye cruce de frontera Mesilla', ''),
('not', 'Panadería El Refugio', '', '12 Avenida 5-10 Zona 1;Quetzaltenango;Quetzaltenango;;Guatemala', '', ''),
('hotel', 'Hostales del IRTRA', '', 'Km 180.5 Carretera a Champerico;San Martín Zapotitlán;Retalhuleu;;Guatemala',
 'Hostal Palajunoj 2 noches con entrada a Xetulul y Xocomil, Q2,900 familia, check-in 14:00', ''),
# --- El Salvador ---
('hotel', 'Sheraton Presidente San Salvador', '', 'Av. La Revolución, Col. San Benito;San Salvador;San Salvador;;El Salvador',
 'Viaje Progreso El Salvador, 2 noches, tarifa US$149, desayuno incluido, factura a nombre de la empresa', 'CATEGORIES:Trabajo'),
('hotel', 'El Tejado Suchitoto', '', '3a Avenida Norte No. 58;Suchitoto;Cuscatlán;;El Salvador',
 'Fin de semana en Suchitoto, 2 noches, US$110 noche, piscina en el patio', ''),
('hotel', "Papaya's Lodge", '', 'Playa El Tunco;Tamanique;La Libertad;;El Salvador', '', ''),
('hotel', 'Villa Balanza', '', '1a Calle Poniente, Parque San Martín;Suchitoto;Cuscatlán;;El Salvador',
 'Vista al lago Suchitlán, 1 noche US$95', ''),
('not', 'Pullmantur', '', '1a Avenida 13-22 Zona 10;Guatemala;Guatemala;01010;Guatemala',
 'Bus ejecutivo a San Salvador 7:00, US$45, llegar 30 min antes, llevar DPI', ''),
('not', 'Karla Menjívar', 'Menjívar;Karla;;;', 'Colonia Escalón;San Salvador;San Salvador;;El Salvador',
 'Amiga de la U de Andrea. Nos recomendó Suchitoto', 'ORG:Banco Agrícola'),
# --- Chiapas ---
('hotel', 'Hotel Diego de Mazariegos', '', '5 de Febrero No. 1, Centro;San Cristóbal de las Casas;Chiapas;29200;México',
 '3 noches, hab. doble MXN 1,850 por noche, check-in 15:00', ''),
('hotel', 'Casa Lum Hotel', '', 'Calle Francisco León No. 38, Barrio de Guadalupe;San Cristóbal de las Casas;Chiapas;29220;México',
 'La noche especial del viaje: suite, MXN 4,600, depósito del 50% por transferencia', ''),
('hotel', "Bela's B&B", '', 'Dr. Felipe Flores No. 16;San Cristóbal de las Casas;Chiapas;29230;México',
 'Recomendado por Karla. 2 noches, desayuno 8:00', ''),
('hotel', 'Chan-Kah Resort Village', '', 'Carretera Palenque-Ruinas Km 3;Palenque;Chiapas;29960;México',
 'Cabaña en la selva, 2 noches MXN 2,300, alberca de piedra', ''),
('hotel', 'Misión Palenque', '', 'Periférico Oriente s/n;Palenque;Chiapas;29960;México',
 'Noche antes del tren, MXN 1,500', ''),
('not', 'Omnibus Cristóbal Colón', '', 'Blvd. Juan Sabines Gutiérrez No. 2;San Cristóbal de las Casas;Chiapas;29230;México',
 'Boletos San Cristóbal-Palenque 7:30, 4 pasajeros, asientos 21-24, MXN 540 c/u', ''),
('hotel', 'Marriott Tuxtla Gutiérrez', '', 'Blvd. Belisario Domínguez 1691;Tuxtla Gutiérrez;Chiapas;29030;México',
 'Noche antes del vuelo de regreso, MXN 2,100, Bonvoy', ''),
('hotel', 'Puerta Vieja Hostel', '', 'Diego de Mazariegos No. 23;San Cristóbal de las Casas;Chiapas;29200;México',
 'Juanpa y amigos, dorm 2 noches MXN 300', ''),
('hotel', 'Hotel Loma Real Tapachula', '', 'Carretera a Puerto Madero Km 2;Tapachula;Chiapas;30700;México', '', ''),
('not', 'Papalotl Casa del Pan', '', 'Real de Guadalupe No. 55;San Cristóbal de las Casas;Chiapas;29200;México',
 'Desayunos y pan integral, buffet vegetariano al mediodía', ''),
('not', 'José Gordillo', 'Gordillo;José;;;', ';San Cristóbal de las Casas;Chiapas;;México',
 'Pepe, cuate de Héctor. Nos llevó a Chamula y Zinacantán', 'ORG:Café Museo Café'),
# --- Houston ---
('hotel', 'Hotel Granduca Houston', '', '1080 Uptown Park Blvd;Houston;TX;77056;USA',
 'Kirby meetings, 3 nights, conf 71840233, USD 289/night, valet USD 45', 'CATEGORIES:Trabajo'),
('hotel', 'C. Baldwin', '', '400 Dallas St;Houston;TX;77002;USA',
 '2 nights, king room 1412, corporate rate USD 410, check-in 4pm', ''),
('hotel', 'Wyndham Houston Medical Center', '', '6800 Main St;Houston;TX;77030;USA',
 'Cuando operaron a Diego: 5 noches, 2 queen, shuttle al hospital, USD 169/night', ''),
('hotel', 'Magnolia Houston', '', '1100 Texas Ave;Houston;TX;77002;USA', '', ''),
('hotel', "La Colombe d'Or Houston", '', '3410 Montrose Blvd;Houston;TX;77006;USA',
 '1 night, Suite 6, USD 395 incl. breakfast, parking in back', ''),
('hotel', 'The Whitehall Houston', '', '1700 Smith St;Houston;TX;77002;USA',
 'OTC conference week, 4 nights, room block code OTC24, USD 259', ''),
('hotel', "Robin's Nest Houston", '', '4104 Greeley St;Houston;TX;77006;USA',
 'Con Andrea en julio, 3 noches, cuarto Renoir, desayuno 8:30', ''),
('not', 'Bayou & Bottle', '', '1300 Lamar St;Houston;TX;77010;USA',
 'Whiskey bar at the Four Seasons, drinks with Mike after the meeting, tab USD 140', ''),
('not', 'Rainbow Lodge', '', '2011 Ella Blvd;Houston;TX;77008;USA',
 'Dinner reservation Fri 7:30pm for 4, Kirby team, ask for patio', 'URL:https://www.rainbow-lodge.com'),
('not', 'Kirby Ice House', '', '3105 Kirby Dr;Houston;TX;77098;USA', '', ''),
('not', 'Royal Caribbean', '', 'Galveston Cruise Terminal 10, 2502 Harborside Dr;Galveston;TX;77550;USA',
 'Crucero 7 noches desde Galveston, cabina 8254 balcón, reserva 4419023, embarque 11:30', ''),
('not', 'Diego Morales', 'Morales;Diego;;;', '4412 Bellaire Blvd;Bellaire;TX;77401;USA',
 'Primo. Nos quedamos con él 2 noches en julio, sofá cama', 'ORG:Houston Methodist || TITLE:RN'),
('not', 'Mike Reynolds', 'Reynolds;Mike;;;', '55 Waugh Dr;Houston;TX;77007;USA',
 'Procurement, prefers calls before 10am CT', 'ORG:Kirby Inland Marine || EMAIL:mike.reynolds@kirbycorp.com'),
# --- Panamá ---
('hotel', 'Hotel Central Panamá', '', 'Plaza de la Independencia, Casco Antiguo;Panamá;Panamá;;Panamá',
 '3 noches reunión ACP, USD 220, hab. 307', 'CATEGORIES:Trabajo'),
('hotel', 'Selina Casco Viejo', '', 'Avenida A y Calle 9, Casco Antiguo;Panamá;Panamá;;Panamá',
 'Private room 1 night, USD 70, rooftop ruidoso', ''),
('hotel', 'Tántalo Hotel', '', 'Calle 8a Este y Avenida B, Casco Antiguo;Panamá;Panamá;;Panamá',
 '2 noches, habitación 21, USD 180 con desayuno', ''),
('not', 'Tántalo Rooftop', '', 'Calle 8a Este y Avenida B, Casco Antiguo;Panamá;Panamá;;Panamá',
 'Drinks con Ricardo al atardecer, mesa a nombre de Morales 18:30', ''),
('hotel', 'PH Mar del Sur 23B', '', 'Avenida Balboa, Bella Vista;Panamá;Panamá;;Panamá',
 'Airbnb 5 noches, apto 23B, USD 140/noche, portería pide pasaporte, wifi PTY2023', ''),
('hotel', 'Canal House', '', 'Avenida A y Calle 5a Oeste, Casco Antiguo;Panamá;Panamá;;Panamá',
 '2 noches, suite Balboa, USD 265, desayuno en la terraza', ''),
('hotel', 'Sortis Hotel, Spa & Casino', '', 'Calle 56 Este, Obarrio;Panamá;Panamá;;Panamá',
 '1 noche por cambio de vuelo, pagó Copa', ''),
('not', 'Jorge Ramírez', 'Ramírez;Jorge;;;', 'Avenida Balboa, Multicentro;Panamá;Panamá;;Panamá',
 'Concierge, reservó mesa en Maito y taxi al aeropuerto 5:00', 'ORG:Radisson Decapolis Panama || TITLE:Chef Concierge'),
('not', 'Casa Casco', '', 'Avenida A, Casco Antiguo;Panamá;Panamá;;Panamá', '', ''),
('not', 'Ricardo Arosemena', 'Arosemena;Ricardo;;;', 'Edificio 740, Balboa;Panamá;Panamá;;Panamá',
 'Cliente, cemento para el proyecto de la ACP, almuerzo en Casco cuando voy', 'ORG:Argos Panamá || EMAIL:rarosemena@argos.com.pa'),
('not', 'Instituto Guatemalteco de Migración', '', '6a Avenida 3-11 Zona 4;Guatemala;Guatemala;01004;Guatemala',
 'Renovación pasaporte Sofía y Juanpa, cita 8:20, boleta Q390 c/u pagada en Banrural', ''),
('not', 'Gabriel Morales', 'Morales;Gabriel;;;', 'Costa del Este;Panamá;Panamá;;Panamá',
 'Hermano. Cuando voy a Panamá a veces me quedo en su apto, cuarto de visitas', 'ORG:Banistmo || TITLE:Gerente de Riesgo'),
# --- Guatemala City: hotels for visitors / layovers ---
('hotel', 'Hyatt Centric Guatemala City', '', '2a Avenida 13-51 Zona 10;Guatemala;Guatemala;01010;Guatemala',
 'Para los clientes de Houston: tarifa Progreso US$139, 3 noches, hab. 1108', ''),
('hotel', 'Grand Tikal Futura', '', 'Calzada Roosevelt 22-43 Zona 11;Guatemala;Guatemala;01011;Guatemala',
 'Mike Reynolds 2 noches, conf. GTF77410, queda al lado del congreso', ''),
('hotel', 'Hotel Stofella', '', '2a Avenida 12-28 Zona 10;Guatemala;Guatemala;01013;Guatemala', '', ''),
('hotel', 'Westin Camino Real Guatemala', '', 'Avenida La Reforma y 14 Calle Zona 10;Guatemala;Guatemala;01010;Guatemala',
 'Tío Mario de vuelo temprano, 1 noche, Q1,050', ''),
('not', 'Tikal Futura Centro de Convenciones', '', 'Calzada Roosevelt 22-43 Zona 11;Guatemala;Guatemala;01011;Guatemala',
 'Congreso Cámara de Industria, salón Petén, 8:00-17:00, gafete en recepción', ''),
# --- Guatemala City: daily life ---
('not', 'Hacienda Real', '', '13 Calle 1-10 Zona 10;Guatemala;Guatemala;01010;Guatemala',
 'Reservación cumple de Don Juan 12 personas sábado 13:00, churrasco', ''),
('not', 'Posada Chapina', '', '9a Avenida 11-30 Zona 1;Guatemala;Guatemala;01001;Guatemala',
 'Comida típica, pepián y subanik los domingos, pedido para 10 personas Q850', ''),
('not', 'Hostal Bistró Vista Hermosa', '', 'Boulevard Vista Hermosa 25-19 Zona 15;Guatemala;Guatemala;01015;Guatemala',
 'Desayunos, café y pan de la casa, cerca del colegio', 'CATEGORIES:Comida'),
('not', 'Palacio Dragón', '', 'Boulevard Vista Hermosa 18-43 Zona 15;Guatemala;Guatemala;01015;Guatemala', '', ''),
('not', 'Mesón Don Quijote', '', '11 Calle 5-27 Zona 1;Guatemala;Guatemala;01001;Guatemala',
 'Paella para 6 los jueves, reservar antes de las 12', ''),
('not', 'Casa Troccoli', '', '5a Avenida Norte No. 28;Antigua Guatemala;Sacatepéquez;03001;Guatemala', '', ''),
('not', 'El Tenedor del Cerro', '', 'Cerro San Cristóbal El Alto;San Cristóbal El Alto;Sacatepéquez;;Guatemala',
 'Almuerzo del Día de la Madre 13:00, 8 personas, vista a Antigua, shuttle desde la 3a Calle Oriente', ''),
('not', 'Café No Sé', '', '1a Avenida Sur No. 11C;Antigua Guatemala;Sacatepéquez;03001;Guatemala', '', ''),
('not', 'Logia Luz del Valle No. 12', '', '12 Calle 3-24 Zona 1;Guatemala;Guatemala;01001;Guatemala', '', ''),
('not', 'Hacienda Nueva Country Club', '', 'Km 25.5 Carretera a San José Pinula;San José Pinula;Guatemala;;Guatemala',
 'Boda de Luis y Paola sábado 16:00, capilla y recepción, mesa 14', ''),
('not', 'Jardín de Eventos Villa Linda', '', 'Km 17 Carretera a El Salvador;Santa Catarina Pinula;Guatemala;;Guatemala', '', ''),
('not', 'Residencia Los Pinos', '', '3a Avenida 8-20 Zona 15, Colonia El Maestro;Guatemala;Guatemala;01015;Guatemala',
 'Tío Beto: cuota mensual Q6,500, visitas martes y domingo 15:00-18:00, habitación 4', ''),
('not', 'Chucho Resort', '', 'Km 14 Carretera a Muxbal;Santa Catarina Pinula;Guatemala;;Guatemala',
 'Guardería para Chispa cuando viajamos: Q150 por noche, vacunas al día, llevar su comida', ''),
('not', 'Clark Tours', '', '7a Avenida 14-76 Zona 9, Plaza Clark;Guatemala;Guatemala;01009;Guatemala',
 'Paquete Chiapas: cotización 5 días, hoteles y transporte, agente Liliana', 'URL:https://www.clarktours.com.gt'),
('not', 'Viajes Tivoli', '', '', 'Reclamo paquete Cancún reserva #39920187, reembolso pendiente', 'URL:https://www.viajestivoli.com || KIND:org'),
('not', 'Nim Po\'t', '', '5a Avenida Norte No. 29;Antigua Guatemala;Sacatepéquez;03001;Guatemala', '', ''),
('not', 'Casa Ixchel Tejidos', '', '1a Avenida Norte No. 35;Antigua Guatemala;Sacatepéquez;03001;Guatemala',
 'Tienda de textiles, encargo de 6 servilletas bordadas Q420, recoger el viernes', ''),
('not', "Casa K'ojom", '', 'Calle Ancha, Jocotenango;Jocotenango;Sacatepéquez;03009;Guatemala', '', ''),
('not', 'Casa Popenoe', '', '1a Avenida Sur No. 2;Antigua Guatemala;Sacatepéquez;03001;Guatemala', '', ''),
('not', 'Cementos Progreso', '', '15 Avenida 18-01 Zona 6;Guatemala;Guatemala;01006;Guatemala',
 'Oficina central, ext. 4410, parqueo sótano 2', 'KIND:org || CATEGORIES:Trabajo'),
('not', 'Universidad Francisco Marroquín', '', 'Calle Manuel F. Ayau (6 Calle final) Zona 10;Guatemala;Guatemala;01010;Guatemala',
 'Andrea: Facultad de Ciencias Económicas, ext. 3110', 'URL:https://ufm.edu'),
('not', 'Colegio Americano de Guatemala', '', '11 Calle 1-94 Zona 15, Vista Hermosa III;Guatemala;Guatemala;01015;Guatemala',
 'Sofía 4o grado, Juanpa 10o. Salida 14:30, reunión de padres jueves', ''),
('not', 'Embajada EE.UU.', '', 'Boulevard Austriaco 11-51 Zona 16;Guatemala;Guatemala;01016;Guatemala',
 'Cita visa Sofía 7:30, llevar DS-160 y pasaporte, no celulares', ''),
('not', 'Héctor Morales', 'Morales Castañeda;Héctor;;;', '14 Calle 22-60 Zona 15, Vista Hermosa II;Guatemala;Guatemala;01015;Guatemala',
 'Yo. NIT 4412098-1', 'ORG:Cementos Progreso || TITLE:Gerente de Proyectos || EMAIL:jpmorales@cempro.com'),
('not', 'Andrea Lemus de Morales', 'Lemus de Morales;Andrea;;;', '14 Calle 22-60 Zona 15, Vista Hermosa II;Guatemala;Guatemala;01015;Guatemala',
 'Cel. personal, cumple 3 de mayo', 'ORG:Universidad Francisco Marroquín || TITLE:Catedrática'),
('not', 'Roberto Juárez', 'Juárez;Roberto;;;', '15 Avenida 18-01 Zona 6;Guatemala;Guatemala;01006;Guatemala',
 'Ing. Roberto, jefe de planta San Miguel', 'ORG:Cementos Progreso'),
('not', 'Alejandro Cofiño', 'Cofiño;Alejandro;;;', '6a Avenida 8-71 Zona 10, Torre 2 Of. 504;Guatemala;Guatemala;01010;Guatemala',
 'Pediatra. Cita Sofía control 16:30, traer carné de vacunas', 'ORG:Hospital Herrera Llerandi || TITLE:Dr.'),
('not', 'Silvia Paiz', 'Paiz;Silvia;;;', 'Boulevard Vista Hermosa 21-65 Zona 15;Guatemala;Guatemala;01015;Guatemala',
 'Dentista, limpieza cada 6 meses, Juanpa brackets Q450 mensual', 'ORG:Clínica Dental Vista Hermosa'),
('not', 'Vilma Cux', 'Cux;Vilma;;;', ';Chinautla;Guatemala;;Guatemala', 'Trabaja lunes a viernes, entra 7:00. Cumple 2 de febrero', ''),
('not', 'José Choc', 'Choc;José;;;', '', 'Don Chepe, shuttle a Pana y Monterrico Q600, sale 6:00 de la casa', 'TEL:+502 4477 2190'),
('not', 'Hannah Kessler', 'Kessler;Hannah;;;', ';Tecpán Guatemala;Chimaltenango;;Guatemala',
 'Vecina gringa de antes, now in Tecpán, owes us the cooler', "ORG:Wuqu' Kawoq"),
('not', 'Luis Pérez', 'Pérez;Luis;;;', '7a Calle Poniente No. 33B;Antigua Guatemala;Sacatepéquez;03001;Guatemala',
 'Banquetes: menú boda de Paola 180 pax, degustación jueves 11:00', 'ORG:Hotel Camino Real Antigua || TITLE:Chef de Banquetes'),
('not', 'Bill Halloran', 'Halloran;Bill;;;', ';San Marcos La Laguna;Sololá;;Guatemala',
 'Owner. Says book direct for 10% off, 3 nights min in Semana Santa', 'ORG:Aaculaax'),
('not', 'Lucía Barrios', 'Barrios;Lucía;;;', '', 'Reservas grupos, 2 habitaciones 2 noches Navidad, depósito Q1,650', 'ORG:Palacio Chico 1940 || EMAIL:reservas@palaciochico.com'),
]

STYLES = ['apple', 'google', 'outlook', 'android', 'thunderbird']

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = ['# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra']
    for i, (label, name, n, adr, note, extra) in enumerate(rows):
        cid = 'CN%03d' % (i + 1)
        for field in (name, n, adr, note, extra):
            assert '\t' not in field and '\n' not in field, cid
        person = bool(n)
        fn, org = name, ('' if person else name)
        out.append('\t'.join([cid, label, STYLES[i % 5], fn, org, n, adr, note, extra]))
    open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8').write('\n'.join(out) + '\n')
    print(len(rows), 'rows', sum(r[0] == 'hotel' for r in rows), 'hotel')

if __name__ == '__main__':
    main()
