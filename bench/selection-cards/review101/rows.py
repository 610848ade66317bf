#!/usr/bin/env python3
"""review101: the address book of a Maputo household in Sommerschield
(Mozambique), written unseen.

Nuno Macuácua is a civil engineer with a roads contractor (Mota-Engil
Moçambique); his work takes him to Beira, Nampula, Tete, Quelimane, Pemba,
Johannesburg, Lisbon and Harare. Célia Macuácua is an HR officer at a bank
(Millennium bim). Their children go to the Escola Portuguesa; the
grandparents live in Xai-Xai (Nuno's mother) and Inhambane (Célia's father).
Holidays: Tofo and Barra (beach lodges, casitas, backpackers), Bilene, Ponta
do Ouro (dive camps, campismo), Gorongosa and Kruger (tented and rest camps),
Ilha de Moçambique (casas de hóspedes in old houses), Vilankulo and the
Bazaruto islands, Eswatini, family trips to Lisbon. Cards are typed the way
this household types: Portuguese as written in Maputo (meticais, 'noites',
'pequeno-almoço incluído', 'sinal pago via M-Pesa'), English for South
Africa, Eswatini and Zimbabwe, a few Changana words.

Label rule: hotel = a place one books a bed, room, bunk, cabin, chalet,
cottage, casita, apartment, house or a tent pitch at for the night (hotels,
resorts, lodges and camps that let rooms or tents, backpackers, guest houses,
pensões and residenciais that let rooms, holiday lets, campsites, rest camps).
not = everything else: every person's card (a host, a landlord, a hotel's
sales or catering manager or owner, whatever the ORG or the NOTE says about
nights), restaurants, bars and barracas (also a 'Lodge', a 'Pensão' or a
'Pousada' that only serves food and drink), a hotel's restaurant or spa
visited by day, event venues, a block of flats, a nursing home, pet boarding,
agencies and reservation offices, airlines, buses, ferries, a sleeper train
and a cruise (journeys), dive centres and tour operators, shops, schools,
doctors, employers, and homes where someone lives.

Rows are (label, name, n, adr, note, extra); a person has n = 'Family;Given;;;'
and the employer, if any, as 'ORG:...' in extra. Ids CP001... in order; the
client style cycles apple, google, outlook, android, thunderbird.
"""
import os

H, N = 'hotel', 'not'
MZ = 'Moçambique'
ZA = 'South Africa'
PT = 'Portugal'
SZ = 'Eswatini'
ZW = 'Zimbabwe'

