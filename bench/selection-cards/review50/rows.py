#!/usr/bin/env python3
"""Writes cards.tsv for review50: one realistic address book of a Hanoi-based family - Nguyễn Đức Hùng, a project
manager at a software house doing offshore work for Japanese clients (Rikkeisoft), travelling for work to Ho Chi
Minh City, Đà Nẵng, Hải Phòng, Hạ Long, Bắc Ninh, Tokyo and Osaka, Bangkok, Vientiane and Phnom Penh and putting up
clients and engineers in Hanoi; and Trần Thu Hà, who plans the family's trips: Sa Pa (a lodge, a homestay, the
Fansipan hut), Hà Giang (a homestay known by the host's name, a nhà nghỉ, an auberge), Mai Châu and Mộc Châu (nhà
sàn), Ninh Bình, Hạ Long and Cát Bà, weekends round Hanoi (Đại Lải, Tam Đảo, Ba Vì, a campsite, glamping), the
home town in Nam Định (a nhà khách), Huế, Hội An, Đà Nẵng, Quy Nhơn, Nha Trang, Đà Lạt (a rented wooden house),
Phú Quốc, Côn Đảo, the Mekong, Siem Reap, Kep and Kampot, Luang Prabang, Pakbeng, Chiang Mai, Pai and Phuket,
Kyoto, Hakone, Mt Fuji (a hut, a campsite), Tokyo and Osaka - and the home contacts around them. A Vietnamese book
has its own traps: a restaurant called Villa, a café called House, a hotel's restaurant, a hotel's sky bar, a
wedding hall called Villa, a care home (with the grandmother whose address it is), a pet hotel (khách sạn thú
cưng), a condotel developer, a ticket office that also books hotels, theme parks called Resort and Sun World, a
day onsen, an onsen spa, a historic nhà vườn, Nhà hát, Nhà xe, Nhà văn hoá, brand-like shops and hospitals
(Lotte Mart, Vinmec), the flats' own building (Golden Palace), family names Lữ Văn Phòng, 宿谷 and Hyatt, hotel
staff and hosts whose ORG is their place, a landlady's own card, a sleeper train, a sleeper bus, an overnight
Hạ Long cruise and a Mekong slow boat. Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated
extra vCard lines. A person's card has N (its ORG, if any, is in extra). Styles cycle apple/google/outlook/
android/thunderbird. hotel = a place one books a bed, room, hut bunk, bungalow, tent or pitch at for the night
(hotels, aparthotels, serviced and short-let apartments, hostels, nhà nghỉ, nhà khách, homestays, nhà sàn,
guest houses, ryokan, mountain huts, holiday homes, resorts, campsites and glamping); not = everything else,
including hotel staff's, hosts' and a landlady's personal cards, restaurants, bars, karaoke, a wedding hall, a
care home, a pet hotel, spas and onsen visited by day, theme parks, a developer, travel agencies and ticket
offices, trains, buses and boats one sleeps on. Labels fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
VN = 'Việt Nam'
C = [
 # --- Hùng's work: Ho Chi Minh City
 (H, 'Renaissance Riverside Saigon', '', '8-15 Tôn Đức Thắng, Bến Nghé, Quận 1;Thành phố Hồ Chí Minh;;70000;' + VN, 'công tác 3 đêm, bên khách hàng trả, mã đặt phòng 40291877', ''),
 (H, 'Pullman Saigon Centre', '', '148 Trần Hưng Đạo, Quận 1;TP. Hồ Chí Minh;;;' + VN, '2 dem, phong tang cao, an sang tang 3', ''),
 (H, 'Citadines Regency Saigon', '', '2 Nguyễn Trung Ngạn, Bến Nghé, Quận 1;TP. Hồ Chí Minh;;;' + VN, '', ''),
 (H, 'Hotel Nikko Saigon', '', '235 Nguyễn Văn Cừ, Quận 1;TP.HCM;;;Vietnam', 'đoàn khách Nhật ở đây, đón 7:30 đi nhà máy Tân Thuận', ''),
 # Đà Nẵng, Hải Phòng, Hạ Long, Bắc Ninh
 (H, 'Mường Thanh Luxury Đà Nẵng', '', '270 Võ Nguyên Giáp, Ngũ Hành Sơn;Đà Nẵng;;50000;' + VN, 'hội thảo Japan IT Day, 2 đêm, phòng 1812, check-in 14h', ''),
 (H, 'Haian Beach Hotel & Spa', '', '278 Võ Nguyên Giáp, Phước Mỹ, Sơn Trà;Đà Nẵng;;;' + VN, '', ''),
 (H, 'Fusion Suites Đà Nẵng', '', 'Võ Nguyên Giáp, Phước Mỹ, Sơn Trà;Đà Nẵng;;;' + VN, '2 dem, spa mien phi, tra phong 12h', ''),
 (H, 'Avani Hải Phòng Harbour View', '', '12 Trần Phú, Ngô Quyền;Hải Phòng;;04000;' + VN, 'họp KCN Tràng Duệ, 1 đêm, xe công ty đón 7h', ''),
 (H, 'Mường Thanh Luxury Quảng Ninh', '', 'Đường Hạ Long, Bãi Cháy;Hạ Long;Quảng Ninh;;' + VN, 'team building công ty 2 đêm, giữ 25 phòng, làm việc với chị Trang sales', ''),
 (H, 'Khách sạn Đông Á', '', 'Lô 12 Ngô Gia Tự, Suối Hoa;Bắc Ninh;Bắc Ninh;;' + VN, 'o lai nha may Yen Phong, 1 dem, 550k', ''),
 # Hanoi: clients, engineers, relatives
 (H, 'Lotte Hotel Hà Nội', '', '54 Liễu Giai, Cống Vị, Ba Đình;Hà Nội;;10000;' + VN, 'đoàn khách Nhật 4 phòng x 3 đêm, xuất HĐ VAT cho công ty', ''),
 (H, 'Fraser Suites Hà Nội', '', '51 Xuân Diệu, Tây Hồ;Hà Nội;;;' + VN, 'anh Kenji thuê 2 tháng, căn 1205, thanh toán theo tháng', ''),
 (H, 'Căn hộ dịch vụ Hoa Sữa', '', '12 ngõ 19 Kim Mã Thượng, Ba Đình;Hà Nội;;;' + VN, 'kỹ sư Nhật sang 3 tháng, 18tr/tháng bao điện nước, dọn phòng thứ 3 và 6', ''),
 (H, 'Sofitel Legend Metropole Hà Nội', '', '15 Ngô Quyền, Hoàn Kiếm;Hà Nội;;;' + VN, 'đặt cho sếp bên Nhật 2 đêm, Heritage Wing, mã xác nhận 77120', 'URL:https://www.sofitel-legend-metropole-hanoi.com'),
 (H, 'Hanoi Daewoo Hotel', '', '360 Kim Mã, Ba Đình;Hà Nội;;;' + VN, '', ''),
 (H, 'Nhà nghỉ Hải Yến', '', '25 ngõ 68 Dịch Vọng Hậu, Cầu Giấy;Hà Nội;;;' + VN, 'ông bà ngoại lên khám mắt, 2 đêm, 300k/đêm, gần nhà', ''),
 # Tokyo, Osaka
 (H, 'アパホテル〈新宿 歌舞伎町タワー〉', '', '歌舞伎町1-20-2;新宿区;東京都;160-0021;日本', 'onsite 1 tuần, 6 đêm, phòng rất nhỏ, mã 5521873', ''),
 (H, '東横INN 品川駅高輪口', '', '高輪4-23-2;港区;東京都;108-0074;日本', '予約番号 3382-1190 チェックイン16:00 朝食無料', ''),
 (H, '三井ガーデンホテル大阪淀屋橋', '', '今橋4-1-1;大阪市中央区;大阪府;541-0042;日本', 'khách hàng Osaka, 2 đêm, gần ga Yodoyabashi', ''),
 (H, 'ドーミーイン浅草', '', '花川戸1-3-4;台東区;東京都;111-0033;日本', '3 đêm, onsen tầng thượng, mì ramen đêm miễn phí 21:30', ''),
 # Bangkok, Vientiane, Phnom Penh
 (H, 'Amari Watergate Bangkok', '', '847 Phetchaburi Road, Ratchathewi;Bangkok;;10400;Thailand', 'hội nghị khách hàng 3 đêm, executive lounge tầng 30', ''),
 (H, 'Lub d Bangkok Siam', '', '925/9 Rama 1 Road, Wang Mai, Pathum Wan;Bangkok;;10330;Thailand', '2 bạn thực tập ở 2 đêm, phòng 4 giường, 1.100 baht', ''),
 (H, 'ໂຮງແຮມ ລາວພລາຊາ', '', '63 ຖະໜົນ ສາມແສນໄທ;Vientiane;;;Lào', 'du an ngan hang Lao, 4 dem, doi kip o quay le tan', ''),
 (H, 'សណ្ឋាគារ សុខា ភ្នំពេញ', '', 'Keo Chenda Street, Chroy Changvar;Phnom Penh;;;Cambodia', 'công tác 2 đêm, visa on arrival 30 USD', ''),
 (H, 'Sofitel Phnom Penh Phokeethra', '', '26 Sothearos Boulevard, Tonle Bassac;Phnom Penh;;;Campuchia', 'khách hàng mời 1 đêm, view sông Bassac', ''),
 # --- family trips: Sa Pa and Lào Cai
 (H, 'Hôtel de la Coupole - MGallery', '', '1 Hoàng Diệu;Sa Pa;Lào Cai;31000;' + VN, '3 dem Tet duong lich, phong gia dinh, checkin 14h, coc 30%', ''),
 (H, 'Hmong Mountain Retreat', '', '6 Bản Hồ, Lao Chải;Sa Pa;Lào Cai;;' + VN, '2 đêm, bungalow số 8, xe đón ở Sa Pa 10:00', 'URL:https://www.hmongmountainretreat.com'),
 (H, 'Homestay Chị Mẩy Tả Van', '', 'Bản Tả Van;Sa Pa;Lào Cai;;' + VN, '', ''),
 (H, 'Lán 2800 Fansipan', '', 'Tuyến Trạm Tôn, độ cao 2800m;Sa Pa;Lào Cai;;' + VN, 'leo Fansipan 2N1Đ, ngủ lán, mang túi ngủ, porter A Sử', ''),
 (H, 'Nhà nghỉ Hồng Quang', '', '5 Phan Đình Phùng, Phố Mới;Lào Cai;Lào Cai;;' + VN, 'xuong tau 5h sang, nghi tam 4 tieng 200k', ''),
 # Hà Giang
 (H, "H'Mong Village Resort", '', 'Thôn Tha, Phương Độ;Hà Giang;Hà Giang;;' + VN, '2 đêm cuối, bungalow view núi, đặt qua Agoda 1190887', ''),
 (H, 'Nhà chị Sính - Lô Lô Chải', '', 'Thôn Lô Lô Chải, Lũng Cú, Đồng Văn;Hà Giang;;;' + VN, 'ngủ 1 đêm nhà trình tường, 150k/người, ăn tối 6 người, gọi trước 1 ngày', ''),
 (H, 'Nhà nghỉ Hoa Cương', '', 'Phố cổ Đồng Văn;Đồng Văn;Hà Giang;;' + VN, '', ''),
 (H, 'Auberge de Mèo Vạc', '', 'Thị trấn Mèo Vạc;Mèo Vạc;Hà Giang;;' + VN, '1 đêm, nhà trình tường cổ, ăn tối 19h', ''),
 # Mai Châu, Mộc Châu
 (H, 'Nhà sàn Hoa Ban - bản Lác', '', 'Bản Lác, Chiềng Châu;Mai Châu;Hòa Bình;;' + VN, 'nha san 1 dem, nem de chung, 120k/nguoi, xem mua 20h', ''),
 (H, 'Mai Chau Ecolodge', '', 'Bản Nà Phòn;Mai Châu;Hòa Bình;;' + VN, '', ''),
 (H, 'Mộc Châu Arena Village', '', 'Tiểu khu Bó Bun, Đông Sang;Mộc Châu;Sơn La;;' + VN, 'mùa hoa mận, 2 đêm, bungalow view đồi chè', ''),
 # Ninh Bình
 (H, 'Tam Coc Garden', '', 'Thôn Hải Nham, Ninh Hải, Hoa Lư;Ninh Bình;;;' + VN, '1 đêm, bungalow, xe đạp miễn phí, trả phòng 12h', ''),
 (H, 'Emeralda Resort Ninh Bình', '', 'Vân Long, Gia Viễn;Ninh Bình;;;' + VN, '', ''),
 (H, 'Nhà nghỉ Hoàng Long', '', 'Tam Cốc, Ninh Hải;Hoa Lư;Ninh Bình;;' + VN, 'dem thu 2, 400k/phong, khong an sang', ''),
 # Hạ Long, Cát Bà
 (H, 'Vinpearl Resort & Spa Hạ Long', '', 'Đảo Rều, Bãi Cháy;Hạ Long;Quảng Ninh;;' + VN, 'hè 2 đêm, 2 NL 2 TE, ăn sáng buffet, ca nô ra đảo 15 phút', ''),
 (H, 'Cát Bà Sunrise Resort', '', 'Bãi tắm Cát Cò 3;Cát Bà;Hải Phòng;;' + VN, '', ''),
 # weekends round Hanoi
 (H, 'Flamingo Đại Lải', '', 'Ngọc Thanh;Phúc Yên;Vĩnh Phúc;;' + VN, 'cuối tuần 1 đêm, villa 3 phòng ngủ chung nhà cô Lan, nhận phòng 15h', ''),
 (H, 'Melia Ba Vì Mountain Retreat', '', 'Vườn quốc gia Ba Vì, cốt 600;Ba Vì;Hà Nội;;' + VN, '1 đêm, bungalow, nhận phòng 14:00, mang áo ấm', ''),
 (H, 'Khu cắm trại Bãi đá sông Hồng', '', 'Ngõ 264 Âu Cơ, Nhật Tân, Tây Hồ;Hà Nội;;;' + VN, 'cắm trại 1 đêm, thuê lều 4 người 350k + bếp nướng', ''),
 (H, 'Đồng Mô Glamping', '', 'Hồ Đồng Mô, Sơn Đông;Sơn Tây;Hà Nội;;' + VN, '1 dem glamping, leu so 5, BBQ 18h', ''),
 (H, 'Serena Resort Kim Bôi', '', 'Xóm Mớ Đá, Hạ Bì;Kim Bôi;Hòa Bình;;' + VN, '', ''),
 # home town
 (H, 'Nhà khách Nam Định', '', '82 Hùng Vương;Nam Định;Nam Định;07000;' + VN, 'giỗ ông nội 12/3 âm, đặt 3 phòng cho họ hàng từ Sài Gòn, 2 đêm', ''),
 # Huế, Hội An, Đà Nẵng
 (H, 'Azerai La Résidence Huế', '', '5 Lê Lợi;Huế;Thừa Thiên Huế;49000;' + VN, '3 đêm Festival Huế, phòng 214, đón ở ga Huế', ''),
 (H, 'Anantara Hội An Resort', '', '1 Phạm Hồng Thái;Hội An;Quảng Nam;;' + VN, '2 đêm, rằm tháng 7 thả đèn, đón sân bay Đà Nẵng', ''),
 (H, 'Almanity Hội An', '', '326 Lý Thường Kiệt;Hội An;Quảng Nam;;' + VN, '', ''),
 (H, 'Cẩm Thanh Eco Homestay', '', 'Thôn Võng Nhi, Cẩm Thanh;Hội An;Quảng Nam;;' + VN, '', ''),
 (H, 'InterContinental Danang Sun Peninsula Resort', '', 'Bãi Bắc, Sơn Trà;Đà Nẵng;;;' + VN, '2 dem ky niem 10 nam cuoi, phong 1106, dat qua IHG', ''),
 # Quy Nhơn, Nha Trang
 (H, 'Anantara Quy Nhơn Villas', '', 'Ghềnh Ráng;Quy Nhơn;Bình Định;;' + VN, '', ''),
 (H, 'Six Senses Ninh Vân Bay', '', 'Vịnh Ninh Vân;Ninh Hòa;Khánh Hòa;;' + VN, 'thuyền từ bến riêng 14:00, 2 đêm, villa hồ bơi', ''),
 (H, 'Căn hộ Panorama Nha Trang', '', '2 Nguyễn Thị Minh Khai, Lộc Thọ;Nha Trang;Khánh Hòa;;' + VN, 'thuê Airbnb 3 đêm, căn 2508, mã cửa 0915, liên hệ chị Lan', ''),
 # Đà Lạt
 (H, 'Dalat Palace Heritage Hotel', '', '2 Trần Phú;Đà Lạt;Lâm Đồng;;' + VN, '', ''),
 (H, 'Ana Mandara Villas Đà Lạt', '', 'Lê Lai, Phường 5;Đà Lạt;Lâm Đồng;;' + VN, 'biệt thự 3 phòng ngủ, 2 đêm, có lò sưởi', ''),
 (H, 'Nhà gỗ Đồi Thông', '', '18 Khe Sanh, Phường 10;Đà Lạt;Lâm Đồng;;' + VN, 'thuê nguyên căn Tết 3 đêm, cọc 2tr, chìa khóa ở tiệm tạp hóa đầu dốc', ''),
 (H, 'Kiến và Mây', '', 'Hẻm 3 Hoàng Hoa Thám, Phường 10;Đà Lạt;Lâm Đồng;;' + VN, '1 dem, phong gac mai, an sang banh mi trung', ''),
 # Phú Quốc, Côn Đảo, the Mekong, Saigon
 (H, 'JW Marriott Phú Quốc Emerald Bay', '', 'Bãi Khem, An Thới;Phú Quốc;Kiên Giang;;' + VN, 'hè 4 đêm, 2 phòng thông nhau, mã 88213094', ''),
 (H, 'Mango Bay Phú Quốc', '', 'Ông Lang, Cửa Dương;Phú Quốc;Kiên Giang;;' + VN, '', ''),
 (H, 'Nhà nghỉ Thanh Hải', '', '22 Trần Hưng Đạo, Dương Đông;Phú Quốc;Kiên Giang;;' + VN, '1 đêm trước khi bay, gần chợ đêm, 350k', ''),
 (H, 'Côn Đảo Resort', '', '8 Nguyễn Đức Thuận;Côn Đảo;Bà Rịa - Vũng Tàu;;' + VN, '', ''),
 (H, 'Mekong Lodge', '', 'Ấp Hòa Quới, An Hữu, Cái Bè;Tiền Giang;;;' + VN, 'miền Tây 2N1Đ, đón ở bến Cái Bè 10:00, có ăn tối', ''),
 (H, 'Căn hộ dịch vụ Sen Vàng', '', '45 Hồ Văn Huê, Phường 9;Phú Nhuận;TP. Hồ Chí Minh;;' + VN, 'mẹ vào khám Chợ Rẫy, thuê 10 ngày 7tr, có máy giặt', ''),
 # Cambodia
 (H, 'Phum Baitang', '', 'Phum Svay Dangkum, Sangkat Svay Dangkum;Siem Reap;;;Cambodia', '4 đêm Tết, tuk-tuk của khách sạn, Angkor Wat bình minh', ''),
 (H, 'Angkor Village Hotel', '', 'Phum Traeng, Sangkat Slor Kram;Siem Reap;;;Campuchia', '', ''),
 (H, 'Veranda Natural Resort', '', 'Kep Mountain, Sangkat Prey Thom;Kep;;;Cambodia', '', ''),
 (H, 'ផ្ទះសំណាក់ ម្លប់ស្វាយ', '', 'River Road;Kampot;;;Campuchia', '2 dem ven song Kampot, 28 USD, thue xe may', ''),
 # Laos
 (H, 'Villa Maly', '', 'Ban Thongchaleun;Luang Prabang;;;Laos', '3 đêm, xem khất thực 5:30, xe đón sân bay', ''),
 (H, 'Maison Dalabua', '', 'Photisarath Road, Ban Phonesavanh;Luang Prabang;;;Lào', '', ''),
 (H, 'ເຮືອນພັກ ມະນີຈັນ', '', 'Ban Xieng Mouane;Luang Prabang;;;Lào', '2 dem, 25 USD, cho thue xe dap', ''),
 (H, 'Luang Say Lodge', '', 'Ban Pakbeng;Pakbeng;Oudomxay;;Laos', 'ngủ 1 đêm Pakbeng giữa 2 ngày thuyền chậm', ''),
 # Thailand
 (H, 'Ping Nakara', '', '135/9 Charoen Prathet Road, Chang Khlan;Chiang Mai;;50100;Thailand', '3 đêm lễ Yi Peng, đón sân bay 14:30, anh Anucha', 'URL:https://www.pingnakara.com'),
 (H, 'เกสต์เฮาส์ บ้านสวน ปาย', '', 'Moo 1, Wiang Tai;Pai;Mae Hong Son;58130;Thái Lan', 'Pai 2 đêm, 1.200 baht, thuê xe máy 250/ngày', ''),
 (H, 'Katathani Phuket Beach Resort', '', '14 Kata Noi Road, Karon;Phuket;;83100;Thailand', '', ''),
 (H, 'Sri Panwa Phuket', '', '88 Moo 8, Sakdidej Road, Vichit;Phuket;;83000;Thailand', '4 đêm, pool villa, cọc 30% trước 45 ngày', ''),
 # Japan with the children
 (H, '近又', '', '中京区御幸町通四条上ル大日町407;京都市;京都府;604-8044;日本', '1泊2食, nhận phòng 15:00, đặt qua email, mặc yukata', 'EMAIL:info@kinmata.com'),
 (H, '界 仙石原', '', '仙石原1246-737;足柄下郡箱根町;神奈川県;250-0631;日本', '', ''),
 (H, '富士山七合目 トモエ館', '', '吉田ルート七合目;富士吉田市;山梨県;;日本', 'leo Phú Sĩ tháng 8, ngủ 1 đêm ở lán 7合目, 2 bữa, 9.000 yên/người', ''),
 (H, '朝霧ジャンボリーオートキャンプ場', '', '猪之頭1162-3;富士宮市;静岡県;418-0104;日本', 'cắm trại 1 đêm, thuê lều, vé xe ô tô 1.000 yên', ''),
 (H, 'ホテル京阪 ユニバーサル・タワー', '', '島屋6-2-45;大阪市此花区;大阪府;554-0031;日本', '2 đêm đi USJ, phòng 4 người, vé Express đã mua', ''),
 (H, 'MIMARU東京 上野EAST', '', '東上野3-10-9;台東区;東京都;110-0015;日本', 'cả nhà 4 đêm, căn 4 người có bếp, check-in 15:00', ''),
]
P = [
 # family and household
 (N, 'Bố', ';Bố;;;', '', 'tập dưỡng sinh 5h sáng, thích chè Thái Nguyên', ''),
 (N, 'Mẹ', ';Mẹ;;;', 'Số 9 ngõ 34 Nguyễn Thị Định, Trung Hòa;Hà Nội;;;' + VN, 'sinh nhật 15/8 âm, thuốc huyết áp hết ngày 20', ''),
 (N, 'Bà nội', 'Đỗ;Thị Lựu;;;', 'Km 29 Đại lộ Thăng Long, Thạch Thất;Hà Nội;;;' + VN, 'thăm CN sau 15h, mang sữa Ensure', ''),
 (N, 'Ông ngoại', 'Trần;Văn Hợp;;;', 'Xóm 3, Nam Phong;Nam Định;Nam Định;;' + VN, 'giỗ cụ 12/3 âm, gọi trước khi về', ''),
 (N, 'Bà xã', 'Trần;Thu Hà;;;', '', 'họp giao ban thứ 2 8h, đón con thứ 4', 'ORG:Vietcombank Chi nhánh Thành Công || TITLE:Chuyên viên kế toán'),
 (N, 'Minh Khôi', 'Nguyễn;Minh Khôi;;;', '', 'lớp 5A3, học bơi thứ 3 và 5 lúc 17h', ''),
 (N, 'Bông (Bảo Ngọc)', 'Nguyễn;Bảo Ngọc;;;', '', 'lop 1A1, don 16h45', ''),
 (N, 'Cô Lan', 'Nguyễn;Thị Lan;;;', '', 'em gái bố, đi Đại Lải chung, sinh nhật 3/9', ''),
 (N, 'Anh Dũng (anh vợ)', 'Trần;Tiến Dũng;;;', '', 'dang dinh mua condotel Phu Quoc - khuyen anh dung mua', ''),
 (N, 'Chị Hoa giúp việc', ';Hoa;;;', '', 'thứ 2-4-6, 8h-11h, 80k/giờ, nghỉ Tết từ 25 âm', ''),
 (N, 'Anh Thắng thợ điện', ';Thắng;;;', '', 'sửa bình nóng lạnh 350k, gọi sau 18h', ''),
 (N, 'Lữ Văn Phòng', 'Lữ;Văn Phòng;;;', 'Tòa A Golden Palace, Mễ Trì;Hà Nội;;;' + VN, 'tổ trưởng tổ dân phố, thu phí vệ sinh quý 1', 'TITLE:Tổ trưởng tổ dân phố'),
 (N, 'Cô Hạnh (chủ nhà Đà Lạt)', 'Lê;Thị Hạnh;;;', '', 'nhà gỗ Đà Lạt, Tết 3 đêm, cọc 2tr chuyển khoản Agribank, wifi dalat2468', ''),
 # colleagues and clients
 (N, '宿谷 健一', '宿谷;健一;;;', '', 'PM phía khách hàng, họp online thứ 4 9:00 (giờ VN 7:00)', 'ORG:株式会社ミライテック || TITLE:プロジェクトマネージャー'),
 (N, '田中 健二', '田中;健二;;;', '51 Xuân Diệu, căn 1205, Tây Hồ;Hà Nội;;;' + VN, 'kỹ sư onsite 2 tháng, thích bia hơi', 'ORG:株式会社ミライテック'),
 (N, 'Lê Minh Tuấn', 'Lê;Minh Tuấn;;;', '', 'BrSE team Osaka, nghỉ phép 10-14/6', 'ORG:Rikkeisoft || TITLE:BrSE'),
 (N, 'Đặng Thùy Linh', 'Đặng;Thùy Linh;;;', '', 'công tác phí: nộp trước ngày 5, kèm hóa đơn khách sạn bản gốc', 'ORG:Rikkeisoft || TITLE:HR'),
 (N, 'Vũ Đức Mạnh', 'Vũ;Đức Mạnh;;;', '', 'lái xe công ty, đón Nội Bài 23:40 chuyến NH 857', 'ORG:Rikkeisoft'),
 (N, 'Somsak Chaiyaporn', 'Chaiyaporn;Somsak;;;', '', 'client Bangkok, Line somsak.c, dinner Thursday 19:00', 'ORG:Krungsri (Bank of Ayudhya)'),
 (N, 'Souksavanh Phommachanh', 'Phommachanh;Souksavanh;;;', '', 'dự án core banking, WhatsApp', 'ORG:BCEL - Banque pour le Commerce Extérieur Lao'),
 (N, 'Heng Vanna', 'Heng;Vanna;;;', '', 'demo thứ 3 10:00 giờ Phnom Penh', 'ORG:ABA Bank'),
 (N, 'Emma Hyatt', 'Hyatt;Emma;;;', '', 'cô giáo tiếng Anh của Khôi, họp phụ huynh 18/11 17:30', 'ORG:Apollo English Cầu Giấy || TITLE:Teacher'),
 # hotel staff and hosts
 (N, 'Phạm Thu Trang', 'Phạm;Thu Trang;;;', '', 'giá công ty 2026, gửi lại hợp đồng trước 30/11', 'ORG:Mường Thanh Luxury Quảng Ninh || TITLE:Trưởng phòng Kinh doanh || EMAIL:sales.quangninh@muongthanh.vn'),
 (N, 'Sùng Thị Sính', 'Sùng;Thị Sính;;;', '', 'gọi trước 1 ngày, đón ở cột cờ Lũng Cú, chỗ nhà không có sóng', 'ORG:Nhà chị Sính - Lô Lô Chải'),
 (N, '西田 和子', '西田;和子;;;', '', 'gửi thiệp cảm ơn + cà phê Việt', 'ORG:近又 || TITLE:女将'),
 (N, 'Anucha Srisuk', 'Srisuk;Anucha;;;', '', 'đón sân bay CNX 14:30, Line anucha.ss', 'ORG:Ping Nakara || TITLE:Guest Relations'),
 (N, 'Chan Sokha (tuk-tuk)', 'Chan;Sokha;;;', '', 'tuk-tuk 3 ngày, 20 USD/ngày, đón 4:45 xem bình minh', 'ORG:Angkor Village Hotel'),
]
O = [
 # restaurants, cafés, bars, karaoke
 (N, 'Bún chả Hương Liên', '', '24 Lê Văn Hưu, Hai Bà Trưng;Hà Nội;;;' + VN, 'đặt bàn 8 người 11h30 CN, combo Obama', ''),
 (N, 'Phở Bát Đàn', '', '49 Bát Đàn, Hoàn Kiếm;Hà Nội;;;' + VN, '', ''),
 (N, 'Chả Cá Thăng Long', '', '19-21-31 Đường Thành, Hoàn Kiếm;Hà Nội;;;' + VN, 'dat ban 6 nguoi 19h thu 7, sinh nhat Khoi', ''),
 (N, 'Ngon Villa', '', '10 Tống Duy Tân, Hoàn Kiếm;Hà Nội;;;' + VN, 'tiếp khách Nhật 18:30, phòng riêng tầng 2, 8 người', ''),
 (N, 'Le Beaulieu - Sofitel Legend Metropole Hà Nội', '', '15 Ngô Quyền, Hoàn Kiếm;Hà Nội;;;' + VN, 'buffet sinh nhật mẹ CN 11:30, 6 người, cọc 1tr', ''),
 (N, 'Hanoi House Café', '', '47A Lý Quốc Sư, Hoàn Kiếm;Hà Nội;;;' + VN, 'cafe với chị Thảo 15h thứ 7', ''),
 (N, 'Karaoke ICOOL Trần Duy Hưng', '', '88 Trần Duy Hưng, Cầu Giấy;Hà Nội;;;' + VN, 'phòng VIP 20h thứ 6, 12 người, tất niên team dự án', ''),
 (N, 'Sky Bar - lebua at State Tower', '', '1055 Silom Road, Bang Rak;Bangkok;;10500;Thailand', 'drinks với khách hàng 20:00, không mặc quần short', ''),
 (N, '麺屋武蔵 新宿本店', '', '西新宿7-2-6;新宿区;東京都;160-0023;日本', 'ramen, xếp hàng 30 phút, mở 24h', ''),
 (N, 'Tamarind Restaurant & Cooking School', '', 'Ban Wat Nong;Luang Prabang;;;Laos', 'lớp nấu ăn 9:00 cả nhà, 35 USD/người', ''),
 (N, 'Morning Glory Hội An', '', '106 Nguyễn Thái Học;Hội An;Quảng Nam;;' + VN, 'dat ban 18h, an cao lau', ''),
 (N, 'Nhà hàng Hồng Hạnh', '', '50 Hạ Long, Bãi Cháy;Hạ Long;Quảng Ninh;;' + VN, 'order 2kg mực một nắng, gửi xe khách về HN, chuyển khoản trước', ''),
 # wedding hall, care home, pet hotel, developer, ticket office
 (N, 'Trung tâm Tiệc cưới Villa Hồ Tây', '', '7 Đặng Thai Mai, Quảng An, Tây Hồ;Hà Nội;;;' + VN, 'đám cưới em Trang 11h CN 20/10, sảnh B, mừng 1tr', ''),
 (N, 'Trung tâm Dưỡng lão Thiên Đức', '', 'Km 29 Đại lộ Thăng Long, Thạch Thất;Hà Nội;;;' + VN, 'bà nội phòng 204, phí 12tr/tháng đóng trước ngày 5', ''),
 (N, 'Khách sạn Thú cưng Paddy Pet', '', '58 Nguyễn Khang, Cầu Giấy;Hà Nội;;;' + VN, 'gửi Bơ (chó) 6 đêm khi đi Nhật, 200k/đêm, mang hạt + sổ tiêm', ''),
 (N, 'Công ty CP Phát triển Condotel Biển Ngọc', '', 'Tầng 12, 72 Phạm Hùng, Nam Từ Liêm;Hà Nội;;;' + VN, 'môi giới condotel Phú Quốc, cam kết lợi nhuận 10%/năm - KHÔNG mua', ''),
 (N, 'Phòng vé Hà Linh - Vé máy bay & Đặt phòng khách sạn', '', '120 Xuân Thủy, Cầu Giấy;Hà Nội;;;' + VN, 'đổi vé Tết phí 300k, lấy hóa đơn đỏ', ''),
 # travel agencies, airlines
 (N, 'Vietravel Hà Nội', '', '3 Hai Bà Trưng, Hoàn Kiếm;Hà Nội;;;' + VN, 'làm visa Nhật cả nhà, nộp hồ sơ thứ 2 9:00', ''),
 (N, 'HIS Hà Nội', '', '40 Cát Linh, Đống Đa;Hà Nội;;;' + VN, 'mua JR Pass 7 ngày x 4 + vé Disney', ''),
 (N, 'Buffalo Tours', '', '70-72 Bà Triệu, Hoàn Kiếm;Hà Nội;;;' + VN, 'tour Lào thuyền chậm, đã ký hợp đồng, cọc 50%', ''),
 (N, 'Pacific Airlines', '', '', 'HAN-SGN BL 6020 6:15, hành lý 20kg', 'KIND:org'),
 (N, 'Bamboo Airways', '', '', '', ''),
 (N, 'Lao Airlines', '', '', 'VTE-LPQ QV 101 7:30', 'KIND:org'),
 (N, '全日本空輸 ANA', '', '', 'NH 858 HAN-HND 0:30, ANA Mileage Club 4410 228 913', 'KIND:org'),
 # trains, buses, boats
 (N, 'Tàu đêm SP3 Hà Nội - Lào Cai', '', 'Ga Hà Nội, 120 Lê Duẩn;Hà Nội;;;' + VN, 'khoang 4 giường nằm, 21:35, toa 6 giường 3 và 4', ''),
 (N, 'Nhà xe Bằng Phấn', '', 'Bến xe Mỹ Đình;Hà Nội;;;' + VN, 'xe giường nằm đi Hà Giang 21:00, giường 12-13, 300k/người', ''),
 (N, 'Du thuyền Ambassador Hạ Long', '', 'Cảng tàu khách quốc tế Tuần Châu;Hạ Long;Quảng Ninh;;' + VN, '2N1Đ, cabin 205, xe đón Hà Nội 8:00, thanh toán đủ trước 7 ngày', ''),
 (N, 'Superdong Phú Quốc', '', 'Bến tàu Rạch Giá;Rạch Giá;Kiên Giang;;' + VN, 'Rạch Giá - Phú Quốc 8:00, 4 vé, có mặt trước 30 phút', ''),
 (N, 'Luang Say Cruise', '', 'Ban Huay Xai;Huay Xai;Bokeo;;Laos', 'slow boat 2 ngày, đón 8:00 bến Huay Xai, đêm ngủ ở Pakbeng (lodge)', ''),
 # sights, theme parks, day trips
 (N, 'Tokyo Disney Resort', '', '舞浜1-1;浦安市;千葉県;279-0031;日本', 'vé 1 ngày 2 NL 2 TE, vào cổng 8:00', ''),
 (N, 'Sun World Bà Nà Hills', '', 'Hòa Ninh, Hòa Vang;Đà Nẵng;;;' + VN, 'cáp treo 8h, vé gồm buffet trưa', ''),
 (N, 'VinWonders Phú Quốc', '', 'Gành Dầu;Phú Quốc;Kiên Giang;;' + VN, 'vé combo Safari + VinWonders, đi ngày thứ 3', ''),
 (N, 'Khu du lịch Thiên Sơn - Suối Ngà', '', 'Vân Hòa;Ba Vì;Hà Nội;;' + VN, 'dã ngoại lớp Khôi, xe đón 7:00, đi về trong ngày', ''),
 (N, 'Nhà vườn An Hiên', '', '58 Nguyễn Phúc Nguyên, Kim Long;Huế;Thừa Thiên Huế;;' + VN, '', ''),
 # spas and onsen by day
 (N, 'Omamori Spa', '', '48 Hàng Chuối, Hai Bà Trưng;Hà Nội;;;' + VN, 'massage người khiếm thị, 2 suất 90 phút thứ 7 10h', ''),
 (N, "Let's Relax Onsen and Spa", '', 'Sukhumvit 55, Thong Lo;Bangkok;;10110;Thailand', 'onsen + massage Thái 2h, đặt 16:00', ''),
 (N, 'ほったらかし温泉', '', '矢坪1669-18;山梨市;山梨県;405-0036;日本', 'tắm onsen ban ngày ngắm bình minh, 900 yên, mở 1 tiếng trước mặt trời mọc', ''),
 # health
 (N, 'Bệnh viện Việt Pháp Hà Nội', '', '1 Phương Mai, Đống Đa;Hà Nội;;;' + VN, 'bố khám tim BS Hưng thứ 5 9:30', ''),
 (N, 'Vinmec Times City', '', '458 Minh Khai, Hai Bà Trưng;Hà Nội;;;' + VN, 'Bông tiêm nhắc sởi 8:30 thứ 7', ''),
 (N, 'Nha khoa Kim', '', '29 Lê Văn Lương, Thanh Xuân;Hà Nội;;;' + VN, 'Khôi niềng răng tái khám 17h thứ 4', ''),
 # schools, work, home
 (N, 'Trường Tiểu học Nghĩa Tân', '', 'Ngõ 26 Tô Hiệu, Nghĩa Tân, Cầu Giấy;Hà Nội;;;' + VN, '', ''),
 (N, 'Apollo English Cầu Giấy', '', '102 Trần Đăng Ninh, Cầu Giấy;Hà Nội;;;' + VN, 'học phí kỳ 2 14,5tr, nộp trước 10/1', ''),
 (N, 'Rikkeisoft', '', '21 Duy Tân, Cầu Giấy;Hà Nội;;;' + VN, 'công tác phí: nộp đề nghị trước ngày 25', 'URL:https://rikkeisoft.com'),
 (N, 'Trung tâm Hội nghị Quốc gia', '', 'Đại lộ Thăng Long, Mễ Trì, Nam Từ Liêm;Hà Nội;;;' + VN, 'Vietnam-Japan IT Day, gian C12, có mặt 7:30', ''),
 (N, 'Ban Quản lý chung cư Golden Palace', '', 'Mễ Trì, Nam Từ Liêm;Hà Nội;;;' + VN, 'phí quản lý 1,2tr/tháng, làm thẻ xe cho Bông', ''),
 # shops, a theatre
 (N, 'Lotte Mart Đống Đa', '', '229 Tây Sơn, Đống Đa;Hà Nội;;;' + VN, '', ''),
 (N, 'Bảo Tín Minh Châu', '', '15 Trần Nhân Tông, Hai Bà Trưng;Hà Nội;;;' + VN, 'nhẫn cưới em Trang, lấy hàng 17h thứ 6', ''),
 (N, 'Điện máy Xanh Cầu Giấy', '', '229 Cầu Giấy;Hà Nội;;;' + VN, 'đặt điều hòa Daikin, lắp thứ 7 9h', ''),
 (N, 'Nhà hát Lớn Hà Nội', '', '1 Tràng Tiền, Hoàn Kiếm;Hà Nội;;;' + VN, '', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AQ{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
