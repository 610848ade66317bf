#!/usr/bin/env python3
"""Writes cards.tsv for review24: one realistic address book of a São Paulo-based family (Rafael, an agronomist
for a coffee and soy exporter travelling in Minas Gerais, Mato Grosso, Paraná and western Bahia, and to
Argentina, Paraguay, Colombia and Mexico; Juliana, a teacher) and their family travel: pousadas on the beaches of
the Brazilian northeast (Porto de Galinhas, Jericoacoara, Trancoso), Rio and Paraty, the Serra Gaúcha, Foz do
Iguaçu, the Pantanal, Buenos Aires, Mendoza, Patagonia, Atacama and Santiago, Cusco and Machu Picchu, Punta del
Este and Colonia, Yucatán and a Disney trip to Orlando. Not traps, but a Brazilian/Latin American book has its
own: fazendas, estancias, haciendas, fincas, quintas, chácaras and sítios that are sometimes lodgings and
sometimes farms, venues or museums; a churrascaria and a parrilla named "Estância"/"Estancia"; a Mexico City
restaurant called "Hostería"; family names Pousada, Posadas, Quintas, Albergaria. Each row: (label, name, n,
adr, note, extra) — extra is ' || '-separated extra vCard lines. A person's card has N (its ORG, if any, is in
extra). Styles cycle apple/google/outlook/android/thunderbird. hotel = a place one books a bed/room/cabin/tent/
bunk/apartment at for the night (hotels, pousadas, hotel fazendas and fazendas that take guests, flats and
apart-hotels, residenciais, hostels and albergues, motels, hospedajes, hostales, posadas, hosterías, cabañas,
chalés, estancias with rooms, refugios, casas de huéspedes, a winery with rooms, a hacienda hotel, campsites,
holiday rentals); not = everything else, including hotel staff's and hosts' personal cards, farms that are
business contacts, event venues, museums, wineries without rooms, restaurants. Labels fixed here, before any
run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Rafael's work trips in Brazil: Sul de Minas and Cerrado Mineiro (coffee)
 (H, 'Hotel Colonial Varginha', '', 'Av. Rio Branco 512 Centro;Varginha;MG;37002-000;Brasil', 'visita cooperativa, 2 diárias, NF em nome da empresa', ''),
 (H, 'Pousada Café com Prosa', '', 'Estrada Carmo-Cristina km 3;Carmo de Minas;MG;37472-000;Brasil', 'café da manhã incluso, quarto 7', ''),
 (H, 'ibis Uberlândia', '', 'Av. João Naves de Ávila 1331;Uberlândia;MG;38408-100;Brasil', '', 'URL:https://all.accor.com'),
 (H, 'Cerrado Flat Patrocínio', '', 'Rua Presidente Vargas 870;Patrocínio;MG;38740-000;Brasil', 'flat 204, semana da colheita', ''),
 # --- Mato Grosso (soy)
 (H, 'Hotel Nortão Sorriso', '', 'Av. Blumenau 2215;Sorriso;MT;78890-000;Brasil', 'reserva 44871, check-in 14h', ''),
 (H, 'Lucas Executive Apart Hotel', '', 'Av. Mato Grosso 1480;Lucas do Rio Verde;MT;78455-000;Brasil', '', ''),
 (H, 'Hotel Teles Pires Sinop', '', 'Av. das Itaúbas 3050;Sinop;MT;78550-000;Brasil', 'pedir quarto térreo', ''),
 (H, 'Motel Oásis BR-163', '', 'Rod. BR-163 km 592;Nova Mutum;MT;78450-000;Brasil', 'pernoite, hotéis lotados na colheita', ''),
 (H, 'Deville Prime Cuiabá', '', 'Av. Isaac Póvoas 1000;Cuiabá;MT;78045-640;Brasil', '', ''),
 (H, 'Residencial Flor do Cerrado', '', 'Rua Fernando Corrêa da Costa 311;Rondonópolis;MT;78700-000;Brasil', 'quarto c/ ar R$ 140 a diária, pagar no pix', ''),
 # --- Paraná and western Bahia
 (H, 'Bourbon Londrina Business Hotel', '', 'Rua Senador Souza Naves 200;Londrina;PR;86010-170;Brasil', '', ''),
 (H, 'Hotel Caravelle Cascavel', '', 'Rua Paraná 2987 Centro;Cascavel;PR;85810-010;Brasil', 'Show Rural Coopavel, 3 diárias', ''),
 (H, 'Hotel Residencial Mirante Maringá', '', 'Av. Brasil 4120;Maringá;PR;87013-000;Brasil', '', ''),
 (H, 'LEM Palace Hotel', '', 'Av. JK 1144;Luís Eduardo Magalhães;BA;47850-000;Brasil', 'Bahia Farm Show, reserva feita pela Luciana', ''),
 (H, 'Pousada Rio de Ondas', '', 'Rua Capitão Manoel Miranda 90;Barreiras;BA;47800-000;Brasil', '', ''),
 # --- work abroad: Argentina, Paraguay, Colombia, Mexico
 (H, 'Hotel Plaza del Litoral', '', 'Av. Pellegrini 1520;Rosario;Santa Fe;S2000;Argentina', '2 noches, factura A a nombre de Agrovale Argentina', ''),
 (H, 'Hospedaje Don Ramón', '', 'Av. de Mayo 845;Pergamino;Buenos Aires;B2700;Argentina', '', ''),
 (H, 'Sheraton Asunción Hotel', '', 'Av. Aviadores del Chaco 2066;Asunción;;;Paraguay', 'tarifa corporativa', ''),
 (H, 'Hotel Tapyí Santa Rita', '', 'Av. Santa Rita 1220;Santa Rita;Alto Paraná;;Paraguay', 'reunião com produtores brasiguaios, 1 noite', ''),
 (H, 'Finca Hotel La Cabaña del Quindío', '', 'Vereda Pueblo Tapao;Montenegro;Quindío;;Colombia', 'desayuno típico, 3 noches', ''),
 (H, 'Hacienda El Roble Hotel Cafetero', '', 'Km 8 vía Manizales-Chinchiná;Manizales;Caldas;;Colombia', '', 'URL:https://www.haciendaelroble.com.co'),
 (H, 'Apartahotel Los Pinares Pereira', '', 'Cra. 13 # 15-40;Pereira;Risaralda;;Colombia', 'cuarto 302', ''),
 (H, 'Posada del Cafeto', '', 'Jiménez del Campillo 37;Coatepec;Veracruz;91500;México', '', ''),
 (H, 'Hotel Soconusco Plaza', '', '4a Av. Norte 19;Tapachula;Chiapas;30700;México', 'visita fincas Soconusco, 2 noches', ''),
 (H, 'Camino Real Polanco México', '', 'Mariano Escobedo 700 Anzures;Ciudad de México;CDMX;11590;México', 'conf. 77120934', ''),
 # --- northeast beaches: Porto de Galinhas, Jericoacoara, Trancoso
 (H, 'Pousada Canoa de Galinhas', '', 'Rua da Esperança 120;Ipojuca;PE;55590-000;Brasil', 'res. 88213, 5 diárias, café incluso', ''),
 (H, 'Pousada Maracaípe Mar', '', 'Estrada de Maracaípe 405;Ipojuca;PE;55590-000;Brasil', '', ''),
 (H, 'Nannai Resort & Spa', '', 'Rodovia PE-09 Muro Alto;Ipojuca;PE;55590-000;Brasil', '', ''),
 (H, 'Pousada Dunas do Serrote', '', 'Rua das Dunas 33;Jijoca de Jericoacoara;CE;62598-000;Brasil', 'transfer 4x4 de Jijoca 15h', ''),
 (H, 'Hostel Pôr do Sol Jeri', '', 'Rua do Forró 18;Jijoca de Jericoacoara;CE;62598-000;Brasil', '', ''),
 (H, 'Chalés Vila Jeri', '', 'Beco da Malhada 7;Jijoca de Jericoacoara;CE;62598-000;Brasil', 'chalé família, 4 noites', ''),
 (H, 'Pousada Quadrado das Flores', '', 'Rua Carlos Alberto Parracho 14;Trancoso;BA;45818-000;Brasil', '', ''),
 (H, 'Vila Nativa Trancoso', '', 'Praça São João 9 Quadrado;Trancoso;BA;45818-000;Brasil', 'bangalô 3', ''),
 (H, 'Club Med Trancoso', '', 'Estrada Arraial-Trancoso s/n;Trancoso;BA;45818-000;Brasil', 'all inclusive, crianças no Mini Club', ''),
 (H, 'Casa Mar Azul Trancoso (temporada)', '', 'Rua do Telégrafo 210;Trancoso;BA;45818-000;Brasil', 'casa inteira 3 quartos, caseira Dona Lia, chave na vizinha', ''),
 # --- Rio and Paraty
 (H, 'Fairmont Rio de Janeiro Copacabana', '', 'Av. Atlântica 4240;Rio de Janeiro;RJ;22070-002;Brasil', 'bodas de 15 anos, 1 noite', ''),
 (H, 'Arpoador Inn', '', 'Rua Francisco Otaviano 177;Rio de Janeiro;RJ;22080-040;Brasil', '', ''),
 (H, 'Flat no Leblon (Airbnb)', '', 'Rua Dias Ferreira 417 apto 806;Rio de Janeiro;RJ;22431-050;Brasil', 'anfitrião Marcos, senha portaria 4471', 'URL:https://www.airbnb.com.br/rooms/6612034'),
 (H, 'Hostel Bonde Santa Teresa', '', 'Rua Almirante Alexandrino 1210;Rio de Janeiro;RJ;20241-262;Brasil', '', ''),
 (H, 'Pousada do Ouro', '', 'Rua Dr. Pereira 145;Paraty;RJ;23970-000;Brasil', '', ''),
 (H, 'Pousada Casa de Pedra Paraty', '', 'Rua da Lapa 52 Centro Histórico;Paraty;RJ;23970-000;Brasil', 'quarto 12, check-in 14h', ''),
 (H, 'Camping Trindade Beira-Mar', '', 'Rua Principal Trindade;Paraty;RJ;23970-000;Brasil', 'barraca própria, R$ 60 por pessoa/noite', ''),
 (H, 'Albergue Casa do Rio Paraty', '', 'Rua Antônio Vidal 120;Paraty;RJ;23970-000;Brasil', '', ''),
 # --- Serra Gaúcha
 (H, 'Hotel Fazenda Pampas Serrano', '', 'RS-020 km 75;São Francisco de Paula;RS;95400-000;Brasil', 'pensão completa, cavalgada sábado', ''),
 (H, 'Chalés Vale dos Pinheiros', '', 'Rua Pedro Candiago 455;Gramado;RS;95670-000;Brasil', 'chalé 3 com lareira', ''),
 (H, 'Cabanas do Caracol', '', 'Estrada do Caracol km 4;Canela;RS;95680-000;Brasil', '', ''),
 (H, 'Hotel Casa da Montanha', '', 'Av. Borges de Medeiros 3166;Gramado;RS;95670-000;Brasil', '', ''),
 (H, 'Villa Borghetti Vinícola & Pousada', '', 'Linha Leopoldina Vale dos Vinhedos;Bento Gonçalves;RS;95700-000;Brasil', '2 noites + degustação', ''),
 (H, 'Parador Cambará do Sul', '', 'Estrada do Faxinal;Cambará do Sul;RS;95480-000;Brasil', 'barraca-suíte, cânions', ''),
 (H, 'Chalé Alpino Canela (Airbnb)', '', 'Rua Vereador Alcides Nunes 88;Canela;RS;95680-000;Brasil', '', ''),
 # --- Foz do Iguaçu
 (H, 'Hotel das Cataratas', '', 'Rodovia BR-469 km 32 Parque Nacional do Iguaçu;Foz do Iguaçu;PR;85855-750;Brasil', '', ''),
 (H, 'Hostel Cataratas Backpackers', '', 'Rua Naipi 1020;Foz do Iguaçu;PR;85851-000;Brasil', '', ''),
 # --- Pantanal
 (H, 'Refúgio Ecológico Caiman', '', 'Estrada MS-339 km 3;Miranda;MS;79380-000;Brasil', 'pensão completa + safáris, 4 noites', ''),
 (H, 'Pantanal Jaguar Lodge Porto Jofre', '', 'Transpantaneira km 145 Porto Jofre;Poconé;MT;78175-000;Brasil', 'barco p/ onças 6h', ''),
 (H, 'Fazenda Santa Tereza Pousada Pantaneira', '', 'Transpantaneira km 35;Poconé;MT;78175-000;Brasil', '', ''),
 (H, 'Pousada Ipê Amarelo Transpantaneira', '', 'Transpantaneira km 62;Poconé;MT;78175-000;Brasil', '', ''),
 (H, 'Fazenda Baía Grande', '', 'Estrada Parque Pantanal km 18;Corumbá;MS;79300-000;Brasil', 'diária c/ pensão completa, passeio a cavalo', ''),
 # --- Buenos Aires and Mendoza
 (H, 'Alvear Palace Hotel', '', 'Av. Alvear 1891;Buenos Aires;CABA;C1129AAA;Argentina', '', ''),
 (H, 'Hotel Boutique Casa Defensa', '', 'Defensa 1045 San Telmo;Buenos Aires;CABA;C1065AAU;Argentina', 'check-in 15 hs', ''),
 (H, 'Palermo Suites Apart Hotel', '', 'Gorriti 4780;Buenos Aires;CABA;C1414BJL;Argentina', '', ''),
 (H, 'Departamento Recoleta (Airbnb)', '', 'Ayacucho 1650 piso 4 B;Buenos Aires;CABA;C1112AAL;Argentina', 'llave con el encargado, 3 noches', ''),
 (H, 'Quinta La Escondida', '', 'Los Jazmines 880;Pilar;Buenos Aires;B1629;Argentina', 'sábado a domingo, 3 habitaciones + pileta, equipo Rosario', ''),
 (H, 'Alto Agrelo Wine Lodge', '', 'Costaflores s/n Alto Agrelo;Luján de Cuyo;Mendoza;5509;Argentina', '', ''),
 (H, 'Finca Los Olmos Posada de Campo', '', 'Calle Viamonte 5120 Chacras de Coria;Luján de Cuyo;Mendoza;5505;Argentina', '', ''),
 (H, 'Hostel Lagarto Mendoza', '', 'Av. Arístides Villanueva 420;Mendoza;Mendoza;5500;Argentina', '', ''),
 (H, 'Cabañas Valle de Uco', '', 'Ruta 89 km 12;Tupungato;Mendoza;5561;Argentina', 'cabaña 4 personas, 2 noches', ''),
 # --- Patagonia
 (H, 'Llao Llao Hotel & Resort', '', 'Av. Bustillo km 25;San Carlos de Bariloche;Río Negro;8409;Argentina', '', ''),
 (H, 'Refugio Otto Meiling', '', 'Cerro Tronador Pampa Linda;San Carlos de Bariloche;Río Negro;8400;Argentina', 'cuchetas reservadas, llevar bolsa de dormir', ''),
 (H, 'Cabañas Ñire Hue', '', 'Los Notros 215;Villa La Angostura;Neuquén;8407;Argentina', '', ''),
 (H, 'Estancia Cristina', '', 'Lago Argentino;El Calafate;Santa Cruz;Z9405;Argentina', '', 'URL:https://www.estanciacristina.com'),
 (H, 'Estancia Los Cerros del Sur', '', 'Ruta Provincial 11 km 40;El Calafate;Santa Cruz;Z9405;Argentina', 'habitación doble, media pensión, 2 noches', ''),
 (H, 'Hostería Punta Bonita', '', 'Av. San Martín 310;El Chaltén;Santa Cruz;Z9301;Argentina', '', ''),
 (H, 'Casa de Huéspedes Los Lupinos', '', 'Deloqui 750;Ushuaia;Tierra del Fuego;V9410;Argentina', '', ''),
 # --- Chile
 (H, 'Hostal Licancabur Atacama', '', 'Calle Toconao 385;San Pedro de Atacama;Antofagasta;;Chile', 'pieza familiar, 4 noches', ''),
 (H, 'Tierra Atacama Hotel & Spa', '', 'Calle Séquitor s/n Ayllu de Yaye;San Pedro de Atacama;Antofagasta;;Chile', '', ''),
 (H, 'Hotel Cumbres Lastarria', '', 'Av. Lastarria 299;Santiago;Región Metropolitana;;Chile', '', ''),
 # --- Peru: Cusco and Machu Picchu
 (H, 'Hostal Rumi Wasi', '', 'Calle Tandapata 320 San Blas;Cusco;;08003;Perú', 'mate de coca 24h, 3 noches', ''),
 (H, 'Hotel Saphi Real Cusco', '', 'Calle Saphi 478;Cusco;;08002;Perú', '', ''),
 (H, 'Hospedaje Inti Wasi', '', 'Av. Pachacútec 210;Machu Picchu Pueblo;Cusco;;Perú', '1 noche, bus a las ruinas 5:30', ''),
 (H, 'Sumaq Machu Picchu Hotel', '', 'Av. Hermanos Ayar Mz 1 Lote 3;Machu Picchu Pueblo;Cusco;;Perú', '', ''),
 # --- Uruguay
 (H, 'Apart Hotel Playa Brava', '', 'Rambla Lorenzo Batlle Pacheco parada 3;Punta del Este;Maldonado;20100;Uruguay', 'semana de Carnaval', ''),
 (H, 'Posada Portón de Campo', '', 'Calle Real 145 Barrio Histórico;Colonia del Sacramento;Colonia;70000;Uruguay', '', ''),
 (H, 'Casa de Huéspedes La Pedrera', '', 'Av. Principal s/n;La Pedrera;Rocha;27004;Uruguay', '', ''),
 # --- Yucatán
 (H, 'Hacienda Temozón', '', 'Carretera Mérida-Uxmal km 182;Temozón Sur;Yucatán;97825;México', '2 noches, boda de Mariana el sábado', ''),
 (H, 'Posada Toledo', '', 'Calle 58 No. 487;Mérida;Yucatán;97000;México', '', ''),
 (H, 'Cabañas La Ceiba Tulum', '', 'Carretera Tulum-Boca Paila km 6;Tulum;Quintana Roo;77780;México', '', ''),
 # --- Orlando
 (H, "Disney's Pop Century Resort", '', '1050 Century Dr;Lake Buena Vista;FL;32830;USA', 'confirmation 41178203, Magic Band', ''),
 (H, 'Casa Kissimmee Windsor Hills (Airbnb)', '', '2600 N Old Lake Wilson Rd;Kissimmee;FL;34747;USA', 'casa c/ piscina, 7 noites, código portão 2580', ''),
 # --- weekends near São Paulo
 (H, 'Hotel Fazenda Águas de Santa Clara', '', 'Estrada Municipal SCR-050 km 6;Socorro;SP;13960-000;Brasil', 'feriado de Corpus Christi, 3 diárias', ''),
 (H, 'Sítio Água Limpa Pousada Rural', '', 'Estrada do Paraibuna km 11;Cunha;SP;12530-000;Brasil', '', ''),
 (H, 'Chácara Recanto da Serra (temporada)', '', 'Estrada do Carmo 4400;Ibiúna;SP;18150-000;Brasil', 'fim de semana, piscina, 4 quartos, caução R$ 500', ''),
]
P = [
 (N, 'Mãe', 'Carvalho;Teresa;;;', 'Rua Domingos de Morais 1820 apto 41;São Paulo;SP;04010-100;Brasil', 'aniversário 14/05', ''),
 (N, 'Dona Cida (sogra)', 'Pousada;Maria Aparecida;;;', '', '', ''),
 (N, 'Seu Antônio (sogro)', 'Pousada;Antônio;;;', 'Sítio São José Estrada Municipal km 4;Ibiúna;SP;18150-000;Brasil', 'levar ração das galinhas', ''),
 (N, 'Fernanda Pousada', 'Pousada;Fernanda;;;', 'Rua Pamplona 1100 apto 92;São Paulo;SP;01405-001;Brasil', 'cunhada', ''),
 (N, 'Ricardo Posadas', 'Posadas;Ricardo;;;', 'Av. Mitre 1850;Posadas;Misiones;N3300;Argentina', 'casamiento 21 hs en Quinta Los Álamos', 'ORG:Agrovale Argentina S.A. || TITLE:Representante Comercial'),
 (N, 'Marta Quintas', 'Quintas;Marta;;;', '', 'vizinha do 52, chave reserva', ''),
 (N, 'Jorge Albergaria', 'Albergaria;Jorge;;;', '', 'IR até 30/04', 'TITLE:Contador'),
 (N, 'Camille Hotelier', 'Hotelier;Camille;;;', '', 'colega da Ju, francês', 'ORG:Lycée Pasteur'),
 (N, 'Kevin Marriott', 'Marriott;Kevin;;;', '', 'samples sent via DHL', 'ORG:Blue Ridge Coffee Importers || TITLE:Green Coffee Buyer || EMAIL:kmarriott@blueridgecoffee.com'),
 (N, 'Paula Hilton', 'Hilton;Paula;;;', '', 'aula de inglês do Lucas, terça 17h', ''),
 (N, 'Eduardo Tanaka', 'Tanaka;Eduardo;;;', '', '', 'ORG:Agrovale Trading S.A. || TITLE:Agrônomo Sênior'),
 (N, 'Luciana Bertolucci', 'Bertolucci;Luciana;;;', '', 'aprovar reembolso viagem MT', 'ORG:Agrovale Trading S.A. || TITLE:Diretora Comercial'),
 (N, 'Valdir Schmidt', 'Schmidt;Valdir;;;', 'Rod. MT-242 km 38;Sorriso;MT;78890-000;Brasil', 'visita à lavoura de soja 7h, levar GPS', 'ORG:Fazenda Santa Luzia'),
 (N, 'Geraldo Nogueira', 'Nogueira;Geraldo;;;', '', 'análise de solo talhão 4', 'ORG:Fazenda Ouro Verde'),
 (N, 'Camila (recepção Pousada Canoa)', 'Silva;Camila;;;', '', 'WhatsApp p/ transfer do aeroporto', 'ORG:Pousada Canoa de Galinhas || TITLE:Recepção'),
 (N, 'Marcelo Duarte', 'Duarte;Marcelo;;;', '', '', 'ORG:Refúgio Ecológico Caiman || TITLE:Gerente de Reservas || EMAIL:reservas.md@caiman.com.br'),
 (N, 'Ana Lúcia Ferraz', 'Ferraz;Ana Lúcia;;;', '', 'passeio Macuco', 'ORG:Hotel das Cataratas || TITLE:Concierge'),
 (N, 'Sofía Etchegaray', 'Etchegaray;Sofía;;;', '', 'anfitriona, nos busca en el aeropuerto', 'ORG:Estancia Los Cerros del Sur'),
 (N, 'Joaquim Pantaneiro', 'Rondon;Joaquim;;;', '', 'guia, focagem noturna', ''),
 (N, 'Andrés Felipe Restrepo', 'Restrepo;Andrés Felipe;;;', '', 'cata lote 17 jueves', 'ORG:Cafeteros Unidos de Caldas || TITLE:Gerente de Calidad'),
 (N, 'Ing. Rodrigo Hernández', 'Hernández;Rodrigo;;Ing.;', '', '', 'ORG:Beneficio La Cumbre || EMAIL:rhernandez@beneficiolacumbre.mx'),
 (N, 'Ciro Benítez', 'Benítez;Ciro;;;', '', 'soja safrinha, precio FOB', 'ORG:Agroganadera Santa Rita S.A.'),
 (N, 'Mariana Cervera', 'Cervera;Mariana;;;', '', 'boda sábado 18:00', ''),
 (N, 'Dra. Beatriz Sato', 'Sato;Beatriz;;Dra.;', '', 'pediatra, consulta Bia 3ª 10h', 'TITLE:Pediatra'),
 (N, 'Profa. Renata Lima', 'Lima;Renata;;Profa.;', '', 'troca de aula sexta', 'ORG:Escola Estadual Profa. Odete Martins'),
]
O = [
 # restaurants, bakeries, bars
 (N, 'Churrascaria Estância Gaúcha', '', 'Av. Ibirapuera 2580;São Paulo;SP;04028-003;Brasil', 'mesa p/ 8 sábado 20h, aniversário do sogro', ''),
 (N, 'Parrilla La Estancia', '', 'Lavalle 941;Buenos Aires;CABA;C1047AAS;Argentina', '', ''),
 (N, 'Padaria Bella Paulista', '', 'Rua Haddock Lobo 354;São Paulo;SP;01414-000;Brasil', '', ''),
 (N, 'Lanchonete Estrela do Cerrado', '', 'Av. Blumenau 1880;Sorriso;MT;78890-000;Brasil', 'pastel + caldo de cana', ''),
 (N, 'Chalé da Fondue', '', 'Av. Borges de Medeiros 1950;Gramado;RS;95670-000;Brasil', 'reserva 20h30, 4 pessoas', ''),
 (N, 'Cabana Burger Vila Madalena', '', 'Rua Aspicuelta 410;São Paulo;SP;05433-010;Brasil', '', ''),
 (N, 'Cantina Castelões', '', 'Rua Jairo Góis 126 Brás;São Paulo;SP;03013-020;Brasil', '', ''),
 (N, 'Confitería Las Violetas', '', 'Av. Rivadavia 3899;Buenos Aires;CABA;C1204AAD;Argentina', 'merienda con mamá', ''),
 (N, 'Hostería de Santo Domingo', '', 'Belisario Domínguez 70 Centro;Ciudad de México;CDMX;06010;México', 'chiles en nogada', ''),
 (N, 'La Chaya Maya', '', 'Calle 62 No. 481;Mérida;Yucatán;97000;México', '', ''),
 (N, 'Cicciolina', '', 'Calle Triunfo 393 2do piso;Cusco;;08002;Perú', 'mesa 8 pm', ''),
 (N, 'Bar Refugio Lastarria', '', 'José Victorino Lastarria 90;Santiago;Región Metropolitana;;Chile', '', ''),
 # venues, estancias and haciendas without rooms, museums, parks
 (N, 'Quinta Los Álamos - Salón de Eventos', '', 'Av. Tapia de Cruz 2200;Escobar;Buenos Aires;B1625;Argentina', '', ''),
 (N, 'Chácara Recanto Verde Festas e Eventos', '', 'Estrada da Roselândia 1350;Cotia;SP;06702-155;Brasil', 'festa 7 anos da Bia, sábado 14h', ''),
 (N, 'Hacienda San Antonio Chalcuy - Bodas y Eventos', '', 'Carretera Mérida-Progreso km 14;Mérida;Yucatán;97302;México', 'recepción boda Mariana y Tomás', ''),
 (N, 'Museo de la Hacienda Henequenera Tepich', '', 'Calle 21 s/n;Tepich;Yucatán;97400;México', '', ''),
 (N, 'Estancia La Tranquera - Día de Campo', '', 'Ruta 8 km 72;San Antonio de Areco;Buenos Aires;B2760;Argentina', 'asado + jineteada, traslado 9 hs', ''),
 (N, 'Museu do Café', '', 'Rua XV de Novembro 95;Santos;SP;11010-151;Brasil', '', ''),
 (N, 'Itaipu Binacional - Visitas', '', 'Av. Tancredo Neves 6702;Foz do Iguaçu;PR;85856-970;Brasil', 'circuito especial 10h', ''),
 # wineries without rooms
 (N, 'Vinícola Aurora', '', 'Rua Olavo Bilac 500;Bento Gonçalves;RS;95700-000;Brasil', '', ''),
 (N, 'Bodega Altos del Cobos', '', 'Calle Cobos s/n Agrelo;Luján de Cuyo;Mendoza;5509;Argentina', 'degustación 11 hs', ''),
 (N, 'Viña Concha y Toro', '', 'Av. Virginia Subercaseaux 210;Pirque;Región Metropolitana;;Chile', '', ''),
 # farms that are business contacts
 (N, 'Fazenda Tuiuiú', '', 'Estrada do Chumbo km 22;Poconé;MT;78175-000;Brasil', 'visita técnica pastagem 8h, dormir em Poconé', ''),
 (N, 'Fazenda Progresso Sementes', '', 'Rod. BR-020 km 90;Luís Eduardo Magalhães;BA;47850-000;Brasil', '', ''),
 (N, 'Finca La Esperanza Café Especial', '', 'Vereda La Siria;Chinchiná;Caldas;;Colombia', 'visita finca martes, cosecha', ''),
 (N, 'Sítio Boa Vista Orgânicos', '', 'Estrada do Murundu 700;Ibiúna;SP;18150-000;Brasil', 'cesta de verduras toda quinta', ''),
 # shops and services
 (N, 'Loja Agropecuária Nortão', '', 'Av. Natalino João Brescansin 900;Sorriso;MT;78890-000;Brasil', '', ''),
 (N, 'Orlando Premium Outlets', '', '8200 Vineland Ave;Orlando;FL;32821;USA', '', ''),
 (N, 'Hotelzinho Pet Patas & Cia', '', 'Rua Vergueiro 3900;São Paulo;SP;04102-000;Brasil', 'Thor hospedado durante Orlando', ''),
 (N, 'Condomínio Residencial Parque das Flores', '', 'Rua Humberto I 700;São Paulo;SP;04018-031;Brasil', 'administração, boleto dia 10', ''),
 (N, 'Empório Chácara Santo Antônio', '', 'Rua Alexandre Dumas 1200 Chácara Santo Antônio;São Paulo;SP;04717-004;Brasil', '', ''),
 # clinics
 (N, 'Clínica de Vacinação Vaccini', '', 'Rua Sena Madureira 550;São Paulo;SP;04021-000;Brasil', 'febre amarela antes do Pantanal', ''),
 (N, 'Dr. Paulo Kenji Odontologia', '', 'Rua Dr. Nicolau de Sousa Queirós 500 Chácara Klabin;São Paulo;SP;04105-001;Brasil', 'limpeza 4ª 9h', ''),
 # transport, tour operators, travel
 (N, 'LATAM Brasil', '', '', 'LATAM Pass 3321 0098 44', 'KIND:org || URL:https://www.latamairlines.com'),
 (N, 'Azul Linhas Aéreas', '', '', 'loc. QXJ7RT VCP-CGB', ''),
 (N, 'Aerolíneas Argentinas', '', '', '', 'KIND:org'),
 (N, 'Crucero del Norte', '', 'Terminal de Ómnibus;Posadas;Misiones;N3300;Argentina', 'Posadas-Rosario cama 22 hs', ''),
 (N, 'Localiza Aeroporto Cuiabá', '', 'Av. João Ponce de Arruda s/n;Várzea Grande;MT;78110-000;Brasil', 'Hilux, devolver tanque cheio', ''),
 (N, 'Inca Rail', '', 'Portal de Panes 105 Plaza de Armas;Cusco;;08002;Perú', 'Vistadome 7:05 Ollantaytambo', ''),
 (N, 'Buquebus', '', 'Av. Antártida Argentina 821;Buenos Aires;CABA;C1104;Argentina', 'BA-Colonia 8:30', ''),
 (N, 'Alamo Rent a Car MCO', '', '1 Jeff Fuqua Blvd;Orlando;FL;32827;USA', 'minivan, car seat x1', ''),
 (N, 'Jeri Off Road Passeios de Buggy', '', 'Rua Principal 50;Jijoca de Jericoacoara;CE;62598-000;Brasil', 'Lagoa do Paraíso 9h', ''),
 (N, 'Licán Expediciones', '', 'Caracoles 160;San Pedro de Atacama;Antofagasta;;Chile', 'Valle de la Luna + geysers 4:30', ''),
 (N, 'CVC Shopping Ibirapuera', '', 'Av. Ibirapuera 3103;São Paulo;SP;04029-902;Brasil', 'pacote Disney, parcela 6/10', ''),
 # schools, admin, bank
 (N, 'Escola Estadual Profa. Odete Martins', '', 'Rua Loefgren 1600;São Paulo;SP;04040-002;Brasil', '', ''),
 (N, 'Cultura Inglesa Vila Mariana', '', 'Rua Joaquim Távora 400;São Paulo;SP;04015-000;Brasil', '', ''),
 (N, 'Cartório 3º Tabelião de Notas', '', 'Rua Boa Vista 180;São Paulo;SP;01014-000;Brasil', 'reconhecer firma procuração', ''),
 (N, 'Banco do Brasil Agência Vila Mariana', '', 'Rua Domingos de Morais 2100;São Paulo;SP;04036-000;Brasil', 'gerente Sandra ramal 214', ''),
 (N, 'Agrovale Trading S.A.', '', 'Av. Brig. Faria Lima 3500 12º andar;São Paulo;SP;04538-132;Brasil', '', 'URL:https://www.agrovale.com.br'),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'Q{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
