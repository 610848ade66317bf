#!/usr/bin/env python3
"""Writes cards.tsv for review76: one realistic address book of a Havana-based Cuban family - Yoandry Pérez
Castillo, a tour guide with Havanatur who takes groups (Exodus, Intrepid, Canadian, Spanish and Russian
clients) to Viñales, Trinidad, Cienfuegos, Santiago de Cuba, Varadero, Cayo Santa María and Baracoa and goes on
fam trips and fairs to Mexico City, Cancún, Santo Domingo and Madrid (FITUR); his wife Mailén, a nurse; the
children Dayana and Alejito; relatives in Miami (tía Nilda in Hialeah, the cousin Yunior, abuela Cuca in a
nursing home) and in Madrid (the brother Reinier). The stays: casas particulares (hostal, arrendador divisa, the
blue anchor sign), Gaviota, Cubanacán, Islazul, Gran Caribe, Meliá, Iberostar and Kempinski hotels, campismo
popular bases, villas, a Turquino mountain camp, Dominican all-inclusives, Mexican posadas, a Madrid hostal and
Airbnb flats - and the contacts around them. The traps such a book has: paladares and cafeterías (some named
'Casa ...'), 'Hostal' as a restaurant's name, a 'Villa' that is a baseball team's stadium, a shop, a wedding venue,
a developer and a nursing home, CADECA and ETECSA offices, Viazul, the Havana-Santiago night train, a ferry, the
landlady's own card, hotel staff (carpetero, jefe de recepción) with their hotel in ORG, the Casa del Habano of the
Hotel Nacional, the Cabaret Parisién, Habaguanex's and Meliá's offices, the Campismo booking office in town, Grupo
Posadas' head office, a bed bank (WebBeds), a pet resort, a Chinese restaurant named 饭店, family names Posada, Villa,
Meliá, Cabañas and Hilton. Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard
lines. A person's card has N (its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/
thunderbird. hotel = a place one books a bed, room, hut bunk, cabin, cottage or pitch at for the night (hotels,
resorts, all-inclusives, casas particulares and hostales, guesthouses, posadas, hostels, short-let flats, a rented
beach house, campismo bases, villas that let rooms, a mountain camp); not = everything else, including the
landlady's, a host's and hotel staff's personal cards, restaurants, bars, venues, shops, offices of hotel
companies, a spa visited by day, a pet resort, a nursing home, trains, buses, a ferry. Labels fixed here, before
any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
HAB = ';La Habana;;'
C = [
 # --- Havana: clients' hotels, casas particulares, the family's weekends
 (H, 'Hotel Nacional de Cuba', '', 'Calle O esq. 21, Vedado' + HAB + '10400;Cuba', 'grupo de Exodus llega 14:00, check-in 15:00, 2 noches, rooming list por correo', 'URL:https://www.hotelnacionaldecuba.com'),
 (H, 'Iberostar Parque Central', '', 'Neptuno e/ Prado y Zulueta' + HAB + '10200;Cuba', 'Mr. Hendricks VIP, hab. 512, desayuno incluido, late checkout 14:00', ''),
 (H, 'Gran Hotel Manzana Kempinski La Habana', '', 'San Rafael e/ Zulueta y Monserrate' + HAB + '10200;Cuba', '', ''),
 (H, 'Meliá Cohiba', '', 'Paseo e/ 1ra y 3ra, Vedado' + HAB + '10400;Cuba', 'luna de miel de los clientes de Bilbao, 3 noches, loc. MC-88412', ''),
 (H, 'Hotel Inglaterra', '', 'Paseo del Prado 416 esq. San Rafael' + HAB + '10200;Cuba', '', ''),
 (H, 'Hostal Peregrino Consulado', '', 'Consulado 152 e/ Colón y Trocadero, Centro Habana' + HAB + '10200;Cuba', 'arrendador divisa, 2 hab. para los suecos, 35 USD/noche con desayuno', ''),
 (H, 'Casa de Lourdes y Pepe', '', 'Compostela 358 e/ Obrapía y Lamparilla, Habana Vieja' + HAB + '10100;Cuba', 'tiene el ancla azul en la puerta, 3 hab. con baño propio, 30 USD, reservar por WhatsApp con Lourdes', ''),
 (H, 'Hotel Presidente', '', 'Calzada esq. G, Vedado' + HAB + '10400;Cuba', '', ''),
 (H, 'Paseo 206', '', 'Paseo 206 esq. 13, Vedado' + HAB + '10400;Cuba', 'boutique de 10 hab., clientes de la agencia de Toronto, 4 noches, pagan ellos', 'EMAIL;TYPE=INTERNET:reservas@paseo206.com'),
 (H, 'Marta y Rafael (Calle 19)', '', 'Calle 19 #1005 e/ 10 y 12, Vedado' + HAB + '10400;Cuba', '2 cuartos con baño y split, 30 USD la noche, desayuno 5 USD, para cuando vengan los de Madrid', 'TEL;TYPE=CELL:+53 52864417'),
 (H, 'Villa Los Pinos', '', 'Av. de las Terrazas 21, Santa María del Mar' + HAB + '19180;Cuba', 'fin de semana con los niños, casa 14 con piscina, 2 noches, entrada 15:00', ''),
 (H, 'Casa de Yamilé en Guanabo', '', 'Calle 480 #7B09 e/ 7ma B y 9na, Guanabo' + HAB + '19120;Cuba', 'alquiler de verano, casa entera 4 cuartos, 60 USD/noche, del 10 al 17 de julio, llevar agua y ventiladores', ''),
 # --- Pinar del Río, Artemisa: Viñales, Las Terrazas
 (H, 'Hotel Los Jazmines', '', 'Carretera a Viñales km 23;Viñales;Pinar del Río;22400;Cuba', 'grupo 18 pax, 1 noche, cena buffet 19:00, salida 8:30 a la Cueva del Indio', ''),
 (H, 'Hotel La Ermita', '', 'Carretera a La Ermita km 1.5;Viñales;Pinar del Río;22400;Cuba', '', ''),
 (H, 'Villa Nenita', '', 'Salvador Cisneros 1B;Viñales;Pinar del Río;22400;Cuba', 'Nenita y Ernesto, 2 noches, cena de cerdo asado 10 USD, vista al valle', ''),
 (H, 'Hostal Chicho y Marlene', '', 'Adela Azcuy Norte 42;Viñales;Pinar del Río;22400;Cuba', 'ancla azul, 3 hab., 25 USD, para los mochileros del grupo', ''),
 (H, 'Campismo Dos Hermanas', '', 'Carretera a Moncada km 2;Viñales;Pinar del Río;22400;Cuba', 'cabaña 3, 2 noches, reservado en la oficina de Campismo de 3ra, llevar toallas', ''),
 (H, 'Rancho San Vicente', '', 'Valle de San Vicente, Carretera a Puerto Esperanza km 33;Viñales;Pinar del Río;22400;Cuba', '1 noche + baños termales, cabaña 22, desayuno incluido', ''),
 (H, 'Hotel Moka', '', 'Comunidad Las Terrazas, Autopista Nacional km 51;Candelaria;Artemisa;;Cuba', '', ''),
 # --- Trinidad, Topes de Collantes, Santa Clara
 (H, 'Iberostar Grand Trinidad', '', 'José Martí 262 e/ Lino Pérez y Colón;Trinidad;Sancti Spíritus;62600;Cuba', 'solo adultos, los clientes VIP, 2 noches, chequear transfer a Ancón', ''),
 (H, 'Hotel Las Cuevas', '', 'Finca Santa Ana;Trinidad;Sancti Spíritus;62600;Cuba', '', ''),
 (H, 'Hostal Casa Muñoz', '', 'José Martí 401 esq. Santiago Escobar;Trinidad;Sancti Spíritus;62600;Cuba', 'Julio y Rosa, 3 noches, depósito transferido, paseo a caballo a Javira', ''),
 (H, 'Memories Trinidad del Mar', '', 'Península de Ancón;Trinidad;Sancti Spíritus;62600;Cuba', 'todo incluido, grupo canadiense 22 pax, 3 noches, check-in 16:00', ''),
 (H, 'Yolanda y Osmany', '', 'Simón Bolívar 312 e/ Maceo y Gustavo Izquierdo;Trinidad;Sancti Spíritus;62600;Cuba', 'casa de la amiga de Mailén, 2 hab. con baño, 25 USD, desayuno 5, en la puerta el ancla azul', ''),
 (H, 'Hostal Los Helechos', '', 'Gustavo Izquierdo 104;Trinidad;Sancti Spíritus;62600;Cuba', 'para el chofer y yo, 1 noche, 20 USD', ''),
 (H, 'Villa Caburní', '', 'Topes de Collantes;Trinidad;Sancti Spíritus;62700;Cuba', 'Gaviota, cabañas, 1 noche, senderismo al Salto del Caburní 8:00', ''),
 (H, 'Hostal Florida Center', '', 'Maestra Nicolasa 56 e/ Colón y Maceo;Santa Clara;Villa Clara;50100;Cuba', 'Ángel, patio con matas, 1 noche camino a Cayo Santa María', ''),
 # --- Cienfuegos
 (H, 'Hotel Jagua', '', 'Calle 37 #1 e/ 0 y 2, Punta Gorda;Cienfuegos;Cienfuegos;55100;Cuba', 'Gran Caribe, grupo alemán, 1 noche, desayuno desde las 7', ''),
 (H, 'Meliá San Carlos', '', 'Avenida 56 esq. 33;Cienfuegos;Cienfuegos;55100;Cuba', '', ''),
 (H, 'Villa Lagarto', '', 'Calle 35 #4B e/ 0 y Litoral, Punta Gorda;Cienfuegos;Cienfuegos;55100;Cuba', 'casa de Tony frente a la bahía, 2 hab., cena de langosta, 2 noches', 'EMAIL;TYPE=INTERNET:villalagarto@nauta.cu'),
 (H, 'Palacio Azul', '', 'Calle 37 #1201 e/ 12 y 14, Punta Gorda;Cienfuegos;Cienfuegos;55100;Cuba', '', ''),
 (H, 'Villa Guajimico', '', 'Carretera a Trinidad km 42;Cumanayagua;Cienfuegos;;Cuba', 'base de campismo, cabaña 12, 2 noches, buceo con el grupo', ''),
 # --- Santiago de Cuba, Granma (Turquino)
 (H, 'Hotel Casa Granda', '', 'Heredia 201 esq. San Pedro;Santiago de Cuba;Santiago de Cuba;90100;Cuba', 'frente al parque Céspedes, 2 noches, hab. 308, terraza para el brindis', ''),
 (H, 'Meliá Santiago de Cuba', '', 'Av. de las Américas y Calle M;Santiago de Cuba;Santiago de Cuba;90400;Cuba', '', ''),
 (H, 'Hotel San Juan', '', 'Carretera a Siboney km 1½;Santiago de Cuba;Santiago de Cuba;90400;Cuba', 'Islazul, para el chofer, 2 noches', ''),
 (H, 'Casa Colonial Maruchi', '', 'Hartmann 357 e/ San Fermín y San Germán;Santiago de Cuba;Santiago de Cuba;90100;Cuba', 'Maruchi, 2 noches, desayuno incluido, tour de santería con su hermano', ''),
 (H, 'Villa Santo Domingo', '', 'Carretera a La Plata km 16, Santo Domingo;Bartolomé Masó;Granma;;Cuba', 'antes del Turquino, 1 noche, cabañas, salir 5:00 con el guía del parque', ''),
 (H, 'Campamento Aguada de Joaquín', '', 'Parque Nacional Turquino;Bartolomé Masó;Granma;;Cuba', 'noche en el refugio, literas, llevar saco de dormir y linterna, subir al pico 4:00', ''),
 (H, 'Base de Campismo La Mula', '', 'Carretera de la Costa Sur km 120;Guamá;Santiago de Cuba;;Cuba', 'campismo popular, cabaña 7, 3 noches en agosto, llevar mosquitero', ''),
 # --- Varadero
 (H, 'Meliá Varadero', '', 'Autopista del Sur km 7;Varadero;Matanzas;42200;Cuba', '', ''),
 (H, 'Iberostar Selection Varadero', '', 'Carretera Las Morlas km 17.5;Varadero;Matanzas;42200;Cuba', 'todo incluido, 4 noches, pulseras en el lobby, transfer 11:00', ''),
 (H, 'Hotel Los Delfines', '', 'Av. 1ra e/ 38 y 39;Varadero;Matanzas;42200;Cuba', 'Islazul, la semana de la familia en agosto, pagado en pesos en la agencia, 2 hab.', ''),
 (H, 'Mansión Xanadú', '', 'Autopista Sur km 8.5;Varadero;Matanzas;42200;Cuba', 'la casa Du Pont, 6 hab. arriba del golf, clientes golfistas, 2 noches', ''),
 (H, 'Villa Tortuga', '', 'Calle 7 e/ Av. Kawama y Av. 1ra;Varadero;Matanzas;42200;Cuba', '', ''),
 (H, 'Ocean Varadero El Patriarca', '', 'Autopista Sur km 18;Varadero;Matanzas;42200;Cuba', 'todo incluido, grupo ruso, 5 noches, hab. familiares', ''),
 # --- Cayo Santa María, Holguín
 (H, 'Meliá Buenavista', '', 'Punta Madruguilla, Cayo Santa María;Caibarién;Villa Clara;;Cuba', 'solo adultos, clientes de Madrid, 3 noches, mayordomo', ''),
 (H, 'Iberostar Ensenachos', '', 'Cayo Ensenachos;Caibarién;Villa Clara;;Cuba', '', ''),
 (H, 'Villa Las Brujas', '', 'Punta Periquillo, Cayo Las Brujas;Caibarién;Villa Clara;;Cuba', 'Gaviota, cabañas sobre el mar, 1 noche, la más barata de los cayos', ''),
 (H, 'Sol Cayo Santa María', '', 'Cayo Santa María;Caibarién;Villa Clara;;Cuba', '', ''),
 (H, 'Paradisus Río de Oro', '', 'Playa Esmeralda, Guardalavaca;Rafael Freyre;Holguín;;Cuba', 'solo adultos, 3 noches, cena en el japonés reservada 20:00', ''),
 # --- Baracoa
 (H, 'Hotel El Castillo', '', 'Calixto García, Loma del Paraíso;Baracoa;Guantánamo;97310;Cuba', '2 noches, hab. 14 con vista al Yunque, check-in 14:00', ''),
 (H, 'Hostal La Habanera', '', 'Maceo 126 esq. Frank País;Baracoa;Guantánamo;97310;Cuba', 'Gaviota, 10 hab., balcón a la calle, 1 noche', ''),
 (H, 'Villa Maguana', '', 'Carretera a Moa km 20;Baracoa;Guantánamo;;Cuba', 'Gaviota, casitas en la playa, 2 noches, llevar efectivo', ''),
 (H, 'Casa Colonial Lucy', '', 'Céspedes 29 e/ Rubert López y Maceo;Baracoa;Guantánamo;97310;Cuba', 'Lucy, pescado con leche de coco, ancla azul, 2 noches', ''),
 (H, 'Hotel Porto Santo', '', 'Carretera del Aeropuerto;Baracoa;Guantánamo;97310;Cuba', '', ''),
 # --- Jibacoa (campismo popular)
 (H, 'Campismo El Abra', '', 'Carretera Panamericana km 13.5, Jibacoa;Santa Cruz del Norte;Mayabeque;;Cuba', 'campismo popular, cabaña 24, 3 noches, en CUP, reservado en la oficina de 3ra', ''),
 (H, 'Campismo Los Cocos', '', 'Playa Jibacoa;Santa Cruz del Norte;Mayabeque;;Cuba', '', ''),
 # --- Mexico City
 (H, 'Hotel Zócalo Central', '', 'Av. 5 de Mayo 61, Centro Histórico;Ciudad de México;CDMX;06000;México', 'congreso de turismo, 3 noches, hab. con vista a la Catedral, conf. 448812', ''),
 (H, 'Fiesta Americana Reforma', '', 'Paseo de la Reforma 80, Juárez;Ciudad de México;CDMX;06600;México', 'tarifa agencia, 2 noches, check-in 15 hrs', ''),
 (H, 'Hostal Regina Downtown', '', '5 de Febrero 53, Centro;Ciudad de México;CDMX;06000;México', 'cama en cuarto de 6, 18 USD, para Yusniel', ''),
 (H, 'Casa San Ildefonso', '', 'San Ildefonso 38, Centro Histórico;Ciudad de México;CDMX;06020;México', 'guesthouse, cuarto privado con desayuno, 4 noches, pagar en pesos mexicanos', ''),
 (H, 'Posada Coyoacán', '', 'Higuera 16, Coyoacán;Ciudad de México;CDMX;04000;México', '2 noches, patio con bugambilias, check-in 15 hrs', ''),
 # --- Cancún, Puerto Morelos
 (H, 'Riu Palace Las Américas', '', 'Blvd. Kukulcán km 8.5, Zona Hotelera;Cancún;Quintana Roo;77500;México', 'fam trip, 3 noches, solo adultos', ''),
 (H, 'Grand Oasis Cancún', '', 'Blvd. Kukulcán km 16.5, Zona Hotelera;Cancún;Quintana Roo;77500;México', 'todo incluido, grupo de Havanatur México, 4 noches', ''),
 (H, 'Posada Amor', '', 'Av. Javier Rojo Gómez s/n;Puerto Morelos;Quintana Roo;77580;México', 'posada, cuarto con ventilador, 2 noches, desayuno aparte', ''),
 (H, 'Selina Cancún Downtown', '', 'Av. Tulum 229, SM 22;Cancún;Quintana Roo;77500;México', '', ''),
 (H, 'Krystal Cancún', '', 'Blvd. Kukulcán km 9, Punta Cancún;Cancún;Quintana Roo;77500;México', 'Havanatur México, 2 noches, conf. KC-20931', ''),
 (H, 'Hotel Xbalamqué', '', 'Av. Yaxchilán 31, SM 22;Cancún;Quintana Roo;77500;México', '', ''),
 # --- Santo Domingo, Punta Cana, Bayahíbe
 (H, 'Hodelpa Nicolás de Ovando', '', 'Calle Las Damas, Zona Colonial;Santo Domingo;Distrito Nacional;10210;República Dominicana', 'fam trip Arajet, 2 noches, desayuno buffet 6:30-10:30', ''),
 (H, 'Hostal Nicolás de Bari', '', 'Calle Hostos 267, Zona Colonial;Santo Domingo;Distrito Nacional;10210;República Dominicana', '', ''),
 (H, 'Casas del XVI', '', 'Calle Padre Billini 54, Zona Colonial;Santo Domingo;Distrito Nacional;10210;República Dominicana', 'la casa entera para el grupo de Intrepid, 3 noches, mayordomo', 'URL:https://www.casasdelxvi.com'),
 (H, 'Bávaro Princess All Suites Resort', '', 'Playa Bávaro;Punta Cana;La Altagracia;23000;República Dominicana', 'todo incluido, 4 noches, pulsera dorada, check-in 15:00', ''),
 (H, 'Iberostar Selection Hacienda Dominicus', '', 'Playa Dominicus;Bayahíbe;La Altagracia;;República Dominicana', 'todo incluido, 3 noches, excursión a Saona el martes', ''),
 (H, 'Viva Dominicus Beach', '', 'Playa Dominicus;Bayahíbe;La Altagracia;;República Dominicana', '', ''),
 # --- Madrid
 (H, 'Hostal La Macarena', '', 'Cava de San Miguel 8;Madrid;Madrid;28005;España', '2 noches, hab. 204 doble, al lado de la Plaza Mayor', ''),
 (H, 'NH Collection Madrid Suecia', '', 'Calle del Marqués de Casa Riera 4;Madrid;Madrid;28014;España', 'FITUR, 4 noches, pagado por Havanatur, loc. 77310452', ''),
 (H, 'Vincci Soho', '', 'Calle del Prado 18;Madrid;Madrid;28014;España', 'los clientes de la luna de miel, 2 noches antes del vuelo', ''),
 (H, 'Room Mate Laura', '', 'Travesía de Trujillos 3;Madrid;Madrid;28013;España', '', ''),
 (H, 'Apartamento Calle Argumosa', '', 'Calle de Argumosa 21, 3º izq.;Madrid;Madrid;28012;España', 'Airbnb cerca de Reinier, 5 noches, llaves en el bar de abajo, fianza 150 €', ''),
 (H, 'Posada del León de Oro', '', 'Calle de la Cava Baja 12;Madrid;Madrid;28005;España', 'hotel pequeño de la Cava Baja, hab. 3 con balcón, 2 noches, desayuno 12 €', ''),
 # --- Miami
 (H, 'Hyatt Place Miami Airport-West/Doral', '', '3655 NW 82nd Ave;Doral;FL;33166;USA', 'night before the early flight, shuttle 4:30 am, conf. 61829974', ''),
 (H, 'Extended Stay America Miami Airport Doral', '', '8720 NW 33rd St;Doral;FL;33172;USA', '', ''),
 (H, 'Freehand Miami', '', '2727 Indian Creek Dr;Miami Beach;FL;33140;USA', 'cama en dormitorio de 4, 2 noches, para el sobrino de Sarah', ''),
 (H, 'Apto de Mike en la Calle 8', '', '1421 SW 8th St, Apt 3;Miami;FL;33135;USA', 'Airbnb, 3 noches, código de la puerta 2207, check-in 4 pm', ''),
]
P = [
 # family and household
 (N, 'Mima', ';Mima;;;', 'Dolores 512 e/ 10 de Octubre y Porvenir, Lawton' + HAB + '10700;Cuba', 'cumple 12/5, pastillas de la presión, llevarle el pollo del mes', ''),
 (N, 'Pipo', ';Pipo;;;', '', 'dominó los sábados, arreglarle el ventilador', ''),
 (N, 'Mailén', 'Rodríguez Soto;Mailén;;;', '', 'guardia el jueves, recoger a Alejito 17:00', 'ORG:Hospital Universitario General Calixto García || TITLE:enfermera intensivista'),
 (N, 'Dayana', 'Pérez Rodríguez;Dayana;;;', '', '9no grado, repaso de matemática mar y jue 16:00, los 15 en marzo', ''),
 (N, 'Alejito', 'Pérez Rodríguez;Alejandro;;;', '', '3er grado, pelota sáb 9:00 en el Latino', ''),
 (N, 'Tía Nilda Posada', 'Posada;Nilda;;;', '1260 W 42nd Pl;Hialeah;FL;33012;USA', 'manda los paquetes por Cubamax, llamar domingo después de misa', 'TEL;TYPE=CELL:+1 305 822 4471'),
 (N, 'Yunior Villa', 'Villa Pérez;Yunior;;;', '', 'primo, me recoge en MIA, boda el sábado en Coconut Grove', 'TEL;TYPE=CELL:+1 786 510 2290'),
 (N, 'Reinier', 'Pérez Castillo;Reinier;;;', 'Calle de la Oca 45, 2º B, Carabanchel;Madrid;Madrid;28025;España', 'hermano, +6 horas, WhatsApp, le debo 100 €', ''),
 (N, 'Abuela Cuca', 'Castillo;Caridad;;;', '1050 NE 125th St;North Miami;FL;33161;USA', 'hab. 212, visitas 10-12 y 4-6, llevarle natilla', ''),
 (N, 'Maritza (vecina)', ';Maritza;;;', '', 'CDR, tiene la llave, riega las matas cuando viajamos', ''),
 (N, 'Osvaldo Meliá', 'Meliá;Osvaldo;;;', '', 'mecánico del Lada, cambio de aceite 15 USD, taller en Santos Suárez', ''),
 (N, 'Dra. Yaima Cabañas', 'Cabañas;Yaima;;Dra.;', '', 'médico de familia, consultorio 14, lunes y miércoles por la mañana', 'ORG:Policlínico Docente Plaza de la Revolución'),
 (N, 'Maestra Odalys', 'Fernández;Odalys;;;', '', 'maestra de Alejito, reunión de padres miércoles 16:00', 'ORG:Escuela Primaria Rubén Martínez Villena'),
 # colleagues and clients
 (N, 'Sarah Whitfield', 'Whitfield;Sarah;;;', '', 'rooming list for the Nacional, group arrives Sat, 2 nights then Viñales', 'ORG:Exodus Travels || TITLE:Operations Coordinator Cuba || EMAIL;TYPE=INTERNET:sarah.whitfield@exodus.co.uk'),
 (N, 'Graham Hilton', 'Hilton;Graham;;;', '', 'private tour Viñales, pick up at the hotel 8:00, pays cash', ''),
 (N, 'Yusniel Hernández', 'Hernández;Yusniel;;;', '', 'cambiar turno del grupo de Trinidad, me debe un circuito', 'ORG:Havanatur || TITLE:guía de turismo'),
 (N, 'Pancho el chofer', 'Ramírez;Francisco;;;', '', 'Yutong de 42 plazas, sale 7:00 del Nacional', 'ORG:Transtur'),
 (N, 'Lupita Sánchez', 'Sánchez;Guadalupe;;;', '', 'receptivo CDMX, traslados del aeropuerto, WhatsApp', 'ORG:Mega Travel Receptivo'),
 (N, 'Ramón Peña', 'Peña;Ramón;;;', '', 'fam trip Punta Cana, llamarlo después de las 10', 'ORG:Colonial Tours || TITLE:gerente de operaciones'),
 (N, 'Begoña Iturralde', 'Iturralde;Begoña;;;', '', 'FITUR, stand jueves 11:00, traer catálogos', 'ORG:Viajes Azul Marino'),
 (N, 'Ирина Кузнецова', 'Кузнецова;Ирина;;;', '', 'группа 20 чел., Варадеро, трансфер 11:00', 'ORG:Анекс Тур'),
 # hotel staff, hosts, the landlady
 (N, 'Yoel el carpetero', 'Morales;Yoel;;;', '', 'guarda las maletas del grupo, propina', 'ORG:Hotel Inglaterra || TITLE:carpetero'),
 (N, 'Roberto Fajardo', 'Fajardo;Roberto;;;', '', 'early check-in para mis grupos, llamarlo antes de las 10', 'ORG:Meliá Cohiba || TITLE:Jefe de Recepción'),
 (N, 'Lourdes (la dueña)', ';Lourdes;;;', 'Compostela 358 e/ Obrapía y Lamparilla, Habana Vieja' + HAB + '10100;Cuba', 'la dueña de la casa de Compostela, 3 noches para los italianos, depósito 20 USD', ''),
 (N, 'Rosa Muñoz', 'Muñoz;Rosa;;;', '', 'arrendadora, prefiere WhatsApp, confirmar el día antes', 'ORG:Hostal Casa Muñoz'),
 (N, 'Claudia Reyes', 'Reyes;Claudia;;;', '', 'tarifas 2026 para grupos, contrato por correo', 'ORG:Hodelpa Nicolás de Ovando || TITLE:Ejecutiva de Ventas'),
 (N, 'Pilar (casera Lavapiés)', ';Pilar;;;', '', 'piso de Argumosa, 5 noches, fianza 150 €, la devuelve por Bizum', ''),
 # health
 (N, 'Dr. Alfredo Rancaño', 'Rancaño;Alfredo;;Dr.;', '', 'extracción de Dayana 9:30', 'ORG:Clínica Estomatológica Tercer Congreso'),
]
O = [
 # paladares, cafeterías, restaurants, bars
 (N, 'Casa Miglis', '', 'Lealtad 120 e/ Ánimas y Lagunas, Centro Habana' + HAB + '10200;Cuba', 'mesa para 6, viernes 20:30, cumple de Mailén', ''),
 (N, 'Casa Abel', '', 'San Lázaro 319 e/ San Francisco y Espada, Centro Habana' + HAB + '10200;Cuba', 'almuerzo del grupo 12 pax 13:00, avisar que hay un vegetariano', ''),
 (N, 'Cafetería Casa Tití', '', 'Calle 17 #458 e/ E y F, Vedado' + HAB + '10400;Cuba', 'pedido: 20 panes con lechón y el cake de Alejito, recoger sáb 10:00', ''),
 (N, 'El Hostal de Doña Ana', '', 'Rubén Martínez Villena 63;Trinidad;Sancti Spíritus;62600;Cuba', 'almuerzo grupo 16 pax 12:30, menú 12 USD, pagar en efectivo', ''),
 (N, 'San Cristóbal', '', 'San Rafael 469 e/ Lealtad y Campanario, Centro Habana' + HAB + '10200;Cuba', 'reserva 8 personas 20:00, clientes de Bilbao', ''),
 (N, 'La Guarida', '', 'Concordia 418 e/ Gervasio y Escobar, Centro Habana' + HAB + '10200;Cuba', '', ''),
 (N, 'Tien Tan 天坛饭店', '', 'Cuchillo 17 e/ Zanja y San Nicolás, Barrio Chino' + HAB + '10200;Cuba', 'chop suey para llevar, abren 12:00', ''),
 (N, 'El Floridita', '', 'Obispo 557 esq. Monserrate, Habana Vieja' + HAB + '10100;Cuba', 'daiquirí con el grupo 18:00, máximo 10 pax', ''),
 (N, 'El Refugio del Yunque', '', 'Antonio Maceo 142;Baracoa;Guantánamo;97310;Cuba', 'mojitos después del Yunque, 8 pax', ''),
 (N, 'La Posada de la Villa', '', 'Calle de la Cava Baja 9;Madrid;Madrid;28005;España', 'cocido con Reinier el domingo 14:00, reservado a nombre de Pérez', ''),
 (N, 'Versailles Restaurant', '', '3555 SW 8th St;Miami;FL;33135;USA', 'cafecito con tía Nilda, domingo 11', ''),
 (N, 'Café de Tacuba', '', 'Tacuba 28, Centro Histórico;Ciudad de México;CDMX;06000;México', 'cena de bienvenida del congreso 20:00', ''),
 (N, "Pat'e Palo", '', 'Calle La Atarazana 25, Zona Colonial;Santo Domingo;Distrito Nacional;10210;República Dominicana', 'cena del grupo 10 pax 19:30', ''),
 # venues, a spa, a stadium, a shop
 (N, 'Cabaret Parisién - Hotel Nacional', '', 'Calle O esq. 21, Vedado' + HAB + '10400;Cuba', 'show 22:00, 6 clientes, mesa reservada, pagar en la puerta', ''),
 (N, 'Cabaret Tropicana', '', 'Calle 72 #4504 e/ 43 y 45, Marianao' + HAB + '11400;Cuba', 'show 22:00, grupo 20 pax, mesa 4, botella incluida', ''),
 (N, 'Fábrica de Arte Cubano', '', 'Calle 26 esq. 11, Vedado' + HAB + '10400;Cuba', '', ''),
 (N, 'Casa de la Música de Miramar', '', 'Calle 20 esq. 35, Miramar' + HAB + '11300;Cuba', 'salsa sáb 23:00 con los clientes', ''),
 (N, 'Casa de la Trova', '', 'Heredia 208;Santiago de Cuba;Santiago de Cuba;90100;Cuba', 'son en vivo 21:00 con el grupo', ''),
 (N, 'YHI Spa Meliá Habana', '', 'Av. 3ra e/ 76 y 80, Miramar' + HAB + '11300;Cuba', 'masaje para Mailén sáb 11:00, pase de día 30 USD', ''),
 (N, 'Villa Woodbine', '', '2167 Tigertail Ave, Coconut Grove;Miami;FL;33133;USA', 'boda de Yunior sáb 6 pm, dress code blanco, regalo de la lista', ''),
 (N, 'Palacio de los Matrimonios del Prado', '', 'Prado 306 esq. Ánimas' + HAB + '10200;Cuba', 'fotos de los 15 de Dayana, turno 10:00, llevar los 3 vestidos', ''),
 (N, 'Villa Clara - Estadio Sandino', '', 'Avenida 9 de Abril;Santa Clara;Villa Clara;50100;Cuba', 'juego Villa Clara vs Industriales jue 19:30, entradas para el grupo', ''),
 (N, 'Villa Moda', '', '1550 W 49th St;Hialeah;FL;33012;USA', 'tenis de Alejito talla 34, que tía Nilda los mande', ''),
 # offices around hotels: cigars, Habaguanex, Campismo, hotel companies
 (N, 'Casa del Habano - Hotel Nacional', '', 'Calle O esq. 21, Vedado' + HAB + '10400;Cuba', '2 cajas Cohiba Siglo VI para Reinier, pedir factura para la aduana', ''),
 (N, 'Habaguanex S.A. - Oficina Comercial', '', 'Oficios 110 e/ Lamparilla y Amargura, Habana Vieja' + HAB + '10100;Cuba', 'contrato de guías 2026, firmar lunes 10:00', ''),
 (N, 'Agencia de Reservaciones de Campismo', '', 'Calle 3ra #1405 e/ 12 y 14, Vedado' + HAB + '10400;Cuba', 'reservar Dos Hermanas y El Abra para julio, abren 8:30, hacer la cola temprano', ''),
 (N, 'Meliá Cuba - Oficina Comercial', '', 'Miramar Trade Center, Edificio Barcelona, Av. 3ra e/ 76 y 80' + HAB + '11300;Cuba', 'tarifas de agencia 2026, reunión jueves 10:00', ''),
 (N, 'Islazul - Agencia de Reservas', '', 'Calle 23 #156 e/ N y O, Vedado' + HAB + '10400;Cuba', 'reservar Los Delfines en pesos, llevar el carné de todos', ''),
 (N, 'Grupo Posadas - Oficinas Corporativas', '', 'Prolongación Paseo de la Reforma 1388, Santa Fe;Ciudad de México;CDMX;01210;México', 'reunión de ventas 11:00, tarifas Fiesta Americana para grupos cubanos', ''),
 (N, 'WebBeds', '', 'Calle Gremio de los Toneleros 42;Palma;Illes Balears;07009;España', 'vouchers de los clientes, soporte 24 h', 'URL:https://www.webbeds.com'),
 # money, phones
 (N, 'CADECA Obispo', '', 'Obispo 257 e/ Cuba y Aguiar, Habana Vieja' + HAB + '10100;Cuba', 'cambiar euros de los clientes, cierra 18:00', ''),
 (N, 'CADECA La Rampa', '', 'Calle 23 e/ L y M, Vedado' + HAB + '10400;Cuba', '', ''),
 (N, 'ETECSA Telepunto Obispo', '', 'Obispo 351 e/ Habana y Compostela, Habana Vieja' + HAB + '10100;Cuba', 'tarjetas nauta para el grupo, cola desde las 8', ''),
 (N, 'Multiservicios ETECSA Calle 17', '', 'Calle 17 e/ 10 y 12, Vedado' + HAB + '10400;Cuba', '', ''),
 # buses, trains, ferries, airlines, agencies
 (N, 'Viazul', '', 'Calle 26 esq. Zoológico, Nuevo Vedado' + HAB + '10600;Cuba', 'Habana-Trinidad 7:00, 2 pasajes, estar 1 hora antes', 'KIND:org || URL:https://www.viazul.wetransp.com'),
 (N, 'Ferrocarriles de Cuba - Tren Habana-Santiago', '', 'Terminal La Coubre, Desamparados, Habana Vieja' + HAB + '10100;Cuba', 'tren 1 sale 18:40, toda la noche, coche especial, llega 14:00 a Santiago', ''),
 (N, 'Terminal de Ferry Batabanó', '', 'Surgidero de Batabanó;Batabanó;Mayabeque;;Cuba', 'catamarán a Nueva Gerona 13:00, pasaje en Kohly', ''),
 (N, 'Cubana de Aviación', '', 'Calle 23 #64 esq. Infanta, Vedado' + HAB + '10400;Cuba', 'HAV-BCA jueves, 20 kg', 'KIND:org'),
 (N, 'World2Fly', '', '', 'MAD-HAV 2W, asiento 32A, maleta 23 kg', 'KIND:org'),
 (N, 'Arajet', '', '', 'SDQ-HAV, maleta de 23 kg pagada aparte', 'KIND:org'),
 (N, 'Havanatur', '', 'Calle 6 #117 e/ 1ra y 3ra, Miramar' + HAB + '11300;Cuba', 'planificación, listas de grupos los viernes', 'TEL;TYPE=WORK:+53 7 2019700'),
 (N, 'Gaviota Tours', '', 'Marina Hemingway, Av. 5ta y 248, Santa Fe' + HAB + '19110;Cuba', 'catamarán a Cayo Blanco 8 pax, salida 9:00 de la marina', ''),
 (N, 'Cubamax', '', '5025 W Flagler St;Miami;FL;33134;USA', 'paquete de tía Nilda 12 lb, llega el martes', ''),
 # Miami: a developer, a pet resort, the nursing home
 (N, 'Villa Capri Developers LLC', '', '8350 NW 52nd Ter, Suite 301;Doral;FL;33166;USA', 'la obra del primo Yunior, cheque los viernes', ''),
 (N, 'Paws Inn Pet Resort', '', '4200 W 12th Ave;Hialeah;FL;33012;USA', 'Canelo (el perro de tía Nilda) 5 noches mientras ella viaja, vacunas al día', ''),
 (N, 'Villa Maria Nursing and Rehabilitation Center', '', '1050 NE 125th St;North Miami;FL;33161;USA', 'abuela Cuca, hab. 212, terapia los martes', ''),
 # health, consulate
 (N, 'Clínica Central Cira García', '', 'Calle 20 #4101 esq. 41, Playa' + HAB + '11300;Cuba', 'cliente con fiebre, seguro Asistur, llevar pasaporte', ''),
 (N, 'Embajada de España - Sección Consular', '', 'Cárcel 51 esq. Zulueta, Habana Vieja' + HAB + '10100;Cuba', 'cita visado Schengen 9:15, llevar reserva de hotel y carta de invitación de Reinier', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'BQ{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
