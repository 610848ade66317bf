#!/usr/bin/env python3
"""Writes cards.tsv for review36: one realistic address book of a Mexico City family — Jorge Treviño Salas, sales
and projects manager of an industrial refrigeration and air-conditioning firm (Frío y Clima Industrial), who
travels for work to Monterrey, Guadalajara, Querétaro, Puebla, Mérida, Tijuana and León, and to Bogotá, Medellín,
Lima, Santiago, Buenos Aires, São Paulo, Panama City, San José, Guatemala City, Houston and Madrid; Mariana Garza
Ochoa, who plans the family's holidays: Oaxaca (a casa de huéspedes, a posada, cabañas at Hierve el Agua, a house
at Zicatela), Yucatán haciendas and Valladolid, Tulum cabañas, glamping and a short-let flat, Baja campgrounds, an
RV park and a roadside motel, Pueblos Mágicos (mesones, a posada, Taselotzin in Cuetzalan), Cartagena, Cusco
(hostal, hospedaje, Tambo del Inka, the Inca Trail's camp), Patagonia (refugios, estancias, hosterías), Costa
Rica eco-lodges, Guatemala (Antigua and Lake Atitlán), Paraty, and a Spanish parador — and the home contacts around
them. The region's traps: a hostería, a hostal, a mesón, a parador, a fonda, a posada and haciendas that are
restaurants, event venues or a tour; a company posada (the Christmas party) at a salón; a love motel that is a
client; a salón de eventos called Gran Hotel; a residencial (housing estate) and a developer called Hacienda;
a quinta that is an event garden; a dog kennel called Hospedaje; a care home called Estancia and a parrilla called
Estancia Vieja; an animal shelter called Refugio; family names Posadas, Cabañas, Villa, Mesones and Hilton and a
woman named Refugio; hotel staff and hosts whose ORG is their place; a landlady's own card; a sleeper train (Tren
Maya), an overnight ferry (Baja Ferries) and a four-night ship (Navimag).
Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card has N
(its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird.
hotel = a place one books a bed, room, hut bunk, cabin, cottage or pitch at for the night (hotels, aparthotels,
short-let flats, hostels and hostales, casas de huéspedes, posadas and mesones that let rooms, hospedajes,
haciendas and estancias that take guests, refugios, hosterías, lodges, glamping, campgrounds and RV parks, a
roadside motel, a holiday house); not = everything else, including hotel staff's, hosts' and a landlady's
personal cards, restaurants, event venues, a love motel, care homes, a dog kennel, an animal shelter, tour
operators, travel agencies, sleeper trains and ships. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Jorge's work: Monterrey
 (H, "Safi Royal Luxury Valle", '', "Av. Diego Rivera 555, Valle Oriente;San Pedro Garza García;N.L.;66269;México", "visita Cuauhtémoc Moctezuma, 2 noches, factura a Frío y Clima (RFC en el correo)", ''),
 (H, "Fiesta Inn Monterrey Valle", '', "Av. José Vasconcelos 345 Ote.;San Pedro Garza García;N.L.;66260;México", '', ''),
 (H, "Quinta Real Monterrey", '', "Av. Diego Rivera 500, Valle Oriente;San Pedro Garza García;N.L.;66269;México", "el cliente paga, 1 noche, cena con Héctor 20:30", ''),
 # --- Guadalajara
 (H, "Hyatt Regency Andares Guadalajara", '', "Blvd. Puerta de Hierro 5065;Zapopan;Jal.;45116;México", "Expo Carnes y Lácteos, 3 noches, World of Hyatt 554103288T", ''),
 (H, "Casa Fayette", '', "José Guadalupe Zuno 2151, Col. Americana;Guadalajara;Jal.;44160;México", '', ''),
 (H, "City Express by Marriott Guadalajara Expo", '', "Av. Mariano Otero 1560;Guadalajara;Jal.;44550;México", "tarifa empresa, desayuno desde 6:30, 2 noches", ''),
 # --- Querétaro
 (H, "Mesón de Santa Rosa", '', "Pasteur Sur 17, Centro Histórico;Santiago de Querétaro;Qro.;76000;México", "2 noches, hab. 12 al patio, desayuno incluido", ''),
 (H, "One Querétaro Centro Sur", '', "Av. Constituyentes 120 Ote.;Santiago de Querétaro;Qro.;76090;México", '', ''),
 (H, "La Casa de la Marquesa", '', "Madero 41, Centro;Santiago de Querétaro;Qro.;76000;México", "con el director, 1 noche, check-in 15:00, cena en el patio", ''),
 # --- Puebla
 (H, "Mesón Sacristía de la Compañía", '', "6 Sur 304, Callejón de los Sapos;Puebla;Pue.;72000;México", "proveedores VW, 2 noches, hab. 5 (la de los muebles antiguos)", ''),
 (H, "Rosewood Puebla", '', "Av. 2 Oriente 1200, Barrio del Alto;Puebla;Pue.;72000;México", '', ''),
 # --- Mérida
 (H, "Rosas & Xocolate", '', "Paseo de Montejo 480;Mérida;Yuc.;97000;México", "Kekén, 3 noches, llego 23:00 - avisar a recepción", ''),
 (H, "Fiesta Americana Mérida", '', "Paseo de Montejo 451;Mérida;Yuc.;97000;México", '', ''),
 # --- Tijuana
 (H, "Grand Hotel Tijuana", '', "Blvd. Agua Caliente 4500;Tijuana;B.C.;22014;México", "maquila en Otay, 2 noches, piso alto", ''),
 (H, "Real Inn Tijuana", '', "Blvd. Agua Caliente 10606;Tijuana;B.C.;22420;México", '', ''),
 # --- León
 (H, "Hotsson Smart León", '', "Blvd. Adolfo López Mateos 1102 Ote.;León;Gto.;37530;México", "visita Lala, 1 noche, estacionamiento sin costo", ''),
 (H, "Courtyard León at The Poliforum", '', "Blvd. Adolfo López Mateos 2611 Ote.;León;Gto.;37530;México", "Marriott Bonvoy, 2 noches", ''),
 # --- Bogotá, Medellín
 (H, "Movich Buró 26", '', "Av. Calle 26 #92-32;Bogotá;Cundinamarca;110931;Colombia", "pegado al aeropuerto, 1 noche, vuelo a Medellín 6:10", ''),
 (H, "Hotel de la Ópera", '', "Calle 10 #5-72, La Candelaria;Bogotá;Cundinamarca;111711;Colombia", "Alpina, 3 noches, desayuno incluido, reserva a nombre de Frío y Clima", ''),
 (H, "The Charlee", '', "Calle 9A #37-16, El Poblado;Medellín;Antioquia;050021;Colombia", '', ''),
 (H, "Apto Provenza (Airbnb)", '', "Carrera 35 #8A-30, apto 702;Medellín;Antioquia;050021;Colombia", "5 noches, portería código 2580, el anfitrión es Juan Pablo, parqueadero 2", ''),
 # --- Lima
 (H, "Casa Andina Premium Miraflores", '', "Av. La Paz 463;Miraflores;Lima;15074;Perú", "Gloria, 3 noches, recojo del aeropuerto 23:40", ''),
 (H, "Hostal El Patio", '', "Jr. Ernesto Diez Canseco 341;Miraflores;Lima;15074;Perú", '', ''),
 # --- Santiago
 (H, "NOI Vitacura", '', "Av. Nueva Costanera 3736;Vitacura;Región Metropolitana;7630000;Chile", "Agrosuper, 2 noches, pedir pieza con vista a la cordillera", ''),
 (H, "Hotel Plaza San Francisco", '', "Av. Libertador Bernardo O'Higgins 816;Santiago;Región Metropolitana;8320000;Chile", "1 noche, frente a la iglesia San Francisco", ''),
 # --- Buenos Aires
 (H, "Palacio Duhau - Park Hyatt Buenos Aires", '', "Av. Alvear 1661, Recoleta;Buenos Aires;CABA;C1014AAD;Argentina", "Arcor, 3 noches, late checkout pedido", ''),
 (H, "Home Hotel Buenos Aires", '', "Honduras 5860, Palermo Hollywood;Buenos Aires;CABA;C1414BNJ;Argentina", '', ''),
 # --- São Paulo
 (H, "Renaissance São Paulo", '', "Alameda Santos 2233, Jardim Paulista;São Paulo;SP;01419-002;Brasil", "BRF, 2 diárias, café da manhã incluso", ''),
 (H, "Meliá Paulista", '', "Av. Paulista 2181, Cerqueira César;São Paulo;SP;01311-300;Brasil", "check-in 14h, 1 diária", ''),
 # --- Panama City, San José, Guatemala City
 (H, "Las Clementinas", '', "Calle 11 y Avenida B, Casco Antiguo;Ciudad de Panamá;Panamá;;Panamá", "escala Copa, 1 noche, suite con cocina", ''),
 (H, "Hotel Grano de Oro", '', "Calle 30, Avenidas 2 y 4, Paseo Colón;San José;San José;10103;Costa Rica", "Dos Pinos, 2 noches", 'URL:https://www.hotelgranodeoro.com'),
 (H, "Barceló Guatemala City", '', "7a. Avenida 15-45, Zona 9;Ciudad de Guatemala;Guatemala;01009;Guatemala", "Cervecería Centro Americana, 2 noches, pedir factura con NIT", ''),
 # --- Houston, Madrid
 (H, "Hilton Americas-Houston", '', "1600 Lamar St;Houston;TX;77010;USA", "IIAR conference, 3 nights, conf # 3391827764", ''),
 (H, "Homewood Suites by Hilton Houston Near the Galleria", '', "2950 Sage Rd;Houston;TX;77056;USA", '', ''),
 (H, "Only YOU Boutique Hotel Madrid", '', "Calle del Barquillo 21;Madrid;Madrid;28004;España", "Frigicoll, 3 noches, desayuno aparte 22 EUR", ''),
 (H, "Hostal Riesco", '', "Calle de Correo 2;Madrid;Madrid;28012;España", "para el becario (Emilio), 4 noches, baño privado", ''),
 (H, "Parador de Chinchón", '', "Calle de los Huertos 1;Chinchón;Madrid;28370;España", "sábado después de la feria, 1 noche con Mariana", ''),
 # --- guests in Mexico City
 (H, "Hotel Geneve", '', "Londres 130, Col. Juárez;Ciudad de México;CDMX;06600;México", "para los tíos de Monterrey, 2 noches", ''),
 (H, "Hotel Catedral", '', "Donceles 95, Centro;Ciudad de México;CDMX;06010;México", '', ''),
 # --- Oaxaca
 (H, "Casa de Huéspedes Arnel", '', "Aldama 404, Barrio de Jalatlaco;Oaxaca de Juárez;Oax.;68080;México", "Guelaguetza, 4 noches, anticipo $1,500 por depósito en OXXO", 'EMAIL:reservaciones@casaarnel.com.mx'),
 (H, "Posada Don Mario", '', "Cosijopí 219, Centro;Oaxaca de Juárez;Oax.;68000;México", "cuarto familiar, 3 noches, desayuno en la terraza de 8 a 10", ''),
 (H, "Pug Seal Oaxaca", '', "Pino Suárez 517, Centro;Oaxaca de Juárez;Oax.;68000;México", '', ''),
 (H, "Cabañas Hierve el Agua", '', "Paraje Hierve el Agua, San Isidro Roaguía;San Lorenzo Albarradas;Oax.;70423;México", "1 noche, cabaña 3, llevar cobijas y efectivo", ''),
 (H, "Casa Toña Zicatela", '', "Calle del Morro s/n, Zicatela;Puerto Escondido;Oax.;71980;México", "wifi zicatela2024, la llave la tiene el vecino", ''),
 # --- Yucatán
 (H, "Hacienda Santa Rosa", '', "Carretera Mérida-Campeche km 129;Santa Rosa de Lima;Yuc.;97807;México", "aniversario, 2 noches, masaje en el cenote sábado 17:00", ''),
 (H, "Hacienda Petac", '', "Carretera Mérida-Tecoh km 12;Petac;Yuc.;97315;México", '', ''),
 (H, "Casa Hamaca", '', "Calle 49 #202-A, Barrio de San Juan;Valladolid;Yuc.;97780;México", "2 noches, desayuno yucateco, bicis para ir a Ek Balam", ''),
 # --- Tulum, the Riviera, Bacalar
 (H, "Cabañas Zazil-Kin", '', "Carretera Tulum-Boca Paila km 0.47;Tulum;Q.R.;77780;México", "3 noches, cabaña con hamacas, luz solo de 6 a 11 pm", ''),
 (H, "Nômade Tulum", '', "Carretera Tulum-Boca Paila km 10;Tulum;Q.R.;77780;México", '', ''),
 (H, "Glamping Yaakal", '', "Carretera Tulum-Cobá km 8;Tulum;Q.R.;77796;México", "tienda safari 2, 2 noches, el cenote está a 5 min", ''),
 (H, "Depa Aldea Zamá (Airbnb)", '', "Calle Jaguar, Aldea Zamá, depto 204;Tulum;Q.R.;77760;México", "4 noches, caja de llaves 1947, check-out 11:00", ''),
 (H, "Hotel Xcaret México", '', "Carretera Chetumal-Puerto Juárez km 282;Playa del Carmen;Q.R.;77710;México", "todo incluido, 4 noches, parques incluidos, pulseras en el lobby", ''),
 (H, "Rancho Encantado", '', "Carretera Federal 307 km 3;Bacalar;Q.R.;77930;México", '', ''),
 # --- Baja
 (H, "Campamento Playa Santispac", '', "Carretera Transpeninsular km 114, Bahía Concepción;Mulegé;B.C.S.;23900;México", "palapa 7, 3 noches, $200 la noche en efectivo", ''),
 (H, "Malarrimo RV Park", '', "Blvd. Emiliano Zapata s/n;Guerrero Negro;B.C.S.;23940;México", "lote 11, 1 noche, regaderas con agua caliente", ''),
 (H, "Hotel California Todos Santos", '', "Benito Juárez s/n, Centro;Todos Santos;B.C.S.;23305;México", '', ''),
 (H, "Motel Cuesta Real", '', "Carretera Transpeninsular km 75;San Ignacio;B.C.S.;23930;México", "de paso, 1 noche, cuarto con 2 camas, comprar dátiles", ''),
 (H, "Bungalows Cabo Pulmo", '', "Cabo Pulmo s/n;Cabo Pulmo;B.C.S.;23570;México", "2 noches, sin señal, llevar víveres de La Paz", ''),
 # --- Pueblos Mágicos and the rest of Mexico
 (H, "Posada de la Misión", '', "Cerro de la Misión 32;Taxco de Alarcón;Gro.;40230;México", "1 noche, alberca con el mural de O'Gorman", ''),
 (H, "Dos Casas", '', "Quebrada 101, Centro;San Miguel de Allende;Gto.;37700;México", "boda de Pau, 2 noches, hab. 8", ''),
 (H, "Mesón de Jobito", '', "Jardín Juárez 143, Centro;Zacatecas;Zac.;98000;México", '', ''),
 (H, "Mesón de la Abundancia", '', "Lanzagorta 11;Real de Catorce;S.L.P.;78550;México", "2 noches, chimenea en el cuarto, solo efectivo", ''),
 (H, "Rodavento", '', "Carretera Valle de Bravo-Los Saucos km 3.5;Valle de Bravo;Méx.;51200;México", "puente de noviembre, 2 noches, cabaña 14", ''),
 (H, "Taselotzin", '', "Barrio Zacatipan s/n;Cuetzalan del Progreso;Pue.;73560;México", "albergue de las señoras nahuas, 2 noches, comida incluida", ''),
 (H, "Solar de las Ánimas", '', "Ramón Corona 86, Centro;Tequila;Jal.;46400;México", '', ''),
 (H, "Hostal de la Luz", '', "Carretera Federal Tepoztlán-Amatlán km 4;Tepoztlán;Mor.;62520;México", "fin de semana, 2 noches, temazcal sábado 18:00", ''),
 # --- Cartagena
 (H, "Casa San Agustín", '', "Calle de la Universidad #36-44, Centro Histórico;Cartagena de Indias;Bolívar;130001;Colombia", "4 noches, traslado desde el aeropuerto incluido", ''),
 (H, "Casa Pestagua", '', "Calle Santo Domingo #33-63, Centro Histórico;Cartagena de Indias;Bolívar;130001;Colombia", '', ''),
 # --- Cusco, the Sacred Valley, Machu Picchu
 (H, "Hostal Wayra Wasi", '', "Calle Tandapata 354, San Blas;Cusco;Cusco;08003;Perú", "aclimatarse 2 noches antes del Camino, mate de coca en recepción", 'EMAIL:reservas@wayrawasicusco.pe'),
 (H, "Inkaterra La Casona", '', "Plaza Nazarenas 113;Cusco;Cusco;08002;Perú", '', ''),
 (H, "Campamento Wiñay Wayna", '', "Camino Inca km 104, Santuario Histórico de Machu Picchu;Machupicchu;Cusco;;Perú", "noche 3 del Camino, carpas de Llama Path, nos levantan 3:30", ''),
 (H, "Hospedaje Killa Wasi", '', "Av. Pachacútec 210;Machupicchu Pueblo;Cusco;08681;Perú", "1 noche después de Machu Picchu, agua caliente 24 h", ''),
 (H, "Tambo del Inka", '', "Av. Ferrocarril s/n;Urubamba;Cusco;08661;Perú", "Valle Sagrado 2 noches, el tren sale de la estación del hotel", ''),
 # --- Patagonia
 (H, "Refugio Jakob", '', "Laguna Jakob, Parque Nacional Nahuel Huapi;San Carlos de Bariloche;Río Negro;8400;Argentina", "reservar por la app del Club Andino, 1 noche, llevar bolsa de dormir", ''),
 (H, "Estancia Alta Vista", '', "Ruta Provincial 15 km 33;El Calafate;Santa Cruz;9405;Argentina", "2 noches, cabalgata 9:30, seña 30% transferida", 'URL:https://www.estanciaaltavista.com.ar'),
 (H, "Refugio Chileno", '', "Valle Ascencio, Parque Nacional Torres del Paine;Torres del Paine;Magallanes;;Chile", "W noche 1, litera 3, pensión completa", ''),
 (H, "Hostería Mirador del Payne", '', "Laguna Verde, Parque Nacional Torres del Paine;Torres del Paine;Magallanes;;Chile", '', ''),
 (H, "Hostería El Pilar", '', "Ruta Provincial 23 km 17;El Chaltén;Santa Cruz;9301;Argentina", "2 noches, vista al Fitz Roy, cena incluida", ''),
 (H, "Estancia Nibepo Aike", '', "Ruta Provincial 15 km 60;El Calafate;Santa Cruz;9405;Argentina", '', ''),
 # --- Costa Rica
 (H, "Lapa Ríos", '', "Cabo Matapalo, Península de Osa;Puerto Jiménez;Puntarenas;60702;Costa Rica", "3 noches, avioneta Sansa a Puerto Jiménez, todo incluido", ''),
 (H, "Lost Iguana", '', "Carretera a la Represa Arenal km 30;La Fortuna;Alajuela;21007;Costa Rica", '', ''),
 (H, "Pachira Lodge", '', "Tortuguero;Tortuguero;Limón;70207;Costa Rica", "2 noches, paquete con lancha desde La Pavona", ''),
 # --- Guatemala
 (H, "El Convento Antigua", '', "2a. Avenida Norte 11;Antigua Guatemala;Sacatepéquez;03001;Guatemala", "2 noches antes del lago", ''),
 (H, "Casa del Mundo", '', "Jaibalito, Lago de Atitlán;Santa Cruz La Laguna;Sololá;;Guatemala", "lancha desde Panajachel, 2 noches, jacuzzi de leña", ''),
 (H, "Posada de Santiago", '', "Calle Principal, Cantón Tzanjuyú;Santiago Atitlán;Sololá;07019;Guatemala", '', ''),
 # --- Paraty
 (H, "Pousada Literária", '', "Rua do Comércio 362, Centro Histórico;Paraty;RJ;23970-000;Brasil", "3 diárias depois da BRF, café da manhã, sinal de 50% por PIX", ''),
]
P = [
 # family and household
 (N, "Mamá", ";Mamá;;;", "Av. Miguel Ángel de Quevedo 520, depto 3;Coyoacán;CDMX;04000;México", "cumple 14 de mayo, pastillas de la presión", ''),
 (N, "Papá", ";Papá;;;", '', "comida del domingo en Coyoacán", ''),
 (N, "Suegra Lupita", "Ochoa;Guadalupe;;;", '', "tamales para la posada, recoger el 23 dic", ''),
 (N, "Abuela Chela", "Salas;Graciela;;;", "Av. San Fernando 340;Tlalpan;CDMX;14070;México", "visitas sáb y dom de 11 a 17, le gustan las glorias de Linares", ''),
 (N, "Mariana Garza", "Garza Ochoa;Mariana;;;", '', "sale a las 5", 'ORG:Universidad Iberoamericana || TITLE:Coordinadora de Posgrado'),
 (N, "Sofi", "Treviño Garza;Sofía;;;", '', "3o de secundaria, natación mar y jue", ''),
 (N, "Dieguito", "Treviño Garza;Diego;;;", '', "5o de primaria, fut sábado 9:00", ''),
 (N, "Paulina Treviño", "Treviño Salas;Paulina;;;", '', "hermana, boda en San Miguel 18 oct", ''),
 (N, "Doña Cuca", "Hernández;Refugio;;;", '', "limpieza martes y viernes, $450", ''),
 (N, "Ramiro Villa plomero", "Villa;Ramiro;;;", '', "boiler y tinaco, cobra $600 la visita", ''),
 (N, "Dra. Leticia Cabañas", "Cabañas;Leticia;;Dra.;", '', "cita Dieguito 12 mar 17:30", 'ORG:Hospital Ángeles Pedregal || TITLE:Pediatra'),
 (N, "Compadre Toño Posadas", "Posadas;Antonio;;;", '', "padrino de Diego, carne asada el primer sábado", ''),
 (N, "Miss Carmen Quintero", "Quintero;Carmen;;;", '', "junta de padres jueves 8:00", 'ORG:Colegio Madrid || TITLE:Titular 5o B'),
 # colleagues and clients
 (N, "Lucía Ramírez", "Ramírez;Lucía;;;", '', "viáticos y reservaciones de hotel, ext. 114", 'ORG:Frío y Clima Industrial S.A. de C.V. || TITLE:Asistente de Dirección'),
 (N, "Héctor Cantú", "Cantú;Héctor;;Ing.;", '', "cámaras frías planta Monterrey, junta martes 10:00", 'ORG:Cervecería Cuauhtémoc Moctezuma || TITLE:Gerente de Mantenimiento'),
 (N, "Juan Camilo Ospina", "Ospina;Juan Camilo;;;", '', "cuarto frío Sopó, WhatsApp", 'ORG:Alpina Productos Alimenticios'),
 (N, "Rodrigo Mesones", "Mesones;Rodrigo;;;", '', "planta Huachipa, visita 14 abr", 'ORG:Gloria S.A. || TITLE:Jefe de Proyectos'),
 (N, "Catalina Fuenzalida", "Fuenzalida;Catalina;;;", '', "la reunión es en Rancagua, 9:00", 'ORG:Agrosuper'),
 (N, "Martín Etchegaray", "Etchegaray;Martín;;;", '', "asado el jueves, le debo un Malbec", 'ORG:Arcor'),
 (N, "Fernanda Albuquerque", "Albuquerque;Fernanda;;;", '', "ligar depois das 14h", 'ORG:BRF S.A.'),
 (N, "Mike Hilton", "Hilton;Michael;;;", '', "IIAR booth 512, dinner Wed", 'ORG:Gulf Coast Refrigeration Inc. || TITLE:VP Sales'),
 (N, "Íñigo Larrañaga", "Larrañaga;Íñigo;;;", '', "comida jueves 14:30, Madrid", 'ORG:Frigicoll'),
 # hotel staff, hosts, a hut warden, a landlady
 (N, "Karla Méndez", "Méndez;Karla;;;", '', "tarifa convenio 2026, mandarle RFC", 'ORG:Hyatt Regency Andares Guadalajara || TITLE:Ejecutiva de Ventas Corporativas'),
 (N, "Don Mario Ruiz", "Ruiz;Mario;;;", '', "nos guarda el cuarto familiar para Guelaguetza, 3 noches", 'ORG:Posada Don Mario'),
 (N, "Pedro Quispe", "Quispe;Pedro;;;", '', "recojo del aeropuerto, WhatsApp, sulpayki!", 'ORG:Hostal Wayra Wasi || TITLE:Recepción'),
 (N, "Gabriela Sosa", "Sosa;Gabriela;;;", '', "mandarle el comprobante de la seña", 'ORG:Estancia Alta Vista || TITLE:Reservas'),
 (N, "Nahuel Quiroga", "Quiroga;Nahuel;;;", '', "refugiero, avisar si llueve, subida 4 h", 'ORG:Refugio Jakob'),
 (N, "Doña Toña", "Ruiz;Antonia;;;", '', "casa en Zicatela, 5 noches Semana Santa, anticipo $3,000 por transferencia", ''),
]
O = [
 # restaurants and venues with a lodging word
 (N, "Hostería La Bota", '', "Regina 48, Centro;Ciudad de México;CDMX;06090;México", "con los primos, mezcal, viernes 20:00", ''),
 (N, "Fonda Margarita", '', "Adolfo Prieto 1364 B, Tlacoquemécatl del Valle;Ciudad de México;CDMX;03200;México", "desayuno, abren 5:30, cierran lunes", ''),
 (N, "El Hostal de los Quesos", '', "Torres Adalid 1215, Col. Del Valle;Ciudad de México;CDMX;03100;México", "cumple de Mariana, reservación 8 personas 21:00", ''),
 (N, "Hacienda Los Portales", '', "Av. Miguel Ángel de Quevedo 687, Romero de Terreros;Coyoacán;CDMX;04310;México", "comida de fin de año del equipo, 19 dic 14:00, salón Virreyes", ''),
 (N, "Mesón del Cid", '', "Humboldt 61, Centro;Ciudad de México;CDMX;06000;México", "comida con los de Frigicoll, lechazo, reservar 14:30", ''),
 (N, "Parador San Martín", '', "Autopista México-Puebla km 91;San Martín Texmelucan;Pue.;74000;México", "barbacoa en carretera, abren 7:00", ''),
 (N, "Salón Los Candiles", '', "Calz. de Tlalpan 3800;Ciudad de México;CDMX;04650;México", "posada de la oficina 13 dic 20:00, intercambio $500", ''),
 (N, "Fonda Florecita", '', "Mercado de la Merced, Murguía s/n;Oaxaca de Juárez;Oax.;68000;México", "desayuno después del mercado, chocolate de agua", ''),
 (N, "La Posada de la Abuela", '', "Av. Chapultepec 215, Col. Americana;Guadalajara;Jal.;44160;México", "tortas ahogadas con el cliente, 14:00", ''),
 (N, "Cenotes de Cuzamá", '', "Ex Hacienda Chunkanán;Cuzamá;Yuc.;97577;México", "truck jalado por mulas a los 3 cenotes, 10:00, 4 personas, llevar efectivo", ''),
 (N, "Quinta Los Laureles", '', "Camino Real a Xochimilco 45;Xochimilco;CDMX;16010;México", "XV años de Valeria, sáb 19:00, mesa 7", ''),
 (N, "Salón Gran Hotel Versalles", '', "Calz. Ignacio Zaragoza 1200;Iztacalco;CDMX;08000;México", "bautizo de Mateo, comida 15:00", ''),
 (N, "Motel Jardín Real", '', "Calz. de Tlalpan 4520;Tlalpan;CDMX;14000;México", "cliente: mantenimiento minisplits 32 cuartos, cotización COT-1187, pagan a 30 días", ''),
 (N, "Residencial Villas del Pedregal", '', "Av. de las Fuentes 180;Tlalpan;CDMX;14140;México", "cuota de mantenimiento $1,850 mensual, caseta 24 h", ''),
 (N, "Desarrolladora Hacienda Tulum", '', "Av. Tulum 45, local 3;Tulum;Q.R.;77760;México", "preventa depa 2 rec., enganche 20%, firma 30 abr", ''),
 (N, "Hospedaje Canino Huellitas", '', "Av. Acoxpa 610;Tlalpan;CDMX;14300;México", "Canela 10 noches en Semana Santa, llevar croquetas y cartilla de vacunas", ''),
 (N, "Estancia Geriátrica San Fernando", '', "Av. San Fernando 340;Tlalpan;CDMX;14070;México", "abuela Chela, mensualidad el día 5", ''),
 (N, "Refugio Franciscano", '', "Camino a Santa Fe 808;Cuajimalpa;CDMX;05000;México", "donativo $300 al mes, Canela es de aquí", ''),
 (N, "Estancia Vieja", '', "Lavalle 941;Buenos Aires;CABA;C1047AAS;Argentina", "bife de chorizo con Martín, 21:30", ''),
 (N, "Hartwood", '', "Carretera Tulum-Boca Paila km 7.6;Tulum;Q.R.;77780;México", "reservar en línea a las 12:00, un mes antes", ''),
 (N, "Los Danzantes", '', "Macedonio Alcalá 403, Centro;Oaxaca de Juárez;Oax.;68000;México", "comida con los suegros, mole negro, 14:00 en la terraza", ''),
 (N, "Bar La Ópera", '', "5 de Mayo 10, Centro;Ciudad de México;CDMX;06000;México", "comida con Papá, sábado 14:00", ''),
 # travel agencies, tour operators
 (N, "Mesón Tours Agencia de Viajes", '', "Av. Universidad 1330;Ciudad de México;CDMX;04340;México", "boletos Tren Maya y tour Chichén, pagado con TDC a 3 MSI", ''),
 (N, "Viajes Palacio", '', "Av. Moliere 222, Polanco;Ciudad de México;CDMX;11540;México", "cotización Perú 12 días, seguro de viaje, ejecutiva Claudia", ''),
 (N, "Llama Path", '', "San Juan de Dios 250;Cusco;Cusco;08002;Perú", "Camino Inca 4D/3N, permisos 12 may, saldo al llegar", 'URL:https://www.llamapath.com'),
 (N, "Laguna Tours San Ignacio", '', "Av. Hidalgo 12;San Ignacio;B.C.S.;23930;México", "ballena gris 8:00, 4 personas, llevar chamarra", ''),
 (N, "Club Andino Bariloche", '', "20 de Febrero 30;San Carlos de Bariloche;Río Negro;8400;Argentina", "info de senderos y parte meteorológico", ''),
 # airlines, trains, ferries, buses
 (N, "Magnicharters", '', '', "paquete Cancún, salida 6:15 T1", 'KIND:org'),
 (N, "Volaris", '', '', '', ''),
 (N, "Viva Aerobus", '', '', '', ''),
 (N, "Avianca", '', '', "LifeMiles, BOG-MDE", 'KIND:org'),
 (N, "JetSMART", '', '', "LIM-CUZ 6:00, maleta 23 kg", ''),
 (N, "Copa Airlines", '', '', "ConnectMiles, escala PTY", 'KIND:org'),
 (N, "Tren Maya", '', "Estación Cancún Aeropuerto;Cancún;Q.R.;77569;México", "P'atal con cama, Cancún-Palenque 22:00, vagón 4", ''),
 (N, "Baja Ferries", '', "Puerto de Pichilingue;La Paz;B.C.S.;23010;México", "La Paz-Mazatlán, cabina 4 literas, salida 20:00, coche incluido", ''),
 (N, "Navimag", '', "Av. Angelmó 1735;Puerto Montt;Los Lagos;5480000;Chile", "Puerto Montt-Puerto Natales, 4 noches, cabina AAA", ''),
 (N, "Consettur Machupicchu", '', "Av. Hermanos Ayar s/n;Machupicchu Pueblo;Cusco;08681;Perú", "bus a la ciudadela 5:30, boletos impresos, 4 personas", ''),
 (N, "ETN Turistar", '', "Terminal Central del Norte, Eje Central Lázaro Cárdenas 4907;Ciudad de México;CDMX;07760;México", "ETN Lujo CDMX-San Miguel 8:00, asientos 7 y 8", ''),
 # spa, shops, health, school, work, home
 (N, "Temazcal Casa de la Tierra", '', "Camino al Tepozteco 5;Tepoztlán;Mor.;62520;México", "temazcal sábado 17:00, llevar toalla", ''),
 (N, "Decathlon Perisur", '', "Anillo Periférico Sur 4690;Coyoacán;CDMX;04500;México", "pedido casa de campaña Quechua 3 personas, recoger en tienda", ''),
 (N, "Médica Sur", '', "Puente de Piedra 150, Toriello Guerra;Tlalpan;CDMX;14050;México", "chequeo de Mariana 8:00 en ayunas", ''),
 (N, "Clínica del Viajero", '', "Av. Universidad 3000, Ciudad Universitaria;Coyoacán;CDMX;04510;México", "hepatitis A y tifoidea antes de Perú", ''),
 (N, "Veterinaria Pet's Care Coyoacán", '', "Av. Universidad 1800;Coyoacán;CDMX;04360;México", "Canela vacuna de rabia", ''),
 (N, "Colegio Madrid", '', "Calle Puente 224, Ex Hacienda San Juan de Dios;Tlalpan;CDMX;14387;México", "caja 7:30-14:00, colegiatura antes del 10", ''),
 (N, "Frío y Clima Industrial", '', "Av. Ejército Nacional 843, Granada;Ciudad de México;CDMX;11520;México", "nómina y vales, TI ext. 200", 'KIND:org || URL:https://www.frioyclima.com.mx'),
 (N, "Embajada de Estados Unidos - Visas", '', "Campos Elíseos 385, Polanco;Ciudad de México;CDMX;11560;México", "cita consular 14 feb 7:15, CAS el día anterior", ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AC{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
