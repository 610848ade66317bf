#!/usr/bin/env python3
"""Writes cards.tsv for review49: one realistic address book of a Lisbon-based family - Pedro Nogueira, a key
account manager with a cork-stopper maker (Cortiçarte, Santa Maria de Lamas), who travels to the wineries he sells
to: Porto and Gaia, the Douro, the Bairrada, the Alentejo, Madeira and Pico, La Rioja, Jerez, Barcelona, São Paulo
and the Serra Gaúcha, Fogo in Cape Verde, Macau; and Marta, a geography teacher, who plans the family's holidays:
Lisbon guests, Sintra, Óbidos, Coimbra (where Tomás studies), Fátima with the grandmother, the Serra da Estrela and
the schist villages, the Gerês and the Minho, the Alentejo coast, the Algarve, São Miguel and Flores, Madeira and
Porto Santo, Rio, Paraty and the Chapada Diamantina, Sal, Santo Antão and São Vicente, the Caminho Português to
Santiago, the Picos de Europa, Andalusia, the Basque coast - and the home contacts around them.
Not traps, but a Portuguese book has its own: quintas that are hotels, a quinta that is a wedding venue and
wineries (herdade, quinta, bodega) that let no rooms; casas that are hotels and a Casa do Alentejo, a Casa da
Música and a Casa da Morna that are not; Pensão Amor (a bar), a churrasqueira called A Pousada, a Churrascaria
Palace, a mesón and a venta; a hotel's tea terrace; a Lar Residencial (care home, with the grandmother whose
address it is), a student residence, a Hotel Canino; Construtora Albergaria & Filhos; family names Pousada,
Albergaria, Quintas, Pestana, Posadas and Meliá; hotel staff and hosts whose ORG is their place, a landlady's own
card (quartos na Nazaré); the Pousadas' central booking office; a sleeper train (Comboio Hotel Lusitânia) and a
Douro river cruise; thermal baths and hot springs visited by day; airlines, ferries, CP, tour operators, clinics,
schools. Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's
card has N (its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird.
hotel = a place one books a bed, room, bunk, cottage, flat or pitch at for the night (hotels, pousadas,
aparthotels and short-let flats, alojamento local, hostels and pousadas de juventude, albergarias, estalagens,
residenciais, hostales, guest houses and casas de turismo rural or de habitação, quintas, herdades, montes and
cortijos that let rooms, pilgrims' albergues and a pilgrims' retreat house, mountain huts, resorts, campsites);
not = everything else, including people's cards (hotel staff, hosts, a landlady), restaurants, bars, a hotel's
tea terrace, wedding venues, wineries, care homes, a student residence, a pet hotel, a booking office, a sleeper
train, a river cruise, baths. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
PT, ES, BR, CV, MO = 'Portugal', 'España', 'Brasil', 'Cabo Verde', 'Macau'
C = [
 # --- Pedro's work: Porto, Gaia, Feira, Coimbra, Bairrada
 (H, 'Hotel Teatro', '', f'Rua Sá da Bandeira 84;Porto;;4000-427;{PT}', 'Essência do Vinho, 2 noites, fatura p/ Cortiçarte (NIF no email)', ''),
 (H, 'Torel Avantgarde', '', f'Rua da Restauração 336;Porto;;4050-501;{PT}', 'jantar c/ clientes ingleses + 1 noite, check-in a partir das 15h, pedir quarto c/ vista rio', ''),
 (H, 'Apartamentos Miragaia (AL)', '', f'Rua de Tomar 12;Porto;;4050-602;{PT}', 'montagem da Essência, 3 noites, T2 p/ a equipa, self check-in, código 1907', ''),
 (H, 'Hotel Dos Lóios', '', f'Rua Dr. Elísio de Castro 55;Santa Maria da Feira;;4520-233;{PT}', 'visitas à fábrica, 1 noite, pequeno-almoço às 7h', ''),
 (H, 'Vila Galé Coimbra', '', f'Rua Abel Dias Urbano 20;Coimbra;;3000-001;{PT}', '', ''),
 (H, 'Curia Palace', '', f'Curia;Tamengos;Anadia;3780-541;{PT}', 'Bairrada - 2 noites, pedir quarto no 2º andar, jantar incluído', ''),
 # Douro
 (H, 'Six Senses Douro Valley', '', f'Quinta de Vale Abraão, Samodães;Lamego;;5100-758;{PT}', 'vindimas c/ clientes, 2 noites, reserva 77120, tarifa corporate', ''),
 (H, 'Quinta da Romaneira', '', f'Cotas;Alijó;;5070-252;{PT}', '3 noites, quarto 7 (casa nova), jantar às 20h, transfer do Pinhão', 'URL:https://www.quintadaromaneira.pt'),
 (H, 'Casa de Vilarinho de São Romão', '', f'Lugar da Capela, Vilarinho de São Romão;Sabrosa;;5060-630;{PT}', '', ''),
 # Alentejo
 (H, "M'AR De AR Aqueduto", '', f'Rua Cândido dos Reis 72;Évora;;7000-582;{PT}', 'Vinhos do Alentejo, 2 noites, estacionamento incluído', ''),
 (H, 'Pousada Convento de Évora', '', f'Largo Conde de Vila Flor;Évora;;7000-804;{PT}', '', ''),
 # Madeira, Azores
 (H, 'Quinta da Casa Branca', '', f'Rua da Casa Branca 7;Funchal;Madeira;9000-088;{PT}', 'Madeira Wine Company, 3 noites, quarto no jardim, pequeno-almoço 7h30-10h30', ''),
 (H, 'Pestana Casino Park', '', f'Rua Imperatriz D. Amélia 55;Funchal;Madeira;9004-513;{PT}', '2 noites, cartão Pestana 80211, late check-out pedido', ''),
 (H, 'Azor Hotel', '', f'Av. Dr. João Bosco Mota Amaral 4;Ponta Delgada;Açores;9500-771;{PT}', 'PDL 1 noite antes do voo p/ o Pico', ''),
 (H, 'Aldeia da Fonte', '', f'Caminho de Baixo 2, Silveira;Lajes do Pico;Açores;9930-177;{PT}', 'Cooperativa do Pico, 2 noites, chegada no barco das 18h, jantar 19h30', 'EMAIL:reservas@aldeiadafonte.com'),
 # Spain
 (H, 'Meliá Castilla', '', f'Calle del Capitán Haya 43;Madrid;;28020;{ES}', 'Salón de Gourmets IFEMA, 3 noches, desayuno incluido', ''),
 (H, 'Hostal Oriente', '', f'Calle del Arenal 23;Madrid;;28013;{ES}', '1 noite, quarto 12, perto de Sol', ''),
 (H, 'Los Agustinos', '', 'Calle San Agustín 2;Haro;La Rioja;26200;' + ES, 'Bilbaínas + López de Heredia, 2 noches, desayuno 7:30', ''),
 (H, 'Parador de Santo Domingo de la Calzada', '', 'Plaza del Santo 3;Santo Domingo de la Calzada;La Rioja;26250;' + ES, '', ''),
 (H, 'Hotel Bodega Tío Pepe', '', 'Calle Ciegos 1;Jerez de la Frontera;Cádiz;11403;' + ES, 'González Byass, 2 noites, quarto c/ terraço, visita à bodega às 12h', ''),
 (H, 'Casa Camper Barcelona', '', f"Carrer d'Elisabets 11;Barcelona;;08001;{ES}", 'Barcelona Wine Week, 3 nits, snack bar 24h', ''),
 # Brazil
 (H, 'Pullman São Paulo Ibirapuera', '', f'Rua Joinville 515;São Paulo;SP;04008-011;{BR}', 'ProWine SP, 3 diárias, tarifa empresa, café da manhã incluso', ''),
 (H, 'ibis São Paulo Paulista', '', f'Av. Paulista 2355;São Paulo;SP;01311-300;{BR}', '', ''),
 (H, 'Hotel & Spa do Vinho', '', f'Rodovia RS-444 km 21, Vale dos Vinhedos;Bento Gonçalves;RS;95700-000;{BR}', 'Wine South America, 4 diárias, check-in 14h', ''),
 (H, "Pousada Borghetto Sant'Anna", '', f'Linha Leopoldina, Vale dos Vinhedos;Bento Gonçalves;RS;95700-000;{BR}', '', ''),
 # Cape Verde (Fogo)
 (H, 'Casa Marisa', '', f'Chã das Caldeiras;Santa Catarina do Fogo;Fogo;;{CV}', '2 noites, jantar c/ vinho de Chã, levar dinheiro (não aceitam cartão)', ''),
 (H, 'Hotel Xaguate', '', f'Bila Baxo;São Filipe;Fogo;;{CV}', '1 noite, voo p/ a Praia às 7h', ''),
 # Macau
 (H, 'Pousada de São Tiago', '', f'Avenida da República, Fortaleza de São Tiago da Barra;Macau;;;{MO}', 'feira de vinhos de Portugal, 3 noites, quarto 12 c/ varanda', ''),
 (H, '澳門文華東方酒店', '', '新口岸孫逸仙大馬路945號;澳門;;;中國澳門', 'Mandarin Oriental, 2 noites, reserva MO-558120, pequeno-almoço incluído', ''),
 (H, 'Grand Lapa Macau', '', f'Avenida da Amizade 956;Macau;;;{MO}', '', ''),
 # --- family holidays and guests: Lisbon
 (H, 'Casa Balthazar', '', f'Rua do Duque 26;Lisboa;;1200-159;{PT}', 'tios do Brasil, 4 noites, check-in às 15h, pago', ''),
 (H, 'Lisbon Destination Hostel', '', f'Estação do Rossio, Largo do Duque de Cadaval 17;Lisboa;;1200-160;{PT}', 'amigos Erasmus do Tomás, 3 noites, camas em dormitório', ''),
 (H, 'Solar do Castelo', '', f'Rua das Cozinhas 2;Lisboa;;1100-181;{PT}', '', ''),
 (H, 'Lisboa Plaza', '', f'Travessa do Salitre 7;Lisboa;;1269-066;{PT}', '', ''),
 (H, 'Albergaria Senhora do Monte', '', f'Calçada do Monte 39;Lisboa;;1170-250;{PT}', 'primos de Viseu, 2 noites, quarto 21 c/ terraço', ''),
 # Sintra, Óbidos, Coimbra, Fátima
 (H, 'Quinta da Capela', '', f'Estrada Velha de Colares;Sintra;;2710-502;{PT}', 'aniversário de casamento, 1 noite, pequeno-almoço no jardim', ''),
 (H, 'Casa das Senhoras Rainhas', '', f'Rua Padre Nunes Tavares 6;Óbidos;;2510-070;{PT}', '', ''),
 (H, 'Quinta das Lágrimas', '', f'Rua António Augusto Gonçalves;Coimbra;;3041-901;{PT}', 'Queima das Fitas do Tomás, 2 noites', ''),
 (H, 'Casa de Retiros Nossa Senhora das Dores', '', f'Rua Francisco Marto 52;Fátima;Ourém;2495-448;{PT}', 'peregrinação 13 de maio c/ a avó, 2 noites, quarto duplo, jantar 19h30', ''),
 # Serra da Estrela, schist villages
 (H, 'Pousada da Serra da Estrela', '', f'Penhas da Saúde;Covilhã;;6200-073;{PT}', 'neve em fevereiro, 2 noites, meia pensão', ''),
 (H, 'Casa das Penhas Douradas', '', f'Penhas Douradas;Manteigas;;6260-200;{PT}', '', ''),
 (H, 'INATEL Piódão', '', f'Lugar do Piódão;Arganil;;3300-309;{PT}', 'Páscoa, 3 noites, desconto sócio INATEL 10%', ''),
 (H, 'Casa da Tia Lena', '', f'Rua do Rio 3, Janeiro de Cima;Fundão;;6230-160;{PT}', 'casa de xisto inteira, 2 noites, chave c/ a vizinha, lenha incluída', ''),
 # Gerês, Minho
 (H, 'Parque de Campismo de Cerdeira', '', f'Campo do Gerês;Terras de Bouro;;4840-030;{PT}', 'agosto, 7 noites, lugar 54 c/ eletricidade, tenda grande + 2 carros', ''),
 (H, 'Pousada de Juventude do Gerês', '', f'Vilarinho das Furnas, Campo do Gerês;Terras de Bouro;;4840-030;{PT}', '', ''),
 (H, 'Casas do Soajo', '', f'Soajo;Arcos de Valdevez;;4970-492;{PT}', 'casa do espigueiro, 3 noites, lareira, sinal 30% transferência', ''),
 (H, 'Paço de Calheiros', '', f'Calheiros;Ponte de Lima;;4990-575;{PT}', '', ''),
 (H, 'Pousada de Viana do Castelo', '', f'Monte de Santa Luzia;Viana do Castelo;;4901-909;{PT}', 'Festas da Agonia, 1 noite', ''),
 # Alentejo coast and inland
 (H, 'Herdade do Touril', '', f'Touril;Zambujeira do Mar;Odemira;7630-782;{PT}', '4 noites, monte c/ 2 quartos, pequeno-almoço no alpendre', ''),
 (H, 'São Lourenço do Barrocal', '', f'Barrocal;Monsaraz;Reguengos de Monsaraz;7200-175;{PT}', '', ''),
 (H, 'Monte do Giestal', '', f'Estrada de Odeceixe km 4;São Teotónio;Odemira;7630-575;{PT}', 'casa da eira, 5 noites, piscina, aceitam cão', ''),
 (H, 'Parque de Campismo Campiférias', '', f'Rua da Praia;Vila Nova de Milfontes;Odemira;7645-300;{PT}', '', ''),
 (H, 'Casa das Gaivotas - Zambujeira', '', f'Rua da Escola 9;Zambujeira do Mar;Odemira;7630-789;{PT}', 'AL n.º 45211/AL, 4 noites, chaves na caixa, código 2580', ''),
 # Algarve
 (H, 'Martinhal Sagres', '', f'Quinta do Martinhal;Sagres;Vila do Bispo;8650-908;{PT}', 'Páscoa c/ miúdos, 5 noites, kids club incluído', 'URL:https://www.martinhal.com'),
 (H, 'Orbitur Sagres', '', f'Cerro das Moitas;Sagres;Vila do Bispo;8650-998;{PT}', 'bungalow 12, 3 noites', ''),
 (H, 'Ondamar Hotel Apartamentos', '', f'Rua do Município 1;Albufeira;;8200-161;{PT}', 'T1 c/ kitchenette, 7 noites, check-in 16h, caução 150€', ''),
 (H, 'Pousada de Tavira - Convento da Graça', '', f'Rua D. Paio Peres Correia;Tavira;;8800-407;{PT}', '', ''),
 (H, 'Parque de Campismo da Ilha de Tavira', '', f'Ilha de Tavira;Tavira;;8800-999;{PT}', 'barco do cais das Quatro Águas, 4 noites, tenda', ''),
 # Azores holiday
 (H, 'Terra Nostra Garden Hotel', '', f'Rua Padre José Jacinto Botelho 5;Furnas;Povoação;9675-061;{PT}', '3 noites, entrada no parque incluída', ''),
 (H, 'Aldeia da Cuada', '', f'Cuada, Fajã Grande;Lajes das Flores;Açores;9960-070;{PT}', 'casa da Tia Lúcia, 4 noites, voo PDL-FLW', 'EMAIL:cuada@mail.telepac.pt'),
 (H, 'Parque de Campismo das Sete Cidades', '', f'Sete Cidades;Ponta Delgada;Açores;9555-180;{PT}', '2 noites, tenda, balneários até 22h', ''),
 # Madeira, Porto Santo
 (H, 'Quinta do Furão', '', f'Estrada Quinta do Furão 6;Santana;Madeira;9230-082;{PT}', '4 noites, reserva via Booking, quarto vista mar', ''),
 (H, 'Estalagem da Ponta do Sol', '', f'Quinta da Rochinha;Ponta do Sol;Madeira;9360-121;{PT}', '', ''),
 (H, 'Vila Baleira', '', f'Sítio do Cabeço da Ponta;Porto Santo;Madeira;9400-030;{PT}', 'Porto Santo, 4 noites, tudo incluído, pulseira na receção', ''),
 # Brazil holiday
 (H, 'Janeiro Hotel', '', f'Av. Delfim Moreira 696;Rio de Janeiro;RJ;22441-000;{BR}', '', ''),
 (H, 'Apê em Botafogo (Airbnb)', '', f'Rua Voluntários da Pátria 190, apto 802;Rio de Janeiro;RJ;22270-010;{BR}', '5 noites, porteiro entrega a chave, wifi: botafogo802', ''),
 (H, 'Pousada Porto Imperial', '', f'Rua Tenente Francisco Antônio s/n;Paraty;RJ;23970-000;{BR}', '3 diárias, café da manhã até 10h', ''),
 (H, 'Casa Turquesa Paraty', '', f'Rua Doutor Pereira 50;Paraty;RJ;23970-000;{BR}', '', ''),
 (H, 'Pousada Vila Serrano', '', f'Rua Alto do Bonfim 8;Lençóis;BA;46960-000;{BR}', 'Chapada Diamantina, 4 diárias, guia Zé p/ o Pai Inácio', ''),
 (H, 'Galeria 13 Hostel', '', f'Rua da Ordem Terceira 23, Pelourinho;Salvador;BA;40026-280;{BR}', 'Tomás, quarto privativo, 2 noites', ''),
 # Cape Verde holiday
 (H, 'Morabeza', '', f'Rua dos Pescadores;Santa Maria;Sal;;{CV}', 'Páscoa, 7 noites, meia pensão, quarto 214', ''),
 (H, 'RIU Funana', '', f'Ponta Preta;Santa Maria;Sal;;{CV}', 'all inclusive, 5 noites, pulseira', ''),
 (H, 'Residencial Bom Dia', '', f'Rua do Porto;Porto Novo;Santo Antão;;{CV}', '1 noite antes do barco, quarto 3', ''),
 (H, 'Casa das Ilhas', '', f'Corda;Ribeira Grande;Santo Antão;;{CV}', 'caminhada Cova-Paul, 3 noites, jantar incluído', ''),
 (H, 'Hotel Porto Grande', '', f'Praça Amílcar Cabral;Mindelo;São Vicente;;{CV}', 'Mindelo, 2 noites antes do voo', ''),
 # Spain holiday: the Caminho Português, the Picos, Andalusia, the Basque coast, Interrail
 (H, 'Albergue de Peregrinos de Tui', '', 'Rúa Párroco Rodríguez Vázquez;Tui;Pontevedra;36700;' + ES, 'Caminho c/ o Tomás, 1 noite, 8€, carimbo na credencial', ''),
 (H, 'Hostal Suso', '', 'Rúa do Vilar 65;Santiago de Compostela;A Coruña;15705;' + ES, 'chegada a Santiago, 2 noites, quarto 5', ''),
 (H, 'Parador de Pontevedra', '', 'Rúa Barón 19;Pontevedra;;36002;' + ES, '', ''),
 (H, 'Refugio de Urriellu', '', 'Vega de Urriellu;Bulnes;Asturias;33554;' + ES, '1 noite, media pensión, levar saco-cama, reservar por telefone', ''),
 (H, 'Cortijo Los Malenos', '', 'Carretera Agua Amarga-Carboneras km 7;Agua Amarga;Almería;04149;' + ES, 'Cabo de Gata, 3 noites, pequeno-almoço incluído', ''),
 (H, 'Hotel Amadeus Sevilla', '', 'Calle Farnesio 6;Sevilla;;41004;' + ES, '2 noches, habitación con piano, terraza', ''),
 (H, 'Parador de Mérida', '', 'Plaza de la Constitución 3;Mérida;Badajoz;06800;' + ES, 'paragem a caminho de Madrid, 1 noite', ''),
 (H, 'Errota Landetxea', '', 'Errota auzoa 4;Ispaster;Bizkaia;48288;' + ES, '3 noites perto de Lekeitio, pequeno-almoço caseiro', ''),
 (H, 'Sant Jordi Hostel Gràcia', '', f'Carrer de Francisco Giner 50;Barcelona;;08012;{ES}', 'Interrail do Tomás, 3 noites, cama 4 no dormitório de 6', ''),
]
P = [
 # family and household
 (N, 'Mãe Helena', 'Nogueira;Helena;;;', f'Rua Formosa 88;Viseu;;3500-135;{PT}', 'anos 3/11, medicação da tensão', ''),
 (N, 'Pai António', 'Nogueira;António;;;', '', 'horta, ligar ao domingo depois do almoço', ''),
 (N, 'Sogra Amélia', 'Ferreira;Amélia;;;', '', 'bacalhau da consoada, levar a travessa grande', ''),
 (N, 'Avó Rosa', 'Ferreira;Rosa;;;', f'Rua Cláudio Nunes 50;Lisboa;;1500-185;{PT}', 'visitas 15h-18h, gosta de pastéis de nata', ''),
 (N, 'Marta Nogueira', 'Nogueira;Marta;;;', '', 'sai às 17h às quartas', 'ORG:Escola Secundária Rainha Dona Leonor || TITLE:professora de Geografia'),
 (N, 'Tomás Nogueira', 'Nogueira;Tomás;;;', '', 'Coimbra, 2.º ano Eng. Informática, mesada dia 1', ''),
 (N, 'Beatriz Nogueira', 'Nogueira;Beatriz;;;', '', 'Bia, 6.º B, natação 3ª e 5ª', ''),
 (N, 'Joana (mana)', 'Nogueira;Joana;;;', '', 'casamento 20/06, prova do vestido sáb 10h', ''),
 (N, 'Ricardo Pousada', 'Pousada;Ricardo;;;', '', 'cunhado, emprestou o atrelado', ''),
 (N, 'Carlos Albergaria', 'Albergaria;Carlos;;;', f'Av. da Igreja 44, 2.º esq.;Lisboa;;1700-237;{PT}', 'vizinho, tem a chave suplente', ''),
 (N, 'D. Graça (limpezas)', 'Lopes;Graça;;;', '', 'terças, 40€, dinheiro', ''),
 (N, 'Sr. Armindo canalizador', ';Armindo;;;', '', 'esquentador, orçamento 180€', ''),
 (N, 'Catarina Quintas', 'Quintas;Catarina;;;', '', 'diretora de turma da Bia, reunião de pais 4ª 18h30', 'ORG:Escola Básica Eugénio dos Santos || TITLE:diretora de turma'),
 # colleagues and clients
 (N, 'Ana Pestana', 'Pestana;Ana;;;', '', 'mercado Brasil, férias em agosto', 'ORG:Cortiçarte, S.A. || TITLE:Export Manager'),
 (N, 'Eng. Rui Correia', 'Correia;Rui;;;', '', 'relatório mensal até dia 5', 'ORG:Cortiçarte, S.A. || TITLE:Diretor Comercial'),
 (N, 'Javier Posadas', 'Posadas;Javier;;;', '', 'tapones 49x24, pedido 120.000 uds, entrega marzo', 'ORG:Bodegas Bilbaínas || TITLE:Jefe de Compras'),
 (N, 'Sofía Meliá', 'Meliá;Sofía;;;', '', 'muestras enviadas 12/02, llamar después de las 10', 'ORG:González Byass'),
 (N, 'Rafael Valduga', 'Valduga;Rafael;;;', '', 'rolhas p/ espumante, WhatsApp', 'ORG:Casa Valduga || TITLE:enólogo'),
 (N, 'Djô Monteiro', 'Monteiro;Djô;;;', '', 'vinho de Chã, amostras na mala, pagar em escudos', 'ORG:Adega de Chã das Caldeiras'),
 (N, 'Lei Weng Kin 李永健', 'Lei;Weng Kin;;;', '', 'prova na Pousada 4ª 16h, fala português', 'ORG:Vinhos Lusitanos (Macau) Lda.'),
 (N, 'Manuel Silveira', 'Silveira;Manuel;;;', '', 'visita às vinhas da Criação Velha, 9h', 'ORG:Cooperativa Vitivinícola da Ilha do Pico'),
 (N, 'Filipe Freitas', 'Freitas;Filipe;;;', '', 'prova 10h, encomenda rolhas T', 'ORG:Madeira Wine Company'),
 # hotel staff, hosts, a landlady
 (N, 'Inês Rebelo', 'Rebelo;Inês;;;', '', 'jantar vínico p/ 20 pax, enviar proposta', 'ORG:Torel Avantgarde || TITLE:Events & Sales Manager || EMAIL:ines.rebelo@torelavantgarde.com'),
 (N, 'Xavier Lopes', 'Lopes;Xavier;;;', '', 'late check-out ok', 'ORG:Pousada de São Tiago || TITLE:Front Office Manager'),
 (N, 'Célia Guimarães', 'Guimarães;Célia;;;', '', 'transfer do aeroporto, pagar em dinheiro', 'ORG:Pousada Vila Serrano || TITLE:proprietária'),
 (N, 'Sr. Manuel Araújo', 'Araújo;Manuel;;;', '', 'entrega das chaves sábado 16h', 'ORG:Casas do Soajo'),
 (N, 'Marisa Montrond', 'Montrond;Marisa;;;', '', 'guia p/ subir ao Pico às 5h', 'ORG:Casa Marisa'),
 (N, 'D. Fátima (quartos Nazaré)', 'Serrano;Fátima;;;', '', 'quartos na Nazaré, 3 noites em agosto, sinal 50€ por MB Way, rua atrás do mercado', ''),
]
O = [
 # Pedro's company and clients
 (N, 'Cortiçarte, S.A.', '', f'Rua da Indústria 300;Santa Maria de Lamas;Santa Maria da Feira;4535-401;{PT}', 'férias coletivas na 2ª quinzena de agosto', 'URL:https://www.corticarte.pt'),
 (N, 'Symington Family Estates', '', f'Travessa Barão de Forrester 86;Vila Nova de Gaia;;4431-901;{PT}', '', ''),
 (N, 'Herdade do Esporão', '', f'Apartado 31;Reguengos de Monsaraz;;7200-999;{PT}', 'visita à adega + almoço 13h, 12 pax', ''),
 (N, 'González Byass', '', 'Calle Manuel María González 12;Jerez de la Frontera;Cádiz;11403;' + ES, '', ''),
 (N, 'Bodegas Bilbaínas', '', 'Calle Estación 3;Haro;La Rioja;26200;' + ES, '', ''),
 (N, 'Adega Cooperativa de Redondo', '', f'Av. Eng. Aresta Branco;Redondo;;7170-999;{PT}', 'encomenda 200 mil rolhas, entrega 15/03', ''),
 # restaurants, bars, venues
 (N, 'Pensão Amor', '', f'Rua do Alecrim 19;Lisboa;;1200-014;{PT}', 'despedida de solteira da Joana, 6ª 23h', ''),
 (N, 'Casa do Alentejo', '', f'Rua das Portas de Santo Antão 58;Lisboa;;1150-268;{PT}', 'almoço de Natal da escola da Marta, 14h, 30 pessoas', 'URL:https://www.casadoalentejo.pt'),
 (N, "Reid's Palace - Chá da Tarde", '', f'Estrada Monumental 139;Funchal;Madeira;9000-098;{PT}', 'chá c/ a sogra, reservar p/ as 15h30, smart casual', ''),
 (N, 'Churrasqueira A Pousada', '', f'Rua Dr. Vitorino de Sá 21;Santa Maria da Feira;;4520-211;{PT}', 'frango p/ levar, encomendar até às 12h', ''),
 (N, 'Taberna La Bola', '', 'Calle de la Bola 5;Madrid;;28013;' + ES, 'cocido, jueves 14h, 4 personas', ''),
 (N, 'Mesón del Champiñón', '', 'Cava de San Miguel 17;Madrid;;28005;' + ES, '', ''),
 (N, 'Venta Antonio', '', 'Ctra. Jerez-Sanlúcar km 5;Jerez de la Frontera;Cádiz;11408;' + ES, 'marisco c/ a Sofía, 5ª 14h', ''),
 (N, 'Casa da Morna', '', f'Rua de Lisboa;Mindelo;São Vicente;;{CV}', 'jantar c/ música ao vivo, 6ª 21h', ''),
 (N, "Restaurante Tony's", '', f'Largo da Igreja 5;Furnas;Povoação;9675-045;{PT}', 'cozido das Furnas, reservar de véspera', ''),
 (N, 'Restaurante Litoral', '', f'Rua do Almirante Sérgio 261A;Macau;;;{MO}', 'minchi e galinha africana, jantar c/ clientes 4ª 20h', ''),
 (N, 'Churrascaria Palace', '', f'Rua Rodolfo Dantas 16;Rio de Janeiro;RJ;22020-040;{BR}', 'rodízio, aniversário da tia, 20h', ''),
 (N, 'Quinta do Carvalhal - Eventos', '', f'Estrada do Carvalhal 120;Torres Vedras;;2560-115;{PT}', 'casamento da Joana 20/06, prova de menu 15/03 às 18h', ''),
 (N, 'Casa da Música', '', f'Av. da Boavista 604-610;Porto;;4149-071;{PT}', 'concerto 12/04, 4 bilhetes, levantar na bilheteira', ''),
 (N, 'Cervejaria Trindade', '', f'Rua Nova da Trindade 20C;Lisboa;;1200-303;{PT}', '', ''),
 (N, 'Pastelaria Versailles', '', f'Av. da República 15A;Lisboa;;1050-185;{PT}', 'bolo de anos da Bia, levantar sáb 11h', ''),
 (N, 'Decathlon Alfragide', '', f'Estrada Nacional 117, Alfragide;Amadora;;2614-520;{PT}', 'encomenda 558812, tenda 4 pessoas p/ o Gerês, levantar na loja', ''),
 (N, 'Garrafeira Nacional', '', f'Rua de Santa Justa 18;Lisboa;;1100-485;{PT}', 'encomenda Porto Vintage 2011, 2 garrafas', ''),
 # care, pets, home, health, schools
 (N, 'Lar Residencial Nossa Senhora da Paz', '', f'Rua Cláudio Nunes 50;Lisboa;;1500-185;{PT}', 'avó Rosa, mensalidade até dia 8, visitas 15h-18h', ''),
 (N, 'Hotel Canino Patudos Felizes', '', f'Rua do Casal 12, Sabugo;Sintra;;2715-311;{PT}', 'Bolacha, 10 noites em agosto, levar boletim de vacinas e ração', ''),
 (N, 'Residência Universitária Pólo II', '', f'Rua Sílvio Lima;Coimbra;;3030-790;{PT}', 'quarto do Tomás, 180€/mês até dia 8', ''),
 (N, 'Construtora Albergaria & Filhos, Lda', '', f'Rua da Cerca 7;Odivelas;;2675-377;{PT}', 'obra da cozinha, 2.ª fase, pagar 30% no início', ''),
 (N, 'Clínica Veterinária do Areeiro', '', f'Av. de Paris 12;Lisboa;;1000-230;{PT}', 'vacina da Bolacha, 2ª 18h', ''),
 (N, 'Hospital da Luz Lisboa', '', f'Av. Lusíada 100;Lisboa;;1500-650;{PT}', 'ortopedia do pai 14/05 às 9h40', ''),
 (N, 'Consulta do Viajante - IHMT', '', f'Rua da Junqueira 100;Lisboa;;1349-008;{PT}', 'febre amarela antes do Brasil e de Cabo Verde, 3ª 10h', ''),
 (N, 'Clínica Dentária Sorriso Alvalade', '', f'Av. da Igreja 12;Lisboa;;1700-233;{PT}', 'aparelho da Bia, 3ª 17h', ''),
 (N, 'Escola Básica Eugénio dos Santos', '', f'Rua Eugénio dos Santos;Lisboa;;1700-180;{PT}', 'secretaria 9h-16h', ''),
 (N, 'Escola Secundária Rainha Dona Leonor', '', f'Rua Maria Amália Vaz de Carvalho;Lisboa;;1700-287;{PT}', 'escola da Marta, portaria', ''),
 # travel: airlines, trains, ferries, agencies, tours, baths, venues
 (N, 'TAP Portugal', '', '', 'TAP Miles&Go 4455 1029 77', 'KIND:org'),
 (N, 'Azores Airlines', '', '', 'PDL-FLW 9h10, bagagem 23 kg', 'KIND:org'),
 (N, 'Cabo Verde Airlines', '', f'Av. Amílcar Cabral;Praia;Santiago;;{CV}', 'LIS-SID, alterar data sem custos até 48h', ''),
 (N, 'CP - Comboios de Portugal', '', '', 'Alfa Pendular Lisboa-Porto 7h09, carruagem 4, lugar 71', 'KIND:org'),
 (N, 'Comboio Hotel Lusitânia', '', f'Estação de Santa Apolónia;Lisboa;;1100-105;{PT}', 'Lisboa-Madrid 21h25, cabine gran clase, camas 1 e 2', ''),
 (N, 'DouroAzul', '', f'Rua de Miragaia 103;Porto;;4050-387;{PT}', 'cruzeiro Porto-Barca d\'Alva p/ os sogros, 3 noites, camarote 208', ''),
 (N, 'Atlanticoline', '', f'Cais da Madalena;Madalena;Açores;9950-303;{PT}', 'Pico-Faial 8h00, carro incluído', ''),
 (N, 'Porto Santo Line', '', f'Rua da Praia 4;Funchal;Madeira;9000-034;{PT}', 'Lobo Marinho 8h, regresso 19h', ''),
 (N, 'Agência Abreu', '', f'Av. da Liberdade 160;Lisboa;;1250-146;{PT}', 'proposta Cabo Verde, sinal 25%', ''),
 (N, 'Soltrópico', '', f'Rua Castilho 165;Lisboa;;1070-050;{PT}', '', ''),
 (N, 'Pousadas de Portugal - Central de Reservas', '', f'Rua Jau 54;Lisboa;;1300-314;{PT}', 'cartão Pousadas, reservas Évora + Tavira, pontos 12.400', ''),
 (N, 'Futurismo Azores Adventures', '', f'Portas do Mar, Loja 24;Ponta Delgada;Açores;9500-771;{PT}', 'baleias 3ª 9h, 4 pessoas, levar impermeável', ''),
 (N, 'Termas de São Pedro do Sul', '', f'Largo dos Banhos;São Pedro do Sul;;3660-692;{PT}', 'tratamentos da mãe, 10 dias às 9h', ''),
 (N, 'Poça da Dona Beija', '', f'Lomba das Barracas;Furnas;Povoação;9675-055;{PT}', 'banhos até às 23h, levar fato de banho escuro', ''),
 (N, 'Alfândega do Porto - Centro de Congressos', '', f'Rua Nova da Alfândega;Porto;;4050-430;{PT}', 'Essência do Vinho, stand 34, montagem 5ª 8h', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AP{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
