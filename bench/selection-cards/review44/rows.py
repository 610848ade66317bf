#!/usr/bin/env python3
"""Writes cards.tsv for review44: one realistic address book of a Buenos Aires family - Martín Echeverría, a
consultant with a software firm (Kinetica Sistemas) whose clients are banks and telcos, travelling for work to
Córdoba, Rosario, Mendoza, Montevideo, Santiago de Chile, Lima, La Paz, Asunción, São Paulo, Bogotá and Madrid;
Valeria (Vale), a paediatrician, who plans the family's holidays: estancias in the pampa, hosterías, cabañas and
refugios in Patagonia and the Andes (Bariloche, Villa La Angostura, El Calafate, El Chaltén, Ushuaia, Torres del
Paine), posadas in Salta and Jujuy, Iguazú and the Iberá, the Atlantic coast (a rented house, Cariló), Punta del
Este and Colonia, Chilean cabañas and hostales, Atacama, Cusco and Lake Titicaca (a homestay), the Uyuni salt
hotels, Brazilian pousadas - and the home contacts around them. The traps a book of that region really has:
paradores on the road and on the beach (and a Spanish parador that is a hotel), a parrilla called Posada and a
bodegón called Hotel, a hostería that is a restaurant, a residencia geriátrica and a hogar de ancianos (with the
grandmother who lives there), two telos (albergue transitorio / hotel alojamiento: rooms by the turno), cabañas
that sell timber houses, Cabaña Las Lilas (a steakhouse), a refugio for dogs, a brewpub called El Refugio, a dog
hotel, bodegas with rooms (Salentein's posada) and without (Lagarde, El Esteco beside its own hotel), an
estancia for a día de campo, a gated neighbourhood called Estancias del Pilar, a wedding palace, the Hotel de
Inmigrantes (a museum), travel agencies (one called Posadas y Estancias), long-distance buses with beds, a
colectivo line, a sleeper train, a luxury sleeper train and a ferry with cabins, a landlady (la dueña), the
portero, family names Posadas, Cabañas, Mesones, Meliá and Fasano, hotel staff and hosts whose ORG is their place.
Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card has N
(its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird. hotel = somewhere one books a
bed, room, hut bunk, cottage, flat or pitch for the night (hotels, aparthotels, short-let flats, hostels, hostales,
residenciales, posadas, pousadas, hosterías with rooms, estancias with rooms, cabañas, refugios de montaña,
campsites, holiday houses, resorts, a winery's posada, a homestay); not = everything else, including people's
cards (staff, hosts, the landlady), restaurants, bars, paradores de ruta, care homes, telos (by the turno, not a
night's lodging), a dog hotel, a dog shelter, wineries visited by day, thermal baths by day, sleeper trains, buses
and boats. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
AR, CABA = 'Argentina', 'Ciudad Autónoma de Buenos Aires'
C = [
 # --- Martín's work: Córdoba, Rosario, Mendoza
 (H, 'Sheraton Córdoba', '', 'Duarte Quirós 1300;Córdoba;Córdoba;X5000ALT;' + AR, 'Bco. de Córdoba, 2 noches, check-in 15 hs, Bonvoy 88120457', ''),
 (H, 'Azur Real', '', 'San Jerónimo 243;Córdoba;Córdoba;X5000AGE;' + AR, '1 noche, desayuno incluido, pedir hab. interna (la calle es ruidosa)', ''),
 (H, 'Amerian Córdoba Park', '', 'Bv. San Juan 165;Córdoba;Córdoba;X5000ATB;' + AR, '', ''),
 (H, 'Pullman Rosario City Center', '', 'Av. Circunvalación 25 de Mayo 1598;Rosario;Santa Fe;S2013;' + AR, 'reunión en el Puerto, 1 noche, late check-out hasta 14 hs', ''),
 (H, 'Esplendor Savoy Rosario', '', 'San Lorenzo 1022;Rosario;Santa Fe;S2000DBJ;' + AR, '', ''),
 (H, 'Ros Tower', '', 'Mitre 299;Rosario;Santa Fe;S2000COE;' + AR, 'reserva 448127, 2 noches, cochera cubierta', ''),
 (H, 'Park Hyatt Mendoza', '', 'Chile 1124;Mendoza;Mendoza;M5500;' + AR, 'congreso AgTech, 3 noches, facturar a Kinetica (CUIT en el mail)', ''),
 (H, 'Huentala', '', 'Primitivo de la Reta 1007;Mendoza;Mendoza;M5500GGU;' + AR, '', ''),
 (H, 'Bodega Salentein', '', 'Ruta Provincial 89 s/n, Los Árboles;Tunuyán;Mendoza;5560;' + AR, 'la Posada: 2 noches con Vale después del congreso, hab. 4, cena de pasos incluida', ''),
 (H, 'Entre Cielos', '', 'Guardia Vieja 1998, Vistalba;Luján de Cuyo;Mendoza;5509;' + AR, '1 noche, hammam 18 hs, desayuno hasta las 11', ''),
 # --- Montevideo, Santiago, Lima, La Paz, Asunción
 (H, 'Sofitel Montevideo Casino Carrasco', '', 'Rambla República de México 6451;Montevideo;Montevideo;11500;Uruguay', 'ANTEL, 2 noches, traslado desde Carrasco incluido', ''),
 (H, 'Dazzler Montevideo', '', '21 de Setiembre 2752;Montevideo;Montevideo;11300;Uruguay', '', ''),
 (H, 'Novotel Santiago Vitacura', '', 'Av. Vitacura 2807;Las Condes;Región Metropolitana;7550000;Chile', '3 noches, piso alto, ALL Accor 3081 9924', ''),
 (H, 'The Singular Santiago', '', 'Merced 294, Barrio Lastarria;Santiago;Región Metropolitana;8320000;Chile', 'client pays, 1 night, dinner with Francisca 20:30', ''),
 (H, 'Plaza El Bosque Ebro', '', 'Ebro 2828;Las Condes;Región Metropolitana;7550000;Chile', '', ''),
 (H, 'Casa Andina Select Miraflores', '', 'Av. Schell 452;Miraflores, Lima;Lima;15074;Perú', '2 noches, desayuno desde 6:30, reserva CA-77810', ''),
 (H, 'Tierra Viva Miraflores Larco', '', 'Calle Bolívar 176;Miraflores, Lima;Lima;15074;Perú', '', ''),
 (H, 'Atix', '', 'Calle 16 de Calacoto 8052;La Paz;La Paz;;Bolivia', '2 noches, OJO altura, mate de coca en recepción', ''),
 (H, 'Hotel Rosario La Paz', '', 'Av. Illampu 704;La Paz;La Paz;;Bolivia', '', ''),
 (H, 'Granados Park Hotel', '', 'Estrella esq. 15 de Agosto;Asunción;;1209;Paraguay', '1 night, meeting at Tigo 9 am', ''),
 (H, 'Aloft Asunción', '', 'Av. Aviadores del Chaco 2050;Asunción;;1860;Paraguay', '', ''),
 # --- São Paulo, Bogotá, Madrid
 (H, 'Intercity São Paulo Nações Unidas', '', 'Av. das Nações Unidas 12559;São Paulo;SP;04578-903;Brasil', '3 diárias, café da manhã incluso, reserva 90331', ''),
 (H, 'Pestana São Paulo', '', 'Rua Tutóia 77;São Paulo;SP;04007-005;Brasil', '', ''),
 (H, 'Estelar La Fontana', '', 'Av. Calle 127 # 15A-10;Bogotá;Cundinamarca;110121;Colombia', '2 noches, check-out 13 hs, pedir factura electrónica', ''),
 (H, 'Four Seasons Casa Medina', '', 'Carrera 7 # 69A-22;Bogotá;Cundinamarca;110231;Colombia', '', ''),
 (H, 'NH Collection Madrid Paseo del Prado', '', 'Plaza de la Cañada del Prado 4;Madrid;Madrid;28014;España', '4 noches, hab. 812, reunión en Distrito Telefónica lun 9:30', ''),
 (H, 'Hostal Gonzalo', '', 'Calle de Cervantes 34;Madrid;Madrid;28014;España', 'para Joaco (el pasante), 3 noches, hab. individual', ''),
 (H, 'Petit Palace Posada del Peine', '', 'Calle Postas 17;Madrid;Madrid;28012;España', '', ''),
 (H, 'Parador de Toledo', '', 'Cerro del Emperador s/n;Toledo;Toledo;45002;España', '1 noche con Vale después de la feria, hab. con vista a la ciudad', ''),
 # --- Buenos Aires, for guests
 (H, 'Casa Sur Palermo', '', 'Costa Rica 6032;' + CABA + ';CABA;C1414BTJ;' + AR, 'los Meliá (Telefónica), 3 noches, mandarles el voucher', ''),
 (H, 'Depto Gorriti (Airbnb)', '', 'Gorriti 4860 5° B;' + CABA + ';CABA;C1414BJN;' + AR, 'tía Marta, 5 noches en marzo, check-in 15 hs, llaves con el portero', ''),
 # --- estancias in the pampa
 (H, 'Estancia La Porteña', '', 'Ruta Nacional 8 km 112;San Antonio de Areco;Buenos Aires;B2760;' + AR, 'finde largo, 2 noches pensión completa, cabalgata incluida', ''),
 (H, 'El Ombú de Areco', '', 'Cuartel VI, Villa Lía;San Antonio de Areco;Buenos Aires;B2760;' + AR, '', ''),
 (H, 'Estancia La Candelaria', '', 'Ruta 205 km 114,5;Lobos;Buenos Aires;B7240;' + AR, 'Día de la Madre, 1 noche, hab. en el castillo, pileta', ''),
 # --- Bariloche, Villa La Angostura
 (H, 'Villa Huinid', '', 'Av. Ezequiel Bustillo km 2,6;San Carlos de Bariloche;Río Negro;R8402;' + AR, 'aniversario 15 años, 2 noches, hab. 427 vista al lago', 'URL:https://www.villahuinid.com.ar'),
 (H, 'Hostería Las Marianas', '', '24 de Septiembre 218;San Carlos de Bariloche;Río Negro;R8400;' + AR, '4 noches vacaciones de invierno, desayuno buffet, cochera', ''),
 (H, 'Cabañas del Cerro Otto', '', 'Av. de los Pioneros km 5,2;San Carlos de Bariloche;Río Negro;R8402;' + AR, 'cabaña 3 (4 pax), 7 noches julio, seña $150.000 transferida', ''),
 (H, 'Refugio San Martín', '', 'Laguna Jakob, Valle del Casalata;San Carlos de Bariloche;Río Negro;;' + AR, '1 noche, bolsa de dormir propia, subida desde Colonia Suiza (6 hs)', ''),
 (H, 'Refugio Lynch', '', 'Cerro Catedral, Base Lynch;San Carlos de Bariloche;Río Negro;;' + AR, '', ''),
 (H, 'Correntoso', '', 'Av. Siete Lagos 4505;Villa La Angostura;Neuquén;Q8407;' + AR, '3 noches, pileta climatizada, reserva CLR-2231', ''),
 (H, 'Camping Lago Gutiérrez', '', 'Ruta 82 km 5;San Carlos de Bariloche;Río Negro;R8400;' + AR, 'parcela 12, 3 noches, carpa + auto, hay proveeduría', ''),
 # --- El Calafate, Ushuaia, El Chaltén, Torres del Paine
 (H, 'EOLO', '', 'Ruta Provincial 11 km 23;El Calafate;Santa Cruz;Z9405;' + AR, '2 noches all inclusive, traslado desde el aeropuerto', ''),
 (H, 'Posada Los Álamos', '', 'Gdor. Moyano 1355;El Calafate;Santa Cruz;Z9405;' + AR, '3 noches, hab. familiar, desayuno de 7 a 10', ''),
 (H, 'América del Sur Hostel', '', 'Puerto Deseado 153;El Calafate;Santa Cruz;Z9405;' + AR, 'Tomi + 2 amigos, 2 noches, cuarto compartido de 6', ''),
 (H, 'Arakur', '', 'Cerro Alarken;Ushuaia;Tierra del Fuego;V9410;' + AR, '3 noches, shuttle al centro cada 1 hora', ''),
 (H, 'Cabañas del Beagle', '', 'Las Aljabas 375;Ushuaia;Tierra del Fuego;V9410;' + AR, '', ''),
 (H, 'Hostería Patagonia Jarké', '', 'Sarmiento 310;Ushuaia;Tierra del Fuego;V9410;' + AR, 'última noche antes de volar, check-out 10 hs', ''),
 (H, 'Hostería El Puma', '', 'Lionel Terray 212;El Chaltén;Santa Cruz;Z9301;' + AR, '', ''),
 (H, 'Refugio Grey', '', 'Sector Lago Grey, Parque Nacional Torres del Paine;Torres del Paine;Magallanes;;Chile', 'Vertice, 1 noche con pensión completa, booking VP-2210', ''),
 (H, 'Camping Pehoé', '', 'Lago Pehoé, Parque Nacional Torres del Paine;Torres del Paine;Magallanes;;Chile', 'carpa armada con colchón, 2 noches', ''),
 # --- Salta and Jujuy
 (H, 'Posada El Arribo', '', 'Av. Belgrano 1051;Salta;Salta;A4400;' + AR, '2 noches antes de la Quebrada, cochera, pedir hab. en planta baja', ''),
 (H, 'Patios de Cafayate', '', 'Ruta Nacional 40 y Ruta 68;Cafayate;Salta;A4427;' + AR, '2 noches, hab. 9, pileta', ''),
 (H, 'Hostería de Iruya', '', 'San Martín 641;Iruya;Salta;A4633;' + AR, '1 noche, llegar antes de que oscurezca (ripio)', 'EMAIL:reservas@hosteriadeiruya.com.ar'),
 (H, 'Los Colorados', '', 'Chapacal s/n;Purmamarca;Jujuy;Y4618;' + AR, '', ''),
 (H, 'La Merced del Alto', '', 'Fuerte Alto s/n;Cachi;Salta;A4417;' + AR, '2 noches, media pensión', ''),
 (H, 'Residencial Humahuaca', '', 'Córdoba 401;Humahuaca;Jujuy;Y4630;' + AR, '1 noche, baño privado, sin desayuno, pagar en efectivo', ''),
 (H, 'Posada con los Ángeles', '', 'Gral. Paz s/n;Tilcara;Jujuy;Y4624;' + AR, '', ''),
 # --- Iguazú, Iberá, the sierras, the Atlantic coast
 (H, 'Gran Meliá Iguazú', '', 'Parque Nacional Iguazú;Puerto Iguazú;Misiones;N3370;' + AR, '3 noches, vista a las Cataratas, hab. 5014', ''),
 (H, 'Posada Rincón del Socorro', '', 'Ruta Provincial 40 km 83;Colonia Carlos Pellegrini;Corrientes;W3471;' + AR, 'Iberá: 3 noches pensión completa, safari en lancha 17 hs', ''),
 (H, 'Cabañas Las Rosas', '', 'Los Manzanos 120;Villa General Belgrano;Córdoba;X5194;' + AR, 'finde largo de octubre, 2 noches, pileta, aceptan mascotas (Ramona)', ''),
 (H, 'Casa Mar de las Pampas', '', 'Santa María y El Lucero;Mar de las Pampas;Buenos Aires;B7165;' + AR, 'enero 2da quincena, 7 noches, 3 dorm., llevar sábanas y toallas', ''),
 (H, 'Cariló Village', '', 'Carpintero y Divisadero;Cariló;Buenos Aires;B7167;' + AR, '', ''),
 # --- Uruguay
 (H, 'Enjoy Punta del Este', '', 'Rambla Claudio Williman Parada 4;Punta del Este;Maldonado;20100;Uruguay', 'finde, 2 noches, pileta cubierta, Vale quiere el spa', ''),
 (H, 'Depto Punta - Edificio Aquarela', '', 'Calle 28 y Rambla Artigas 9° A;Punta del Este;Maldonado;20100;Uruguay', 'quincena de enero, 2 dorm., saldo US$ 1.200 al llegar, ropa blanca incluida', ''),
 (H, 'Bahía Vik', '', 'Camino Eugenio Saiz Martínez km 8;José Ignacio;Maldonado;20402;Uruguay', '', ''),
 (H, 'Posada Plaza Mayor', '', 'Calle del Comercio 111;Colonia del Sacramento;Colonia;70000;Uruguay', '1 noche, llegamos en el Colonia Express de las 8:45', ''),
 (H, 'Charco Hotel', '', 'San Miguel 66;Colonia del Sacramento;Colonia;70000;Uruguay', '', ''),
 # --- Chile
 (H, 'Hostal Forestal', '', 'Coronel Santiago Bueras 122;Santiago;Región Metropolitana;8320000;Chile', '1 noche antes de volar a Calama, desayuno incluido', ''),
 (H, 'Casa Higueras', '', 'Higuera 133, Cerro Alegre;Valparaíso;Valparaíso;2370000;Chile', '2 noches, terraza con vista, no hay ascensor', ''),
 (H, 'Cabañas Ruka Lafken', '', 'Camino Pucón-Caburgua km 4;Pucón;Araucanía;4920000;Chile', 'cabaña 2, 5 noches, quincho, leña incluida, seña por transferencia', ''),
 (H, 'Hostal Sonchek', '', 'Gustavo Le Paige 198;San Pedro de Atacama;Antofagasta;1410000;Chile', '2 noches, baño compartido, check-in hasta 22 hs', ''),
 (H, 'Alto Atacama', '', 'Camino Pukará s/n, Ayllu de Quitor;San Pedro de Atacama;Antofagasta;1410000;Chile', '3 noches all inclusive, excursión Géiseres del Tatio 4:30', 'URL:https://www.altoatacama.com'),
 # --- Peru, Bolivia
 (H, 'Hostal Rumi Punku', '', 'Calle Choquechaca 339;Cusco;Cusco;08002;Perú', '4 noches para aclimatarse, desayuno 7 hs, reserva 5521', ''),
 (H, 'Palacio del Inka', '', 'Plazoleta Santo Domingo 259;Cusco;Cusco;08002;Perú', '', ''),
 (H, 'Casa del Sol Machu Picchu', '', 'Av. Imperio de los Incas 608;Aguas Calientes;Cusco;08681;Perú', '1 noche, subir a Machu Picchu 6 hs, tour de orquídeas incluido', ''),
 (H, 'Casa Yucra - Amantaní', '', 'Comunidad Occosuyo, Isla Amantaní;Puno;Puno;;Perú', 'turismo vivencial, 1 noche con la familia de Don Alejo, pensión completa, llevar fruta y cuadernos para los chicos', ''),
 (H, 'Palacio de Sal', '', 'Salar de Uyuni, Colchani;Uyuni;Potosí;;Bolivia', '1 noche, todo de sal, llevar abrigo', ''),
 (H, 'Luna Salada', '', 'Colchani;Uyuni;Potosí;;Bolivia', '', ''),
 # --- Brazil
 (H, 'Pousada Casas Brancas', '', 'Alto do Humaitá 10;Armação dos Búzios;RJ;28950-000;Brasil', '7 diárias, vista pro mar, depósito 30% via Pix', ''),
 (H, 'Pousada do Sandi', '', 'Largo do Rosário 1;Paraty;RJ;23970-000;Brasil', '3 noites, café da manhã até 11h', ''),
 (H, 'Jurerê Beach Village', '', 'Alameda César Nascimento 646;Florianópolis;SC;88053-500;Brasil', 'flat 2 quartos, 10 diárias, check-in 14h', ''),
 (H, 'Chalés Vila Verde', '', 'Estrada Geral do Rosa;Imbituba;SC;88780-000;Brasil', '', ''),
 (H, 'Che Lagarto Copacabana', '', 'Rua Barata Ribeiro 111;Rio de Janeiro;RJ;22011-001;Brasil', 'Tomi, 3 noches, cama en dorm de 8, lo paga él', ''),
]
P = [
 # family and household
 (N, 'Mami', ';Mami;;;', 'Brandsen 2140;Ituzaingó;Buenos Aires;B1714;' + AR, 'cumple 14/8, remedios de la presión', ''),
 (N, 'Papi', ';Papi;;;', '', 'turno cardiólogo mar 10:30, acompañarlo', ''),
 (N, 'Nélida (suegra)', 'Romano;Nélida;;;', '', 'ravioles los domingos 13 hs', ''),
 (N, 'Abuela Coca', 'Echeverría;Socorro;;;', 'Av. Rivadavia 6750;' + CABA + ';CABA;C1406GLE;' + AR, 'hab. 6, le gustan las masitas de Las Violetas', ''),
 (N, 'Valeria Romano', 'Romano;Valeria;;;', '', 'guardia los martes, cel. del hospital 15-4412-0987', 'ORG:Hospital de Niños Ricardo Gutiérrez || TITLE:Pediatra'),
 (N, 'Tomi', 'Echeverría;Tomás;;;', '', '5to año, viaje de egresados en julio', ''),
 (N, 'Cata', 'Echeverría;Catalina;;;', '', '3er grado, natación los miércoles', ''),
 (N, 'Nico (hermano)', 'Echeverría;Nicolás;;;', '', 'casamiento con Flor 18/10', ''),
 (N, 'Norma (la dueña)', 'Fernández;Norma;;;', '', 'alquiler vence el 10, ajuste ICL cada 3 meses, CBU por WhatsApp', ''),
 (N, 'Rubén portero', ';Rubén;;;', '', 'encargado del edificio, paquetes de Mercado Libre, control de la cochera', ''),
 (N, 'Roberto Cabañas', 'Cabañas;Roberto;;;', '', 'plomero, pérdida en el baño, $45.000', ''),
 (N, 'Mariana Posadas', 'Posadas;Mariana;;;', '', 'seño de Cata, reunión de padres 14/4 18 hs', 'ORG:Escuela N° 9 D.E. 9 Juan José Castelli || TITLE:Maestra de 3er grado'),
 (N, 'Gabi Fasano', 'Fasano;Gabriela;;;', '', 'amiga de Vale, yoga mar 19 hs', ''),
 # colleagues and clients
 (N, 'Jorge Mesones', 'Mesones;Jorge;;;', '', 'jefe, 1:1 los lunes 9 hs', 'ORG:Kinetica Sistemas S.A. || TITLE:Gerente Regional'),
 (N, 'Javier Meliá', 'Meliá;Javier;;;', '', 'proyecto billing, llamada lun 10 hs (hora Madrid)', 'ORG:Telefónica España || TITLE:Director de Sistemas'),
 (N, 'Francisca Soto', 'Soto;Francisca;;;', '', 'go-live 2/6, WhatsApp', 'ORG:Banco de Chile'),
 (N, 'Luis Huamán', 'Huamán;Luis;;;', '', 'migración core, reunión mié 15 hs (hora Lima)', 'ORG:Interbank'),
 (N, 'Ana Paula Ribeiro', 'Ribeiro;Ana Paula;;;', '', 'call quinta 14h, fala espanhol', 'ORG:Itaú Unibanco || TITLE:Gerente de TI'),
 (N, 'Diego Benítez', 'Benítez;Diego;;;', '', 'Tigo, contrato renovación', 'ORG:Tigo Paraguay'),
 (N, 'Marcelo Mamani', 'Mamani;Marcelo;;;', '', 'Entel, workshop en La Paz', 'ORG:Entel Bolivia'),
 (N, 'Juliana Restrepo', 'Restrepo;Juliana;;;', '', 'prefers email, Bogotá office hours 8-5', 'ORG:Bancolombia'),
 (N, 'Santiago Pereira', 'Pereira;Santiago;;;', '', 'ANTEL, factura en pesos uruguayos', 'ORG:ANTEL'),
 (N, 'Facundo Ruiz', 'Ruiz;Facundo;;;', '', 'Bco. Córdoba, demo jue 11 hs', 'ORG:Banco de Córdoba'),
 # hotel staff and hosts
 (N, 'Carolina Díaz', 'Díaz;Carolina;;;', '', 'tarifa corporativa 2026, mandar volumen de noches', 'ORG:Sheraton Córdoba || TITLE:Ejecutiva de Cuentas Corporativas'),
 (N, 'Marisa Gómez', 'Gómez;Marisa;;;', '', 'reservas por WhatsApp, pedir la hab. 12', 'ORG:Posada Los Álamos || EMAIL:reservas@posadalosalamos.com'),
 (N, 'Nacho Barrera', 'Barrera;Ignacio;;;', '', 'avisar antes de subir, 2 noches en febrero', 'ORG:Refugio San Martín || TITLE:Refugiero'),
 (N, 'Joaquim Moreira', 'Moreira;Joaquim;;;', '', 'fala espanhol, Pix para o depósito', 'ORG:Pousada do Sandi || TITLE:Proprietário'),
 (N, 'Graciela (casa Mar de las Pampas)', 'Ríos;Graciela;;;', '', 'la dueña de la casa, 7 noches enero, seña US$300, llaves en la inmobiliaria', ''),
 (N, 'Rosa Quispe', 'Quispe;Rosa;;;', '', 'nos busca en el aeropuerto 11:20', 'ORG:Hostal Rumi Punku'),
 # health
 (N, 'Dr. Pablo Goldstein', 'Goldstein;Pablo;;;', '', 'traumatólogo de Cata, control vie 9:40', 'ORG:Hospital Italiano de Buenos Aires || TITLE:Traumatólogo infantil'),
 (N, 'Dra. Silvina Ortiz', 'Ortiz;Silvina;;;', 'Av. Cabildo 2230 4° A;' + CABA + ';CABA;C1428AAR;' + AR, 'odontóloga, limpieza Tomi 3/6 17 hs', ''),
]
O = [
 # restaurants, paradores, bars
 (N, 'Don Julio', '', 'Guatemala 4691;' + CABA + ';CABA;C1425BUP;' + AR, 'reserva jue 21:30, 4 personas, cumple de papá', ''),
 (N, 'Cabaña Las Lilas', '', 'Alicia Moreau de Justo 516;' + CABA + ';CABA;C1107AAL;' + AR, 'cena con los de Itaú, mar 20:30, 6 personas', ''),
 (N, 'Bodegón El Viejo Hotel', '', 'Av. Corrientes 6001;' + CABA + ';CABA;C1414AJF;' + AR, 'milanesa napolitana para 4, no toman reserva, ir 20:30', ''),
 (N, 'Parrilla La Posada del Camino', '', 'Ruta 2 km 163;Castelli;Buenos Aires;B7114;' + AR, 'asado yendo a la costa, parrilla libre, hay juegos para los chicos', ''),
 (N, 'Parador Atalaya', '', 'Ruta 2 km 114;Chascomús;Buenos Aires;B7130;' + AR, 'medialunas!! parar a la ida', ''),
 (N, 'Parador La Huella', '', 'Calle de los Cisnes y Playa Brava;José Ignacio;Maldonado;20402;Uruguay', 'almuerzo 13:30, no reservan después de las 14, pedir mesa afuera', ''),
 (N, 'Hostería del Tigre', '', 'Paseo Victorica 512;Tigre;Buenos Aires;B1648;' + AR, 'almuerzo dom 13 hs, mesa para 8, cumple de Nélida, seña $40.000', ''),
 (N, '비원 Bi Won', '', 'Carabobo 1450;' + CABA + ';CABA;C1406DGT;' + AR, 'bibimbap y kimchi para llevar, cierran los lunes', ''),
 (N, 'Refugio Cervecero', '', 'Mitre 1120;San Carlos de Bariloche;Río Negro;R8400;' + AR, 'birras después de bajar del Jakob, happy hour 18 a 20', ''),
 (N, 'Milión', '', 'Paraná 1048;' + CABA + ';CABA;C1018ADB;' + AR, 'after office jue 19 hs con el equipo', ''),
 # care homes, telos
 (N, 'Residencia Geriátrica Los Aromos', '', 'Av. Rivadavia 6750;' + CABA + ';CABA;C1406GLE;' + AR, 'abuela Coca, visitas de 16 a 19, cuota vence el 10', ''),
 (N, 'Hogar de Ancianos San José', '', 'Av. Directorio 3150;' + CABA + ';CABA;C1406GSR;' + AR, 'donación ropa de invierno, llevar sáb 10 hs', ''),
 (N, 'Albergue Transitorio Dakota', '', 'Av. Santa Fe 5042;' + CABA + ';CABA;C1425BHQ;' + AR, 'turno 3 hs, pedir la suite con hidro', ''),
 (N, 'Hotel Alojamiento Sheik', '', 'Av. Córdoba 5201;' + CABA + ';CABA;C1414BAO;' + AR, '', ''),
 # animals
 (N, 'Refugio Huellitas', '', 'Calle 8 N° 1450;Moreno;Buenos Aires;B1744;' + AR, 'donación balanceado 15 kg, Ramona salió de acá (adopción 2021)', ''),
 (N, 'Hotel Canino Los Pinos', '', 'Av. Gaona 7800;Moreno;Buenos Aires;B1744;' + AR, 'Ramona del 3 al 17/1 mientras estamos en la costa, $12.000 por día, llevar libreta de vacunas', ''),
 # cabañas for sale, a developer, a wedding palace, a día de campo
 (N, 'Cabañas Patagonia - Casas de Madera', '', 'Ruta 8 km 61;Pilar;Buenos Aires;B1629;' + AR, 'presupuesto cabaña 60 m2 llave en mano para el lote de Chascomús, showroom sáb 11 hs', ''),
 (N, 'Estancias del Pilar', '', 'Ruta 25 km 6,5;Pilar;Buenos Aires;B1625;' + AR, 'expensas lote 214 (lo de papá), asamblea sáb 10 hs', ''),
 (N, 'Palacio Sans Souci', '', 'Alsina 3;Victoria, San Fernando;Buenos Aires;B1644;' + AR, 'casamiento de Nico y Flor, sáb 18/10 20 hs, etiqueta', ''),
 (N, 'Estancia Santa Susana', '', 'Ruta 12 km 78;Los Cardales;Buenos Aires;B2814;' + AR, 'día de campo con el grado de Cata, 10 a 17 hs, asado y show gaucho', ''),
 # wineries visited by day, a museum
 (N, 'Bodega Lagarde', '', 'San Martín 1745, Mayor Drummond;Luján de Cuyo;Mendoza;5507;' + AR, 'degustación 11:00, 4 personas, confirmar 48 hs antes', ''),
 (N, 'Bodega El Esteco', '', 'Ruta Nacional 40 y Ruta 68;Cafayate;Salta;A4427;' + AR, 'visita 16 hs, comprar Old Vines para papá', ''),
 (N, 'Hotel de Inmigrantes (MUNTREF)', '', 'Av. Antártida Argentina 1355;' + CABA + ';CABA;C1104ACA;' + AR, 'visita con el grado de Cata, jue 10 hs, autorización firmada', ''),
 # travel agencies, airlines
 (N, 'Travel Rock', '', 'Av. Córdoba 1255;' + CABA + ';CABA;C1055AAC;' + AR, 'viaje de egresados de Tomi, cuota 8 de 12, vence el 10', 'URL:https://www.travelrock.com.ar'),
 (N, 'Posadas y Estancias Turismo', '', 'Florida 868 of. 4;' + CABA + ';CABA;C1005AAR;' + AR, 'paquete Iberá, 2da cuota el 15, pedir los vouchers', ''),
 (N, 'Despegar', '', '', 'reserva 77120034 vuelo a Cusco, cambio de fecha USD 90', 'KIND:org'),
 (N, 'Andes Líneas Aéreas', '', '', 'OY 690 a Ushuaia 5:50, equipaje 23 kg incluido', 'KIND:org'),
 (N, 'Boliviana de Aviación', '', '', 'OB 761 a La Paz, asiento 14C', ''),
 (N, 'Flybondi', '', '', 'FO 5200 a Bariloche, valija en bodega 15 kg pagada', ''),
 (N, 'Air Europa', '', '', 'UX 42 EZE-MAD, SUMA 99812044', ''),
 # buses, trains, boats
 (N, 'Via Bariloche', '', 'Terminal de Ómnibus Retiro, boletería 71;' + CABA + ';CABA;C1104;' + AR, 'cama suite a Bariloche 19:30, asientos 5 y 6', ''),
 (N, 'Línea 60 (MOQSA) - objetos perdidos', '', 'Av. Constituyentes 5850;' + CABA + ';CABA;C1431;' + AR, 'Cata se olvidó la mochila el 12/5, interno 4231', ''),
 (N, 'Tren Patagónico', '', 'Estación Viedma, Av. Zatti 350;Viedma;Río Negro;R8500;' + AR, 'Viedma-Bariloche, camarote 4 camas, sale vie 18 hs', ''),
 (N, 'Belmond Andean Explorer', '', 'Estación Wanchaq;Cusco;Cusco;08002;Perú', 'Cusco-Puno-Arequipa, 2 noches a bordo, cabina doble', ''),
 (N, 'Tren a las Nubes', '', 'Estación Salta, Ameghino 690;Salta;Salta;A4400;' + AR, 'sale 7 hs, bus + tren, comprar online', ''),
 (N, 'Colonia Express', '', 'Av. Pedro de Mendoza 330;' + CABA + ';CABA;C1156;' + AR, 'BA-Colonia 8:45 con auto, vuelta dom 19:15', 'KIND:org'),
 (N, 'Cruceros Australis', '', 'Av. Independencia 840;Punta Arenas;Magallanes;6200000;Chile', 'Punta Arenas-Ushuaia por el Cabo de Hornos, 4 noches a bordo, camarote B', ''),
 # tour operators, day spa, venue
 (N, 'Hielo & Aventura', '', 'Av. del Libertador 935;El Calafate;Santa Cruz;Z9405;' + AR, 'minitrekking Perito Moreno, nos buscan 7:30 por la posada', ''),
 (N, 'Red Planet Expedition', '', 'Av. Ferroviaria 54;Uyuni;Potosí;;Bolivia', 'tour salar 3 días, sale 10:30, refugio y hotel de sal incluidos', ''),
 (N, 'Termas de Cacheuta - Parque de Agua', '', 'Ruta Provincial 82 km 38;Cacheuta;Mendoza;5549;' + AR, 'día de termas, entrada 10 hs, llevar ojotas', ''),
 (N, 'Teatro Colón', '', 'Cerrito 628;' + CABA + ';CABA;C1010AAN;' + AR, '', ''),
 # health, animals, school, work, shops
 (N, 'Hospital Italiano de Buenos Aires', '', 'Tte. Gral. Juan Domingo Perón 4190;' + CABA + ';CABA;C1199ABB;' + AR, 'turnos 4959-0200, credencial OSDE 62-118893', ''),
 (N, 'Veterinaria San Roque', '', 'Av. Díaz Vélez 4410;' + CABA + ';CABA;C1200ABB;' + AR, 'Ramona antirrábica sáb 11', ''),
 (N, 'Escuela N° 9 D.E. 9 Juan José Castelli', '', 'Soler 4902;' + CABA + ';CABA;C1425;' + AR, 'secretaría 8 a 16, acto 25 de Mayo 9 hs', ''),
 (N, 'Kinetica Sistemas S.A.', '', 'Av. Leandro N. Alem 855 piso 7;' + CABA + ';CABA;C1001AAD;' + AR, 'recepción 8 a 18, estacionamiento con tarjeta', 'URL:https://www.kinetica.com.ar'),
 (N, 'Carnicería Los Hermanos', '', 'Av. Scalabrini Ortiz 1790;' + CABA + ';CABA;C1414DNS;' + AR, 'pedido: 3 kg vacío, 2 kg chorizos para el sáb, retirar 10 hs', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AK{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