rows = [
    # --- Maputo: home, work, family ---
    (N, 'Mota-Engil Moçambique', '', 'Av. Julius Nyerere 3412;Maputo;Maputo Cidade;1100;' + MZ,
     'Empregador do Nuno. Departamento de pessoal: ext. 2104. Seguro de saúde Medis nº 77120.',
     'URL:https://www.mota-engil.com || KIND:org'),
    (N, 'Paulo Rebelo', 'Rebelo;Paulo;;;', '',
     'Director de obra do Nuno. Aprovação de ajudas de custo e deslocações até dia 20.',
     'ORG:Mota-Engil Moçambique || TITLE:Director de Obra || TEL:+258 82 301 4455 || EMAIL:paulo.rebelo@mota-engil.co.mz'),
    (N, 'Marta Cuamba', 'Cuamba;Marta;;;', '',
     'Faz as reservas de hotel e bilhetes da obra. Pedir sempre factura com NUIT da empresa e enviar o boarding pass.',
     'ORG:Mota-Engil Moçambique || TITLE:Assistente Administrativa || EMAIL:marta.cuamba@mota-engil.co.mz'),
    (N, 'Millennium bim', '', 'Av. 25 de Setembro 1800;Maputo;Maputo Cidade;1100;' + MZ,
     'Célia - Direcção de Recursos Humanos, 4º andar. Cartão de acesso nº 5521.',
     'URL:https://www.millenniumbim.co.mz || CATEGORIES:Trabalho'),
    (N, 'Yolanda Mucavele', 'Mucavele;Yolanda;;;', '',
     'Colega da Célia. Formação de recrutamento em Joanesburgo com ela em Março.',
     'ORG:Millennium bim || TITLE:Técnica de Recursos Humanos || EMAIL:yolanda.mucavele@millenniumbim.co.mz'),
    (N, 'Ana Mabote', 'Mabote;Ana;;;', 'Rua Fernão Melo e Castro 112;Maputo;Maputo Cidade;1100;' + MZ,
     'Senhoria da casa de Sommerschield. Renda 45.000 MT/mês até dia 5, transferência BCI. Contrato renova em Julho.',
     'TEL:+258 84 220 7781'),
    (N, 'Rosita Mavie', 'Mavie;Rosita;;;', '',
     'Empregada. Salário dia 30, folga ao domingo. Khanimambo pelo caril!', 'TEL:+258 86 455 0192'),
    (N, 'Alfredo Chilaule', 'Chilaule;Alfredo;;;', 'Rua de Tchamba, Malhangalene;Maputo;;;' + MZ,
     'Mecânico. Revisão da Hilux antes de ir a Gorongosa: 12.500 MT, pastilhas incluídas.', 'TEL:+258 82 719 3020'),
    (N, 'Escola Portuguesa de Moçambique', '', 'Av. do Palmar;Maputo;Maputo Cidade;;' + MZ, '', ''),
    (N, 'Lurdes Langa', 'Langa;Lurdes;;;', '',
     'Directora de turma do Kevin (5ºB). Reunião de pais 3ª feira 17h30.',
     'ORG:Escola Portuguesa de Moçambique || TITLE:Professora'),
    (N, 'Clínica 222', '', 'Av. Julius Nyerere;Maputo;Maputo Cidade;;' + MZ, '', ''),
    (N, 'Ivone Massingue', 'Massingue;Ivone;;;', '',
     'Pediatra da Tânia. Consulta 3ª feira 9h30, levar boletim de vacinas.',
     'ORG:Clínica 222 || TITLE:Pediatra || TEL:+258 21 312 222'),
    (H, 'Polana Serena Hotel', '', 'Av. Julius Nyerere 1380;Maputo;Maputo Cidade;1100;' + MZ,
     'Aniversário de casamento: 1 noite, quarto 214 vista mar, pequeno-almoço incluído, 18.900 MT/noite. Conf. PSH-88412.',
     'URL:https://www.serenahotels.com/polana'),
    (N, 'Sheila Mondlane', 'Mondlane;Sheila;;;', '',
     'Tarifa corporativa Mota-Engil 2026: single 14.800 MT/noite com pequeno-almoço. Enviar lista de hóspedes 48h antes.',
     'ORG:Polana Serena Hotel || TITLE:Sales Manager || EMAIL:sheila.mondlane@serenahotels.com'),
    (N, 'Polana Serena Spa', '', 'Av. Julius Nyerere 1380;Maputo;Maputo Cidade;1100;' + MZ,
     'Massagem da Célia sábado 10h (voucher de aniversário), 90 min. Não é preciso ser hóspede.', ''),
    (H, 'Pestana Rovuma', '', 'Rua da Sé 114;Maputo;Maputo Cidade;1100;' + MZ,
     'Consultores da ANE: 2 quartos, 3 noites, factura em nome da Mota-Engil, NUIT no email da Marta.', ''),
    (N, 'Joaquim Tembe', 'Tembe;Joaquim;;;', '',
     'Jantar de fim de ano do RH do banco: 80 pax, menu 2.950 MT/pax, sala Índico, sinal 30%.',
     'ORG:Montebelo Indy Maputo Congress Hotel || TITLE:Banqueting & Catering Manager || TEL:+258 21 486 500'),
    (N, 'Sabor do Índico - Montebelo Indy', '', 'Rua de Tchamba 14, Sommerschield;Maputo;Maputo Cidade;1100;' + MZ,
     'Restaurante do hotel Indy. Jantar com os clientes sul-africanos sexta 19h30, mesa para 6 em nome Macuácua.', ''),
    (H, 'Casa Mafalala', '', 'Rua Eusébio da Silva Ferreira, Mafalala;Maputo;Maputo Cidade;;' + MZ,
     'Rui (amigo de Lisboa) chega 3/2: quarto duplo com casa de banho 4 noites, 1.800 MT/noite, check-in a partir das 14h.', ''),
    (H, 'Hotel Terminus', '', 'Av. Francisco Orlando Magumbwe 587;Maputo;Maputo Cidade;;' + MZ, '', ''),
    (N, 'Restaurante Costa do Sol', '', 'Av. da Marginal 10249;Maputo;Maputo Cidade;;' + MZ, '', ''),
    (N, 'Pastelaria Nautilus', '', 'Av. Julius Nyerere 584;Maputo;Maputo Cidade;;' + MZ,
     'Bolo de aniversário da Tânia: 2 kg chocolate, escrever "Parabéns Tânia 8", levantar 6ª às 16h. Pago 2.400 MT.', ''),
    (N, 'Piri-Piri', '', 'Av. 24 de Julho;Maputo;Maputo Cidade;;' + MZ, '', ''),
    (N, 'Mundo\'s', '', 'Av. Julius Nyerere 657;Maputo;Maputo Cidade;;' + MZ, '', ''),
    (N, 'Pensão Africana', '', 'Av. de Angola, Mafalala;Maputo;Maputo Cidade;;' + MZ,
     'Já não aluga quartos, agora é só bar e take-away. Matapa às sextas, 2M gelada. Mesa do Dércio e amigos.', ''),
    (N, 'Núcleo de Arte', '', 'Rua da Argélia 194;Maputo;Maputo Cidade;;' + MZ, '', ''),
    (N, 'Dércio Macuácua', 'Macuácua;Dércio;;;', 'Av. Kim Il Sung 410, apt 7B;Maputo;Maputo Cidade;;' + MZ,
     'Mano do Nuno. Lobolo em Setembro.', 'TEL:+258 84 611 0234 || CATEGORIES:Família'),
    (N, 'Residencial Jardins do Índico', '', 'Av. Kim Il Sung 410;Maputo;Maputo Cidade;;' + MZ,
     'Prédio do Dércio (apt 7B). Administração do condomínio: quota 3.500 MT/mês, porteiro Sr. Manuel, água cortada às 3ªs.', ''),
    (N, 'Complexo Xitimela', '', 'Estrada Circular, Bairro Albasine;Maputo;Maputo Cidade;;' + MZ,
     'Lobolo/festa do Dércio: salão + quintal 150 convidados, DJ até às 2h, sinal 20.000 MT pago. Bar aberto sábados.', ''),
    (N, 'Casa Elefante', '', 'Av. 25 de Setembro, junto ao Mercado Central;Maputo;Maputo Cidade;;' + MZ,
     'Capulanas para o lobolo: 10 peças iguais para as mamanas, 950 MT cada.', ''),
    (N, 'Graça Sitoe', 'Sitoe;Graça;;;', 'Av. União Africana, Machava;Matola;Maputo;;' + MZ,
     'Tia Graça. Trata da comida do lobolo (xima, matapa, frango à zambeziana).', 'CATEGORIES:Família'),
    (N, 'Villa Mimosa Eventos', '', 'Av. dos Presidentes, Sommerschield II;Maputo;Maputo Cidade;;' + MZ,
     'Casamento da prima Nelly 14/11: salão e jardim 200 convidados, prova de menu dia 20/9 às 18h.', 'URL:https://www.facebook.com/villamimosaeventos'),
    (N, 'Palácio dos Casamentos', '', ';Maputo;Maputo Cidade;;' + MZ,
     'Registo civil da Nelly sexta 10h. Chegar 9h30 com BI dos padrinhos.', ''),
    (N, 'Casuarina Lodge - Restaurante', '', 'EN4, Matola Rio;Boane;Maputo;;' + MZ,
     'Almoço de domingo: reserva mesa 12 pessoas 13h, camarão grelhado e piscina para as crianças. Só restaurante.', ''),
    (N, 'Hospedagem Canina Quatro Patas', '', 'Rua dos Cajueiros;Marracuene;Maputo;;' + MZ,
     'Boby fica 10 noites enquanto estamos em Lisboa: 600 MT/noite, levar ração e cartão de vacinas.', 'TEL:+258 84 900 1717'),
    (N, 'Lhanguene Lar de Idosos', '', 'Av. de Angola, Lhanguene;Maputo;Maputo Cidade;;' + MZ,
     'Tia-avó Luísa. Visitas domingo 15h-17h, mensalidade paga pelo tio Zé.', ''),
    (N, 'Loja Maçónica Luz do Índico', '', 'Rua da Resistência;Maputo;Maputo Cidade;;' + MZ,
     'Sessão aberta a famílias dia 21 de Março, convite do Eng. Rebelo. Traje escuro.', ''),
    (N, 'Clube Naval de Maputo', '', 'Av. da Marginal;Maputo;Maputo Cidade;;' + MZ,
     'Sócio nº 1123. Natação do Kevin 2ª e 4ª 16h, quota trimestral 7.500 MT.', ''),
    (N, 'Game Maputo', '', 'Maputo Shopping Centre, Av. 25 de Setembro;Maputo;Maputo Cidade;;' + MZ, '', ''),
    (N, 'Vodacom Polana Shopping', '', 'Av. Julius Nyerere, Polana Shopping;Maputo;Maputo Cidade;;' + MZ, '', ''),
    (N, 'Kátia Mahumane', 'Mahumane;Kátia;;;', '',
     'Amiga da Célia, vai connosco a Tofo na Páscoa (divide a casita).', 'ORG:Vodacom Moçambique || TEL:+258 84 300 8812'),
    (N, 'Europcar Aeroporto de Maputo', '', 'Aeroporto Internacional de Maputo;Maputo;Maputo Cidade;;' + MZ,
     'Carro para o primo Hélder em Agosto: grupo C, 5 dias, ref. EU-5531902, seguro total.', ''),
    (H, 'Catembe Gallery Hotel', '', 'Rua da Marginal;KaTembe;Maputo Cidade;;' + MZ, '', ''),
    (N, 'Travessia Maputo-KaTembe', '', 'Ponte-cais, Av. 10 de Novembro;Maputo;Maputo Cidade;;' + MZ, '', ''),
    (N, 'ANE - Administração Nacional de Estradas', '', 'Av. de Moçambique 1225;Maputo;Maputo Cidade;;' + MZ,
     'Cliente. Reunião de consignação da EN1 troço Inchope-Caia dia 4, 9h, sala 2.', 'URL:https://www.ane.gov.mz'),
    (N, 'LAM - Linhas Aéreas de Moçambique', '', 'Av. 25 de Setembro 1451;Maputo;Maputo Cidade;;' + MZ,
     'Bilhete MPM-BEW TM140 6h30, localizador K7XQ2P. Bagagem 23 kg.', 'URL:https://www.lam.co.mz'),
    (N, 'Moçambique Expresso', '', 'Aeroporto Internacional de Maputo;Maputo;Maputo Cidade;;' + MZ,
     'Maputo-Tete 2ª feira 11h05, ref. MX8Q2L, check-in online 24h antes.', ''),
    (N, 'Maning Nice', '', 'Terminal da Junta, Av. de Moçambique;Maputo;Maputo Cidade;;' + MZ,
     'Machibombo Maputo-Beira: sai 4h, chega à noite, 2.600 MT. Encomenda para a Inês.', ''),
    (N, 'Dana Tours', '', 'Av. Mao Tse Tung 1212;Maputo;Maputo Cidade;;' + MZ,
     'Pacote Kruger Dezembro: trata das reservas SANParks e transfer. Pago 50%, resto até 15/11.', 'EMAIL:reservas@danatours.co.mz'),
    (N, 'Consulado-Geral de Portugal em Maputo', '', 'Av. Julius Nyerere 720;Maputo;Maputo Cidade;;' + MZ,
     'Visto Schengen da Célia: entrevista 12/6 9h. Levar reserva de hotel, seguro de viagem, declaração do banco.', ''),

    # --- Xai-Xai and Inhambane: grandparents ---
    (N, 'Ermelinda Macuácua', 'Macuácua;Ermelinda;;;', 'Bairro 5, Q. 12, casa 34;Xai-Xai;Gaza;;' + MZ,
     'Avó Ermelinda (mamana do Nuno). Natal: dormimos lá 3 noites, levar colchões e arroz 25 kg.',
     'TEL:+258 84 512 3390 || CATEGORIES:Família'),
    (H, 'Hotel Halley', '', 'Praia do Xai-Xai;Xai-Xai;Gaza;;' + MZ,
     'Natal na avó: os tios ficam aqui, 3 quartos 2 noites, 2.800 MT/noite. Sinal pago via M-Pesa.', ''),
    (H, 'Campismo Xai-Xai Praia', '', 'Praia do Xai-Xai;Xai-Xai;Gaza;;' + MZ,
     'Primos com tendas, 2 noites, 350 MT/pessoa/noite.', ''),
    (N, 'Pousada Doce - Pastelaria & Snack-Bar', '', 'Av. Samora Machel;Xai-Xai;Gaza;;' + MZ,
     'Bolos e salgados para o Natal da avó, encomendar com 3 dias.', ''),
    (N, 'Armando Cossa', 'Cossa;Armando;;;', 'Bairro Balane 2;Inhambane;Inhambane;;' + MZ,
     'Avô (pai da Célia). Consulta de olhos em Maputo dia 14, fica cá em casa 2 noites.', 'CATEGORIES:Família'),
    (H, 'Casa do Capitão', '', 'Rua da Marginal;Inhambane;Inhambane;;' + MZ,
     'Visita ao avô Armando: 2 quartos 1 noite, check-in 14h, sinal pago.', 'URL:https://www.casadocapitao.co.mz'),
    (H, 'Mãe Lurdes Guest House', '', 'Bairro Balane 2;Inhambane;Inhambane;;' + MZ,
     'Perto do avô. Quarto família 2.500 MT/noite, pequeno-almoço incluído.', 'TEL:+258 84 771 2098'),
    (N, 'Jacinto Muianga', 'Muianga;Jacinto;;;', '',
     'Chapa/transfer aeroporto de Inhambane - Tofo 1.500 MT. Avisar na véspera.', 'TEL:+258 86 120 4477'),

    # --- Tofo, Tofinho, Barra ---
    (H, 'Casa Nhamua', '', 'Praia do Tofo;Tofo;Inhambane;;' + MZ,
     'Páscoa: casita 12, 4 noites, 6.500 MT/noite, sinal 50% via M-Pesa.', ''),
    (H, 'Wake Up Tofo', '', 'Praia do Tofo;Tofo;Inhambane;;' + MZ,
     'Grupo dos amigos: dormitório 6 camas 3 noites, 800 MT/pessoa/noite.', ''),
    (H, 'Baía Sonâmbula Guest House', '', 'Praia do Tofo;Tofo;Inhambane;;' + MZ, '', ''),
    (H, 'Mozambeat Motel', '', 'Estrada do Tofo;Tofo;Inhambane;;' + MZ,
     'Bungalow com casa de banho 3 noites, 3.200 MT/noite. Check-in até 20h.', ''),
    (H, 'Turtle Cove', '', 'Tofinho;Tofo;Inhambane;;' + MZ,
     'Retiro de yoga da Célia e da Kátia: 2 noites, refeições incluídas.', ''),
    (N, 'Tomás Nhaca', 'Nhaca;Tomás;;;', 'Tofinho;Tofo;Inhambane;;' + MZ,
     'Aluga a casinha em Tofinho: 2 quartos, 3.000 MT/noite, sinal 50% via M-Pesa, chave com o guarda Zeca.',
     'TEL:+258 84 660 3125'),
    (N, 'Tofo Scuba', '', 'Praia do Tofo;Tofo;Inhambane;;' + MZ,
     '2 mergulhos (mantas) sábado 7h, 5.400 MT com equipamento. Snorkel com tubarão-baleia para as crianças.', ''),
    (N, 'Dino\'s Beach Bar', '', 'Praia do Tofo;Tofo;Inhambane;;' + MZ, '', ''),
    (H, 'Barra Beach Club', '', 'Praia da Barra;Inhambane;Inhambane;;' + MZ,
     'Chalé 4 frente ao mar, 5 noites, check-in 14h, ref. BBC-4419.', ''),
    (H, 'Flamingo Bay Water Lodge', '', 'Praia da Barra;Inhambane;Inhambane;;' + MZ,
     'Casa sobre a água, 2 noites para os 15 anos de casados. Crianças ficam com a avó.', ''),
    (H, 'Barra Lodge', '', 'Praia da Barra;Inhambane;Inhambane;;' + MZ,
     'Casa self-catering 2 quartos, 4 noites, pequeno-almoço à parte.', ''),
    (H, 'Bamboozi Beach Lodge', '', 'Praia do Tofo;Tofo;Inhambane;;' + MZ, '', ''),

    # --- Bilene, Ponta do Ouro ---
    (H, 'Complexo Palmeiras', '', 'Praia do Bilene;Bilene;Gaza;;' + MZ,
     'Casinha 2 noites 1.800 MT/noite, tenda dos primos 600 MT. Levar geleira.', ''),
    (H, 'Chalés Lagoa Azul', '', 'Praia do Bilene;Bilene;Gaza;;' + MZ,
     'Chalé 2 quartos, fim de semana prolongado 25 de Junho.', ''),
    (N, 'Barraca da Tia Celeste', '', 'Praia do Bilene;Bilene;Gaza;;' + MZ,
     'Peixe grelhado e badjias, encomendar de manhã para o almoço.', ''),
    (H, 'Kaya Kweru', '', 'Ponta do Ouro;Matutuíne;Maputo;;' + MZ,
     'Dive camp: tenda safari 3 noites R650/noite, mergulhos com a Simply Scuba.', ''),
    (H, 'Campismo Ponta do Ouro', '', 'Ponta do Ouro;Matutuíne;Maputo;;' + MZ,
     'Lugar 23 para 2 tendas, 4 noites. Chegar antes das 17h (fronteira fecha).', ''),
    (H, 'Motel do Mar', '', 'Ponta do Ouro;Matutuíne;Maputo;;' + MZ,
     'Quarto duplo 2 noites R1,100, pequeno-almoço incluído.', ''),
    (H, 'Tartaruga Marítima', '', 'Ponta Malongane;Matutuíne;Maputo;;' + MZ,
     'Tented camp, 2 noites aniversário da Célia, jantar incluído.', ''),
    (H, 'Gala Gala Eco Resort', '', 'Ponta Mamoli;Matutuíne;Maputo;;' + MZ,
     'Cabana para 4, 3 noites em Outubro. Estrada só 4x4.', 'URL:https://www.galagala.co.mz'),
    (N, 'Simply Scuba', '', 'Ponta do Ouro;Matutuíne;Maputo;;' + MZ, '', ''),
    (N, 'Dolphin Encountours', '', 'Ponta do Ouro;Matutuíne;Maputo;;' + MZ,
     'Nadar com golfinhos sábado 7h, R850 por pessoa, briefing 6h30.', ''),

    # --- Beira, Gorongosa, Chimoio, Tete ---
    (N, 'Inês Saranga', 'Saranga;Inês;;;', 'Av. das FPLM, Macúti;Beira;Sofala;;' + MZ,
     'Amiga da Célia na Beira.', 'TEL:+258 84 233 9081'),
    (H, 'Hotel Tivoli Beira', '', 'Av. Bagamoio 1;Beira;Sofala;;' + MZ,
     'Obra Beira-Dondo: 6 noites, quarto 305, 5.600 MT/noite com pequeno-almoço. Reserva TIV-2231.', ''),
    (H, 'Jardim das Velas', '', 'Av. das FPLM 282, Ponta Gêa;Beira;Sofala;;' + MZ,
     'B&B perto do farol. 3 noites 4.200 MT/noite pequeno-almoço incluído. Check-out 10h.', ''),
    (N, 'Fernanda Lopes', 'Lopes;Fernanda;;;', '',
     'Dona do Jardim das Velas. Desconto de 10% para estadias de 5 noites ou mais.',
     'ORG:Jardim das Velas || TITLE:Proprietária || TEL:+258 82 455 6120'),
    (H, 'Golden Peacock Resort Hotel', '', 'Av. Eduardo Mondlane;Beira;Sofala;;' + MZ, '', ''),
    (H, 'Rio Savane', '', 'Estrada de Savane;Dondo;Sofala;;' + MZ,
     'Fim de semana com a equipa: chalé junto ao rio, 2 noites, barco a partir da ponte. Sinal 3.000 MT via M-Pesa.', ''),
    (N, 'Zacarias Bila', 'Bila;Zacarias;;;', '',
     'Encarregado na obra da Beira. Trata do transporte do aeroporto.',
     'ORG:Mota-Engil Moçambique || TITLE:Encarregado Geral || TEL:+258 82 918 3307'),
    (N, 'Biques', '', 'Av. da Marginal, Praia do Macúti;Beira;Sofala;;' + MZ,
     'Jantar da equipa depois da consignação, camarão e 2M, mesa para 10.', ''),
    (H, 'Chitengo Safari Camp', '', 'Parque Nacional da Gorongosa;Gorongosa;Sofala;;' + MZ,
     'Bungalow 2 noites, game drive às 6h, pagar taxa do parque na entrada.', 'URL:https://gorongosa.org'),
    (H, 'Muzimu Lodge', '', 'Parque Nacional da Gorongosa;Gorongosa;Sofala;;' + MZ,
     'Orçamento pedido: 2 noites, família de 4, pensão completa.', ''),
    (H, 'Pink Papaya', '', 'Rua Pigivide 1;Chimoio;Manica;;' + MZ,
     'Paragem na EN6 a caminho de Tete. Quarto duplo 2.000 MT, chegada tarde: avisar por SMS.', ''),
    (H, 'Villa Habsburg', '', 'Av. da Independência;Tete;Tete;;' + MZ,
     'Obra da ponte: 5 noites quarto 7, 6.300 MT/noite, lavandaria incluída.', ''),
    (H, 'Hotel Zambeze', '', 'Av. Eduardo Mondlane;Tete;Tete;;' + MZ, '', ''),
    (N, 'Carlos Nhamitambo', 'Nhamitambo;Carlos;;;', '',
     'Engenheiro residente em Tete. Boleia do aeroporto de Chingodzi.',
     'ORG:Mota-Engil Moçambique - Obra de Tete || TEL:+258 84 377 1200'),

    # --- Quelimane, Nampula, Ilha de Moçambique, Pemba, Ibo ---
    (H, 'Hotel Flamingo', '', 'Av. Kwame Nkrumah;Quelimane;Zambézia;;' + MZ,
     '3 noites, 4.500 MT/noite, pequeno-almoço incluído. Pedir quarto longe do gerador.', ''),
    (H, 'Chuabo', '', 'Av. Samora Machel;Quelimane;Zambézia;;' + MZ,
     'Quarto 512, 3 noites, check-out 11h. Restaurante no último andar.', ''),
    (H, 'Pensão Kanimambo', '', 'Rua Filipe Samuel Magaia;Quelimane;Zambézia;;' + MZ,
     'Quando o Flamingo está cheio: quarto com AC 1.200 MT/noite, casa de banho partilhada, pagar cash.', ''),
    (H, 'Hotel Milénio', '', 'Av. 24 de Julho;Nampula;Nampula;;' + MZ,
     'Reunião ANE Norte: 4 noites, quarto 118, 4.900 MT/noite.', ''),
    (N, 'Faizal Abdul', 'Abdul;Faizal;;;', '',
     'Fiscal da ANE em Nampula. Vistoria da N8 dia 12.',
     'ORG:ANE - Delegação Provincial de Nampula || TITLE:Eng. Fiscal || EMAIL:faizal.abdul@ane.gov.mz'),
    (H, 'Ruby Nampula Backpackers', '', 'Rua Daniel Napatima;Nampula;Nampula;;' + MZ,
     'Quarto duplo privado 2 noites antes da Ilha, 2.200 MT/noite.', ''),
    (H, 'Residencial Muhala', '', 'Bairro de Muhala;Nampula;Nampula;;' + MZ,
     'Perto do estaleiro. Quarto com AC 1.500 MT/noite, pagar na recepção.', ''),
    (H, 'Villa Sands', '', 'Rua dos Trabalhadores;Ilha de Moçambique;Nampula;;' + MZ,
     '2 noites, quarto com varanda para o mar, 8.900 MT/noite, pequeno-almoço incluído.', ''),
    (H, 'Terraço das Quitandas', '', 'Av. da República;Ilha de Moçambique;Nampula;;' + MZ,
     'Casa antiga na Cidade de Pedra. Quarto 3, 2 noites, check-in 13h.', ''),
    (H, 'Casa Yasmin', '', 'Rua dos Combatentes;Ilha de Moçambique;Nampula;;' + MZ, '', ''),
    (H, 'O Escondidinho', '', 'Av. dos Heróis;Ilha de Moçambique;Nampula;;' + MZ,
     '3 noites, quarto 9 virado para a piscina, 5.600 MT/noite.', ''),
    (H, 'Jardim dos Aloés', '', 'Bairro do Macúti;Ilha de Moçambique;Nampula;;' + MZ,
     'Quarto duplo 2 noites, 3.000 MT/noite, sinal pago via M-Pesa.', ''),
    (H, 'Casa de Hóspedes Makuti', '', 'Bairro do Macúti;Ilha de Moçambique;Nampula;;' + MZ,
     'Para os amigos do Nuno: 2 quartos 1 noite, 1.800 MT/noite.', ''),
    (N, 'Gabriele Ricci', 'Ricci;Gabriele;;;', '',
     'Dono italiano da casa de hóspedes na Ilha. Prefere pagamento em dinheiro, fala português.',
     'ORG:Patio dos Quintalinhos || TITLE:Owner'),
    (N, 'Âncora d\'Ouro', '', 'Rua dos Arcos;Ilha de Moçambique;Nampula;;' + MZ, '', ''),
    (H, 'Avani Pemba Beach Hotel', '', 'Av. Marginal 5470;Pemba;Cabo Delgado;;' + MZ,
     'Obra do aeroporto: 4 noites, quarto 22, 9.800 MT/noite.', 'URL:https://www.avanihotels.com/pemba'),
    (H, 'Russell\'s Place', '', 'Estrada de Wimbe;Pemba;Cabo Delgado;;' + MZ,
     'Cashew Camp: casita 2 noites 3.500 MT/noite, tenda para as crianças.', ''),
    (H, 'Wimbi Sun Hotel', '', 'Av. Marginal, Wimbe;Pemba;Cabo Delgado;;' + MZ, '', ''),
    (H, 'Ibo Island Lodge', '', 'Ilha do Ibo;Ibo;Cabo Delgado;;' + MZ,
     '2 noites, transfer de barco desde Tandanhangue às 7h, pensão completa.', ''),

    # --- Vilankulo and Bazaruto ---
    (H, 'Baobab Beach Backpackers', '', 'Praia de Vilankulo;Vilankulo;Inhambane;;' + MZ,
     'Sobrinhos: dormitório 3 noites, 900 MT/noite.', ''),
    (H, 'Villa Santorini', '', 'Av. Eduardo Mondlane;Vilankulo;Inhambane;;' + MZ,
     'Quarto vista mar 3 noites antes do barco para Bazaruto, 7.200 MT/noite.', ''),
    (H, 'Hotel Dona Ana', '', 'Av. Eduardo Mondlane;Vilankulo;Inhambane;;' + MZ,
     'Só 1 noite na volta, quarto 104.', ''),
    (H, 'Archipelago Resort', '', 'Praia de Vilankulo;Vilankulo;Inhambane;;' + MZ,
     'Casita família 2 quartos, 4 noites, Dezembro.', ''),
    (H, 'Anantara Bazaruto Island Resort', '', 'Ilha de Bazaruto;Vilankulo;Inhambane;;' + MZ,
     '15 anos de casados: villa 2 noites, tudo incluído, transfer de avioneta.', ''),
    (H, '&Beyond Benguerra Island', '', 'Ilha de Benguerra;Vilankulo;Inhambane;;' + MZ,
     'Orçamento pedido para Dez 2026 (sonhar não custa).', ''),
    (N, 'Sailaway Dhow Safaris', '', 'Praia de Vilankulo;Vilankulo;Inhambane;;' + MZ,
     'Dhow para Magaruque sábado 8h, 3.500 MT/pessoa com almoço.', ''),
    (N, 'CFM Norte - Comboio Nampula-Cuamba', '', 'Estação Ferroviária;Nampula;Nampula;;' + MZ,
     'Bilhete 1ª classe Nampula-Cuamba para o Eng. Faizal, sai 5h, 1.200 MT.', ''),

    # --- Johannesburg, Kruger ---
    (N, 'Amélia Nhantumbo', 'Nhantumbo;Amélia;;;', '22 Rivonia Road, Morningside;Sandton;Gauteng;2057;' + ZA,
     'Mana da Célia. Quando há espaço ficamos em casa dela.', 'TEL:+27 82 554 1190 || CATEGORIES:Família'),
    (H, 'Emperors Palace', '', '64 Jones Road;Kempton Park;Gauteng;1619;' + ZA,
     'Voo cedo TM302: 1 night at the Metcourt, R1,450, airport shuttle every 30 min.', ''),
    (H, 'The Peech', '', '61 North Street, Melrose;Johannesburg;Gauteng;2196;' + ZA,
     'SAICE course 3 nights, room 1108, breakfast included, booking ref PCH9938417.', ''),
    (H, 'Sandton Sun', '', 'Cnr Fifth & Alice Street;Sandton;Gauteng;2196;' + ZA,
     'Célia - conferência de RH 2 noites, pago pelo banco.', ''),
    (H, 'Hallmark House', '', '54 Siemert Road, Maboneng;Johannesburg;Gauteng;2094;' + ZA,
     'Wits short course, 5 nights, room 603, breakfast on the rooftop.', ''),
    (H, 'Jacaranda Cottage Melville', '', '14 Fourth Avenue, Melville;Johannesburg;Gauteng;2092;' + ZA,
     'Self-catering, 3 nights R980/night, key in lockbox code 2580, check-in from 2pm.', ''),
    (N, 'Intercape', '', 'Av. 24 de Julho;Maputo;Maputo Cidade;;' + MZ,
     'Maputo-Joburg 06:30, seat 14, R520. Chegar 5h45.', ''),
    (N, 'Shosholoza Meyl', '', 'Park Station, Rissik Street;Johannesburg;Gauteng;2001;' + ZA,
     'Joburg-Durban sleeper, coupé 4 berths, dep 18:30, arr 07:50. Bedding voucher.', ''),
    (N, 'MSC Cruises South Africa', '', 'Durban Cruise Terminal;Durban;KwaZulu-Natal;4001;' + ZA,
     'MSC Orchestra Durban - Portuguese Island - Durban: 3 noites, cabine 8142, embarque 14h.', ''),
    (N, 'Mozaic Travel', '', 'Av. Julius Nyerere 1016;Maputo;Maputo Cidade;;' + MZ,
     'Reservas Kruger via agente: ref 4471902, Pretoriuskop + Crocodile Bridge. Cancelamento 30 dias antes.', 'EMAIL:bookings@mozaictravel.co.mz'),
    (H, 'Pretoriuskop Rest Camp', '', 'Kruger National Park;Pretoriuskop;Mpumalanga;1240;' + ZA,
     'Bungalow BD2, 3 nights R1,890/night, gates close 18:00.', ''),
    (H, 'Lower Sabie', '', 'Kruger National Park;Lower Sabie;Mpumalanga;;' + ZA, '', ''),
    (H, 'Crocodile Bridge', '', 'Kruger National Park;Komatipoort;Mpumalanga;1340;' + ZA,
     'Chalet 4, 2 nights, R1,650/night, check-in 14:00.', ''),
    (H, 'Kudu\'s Rest', '', 'Olifant Road, Marloth Park;Marloth Park;Mpumalanga;1341;' + ZA,
     'Self-catering house 3 nights R2,400/night, keys in lockbox 0926, braai wood supplied.', ''),
    (H, 'Border Country Inn', '', 'Rissik Street;Komatipoort;Mpumalanga;1340;' + ZA,
     'Stop after the Ressano Garcia border, 1 night, family room R1,300.', ''),

    # --- Eswatini ---
    (H, 'Mantenga Lodge', '', 'Mantenga Nature Reserve;Ezulwini;Hhohho;;' + SZ,
     '2 nights E1,350/night B&B. Cultural village in the morning.', ''),
    (H, 'Sondzela Backpackers', '', 'Mlilwane Wildlife Sanctuary;Lobamba;Hhohho;;' + SZ,
     'Nephews: dorm 2 nights, E250 pp.', ''),
    (H, 'Reilly\'s Rock', '', 'Mlilwane Wildlife Sanctuary;Lobamba;Hhohho;;' + SZ,
     '2 nights, dinner included, gate closes 18h.', ''),
    (H, 'Foresters Arms', '', 'MR19;Mhlambanyatsi;Manzini;;' + SZ,
     'Sunday lunch + 1 night on the way back from Mbabane, room 6.', ''),
    (H, 'Ndlovu Camp', '', 'Hlane Royal National Park;Simunye;Lubombo;;' + SZ,
     'Rondavel, no electricity, 2 nights, E950.', ''),
    (H, 'Lugogo Sun', '', 'MR103, Ezulwini Valley;Ezulwini;Hhohho;;' + SZ, '', ''),
    (H, 'Phophonyane Falls Ecolodge', '', 'Phophonyane;Piggs Peak;Hhohho;;' + SZ,
     'Beehive hut 2 nights, bring torch.', ''),
    (N, 'Bushfire Festival', '', 'Malkerns Valley;Malkerns;Manzini;;' + SZ,
     'Bushfire festival tickets x4, 30 May - 1 June, wristbands at gate.', ''),
    (N, 'Swazi Candles', '', 'Malkerns Valley;Malkerns;Manzini;;' + SZ, '', ''),
    (N, 'Sibusiso Dlamini', 'Dlamini;Sibusiso;;;', '',
     'Célia\'s contact from the SADC HR forum, Mbabane.', 'ORG:Standard Bank Eswatini || EMAIL:sibusiso.dlamini@standardbank.co.sz'),

    # --- Harare ---
    (H, 'Meikles Hotel', '', 'Jason Moyo Avenue;Harare;;;' + ZW,
     '3 nights, room 412, US$165/night B&B, ref MKL-55812.', ''),
    (N, 'Tatenda Chikore', 'Chikore;Tatenda;;;', '',
     'Arranged airport transfer US$35 and late check-out.', 'ORG:Meikles Hotel || TITLE:Head Concierge'),
    (H, 'Rainbow Towers', '', '1 Pennefather Avenue;Harare;;;' + ZW,
     'SADC roads workshop, 2 nights, paid by the organisers.', ''),
    (H, 'Bronte Garden Hotel', '', '132 Baines Avenue;Harare;;;' + ZW,
     '2 nights, garden room, US$110.', ''),
    (N, 'Tendai Moyo', 'Moyo;Tendai;;;', '',
     'Meeting 14 May 10:00 at Rainbow Towers (conference room 3).',
     'ORG:ZINARA - Zimbabwe National Road Administration || TITLE:Chief Engineer'),

    # --- Lisbon ---
    (N, 'Hélder Macuácua', 'Macuácua;Hélder;;;', 'Rua Elias Garcia 27, 3º Esq;Amadora;Lisboa;2700-327;' + PT,
     'Primo em Lisboa. Agosto: ficamos em casa dele 5 noites, quarto das miúdas. Levar caril de amendoim.',
     'EMAIL:helder.macuacua@gmail.com || CATEGORIES:Família'),
    (H, 'Hotel Mundial', '', 'Praça Martim Moniz 2;Lisboa;;1100-198;' + PT,
     'Férias de Agosto: 2 quartos 6 noites, 148€/noite, pequeno-almoço incluído.', ''),
    (H, 'VIP Executive Arts Hotel', '', 'Av. Dom João II 47, Parque das Nações;Lisboa;;1990-084;' + PT,
     'Reunião na sede: conf. 774120, 4 noites, quarto 611.', ''),
    (H, 'Casa de São Mamede', '', 'Rua da Escola Politécnica 159;Lisboa;;1250-100;' + PT,
     '3 noites em Maio, 110€/noite, pequeno-almoço na sala antiga.', ''),
    (H, 'Home Lisbon Hostel', '', 'Rua de São Nicolau 13;Lisboa;;1100-547;' + PT, '', ''),
    (H, 'Remédios 58 - Alfama', '', 'Rua dos Remédios 58, 2º;Lisboa;;1100-445;' + PT,
     'AL nº 45120/AL. 7 noites 95€/noite. Código da porta 4471#, chaves na caixa.', ''),
    (N, 'Rita Gouveia', 'Gouveia;Rita;;;', 'Rua dos Remédios 58;Lisboa;;1100-445;' + PT,
     'Anfitriã do apartamento em Alfama. Check-in 15h, entrega as chaves em mão se chegarmos antes das 20h.',
     'TEL:+351 912 448 301'),
    (H, 'ibis Lisboa José Malhoa', '', 'Av. José Malhoa, Lote 1;Lisboa;;1070-156;' + PT, '', ''),
    (N, 'Solar dos Presuntos', '', 'Rua das Portas de Santo Antão 150;Lisboa;;1150-269;' + PT,
     'Jantar com o primo Hélder, reserva 20h, 6 pessoas.', ''),
]

STYLES = ['apple', 'google', 'outlook', 'android', 'thunderbird']


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = ['# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra']
    for i, (label, name, n, adr, note, extra) in enumerate(rows):
        for field in (label, name, n, adr, note, extra):
            assert '\t' not in field and '\n' not in field, field
        assert label in (H, N)
        cid = 'CP%03d' % (i + 1)
        style = STYLES[i % 5]
        org = '' if n else name
        out.append('\t'.join([cid, label, style, name, org, n, adr, note, extra]))
    with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(out) + '\n')
    hotels = sum(r[0] == H for r in rows)
    print(len(rows), 'rows,', hotels, 'hotel,', len(rows) - hotels, 'not')


if __name__ == '__main__':
    main()
