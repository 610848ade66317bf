#!/usr/bin/env python3
"""Writes cards.tsv for review63: one realistic address book of a Bogotá-based Colombian family - Andrés Felipe
Rojas, who buys and sells specialty coffee for an exporter (Andes Specialty Coffee Export) and travels to the
coffee region (Manizales, Pereira, Salento, Filandia), Huila (Pitalito), Medellín, Ecuador (Quito, Otavalo),
Peru (Lima, Cusco), Panama (Casco Viejo, Boquete) and once to a coffee fair in Tokyo; and Natalia Castillo, a
paediatric dentist, who plans the family's trips: Cartagena and the Islas del Rosario, Santa Marta, Tayrona,
Minca and Palomino, La Guajira (Cabo de la Vela), Villa de Leyva and Boyacá, San Andrés and Providencia, the
Amazon (Leticia), Caño Cristales, fincas in Anapoima and the Quindío, Guatapé, Jardín, San Gil, Barichara,
Popayán, Peru's Sacred Valley and Lake Titicaca, the Galápagos, Panama's San Blas (Guna Yala) and Bocas del Toro - and the home
contacts around them. Places to stay are hotels (Colombian and Peruvian brands among them: Estelar, bh,
Sonesta, Decameron, Sol Caribe, Casa Andina), hoteles boutique, hostales, hosterías, posadas,
hospedajes, residencias, fincas for rent, glampings, ecohoteles, cabañas, posadas nativas (San Andrés), a Wayuu
ranchería, a Guna island's cabañas, a Kichwa and a Quechua wasi, a homestay on Amantaní, apartahoteles and
rented flats, a camping, a roadside motel (by the hour, where the family spent a night), a ryokan and a Toyoko
Inn. Others: family (surnames Posada, Villa, Cabañas, Casas), colleagues and clients, hotel staff and hosts
whose ORG is their place, a landlady's own card, restaurants and a fonda with lodging words (Mesón, Posada,
Cabaña, a hotel's restaurant), a bar called Refugio, a wedding venue and a mall called Hacienda, a care home
called Posada, a pet hotel, a developer of 'villas campestres', travel agencies, airlines, a night bus (bus cama), a
sailing boat and a Galápagos cruise catamaran slept on, a ferry catamaran, a trek, thermal baths by day, parks, clinics, school, shops. Each row: (label, name,
n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card has N (its ORG, if any, is
in extra). Styles cycle apple/google/outlook/android/thunderbird. hotel = a place one books a bed, room, bunk,
hammock, cabin, cottage, flat or pitch at for the night; not = everything else, including people's cards (even
if their ORG is a hotel or their NOTE counts nights). Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
CO = 'Colombia'
C = [
 # --- Bogotá: guests, buyers, family visiting
 (H, 'Estelar Windsor House', '', 'Calle 95 # 9-97;Bogotá;Cundinamarca;110221;' + CO, 'tía Gloria 4 noches en diciembre, tarifa corporativa Andes, reserva 58812', ''),
 (H, 'bh Usaquén', '', 'Calle 120 # 6-37;Bogotá;Cundinamarca;110111;' + CO, '', ''),
 (H, 'Hilton Garden Inn Bogotá Airport', '', 'Avenida Calle 26 # 92-32;Bogotá;Cundinamarca;110931;' + CO, 'compradores japoneses 1 noche, vuelo a las 6:10am, transfer al aeropuerto', ''),
 (H, 'Hotel Casa Deco', '', 'Calle 12C # 2-36;Bogotá;Cundinamarca;111711;' + CO, 'primos de Cali 3 noches en La Candelaria, desayuno incluido', ''),
 (H, 'Apartasuites Chicó 94', '', 'Carrera 18 # 94-27;Bogotá;Cundinamarca;110221;' + CO, 'para Juliana cuando viene de Medellín, 2 noches, tiene cocineta', ''),
 (H, 'Masaya Bogotá', '', 'Carrera 2 # 12-48;Bogotá;Cundinamarca;111711;' + CO, 'primo Julián, cama en cuarto de 6, $55.000 la noche', ''),
 # --- Medellín
 (H, 'San Fernando Plaza', '', 'Carrera 43A # 1 Sur-150;Medellín;Antioquia;050021;' + CO, 'reunión con la cooperativa, 2 noches, hab. 1104, parqueadero incluido', ''),
 (H, 'Click Clack Medellín', '', 'Carrera 37 # 10A-29;Medellín;Antioquia;050021;' + CO, 'Nati y yo, 1 noche, rooftop, pedir hab. lejos del bar', 'URL:https://www.clickclackhotel.com'),
 (H, 'Apartahotel Torre Poblado', '', 'Calle 10 # 42-45;Medellín;Antioquia;050021;' + CO, 'semana de compras en Antioquia, lavadora en el apto, check-in 3pm', ''),
 (H, 'Apto Airbnb Laureles', '', 'Circular 4 # 73-120 apto 802;Medellín;Antioquia;050031;' + CO, 'Feria de las Flores, 4 noches, código portería 2208, anfitrión Sergio', ''),
 (H, 'Hotel Nutibara', '', 'Calle 52A # 50-46;Medellín;Antioquia;050010;' + CO, '', ''),
 # --- Eje Cafetero
 (H, 'Hacienda Guayabal', '', 'Km 3 Vía Peaje Tarapacá II;Chinchiná;Caldas;176020;' + CO, 'tour de café + 2 noches en la casa principal, desayuno campesino', 'URL:https://www.haciendaguayabal.com'),
 (H, 'Termales El Otoño', '', 'Km 5 Vía al Nevado del Ruiz;Manizales;Caldas;170001;' + CO, 'cabaña 12, 2 noches, piscinas termales incluidas, check-out 1pm', ''),
 (H, 'Sonesta Pereira', '', 'Carrera 13 # 15-73;Pereira;Risaralda;660001;' + CO, '', ''),
 (H, 'Finca Villa Nury', '', 'Vereda Pueblo Tapao km 3;Montenegro;Quindío;632001;' + CO, 'finca para 12 personas, 3 noches puente de Reyes, abono $800.000 consignado', 'EMAIL:fincavillanury@gmail.com'),
 (H, 'Glamping Bosque de Niebla', '', 'Vereda Palestina km 2;Salento;Quindío;631020;' + CO, 'domo con jacuzzi, 1 noche, aniversario, llegar antes de las 6', ''),
 (H, 'Hostal Ciudad de Segorbe', '', 'Calle 5 # 4-06;Salento;Quindío;631020;' + CO, '', ''),
 (H, 'Ecohotel La Guadua Filandia', '', 'Vereda Cruces km 1.5;Filandia;Quindío;634001;' + CO, '2 noches, cabaña familiar, pedir cama extra para Samuel', ''),
 (H, 'Decameron Panaca', '', 'Km 7 Vía Quimbaya;Quimbaya;Quindío;634020;' + CO, 'plan todo incluido 2 noches + entrada al parque', ''),
 (H, 'Cabañas Mirador de Cocora', '', 'Vía Valle de Cocora km 5;Salento;Quindío;631020;' + CO, '', ''),
 (H, 'Sazagua', '', 'Km 6 Vía Cerritos;Pereira;Risaralda;660008;' + CO, 'cliente paga, 1 noche, cena incluida', ''),
 # --- Boyacá
 (H, 'Posada de San Antonio', '', 'Carrera 8 # 11-80;Villa de Leyva;Boyacá;154001;' + CO, 'puente de noviembre, 2 noches, hab. 7 con chimenea', ''),
 (H, 'Hospedería Duruelo', '', 'Carrera 3 # 12-88;Villa de Leyva;Boyacá;154001;' + CO, '', ''),
 (H, 'Casa Terra', '', 'Vereda Monquirá;Villa de Leyva;Boyacá;154001;' + CO, 'casita en tierra, 2 noches, llevar mercado, no hay señal', ''),
 (H, 'Glamping Estrellas de Leyva', '', 'Vía a Santa Sofía km 3;Villa de Leyva;Boyacá;154001;' + CO, 'domo 3, check-in 3pm, desayuno a las 8, $420.000 la noche', ''),
 (H, 'Hostal Renacer', '', 'Calle 10 # 10-01;Villa de Leyva;Boyacá;154001;' + CO, '', ''),
 (H, 'Hacienda Suescún', '', 'Km 3 Vía Tibasosa-Sogamoso;Tibasosa;Boyacá;152260;' + CO, 'Festival de la Feijoa, 1 noche, hab. en el claustro', ''),
 (H, 'Estelar Paipa', '', 'Km 2 Vía Lago Sochagota;Paipa;Boyacá;150440;' + CO, 'congreso odontológico de Nati, 3 noches, piscina termal', ''),
 # --- Cartagena and the islands
 (H, 'Charleston Santa Teresa', '', 'Carrera 3 # 31-23;Cartagena;Bolívar;130001;' + CO, 'aniversario 15 años, 2 noches, hab. 312 vista al mar', ''),
 (H, 'Casa Quero', '', 'Calle Quero # 9-51;Cartagena;Bolívar;130001;' + CO, '', 'URL:https://www.casaquero.com'),
 (H, 'Hotel Boutique Casa del Coliseo', '', 'Calle del Coliseo # 35-11;Cartagena;Bolívar;130001;' + CO, '3 noches, tarifa con desayuno, piscina en la terraza', ''),
 (H, 'Casa Jacinta Getsemaní', '', 'Calle del Espíritu Santo # 29-64;Cartagena;Bolívar;130001;' + CO, '', ''),
 (H, 'Apartamento Bocagrande Doña Ligia', '', 'Carrera 1 # 8-40 Edificio Palmeras apto 1402;Cartagena;Bolívar;130001;' + CO, '5 noches en enero, llaves en portería, wifi palmeras1402', ''),
 (H, 'Coralina Island', '', 'Islas del Rosario;Cartagena;Bolívar;130001;' + CO, 'lancha sale del muelle La Bodeguita 8:30am, 1 noche', ''),
 (H, 'Royal Decameron Barú', '', 'Playa Barú;Cartagena;Bolívar;130001;' + CO, '', ''),
 (H, 'Hostal Mamallena', '', 'Calle Media Luna # 10-47;Cartagena;Bolívar;130001;' + CO, '', ''),
 # --- Santa Marta, Tayrona, Minca, Palomino, La Guajira
 (H, 'Ecohabs Tayrona', '', 'Sector Cañaveral, PNN Tayrona;Santa Marta;Magdalena;470001;' + CO, '2 noches, ecohab para 4, la entrada al parque se paga aparte', ''),
 (H, 'Camping Don Pedro', '', 'Arrecifes, PNN Tayrona;Santa Marta;Magdalena;470001;' + CO, 'carpa alquilada 2 noches, llevar linterna y repelente', ''),
 (H, 'Casa Loma Minca', '', 'Subida por la escalera, calle principal;Minca;Magdalena;470006;' + CO, '2 noches en hamaca/cuarto doble, atardecer desde la terraza', ''),
 (H, 'Hotel Boutique Don Pepe', '', 'Calle 16 # 1C-92;Santa Marta;Magdalena;470004;' + CO, '', ''),
 (H, 'Dreamer Palomino', '', 'Troncal del Caribe, Palomino;Dibulla;La Guajira;444008;' + CO, '2 noches, piscina, tubing río Palomino a las 10am', ''),
 (H, 'Irotama Resort', '', 'Km 14 Vía Ciénaga;Santa Marta;Magdalena;470007;' + CO, '', ''),
 (H, 'Zuana Beach Resort', '', 'Carrera 2 # 6C-50 Bello Horizonte;Santa Marta;Magdalena;470006;' + CO, 'apto de 2 alcobas, 4 noches, cocina equipada', ''),
 (H, 'Ranchería Utta', '', 'Cabo de la Vela;Uribia;La Guajira;443001;' + CO, 'dormimos en chinchorro 1 noche, $30.000 c/u, langosta en la cena', ''),
 (H, 'Hospedaje Jarrinapi', '', 'Cabo de la Vela;Uribia;La Guajira;443001;' + CO, '', ''),
 # --- San Andrés, Providencia
 (H, 'Posada Nativa Miss Trinie', '', 'Sector San Luis;San Andrés;San Andrés y Providencia;880001;' + CO, '4 noches, desayuno isleño, Miss Trinie nos recoge en el aeropuerto', ''),
 (H, 'Posada Nativa Green Moon', '', 'La Loma, Barrack;San Andrés;San Andrés y Providencia;880001;' + CO, 'opción B si Miss Trinie está llena, 2 hab.', ''),
 (H, 'Decameron Aquarium', '', 'Avenida Colombia # 1-19;San Andrés;San Andrés y Providencia;880001;' + CO, 'plan todo incluido 5 noches, reserva Aviatur AV-22871', ''),
 (H, 'Sol Caribe San Andrés', '', 'Avenida Colón # 2-77;San Andrés;San Andrés y Providencia;880001;' + CO, '', ''),
 (H, 'Cabañas Agua Dulce', '', 'Agua Dulce;Providencia;San Andrés y Providencia;880020;' + CO, '3 noches, cabaña frente al mar, pagar en efectivo (no hay cajero)', ''),
 (H, 'Deep Blue', '', 'Maracaibo Bay;Providencia;San Andrés y Providencia;880020;' + CO, '', ''),
 # --- Amazonas, Meta, the road, Huila, other trips
 (H, 'Waira Selva', '', 'Carrera 10 # 7-36;Leticia;Amazonas;910001;' + CO, 'llegada del vuelo Satena, 1 noche antes de subir a Puerto Nariño', ''),
 (H, 'Calanoa Amazonas', '', 'Río Amazonas frente a Mocagua;Puerto Nariño;Amazonas;911010;' + CO, 'lodge en la selva 3 noches, lancha desde Leticia 7am, todo incluido', ''),
 (H, 'Hospedaje Villa Conchis', '', 'Calle 7 # 5-21;La Macarena;Meta;504001;' + CO, 'Caño Cristales, 3 noches, plan con Satena, desayuno 6am', ''),
 (H, 'Motel La Fantasía', '', 'Km 52 Vía Bogotá-Girardot;Fusagasugá;Cundinamarca;252211;' + CO, 'se varó el carro volviendo de Melgar, amanecida $140.000 con desayuno', ''),
 (H, 'Residencias El Cafetero', '', 'Carrera 4 # 5-22;Pitalito;Huila;417030;' + CO, 'Don Aurelio y el catador se quedan ahí en cosecha, $45.000 la noche', ''),
 (H, 'Hotel Calle Real Pitalito', '', 'Calle 6 # 3-45;Pitalito;Huila;417030;' + CO, '', ''),
 (H, 'Finca El Refugio Anapoima', '', 'Vereda San Antonio km 4;Anapoima;Cundinamarca;252640;' + CO, 'alquiler puente festivo, 3 noches, piscina, 10 personas máx.', ''),
 (H, 'Hotel La Plazuela', '', 'Calle 5 # 8-13;Popayán;Cauca;190003;' + CO, 'Semana Santa, 3 noches, ver procesiones desde el balcón', ''),
 (H, 'Hotel Misión Santa Bárbara', '', 'Calle 5 # 9-12;Barichara;Santander;684001;' + CO, '', ''),
 (H, 'Bosko Guatapé', '', 'Vereda Quebrada Arriba;Guatapé;Antioquia;053840;' + CO, 'nido 1 noche, vista a la represa, subir a la Piedra a las 8', ''),
 (H, 'Balandú Jardín', '', 'Vía Jardín-Riosucio km 1;Jardín;Antioquia;055420;' + CO, '2 noches, desayuno en el corredor, ver el gallito de roca 6am', ''),
 (H, 'Macondo Guesthouse', '', 'Calle 12 # 7-26;San Gil;Santander;684031;' + CO, 'rafting río Suárez, 2 noches, cuarto de 4', ''),
 (H, 'El Prado Barranquilla', '', 'Carrera 54 # 70-10;Barranquilla;Atlántico;080001;' + CO, 'Carnaval, 3 noches, ya pagué el 50%', ''),
 # --- Ecuador
 (H, 'Patio Andaluz', '', 'García Moreno N6-52 y Olmedo;Quito;Pichincha;170401;Ecuador', '2 noches en el centro histórico, desayuno en el patio', ''),
 (H, 'Hostería La Andaluza', '', 'Panamericana Sur km 16;Riobamba;Chimborazo;060150;Ecuador', '', ''),
 (H, 'Hacienda Pinsaquí', '', 'Panamericana Norte km 5;Otavalo;Imbabura;100401;Ecuador', '2 noches, cabalgata incluida, comprar quesos', ''),
 (H, 'Kawsay Wasi Otavalo', '', 'Calle Sucre y Quiroga;Otavalo;Imbabura;100401;Ecuador', 'mercado de los sábados, 1 noche, familia kichwa muy amable', ''),
 (H, 'JW Marriott Quito', '', 'Av. Orellana 1172 y Amazonas;Quito;Pichincha;170517;Ecuador', 'catación con exportadores, 2 noches, factura a Andes', ''),
 (H, 'Luna Runtún', '', 'Caserío Runtún km 6;Baños de Agua Santa;Tungurahua;180250;Ecuador', '', ''),
 # --- Peru
 (H, 'Casa Andina Premium Valle Sagrado', '', 'Km 69 Carretera Pisac-Ollantaytambo;Urubamba;Cusco;08661;Perú', '3 noches, oxígeno en la habitación, check-in 1pm', ''),
 (H, 'Sol y Luna Urubamba', '', 'Fundo Huincho lote A-5;Urubamba;Cusco;08661;Perú', 'Valle Sagrado 2 noches, casita con jardín, show de caballos de paso', ''),
 (H, 'El MaPi Machu Picchu', '', 'Av. Pachacútec 109, Aguas Calientes;Machu Picchu;Cusco;08681;Perú', '', ''),
 (H, 'Pariwana Cusco', '', 'Calle Mesón de la Estrella 136;Cusco;Cusco;08002;Perú', 'donde se quedó Julián, dorm de 8', ''),
 (H, 'Miraflores Park', '', 'Malecón de la Reserva 1035;Lima;Lima;15074;Perú', 'escala en Lima, 1 noche, late checkout 2pm', ''),
 (H, 'Munay Wasi Urubamba', '', 'Jirón Grau 318;Urubamba;Cusco;08661;Perú', '', ''),
 (H, 'Casa Vivencial Amantaní familia Quispe', '', 'Comunidad de Occosuyo, Isla Amantaní;Puno;Puno;21000;Perú', 'una noche con la familia, llevar arroz y aceite de regalo', ''),
 # --- Panama
 (H, 'Central Hotel Panamá', '', 'Calle 5 y Avenida Central, Plaza de la Independencia, Casco Viejo;Panamá;Panamá;0801;Panamá', 'reunión Café Unido, 2 noches, suite con cocina', ''),
 (H, 'Selina Bocas del Toro', '', 'Calle 1, Isla Colón;Bocas del Toro;Bocas del Toro;0101;Panamá', '', ''),
 (H, 'Tryp by Wyndham Panamá Centro', '', 'Vía España y Calle 50;Panamá;Panamá;0801;Panamá', 'escala Copa, 1 noche, transfer gratis desde Tocumen', ''),
 (H, 'Cabañas Isla Diablo', '', 'Isla Diablo;Guna Yala;Guna Yala;0501;Panamá', '2 noches con comidas, lancha desde Cartí 7am, $95 por persona', ''),
 (H, 'Finca Lérida', '', 'Alto Quiel;Boquete;Chiriquí;0413;Panamá', 'subasta Best of Panama, 2 noches, tour de café 9am', ''),
 # --- Tokyo (coffee fair)
 (H, '東横INN東京神田駅東口', '', '鍛冶町2丁目7-2;千代田区;東京都;101-0044;日本', 'SCAJ, 4 noches, desayuno japonés incluido, check-in 4pm', ''),
 (H, '旅館 澤の屋', '', '谷中2-3-11;台東区;東京都;110-0001;日本', 'ryokan familiar, 2 noches, futón, baño compartido', ''),
]
P = [
 # family and household
 (N, 'Mamá Lucía', 'Ortiz;Lucía;;;', 'Calle 134 # 19-40 apto 301;Bogotá;Cundinamarca;110121;' + CO, 'cumple 12 de mayo, llevarle almojábanas los domingos', ''),
 (N, 'Papá Hernando', 'Rojas;Hernando;;;', '', 'control de tensión jueves 7:30am en el Country', ''),
 (N, 'Abuelita Rosa', 'Rodríguez;Rosa;;;', 'Calle 147 # 9-35;Bogotá;Cundinamarca;110131;' + CO, 'visita domingos de 2 a 5pm, le gusta el pan de yuca', ''),
 (N, 'Abuelo Luis', 'Castillo;Luis Eduardo;;;', 'Finca Los Naranjos, Vereda La Aguadita;Fusagasugá;Cundinamarca;252211;' + CO, 'cumple 80 el 3 de agosto en la finca, llevar torta y la carpa de los niños', ''),
 (N, 'Natalia Castillo', 'Castillo;Natalia;;;', '', 'consultorio martes y jueves hasta las 7pm', 'ORG:Sonrisas Odontología Pediátrica || TITLE:Odontopediatra'),
 (N, 'Mariana', 'Rojas Castillo;Mariana;;;', '', '7°B, natación miércoles 4pm', ''),
 (N, 'Samuel', 'Rojas Castillo;Samuel;;;', '', '2°A, fútbol sábados 9am', ''),
 (N, 'Tía Gloria', 'Rojas;Gloria;;;', 'NW 87th Ave 4410;Doral;FL;33178;USA', 'llega en diciembre, se queda en el Estelar 4 noches', ''),
 (N, 'Primo Julián', 'Rojas;Julián;;;', '', 'mochileando Suramérica, está en Cusco hasta el 20', 'EMAIL:julianrojas.viaja@gmail.com'),
 (N, 'Germán Villa', 'Villa;Germán;;;', 'Carrera 15 # 94-71 apto 502;Bogotá;Cundinamarca;110221;' + CO, 'vecino del 502, tiene copia de las llaves', ''),
 (N, 'Doña Marleny', ';Marleny;;;', '', 'lunes, miércoles y viernes, pago quincenal', ''),
 (N, 'Don Jairo plomero', ';Jairo;;;', '', 'arreglo del calentador, $180.000', ''),
 (N, 'Profe Héctor Cabañas', 'Cabañas;Héctor;;;', '', 'entreno de Samuel sábado 9am en el parque El Virrey', 'ORG:Escuela de Fútbol Chicó FC'),
 (N, 'Dra. Paula Casas', 'Casas;Paula;;;', '', 'cita Samuel viernes 3:40pm, llevar carné de vacunas', 'ORG:Colsanitas Centro Médico Calle 100 || TITLE:Pediatra'),
 # colleagues and clients
 (N, 'Juliana Posada', 'Posada;Juliana;;;', '', 'compras de café en Antioquia, viene a Bogotá cada mes', 'ORG:Andes Specialty Coffee Export S.A.S. || TITLE:Coordinadora de calidad'),
 (N, 'Camilo Uribe', 'Uribe;Camilo;;;', '', 'comité comercial lunes 8am', 'ORG:Andes Specialty Coffee Export S.A.S. || TITLE:Gerente comercial'),
 (N, '田中 健一', '田中;健一;;;', '', 'comprador Japón, SCAJ, le gusta el geisha del Huila', 'ORG:ヤマト珈琲株式会社 || EMAIL:k.tanaka@yamato-coffee.co.jp'),
 (N, 'Gabriela Arosemena', 'Arosemena;Gabriela;;;', '', 'Panamá, mandarle muestras de Nariño por DHL', 'ORG:Café Unido'),
 (N, 'Diego Andrade', 'Andrade;Diego;;;', '', 'reunión en el JW Marriott martes 10am', 'ORG:Cafetalera del Pichincha S.A.'),
 (N, 'Rosa Huamán', 'Huamán;Rosa;;;', '', 'catación Cusco-Puno, WhatsApp +51', 'ORG:Junta Nacional del Café'),
 # hotel staff, hosts and a landlady
 (N, 'Carolina Méndez', 'Méndez;Carolina;;;', '', 'tarifa corporativa 2026 para Andes, convenio 10 noches/mes', 'ORG:Estelar Windsor House || TITLE:Ejecutiva de ventas corporativas'),
 (N, 'Santiago Arango', 'Arango;Santiago;;;', '', 'catación jueves 10am, le compramos el lote Castillo', 'ORG:Hacienda Guayabal'),
 (N, 'Miss Trinie', 'Robinson;Trinie;;;', '', 'she pick we up at di airport, call before 8am', 'ORG:Posada Nativa Miss Trinie'),
 (N, 'Doña Ligia Martelo', 'Martelo;Ligia;;;', '', 'apto Bocagrande, 5 noches en enero, anticipo $600.000 a Bancolombia', ''),
 (N, 'Néstor López', 'López;Néstor;;;', '', 'guna, lancha desde Cartí 7am, escribir por WhatsApp', 'ORG:Cabañas Isla Diablo'),
 (N, 'Andrea Ruiz', 'Ruiz;Andrea;;;', '', 'confirmar la hab. 7 para el puente de noviembre', 'ORG:Posada de San Antonio || TITLE:Recepción'),
 (N, 'Wilson mayordomo', ';Wilson;;;', '', 'entrega llaves viernes 3pm, aseo aparte $80.000', 'ORG:Finca El Refugio Anapoima'),
]
O = [
 # work
 (N, 'Andes Specialty Coffee Export S.A.S.', '', 'Calle 93B # 13-44 of. 502;Bogotá;Cundinamarca;110221;' + CO, 'viáticos: legalizar facturas antes del 25', ''),
 (N, 'Cadefihuila', '', 'Carrera 5 # 4-18;Pitalito;Huila;417030;' + CO, 'recibo de café pergamino, cosecha abril-junio', ''),
 (N, 'Federación Nacional de Cafeteros', '', 'Calle 73 # 8-13;Bogotá;Cundinamarca;110231;' + CO, 'Cafés de Colombia Expo en octubre, stand 214', 'URL:https://federaciondecafeteros.org'),
 # restaurants, a fonda, a bar
 (N, 'Andrés Carne de Res', '', 'Calle 3 # 11A-56;Chía;Cundinamarca;250001;' + CO, 'cumple de Nati sábado 8pm, 10 personas', ''),
 (N, 'Leo', '', 'Calle 65 Bis # 4-23;Bogotá;Cundinamarca;110231;' + CO, 'menú degustación aniversario, viernes 7:30pm, abono $400.000', ''),
 (N, 'Restaurante del Hotel Charleston Santa Teresa', '', 'Carrera 3 # 31-23;Cartagena;Bolívar;130001;' + CO, 'cena aniversario jueves 8pm, mesa en el patio', ''),
 (N, 'La Cevichería', '', 'Calle Stuart # 7-14;Cartagena;Bolívar;130001;' + CO, 'no reservan, llegar antes de las 7pm', ''),
 (N, 'Restaurante El Mesón del Virrey', '', 'Carrera 9 # 13-04;Villa de Leyva;Boyacá;154001;' + CO, 'almuerzo, cordero al vino, solo efectivo', ''),
 (N, 'Fonda La Posada', '', 'Parque principal;Jardín;Antioquia;055420;' + CO, 'bandeja paisa y tinto en el parque', ''),
 (N, 'Refugio Bar', '', 'Carrera 6 # 119-24;Bogotá;Cundinamarca;110111;' + CO, 'despedida de Camilo jueves 7pm', ''),
 (N, 'La Cabaña de Guasca', '', 'Km 2 Vía Guasca-Guatavita;Guasca;Cundinamarca;251210;' + CO, 'almuerzo domingo, trucha al ajillo, hay parqueadero', ''),
 (N, 'Crepes & Waffles Unicentro', '', 'Avenida 15 # 123-30;Bogotá;Cundinamarca;110111;' + CO, 'pedido a domicilio #4471', ''),
 # care home, venue, pet hotel, developer, mall
 (N, 'Hogar Geriátrico Posada de los Abuelos', '', 'Calle 147 # 9-35;Bogotá;Cundinamarca;110131;' + CO, 'mensualidad de la abuela antes del 5, nutricionista martes 10am', ''),
 (N, 'Hacienda La Esmeralda Eventos', '', 'Vereda Yerbabuena km 3;Chía;Cundinamarca;250001;' + CO, 'matrimonio de Laura y Felipe sábado 4pm, traje formal', ''),
 (N, 'Hotel Canino Patitas Felices', '', 'Vereda Fonquetá;Chía;Cundinamarca;250001;' + CO, 'Toby 6 noches mientras San Andrés, llevar su cuido y el carné de vacunas', ''),
 (N, 'Vivendo Villas Campestres S.A.S.', '', 'Carrera 7 # 71-52 of. 801;Bogotá;Cundinamarca;110231;' + CO, 'lote 14 en Anapoima, cuota el 15 de cada mes', ''),
 (N, 'Hacienda Santa Bárbara', '', 'Carrera 7 # 115-60;Bogotá;Cundinamarca;110111;' + CO, 'óptica, recoger las gafas de Mariana', ''),
 # travel agencies, airlines, trains, boats, tours
 (N, 'Aviatur', '', 'Avenida 19 # 4-62;Bogotá;Cundinamarca;110311;' + CO, 'plan San Andrés, asesora Diana ext. 2231', ''),
 (N, 'Viajes Falabella', '', 'Calle 99 # 11A-32;Bogotá;Cundinamarca;110221;' + CO, 'cotización Punta Cana para la semana de receso', ''),
 (N, 'Avianca Call Center', '', '', 'reserva HX7KQ2, BOG-ADZ 6:15am', 'KIND:org'),
 (N, 'LATAM Airlines Colombia', '', '', 'LA4053 BOG-CUZ vía Lima', ''),
 (N, 'Air Panama', '', '', 'vuelo Albrook-Bocas 7am, 1 maleta de 25 lb', 'KIND:org'),
 (N, 'Satena', '', 'Aeropuerto El Dorado, Puente Aéreo;Bogotá;Cundinamarca;110931;' + CO, '', ''),
 (N, 'Wingo', '', 'Aeropuerto El Dorado;Bogotá;Cundinamarca;110931;' + CO, '', 'KIND:org'),
 (N, 'Catamarán Seaman Journey', '', 'Muelle de Puerto Ayora;Santa Cruz;Galápagos;200350;Ecuador', 'crucero 4 noches por las islas, camarote 6, vuelo Guayaquil-Baltra 9am', ''),
 (N, 'Transzela', '', 'Terminal Terrestre, Av. Vallejo Santoni;Cusco;Cusco;08002;Perú', 'bus cama Cusco-Puno 10pm, asientos 3 y 4, llega 6am', ''),
 (N, 'Catamarán El Sensation', '', 'Muelle de Casa de la Cultura;San Andrés;San Andrés y Providencia;880001;' + CO, 'San Andrés-Providencia 7:30am, 3 horas, pastillas para el mareo', ''),
 (N, 'Blue Sailing', '', 'Club Náutico Manga;Cartagena;Bolívar;130001;' + CO, 'velero Cartagena-San Blas 5 días durmiendo a bordo, USD 650, lo de Julián', ''),
 (N, 'Expotur Ciudad Perdida', '', 'Carrera 3 # 17-27;Santa Marta;Magdalena;470004;' + CO, 'trek 4 días, salida lunes 8am, hamacas en los campamentos', ''),
 (N, 'Turistren', '', 'Estación de la Sabana, Calle 13 # 18-24;Bogotá;Cundinamarca;111611;' + CO, 'tren a Zipaquirá domingo 8:15am, 4 tiquetes', ''),
 (N, 'Cooperativa de Jeeps Willys Salento', '', 'Plaza de Bolívar;Salento;Quindío;631020;' + CO, 'jeep a Cocora cada 30 min desde las 6:10am', ''),
 (N, 'Expreso Bolivariano', '', 'Terminal Salitre, Diagonal 23 # 69-60;Bogotá;Cundinamarca;110931;' + CO, '', ''),
 (N, 'Assist Card', '', 'Calle 72 # 10-07;Bogotá;Cundinamarca;110231;' + CO, 'póliza Perú 12 días, 4 personas', ''),
 # thermal baths, parks, a spa
 (N, 'Termales Santa Rosa de Cabal', '', 'Vereda San Ramón km 9;Santa Rosa de Cabal;Risaralda;661020;' + CO, 'pasadía, entrada + almuerzo, abren 8am', ''),
 (N, 'Parque del Café', '', 'Km 6 Vía Montenegro-Pueblo Tapao;Montenegro;Quindío;632001;' + CO, 'pasaporte múltiple 4 personas', ''),
 (N, 'Parque Nacional Natural Tayrona', '', 'Calle 17 # 4-06;Santa Marta;Magdalena;470004;' + CO, 'vacuna de fiebre amarilla obligatoria, cierra en febrero', ''),
 (N, 'Spa Aguas de Vida Usaquén', '', 'Calle 119 # 5-48;Bogotá;Cundinamarca;110111;' + CO, 'masaje de regalo día de la madre, sábado 11am', ''),
 (N, 'Club Campestre Fusagasugá', '', 'Km 3 Vía Chinauta;Fusagasugá;Cundinamarca;252211;' + CO, 'piscina el domingo con el abuelo, invitados pagan', ''),
 # health, school, home, shops
 (N, 'Clínica del Country', '', 'Carrera 16 # 82-57;Bogotá;Cundinamarca;110221;' + CO, 'Papá control de tensión jueves 7:30am', ''),
 (N, 'Centro de Vacunación del Viajero', '', 'Calle 67 # 7-35;Bogotá;Cundinamarca;110231;' + CO, 'fiebre amarilla todos antes de Tayrona y Leticia', ''),
 (N, 'Veterinaria San Francisco de Asís', '', 'Calle 95 # 13-35;Bogotá;Cundinamarca;110221;' + CO, 'Toby antirrábica sábado 10am', ''),
 (N, 'Colegio San Bartolomé La Merced', '', 'Carrera 5 # 34-00;Bogotá;Cundinamarca;110311;' + CO, 'reunión de padres 7°B miércoles 6:30am', ''),
 (N, 'Edificio Torres del Chicó', '', 'Carrera 15 # 94-71;Bogotá;Cundinamarca;110221;' + CO, 'administración, cuota antes del 10, parqueadero visitantes', ''),
 (N, 'Éxito Usaquén', '', 'Carrera 7 # 119-14;Bogotá;Cundinamarca;110111;' + CO, '', ''),
 (N, 'Droguería Colsubsidio Calle 100', '', 'Calle 100 # 17-35;Bogotá;Cundinamarca;110221;' + CO, 'pedido losartán de Papá, domicilio', ''),
 (N, 'Sonrisas Odontología Pediátrica', '', 'Calle 100 # 14-63 cons. 404;Bogotá;Cundinamarca;110221;' + CO, 'consultorio de Nati, recoger a las 7pm', ''),
 (N, 'Notaría 21 de Bogotá', '', 'Carrera 11 # 93-68;Bogotá;Cundinamarca;110221;' + CO, '', ''),
 (N, 'Parqueadero Aeropuerto El Dorado', '', 'Avenida El Dorado # 103-09;Bogotá;Cundinamarca;110931;' + CO, '5 días, $28.000 el día, nivel 2', ''),
 (N, 'Monodedo', '', 'Carrera 16 # 82-22;Bogotá;Cundinamarca;110221;' + CO, 'alquiler de carpa y sleeping para Tayrona', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'BD{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
