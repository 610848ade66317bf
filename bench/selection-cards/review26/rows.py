#!/usr/bin/env python3
"""Writes cards.tsv for review26: one realistic address book of a Seoul-based family (Junho, a semiconductor
process engineer travelling for work to Pyeongtaek and Icheon, Hsinchu and Taipei, Shenzhen and Shanghai, Osaka,
Penang, Ho Chi Minh City, Austin and Phoenix, and Dresden; Seoyeon, who plans the family's holidays: Jeju,
Gangneung, Gyeongju hanok stays, Busan, temple stays, Seoraksan and Jirisan shelters, ski condos, Japan (onsen
ryokan, a minshuku, business and capsule hotels, a shukubo, a Hokkaido pension), Taiwan minsu, Wuzhen, Vietnam,
Thailand, Bali villas and the Philippines) and the home contacts around them. Not traps, but an East Asian book
has its own: Chinese restaurants called 飯店/饭店/반점 and 大酒店, a pub called Hotel California, a noraebang
called 모텔, wedding halls called 호텔웨딩 and "villa", a jjimjilbang where people sleep, a temple next to temple
stays, a park office next to its shelters, a golf club beside a golf resort's condo, a company dormitory used by
the week, a niece's university dormitory address, Lotte, Shilla and Hyatt names on things that are not hotels,
family names Hilton, Marriott and 星野. Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated
extra vCard lines. A person's card has N (its ORG, if any, is in extra). Styles cycle apple/google/outlook/
android/thunderbird. hotel = a place one books a bed/room/ondol floor/capsule/tent pitch/hut bunk/villa/serviced
apartment at for the night (hotels, motels, pensions, guest houses, minbak, hanok stays, temple stays, mountain
shelters, campsites and glamping, resort condos, ryokan, minshuku, shukubo, capsule hotels, minsu, kezhan,
hostels, homestays, villas, a company dormitory whose rooms are booked by the week); not = everything else,
including hotel staff's and hosts' personal cards, restaurants, bars, karaoke and wedding halls with lodging
words in their names, jjimjilbang and spas, temples, park offices, golf clubs without rooms, venues. Labels
fixed here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Junho's work in Korea: Pyeongtaek and Icheon fabs
 (H, '호텔 야자 평택고덕점', '', '고덕중앙로 255;평택시;경기도;17853;대한민국', '고덕 출장 3박, 주차 가능, 법인카드', ''),
 (H, '이천 미란다호텔', '', '중리천로 45;이천시;경기도;17379;대한민국', '협력사 미팅 후 1박, 스파 이용권 2장', ''),
 (H, '세원반도체 이천캠퍼스 기숙사 B동', '', '부발읍 경충대로 2091;이천시;경기도;17336;대한민국', '야간교대 주간 1인실 신청 (총무팀 내선 2231), 금요일 퇴실', ''),
 # --- Hsinchu and Taipei
 (H, '新竹國賓大飯店', '', '東區中華路二段188號;新竹市;;300;台灣', 'TSMC audit 4晚, 公司協議價 含早', ''),
 (H, '煙波大飯店 新竹湖濱館', '', '東區明湖路773號;新竹市;;300;台灣', '조용함, 호수쪽 방 요청', ''),
 (H, 'Kimpton Da An', '', "No. 25 Lane 27 Ren'ai Road Sec. 4;Taipei;;106;Taiwan", 'SEMICON Taiwan 3 nights, conf# 8837201', 'URL:https://www.kimptondaan.com'),
 (H, '寒舍艾麗酒店', '', '信義區松高路18號;台北市;;110;台灣', '난강 전시장은 MRT로, 2박', ''),
 # --- Shenzhen and Shanghai
 (H, '深圳福田香格里拉大酒店', '', '福田区益田路4088号;深圳市;广东省;518048;中国', '供应商审核 3晚, 行政楼层', ''),
 (H, '全季酒店 深圳南山科技园店', '', '南山区科苑路15号;深圳市;广东省;518057;中国', '华住会 订单号 9021187763', ''),
 (H, '深圳五洲宾馆', '', '福田区深南大道6001号;深圳市;广东省;518034;中国', '', ''),
 (H, 'Park Hyatt Shanghai', '', '100 Century Avenue Pudong;Shanghai;;200120;China', 'SEMICON China 2박, 로비 87층', 'URL:https://www.hyatt.com'),
 (H, '汉庭酒店 上海张江高科店', '', '浦东新区祖冲之路1077号;上海市;;201203;中国', '便宜 离客户近, 2晚', ''),
 (H, 'Ascott Huai Hai Road Shanghai', '', '282 Huai Hai Zhong Road;Shanghai;;200021;China', '2주 장기 출장, kitchenette, laundry Fri', ''),
 # --- Osaka (and a Tokyo stopover)
 (H, '東横INN 大阪JR野田駅前', '', '福島区吉野3-1-2;大阪市;大阪府;553-0006;日本', '東横INNクラブカード, 2泊 朝食無料', ''),
 (H, 'ドーミーイン梅田東', '', '北区神山町8-8;大阪市;大阪府;530-0026;日本', '夜鳴きそば 21:30~, 大浴場', ''),
 (H, 'アパホテル〈なんば駅東〉', '', '中央区日本橋1-4-11;大阪市;大阪府;542-0073;日本', '', ''),
 (H, 'ホテル日航大阪', '', '中央区西心斎橋1-3-3;大阪市;大阪府;542-0086;日本', '고객 접대 후 1박, 영수증 회사명', ''),
 (H, 'カプセルイン大阪', '', '北区兎我野町9-5;大阪市;大阪府;530-0056;日本', '막차 놓침, 1泊 3,600円', ''),
 (H, '9h nine hours Akasaka', '', '赤坂4-3-14;港区;東京都;107-0052;日本', '도쿄 경유 1박, 체크인 13시', ''),
 # --- Penang
 (H, 'Eastern & Oriental Hotel', '', '10 Lebuh Farquhar;George Town;Pulau Pinang;10200;Malaysia', 'weekend after audit, Victory Annexe', ''),
 (H, 'Olive Tree Hotel', '', '76 Jalan Mahsuri;Bayan Lepas;Pulau Pinang;11950;Malaysia', '5 nts near FTZ, corporate rate', ''),
 (H, 'Seven Terraces', '', 'Lorong Stewart;George Town;Pulau Pinang;10200;Malaysia', '', ''),
 # --- Ho Chi Minh City
 (H, 'Khách sạn Rex Sài Gòn', '', '141 Nguyễn Huệ;Quận 1;TP. Hồ Chí Minh;;Việt Nam', '4 đêm, rooftop bar', ''),
 (H, 'Novotel Saigon Centre', '', '167 Hai Bà Trưng;Quận 3;TP. Hồ Chí Minh;;Việt Nam', 'Accor 회원, 3박', ''),
 (H, 'Somerset Chancellor Court', '', '21-23 Nguyễn Thị Minh Khai;Quận 1;TP. Hồ Chí Minh;;Việt Nam', 'SHTP 출장 2주, 주방 있음', ''),
 # --- Austin and Phoenix
 (H, 'TownePlace Suites Austin North/Tech Ridge', '', '12401 N Interstate 35;Austin;TX;78753;USA', 'Taylor fab ramp 9 nights, Bonvoy 4411802', ''),
 (H, 'The Driskill', '', '604 Brazos St;Austin;TX;78701;USA', 'team dinner + 1 night', ''),
 (H, 'Home2 Suites by Hilton Phoenix North/Happy Valley', '', '2470 W Charlotte Dr;Phoenix;AZ;85085;USA', 'TSMC AZ site 5 nts, breakfast 6am', ''),
 # --- Dresden
 (H, 'Taschenbergpalais Kempinski', '', 'Taschenberg 3;Dresden;Sachsen;01067;Deutschland', 'Kunde zahlt, 2 Nächte', ''),
 (H, 'Hotel Indigo Dresden Wettiner Platz', '', 'Wettiner Platz 7;Dresden;Sachsen;01067;Deutschland', '', ''),
 (H, 'Gästehaus Klotzsche', '', 'Königsbrücker Landstraße 112;Dresden;Sachsen;01109;Deutschland', 'nahe Fab, 3 Nächte, Frühstück ab 6:30', ''),
 # --- Jeju
 (H, '롯데호텔 제주', '', '중문관광로72번길 35;서귀포시;제주특별자치도;63535;대한민국', '여름휴가 3박, 키즈룸 헬로키티', 'URL:https://www.lottehotel.com/jeju-hotel'),
 (H, '제주신라호텔', '', '중문관광로72번길 75;서귀포시;제주특별자치도;63535;대한민국', '', ''),
 (H, '그랜드 하얏트 제주', '', '노연로 12;제주시;제주특별자치도;63082;대한민국', '도착날 1박, 공항 가까움', ''),
 (H, '해비치 호텔앤드리조트 제주', '', '표선면 민속해안로 537;서귀포시;제주특별자치도;63629;대한민국', '부모님 칠순 여행 2박', ''),
 (H, '협재 바다소리 게스트하우스', '', '한림읍 협재1길 12;제주시;제주특별자치도;63010;대한민국', '수민이랑, 여성 도미토리 4인실', ''),
 (H, '애월 돌담펜션', '', '애월읍 애월해안로 272;제주시;제주특별자치도;63041;대한민국', '독채 2박, 바베큐 예약, 입실 3시', ''),
 (H, '우도 해녀민박', '', '우도면 우도해안길 530;제주시;제주특별자치도;63005;대한민국', '1박 조식 성게미역국, 현금', ''),
 (H, '모구리야영장', '', '성산읍 서성일로 1157;서귀포시;제주특별자치도;63640;대한민국', '오토캠핑 사이트 B-7 2박, 장작', ''),
 # --- Gangneung
 (H, '씨마크호텔', '', '해안로406번길 2;강릉시;강원특별자치도;25467;대한민국', '', ''),
 (H, '스카이베이호텔 경포', '', '해안로 476;강릉시;강원특별자치도;25467;대한민국', '오션뷰 1박, 조식 2인', ''),
 (H, '선교장 한옥스테이', '', '운정길 63;강릉시;강원특별자치도;25430;대한민국', 'ondol room 2박, 아이들 한복 체험', ''),
 (H, '경포 바다향기펜션', '', '경포로 365;강릉시;강원특별자치도;25460;대한민국', '', ''),
 # --- Gyeongju
 (H, '라궁', '', '보문로 402-12;경주시;경상북도;38117;대한민국', '한옥 스위트 노천탕, 1박', ''),
 (H, '교촌 한옥스테이 소담재', '', '교촌안길 27;경주시;경상북도;38193;대한민국', '온돌방 2박 조식 포함, 체크인 4시', ''),
 # --- Busan
 (H, '파라다이스 호텔 부산', '', '해운대해변로 296;부산광역시 해운대구;;48099;대한민국', '', ''),
 (H, '파크 하얏트 부산', '', '마린시티1로 51;부산광역시 해운대구;;48093;대한민국', '결혼기념일 1박, 케이크 부탁함', ''),
 (H, '시그니엘 부산', '', '달맞이길 30;부산광역시 해운대구;;48099;대한민국', '', ''),
 # --- temple stays
 (H, '낙산사 템플스테이', '', '낙산사로 100;양양군;강원특별자치도;25005;대한민국', '1박2일, 새벽 예불 4시, 수련복 제공', ''),
 (H, '월정사 템플스테이', '', '진부면 오대산로 374-8;평창군;강원특별자치도;25318;대한민국', '휴식형 1박, 준호 혼자', ''),
 # --- mountains: Seoraksan and Jirisan
 (H, '희운각대피소', '', '북면 설악산국립공원;인제군;강원특별자치도;24605;대한민국', '국공 예약 1박, 모포 대여, 20시 소등', ''),
 (H, '소청대피소', '', '북면 설악산국립공원;인제군;강원특별자치도;24605;대한민국', '', ''),
 (H, '설악동 야영장', '', '설악산로 1052;속초시;강원특별자치도;24902;대한민국', '텐트 사이트 2박, 전기 사용', ''),
 (H, '중산리 산장민박', '', '시천면 중산리 528;산청군;경상남도;52201;대한민국', '천왕봉 가기 전날 1박, 새벽 3시 출발', ''),
 (H, '장터목대피소', '', '시천면 지리산국립공원;산청군;경상남도;52200;대한민국', '천왕봉 일출, 예약 15일 전 오전 10시', ''),
 # --- ski, golf and resort condos
 (H, '한화리조트 설악 쏘라노', '', '미시령로2983번길 111;속초시;강원특별자치도;24801;대한민국', '콘도 회원가 2박, 패밀리형', ''),
 (H, '소노벨 비발디파크', '', '서면 한치골길 262;홍천군;강원특별자치도;25102;대한민국', '스키 시즌 2박, 취사 가능', ''),
 (H, '오크밸리', '', '지정면 오크밸리1길 66;원주시;강원특별자치도;26354;대한민국', '아버님 골프 1박2일, 콘도 2베드룸', ''),
 # --- Seoul and near it
 (H, '조선 팰리스 강남', '', '테헤란로 231;서울특별시 강남구;;06142;대한민국', '어린이날 호캉스 1박', ''),
 (H, '가평 잣나무숲 글램핑', '', '북면 백둔로 203;가평군;경기도;12405;대한민국', '글램핑 텐트 2박, 바베큐 세트', ''),
 # --- Japan with the family
 (H, '由布院 玉の湯', '', '湯布院町川上2731-1;由布市;大分県;879-5102;日本', '1泊2食, 離れ, 夕食18:30', ''),
 (H, '湯宿 さか本', '', '上戸町寺社;珠洲市;石川県;927-1215;日本', '囲炉裏の朝ごはん, 현금만', ''),
 (H, '黒川温泉 山みず木', '', '南小国町満願寺6392;阿蘇郡;熊本県;869-2402;日本', '1泊2食 大人2 子供2, 露天風呂', ''),
 (H, '民宿 みなと', '', '直島町2310-11;香川郡;香川県;761-3110;日本', '1泊2食, 港から徒歩5分, 現金のみ', ''),
 (H, '星のや京都', '', '西京区嵐山元録山町11-2;京都市;京都府;616-0007;日本', '嵐山から船で送迎 15時', ''),
 (H, 'サウナ&カプセル 北欧', '', '上野7-2-2;台東区;東京都;110-0005;日本', '', ''),
 (H, '高野山 宿坊 恵光院', '', '高野町高野山497;伊都郡;和歌山県;648-0211;日本', '宿坊 1泊2食 精進料理, 朝のお勤め 6時', ''),
 (H, 'ペンション ノースカントリー 美瑛', '', '美瑛町字美馬牛;上川郡;北海道;071-0473;日本', 'ラベンダー 7月, 2泊 朝食付き', ''),
 # --- Taiwan and Wuzhen with the family
 (H, '九份 晴光民宿', '', '瑞芳區基山街;新北市;;224;台灣', '民宿 1晚, 海景房', ''),
 (H, '謝宅', '', '中西區西門路二段;台南市;;700;台灣', '老屋 整棟, 入住 4pm 密碼鎖', ''),
 (H, '墾丁夏都沙灘酒店', '', '恆春鎮墾丁路451號;屏東縣;;946;台灣', '3晚 家庭房', ''),
 (H, '台北 西門 旅人青年旅舍', '', '萬華區漢中街;台北市;;108;台灣', '지수 대만 배낭여행, 추천받은 곳', ''),
 (H, '乌镇 枕水客栈', '', '乌镇西栅景区;桐乡市;浙江省;314501;中国', '周末 1晚 水边房间', ''),
 # --- Vietnam
 (H, 'Fusion Maia Da Nang', '', 'Võ Nguyên Giáp;Ngũ Hành Sơn;Đà Nẵng;;Việt Nam', 'pool villa 4박, 스파 포함', ''),
 (H, 'Nhà nghỉ Hoa Đào', '', 'Phan Đình Phùng;Đà Lạt;Lâm Đồng;;Việt Nam', 'phòng gia đình, 2 đêm', ''),
 (H, 'Homestay Nhà Cổ Hội An', '', 'Trần Phú;Hội An;Quảng Nam;;Việt Nam', '2 đêm, xe đạp miễn phí', ''),
 # --- Thailand
 (H, 'โรงแรมภูคำ เชียงใหม่', '', 'ถนนห้วยแก้ว;เชียงใหม่;;50200;ประเทศไทย', '', ''),
 (H, 'Capella Bangkok', '', '300/2 Charoen Krung Road;Bangkok;;10120;Thailand', 'anniversary, river view, 2 nts', ''),
 (H, 'Once Again Hostel', '', '27 Thanon Bamrung Mueang;Bangkok;;10200;Thailand', '출장 경유 1박 private room', ''),
 (H, 'The Slate', '', '116 Moo 1 Sakhu;Thalang;Phuket;83110;Thailand', '가족 4박, 조식 포함', ''),
 # --- Bali
 (H, 'Adiwana Bisma', '', 'Jalan Bisma;Ubud;Bali;80571;Indonesia', '', ''),
 (H, 'Alila Villas Uluwatu', '', 'Jalan Belimbing Sari;Pecatu;Bali;80364;Indonesia', 'pool villa 3 nights', ''),
 (H, 'Pondok Wisata Made', '', 'Jalan Hanoman;Ubud;Bali;80571;Indonesia', 'kamar 3, sarapan pancake pisang', 'EMAIL:pondokmade.ubud@gmail.com'),
 (H, 'Villa Teratai Berawa', '', 'Jalan Pantai Berawa;Canggu;Bali;80361;Indonesia', '4BR 독채, 양가 부모님 같이, 50% 입금', 'EMAIL:stay@villateratai.com'),
 # --- the Philippines
 (H, 'Shangri-La Boracay', '', 'Barangay Yapak;Malay;Aklan;5608;Philippines', '', ''),
 (H, 'Bohol Beach Club', '', 'Bolod;Panglao;Bohol;6340;Philippines', '3 nights, 스노클링 투어', ''),
]
P = [
 (N, '엄마', ';엄마;;;', '노원로 456;서울특별시 노원구;;01673;대한민국', '생신 음력 8/3, 혈압약', ''),
 (N, '아버님', '박;영철;;;', '', '골프 오크밸리 좋아하심', ''),
 (N, '장모님', '최;정희;;;', '', '김장 11월 셋째주', ''),
 (N, '박하준', '박;하준;;;', '', '초3, 키즈폰', ''),
 (N, '박서윤', '박;서윤;;;', '', '피아노 화목', ''),
 (N, '이동현', '이;동현;;;', '', '처남, 대산공장', 'ORG:롯데케미칼'),
 (N, '박지수', '박;지수;;;', '연세로 50 우정원 기숙사 A동;서울특별시 서대문구;;03722;대한민국', '조카, 택배는 기숙사로', ''),
 (N, '이수민', '이;수민;;;', '', '서연 대학 친구, 제주 같이', ''),
 (N, 'James Hilton', 'Hilton;James;;;', '', 'Taylor tool install, call after 4pm Seoul', 'ORG:Applied Materials || TITLE:Field Process Engineer'),
 (N, 'Karen Marriott', 'Marriott;Karen;;;', '', 'badge + NDA before visit', 'ORG:TSMC Arizona || TITLE:Procurement Manager'),
 (N, '星野 健一', '星野;健一;;;', '', '見積 金曜まで', 'ORG:関西精密工業株式会社 || TITLE:営業部 課長'),
 (N, '陳志明', '陳;志明;;;', '', '晚餐 鼎泰豐, 新竹', 'ORG:台灣積體電路製造股份有限公司 || TITLE:製程整合 經理'),
 (N, '王磊', '王;磊;;;', '', '接机 宝安T3', 'ORG:深圳华芯设备有限公司'),
 (N, 'Lim Boon Keat', 'Lim;Boon Keat;;;', '', 'Penang plant, WhatsApp', 'ORG:Intel Malaysia'),
 (N, 'Phạm Thu Hà', 'Phạm;Thu Hà;;;', '', 'SHTP, họp thứ Ba', 'ORG:Intel Products Vietnam || TITLE:Process Engineer'),
 (N, 'Thomas Krüger', 'Krüger;Thomas;;;', '', 'Werksführung Di 9:00', 'ORG:Infineon Technologies Dresden'),
 (N, '김지훈', '김;지훈;;;', '', '컨시어지, 케이크 준비 부탁', 'ORG:파크 하얏트 부산 || TITLE:컨시어지'),
 (N, '張雅婷', '張;雅婷;;;', '', '公司協議價 1月續約', 'ORG:新竹國賓大飯店 || TITLE:業務經理'),
 (N, '坂本 久美子', '坂本;久美子;;;', '', 'お礼状 送る', 'ORG:湯宿 さか本 || TITLE:女将'),
 (N, 'Trần Minh Tuấn', 'Trần;Minh Tuấn;;;', '', 'late checkout ok', 'ORG:Khách sạn Rex Sài Gòn || TITLE:Front Office Manager'),
 (N, 'Ketut Sudarsana', 'Sudarsana;Ketut;;;', '', 'airport pickup, WhatsApp', 'ORG:Villa Teratai Berawa || TITLE:Villa Manager'),
 (N, 'Wayan (Bali driver)', ';Wayan;;;', '', 'Ubud day tour 600k IDR', ''),
 (N, '오세영 선생님', '오;세영;;;', '', '하준 담임, 상담 10/14 4시', 'ORG:서울중평초등학교'),
 (N, '이 실장 (인테리어)', '이;;;;', '', '욕실 타일 견적', ''),
 (N, '영숙 이모', ';영숙;;;', '', '가사도우미 화금, 이체 월말', ''),
 (N, '김기사님', '김;;;;', '', '공항 픽업 인천 T2', ''),
]
O = [
 # bars, karaoke, restaurants with lodging words
 (N, '호텔 캘리포니아', '', '신촌로 87;서울특별시 서대문구;;03787;대한민국', '팀 회식 2차, 생맥', ''),
 (N, '모텔 7080 노래연습장', '', '동일로 1405;서울특별시 노원구;;01695;대한민국', '동창회 2차, 룸 2개', ''),
 (N, '수노래방 강남역점', '', '강남대로 396;서울특별시 강남구;;06232;대한민국', '', ''),
 (N, '신승반점', '', '차이나타운로44번길 31-3;인천광역시 중구;;22314;대한민국', '유니짜장, 주말 웨이팅', ''),
 (N, '上海老饭店', '', '黄浦区福佑路242号;上海市;;200010;中国', '客户晚宴 6人, 八宝鸭 预订', ''),
 (N, '顺德人家大酒店', '', '南山区南海大道2748号;深圳市;广东省;518054;中国', '供应商宴请 周五 18:30 包间 8人', ''),
 (N, '四川飯店 赤坂', '', '平河町2-5-5;千代田区;東京都;102-0093;日本', '麻婆豆腐 ランチ 12:00 4名', ''),
 (N, '鼎泰豐 新竹巨城店', '', '東區中央路229號;新竹市;;300;台灣', '', ''),
 (N, '一蘭 道頓堀店本館', '', '中央区道頓堀1-4-16;大阪市;大阪府;542-0071;日本', '', ''),
 (N, '해운대암소갈비집', '', '중동2로10번길 32-10;부산광역시 해운대구;;48095;대한민국', '부모님 저녁 6시 예약', ''),
 (N, '황남빵 본점', '', '태종로 783;경주시;경상북도;38161;대한민국', '선물 3박스', ''),
 (N, '우진해장국', '', '서사로 11;제주시;제주특별자치도;63168;대한민국', '고사리육개장 아침', ''),
 (N, 'Nhà hàng Ngon', '', '160 Pasteur;Quận 1;TP. Hồ Chí Minh;;Việt Nam', 'team dinner 7pm 10 pax', ''),
 (N, 'The Salt Lick BBQ', '', '18300 FM 1826;Driftwood;TX;78619;USA', 'team dinner, BYOB', ''),
 (N, 'Warung Babi Guling Ibu Oka', '', 'Jalan Suweta;Ubud;Bali;80571;Indonesia', 'lunch before 2pm, sells out', ''),
 # wedding halls
 (N, '더 그랜드 호텔웨딩홀 수원', '', '권광로 132;수원시 팔달구;경기도;16489;대한민국', '민지 결혼식 토 1시 30분, 축의금 10만', ''),
 (N, '빌라드지디 청담', '', '압구정로 512;서울특별시 강남구;;06015;대한민국', '사촌 결혼식 12:30, 주차 2시간', ''),
 # spas, jjimjilbang
 (N, '드래곤힐스파', '', '한강대로21나길 40;서울특별시 용산구;;04378;대한민국', '아이들 식혜 + 맥반석 계란, 20시 이후 야간요금, 수면실', ''),
 (N, '스파랜드 센텀시티', '', '센텀남대로 35 신세계센텀시티 1F;부산광역시 해운대구;;48058;대한민국', '', ''),
 # temples, parks, day visits
 (N, '조계사', '', '우정국로 55;서울특별시 종로구;;03144;대한민국', '부처님오신날 연등 접수', ''),
 (N, '국립공원공단 설악산국립공원사무소', '', '설악산로 833;속초시;강원특별자치도;24902;대한민국', '대피소 예약 취소 문의', ''),
 (N, '롯데월드 어드벤처', '', '올림픽로 240;서울특별시 송파구;;05554;대한민국', '연간회원 갱신 3월', ''),
 (N, 'ユニバーサル・スタジオ・ジャパン', '', '此花区桜島2-1-33;大阪市;大阪府;554-0031;日本', 'エクスプレスパス 4枚', ''),
 (N, 'Elephant Nature Park', '', 'Kuet Chang;Mae Taeng;Chiang Mai;50150;Thailand', 'day visit, pick-up 8am', ''),
 # golf
 (N, '레이크사이드CC', '', '모현읍 능원로 181;용인시 처인구;경기도;17035;대한민국', '고객사 라운딩 7:12 티업', ''),
 # shops, services, home
 (N, '신라면세점 서울점', '', '동호로 249;서울특별시 중구;;04605;대한민국', '출국 전 인도장 T1', ''),
 (N, '롯데렌터카 제주오토하우스', '', '첨단로 242;제주시;제주특별자치도;63309;대한민국', '카니발 3일, 완전자차', ''),
 (N, '华强北 赛格电子市场', '', '福田区华强北路1002号;深圳市;广东省;518031;中国', '买转接头 + 数据线', ''),
 (N, '래미안 중계 관리사무소', '', '동일로 1414;서울특별시 노원구;;01698;대한민국', '방문차량 등록', ''),
 (N, '크린토피아 중계점', '', '한글비석로 254;서울특별시 노원구;;01689;대한민국', '정장 드라이 2벌', ''),
 # schools and academies
 (N, '대치 해냄수학학원', '', '도곡로 415;서울특별시 강남구;;06279;대한민국', '하준 화목 5시, 교재비', ''),
 (N, '리틀아뜰리에 피아노학원', '', '한글비석로 242;서울특별시 노원구;;01688;대한민국', '서윤 화목 4시', ''),
 # health
 (N, '튼튼소아청소년과의원', '', '동일로 1390;서울특별시 노원구;;01697;대한민국', '독감 접종 10월', ''),
 (N, '국립중앙의료원 해외여행클리닉', '', '을지로 245;서울특별시 중구;;04564;대한민국', '장티푸스, A형간염 (베트남 전)', ''),
 (N, '미소가득치과', '', '노해로 480;서울특별시 노원구;;01757;대한민국', '스케일링 3월', ''),
 # travel: agencies, airlines, trains
 (N, '하나투어', '', '인사동5길 41;서울특별시 종로구;;03162;대한민국', '발리 패키지 상담, 담당 정과장', 'URL:https://www.hanatour.com'),
 (N, '대한항공', '', '', '스카이패스 1120 4418 7752', 'KIND:org'),
 (N, '長榮航空 EVA Air', '', '', 'TPE-ICN 會員 1532209874', 'KIND:org'),
 (N, 'Cebu Pacific', '', '', 'ICN-MNL-TAG, 20kg 추가', 'KIND:org'),
 (N, '진에어', '', '', '', ''),
 (N, '코레일 KTX', '', '한강대로 405 서울역;서울특별시 용산구;;04320;대한민국', '서울-강릉 토 8:01 가족석 4', ''),
 (N, 'JR西日本 新大阪駅 みどりの窓口', '', '淀川区西中島5-16-1;大阪市;大阪府;532-0011;日本', 'のぞみ 指定席 2枚', ''),
 # work: employer, science park, venues
 (N, '세원반도체 본사', '', '판교로 255;성남시 분당구;경기도;13486;대한민국', '출장비 정산 매월 25일', 'URL:https://www.sewonsemi.co.kr'),
 (N, '新竹科學園區管理局', '', '東區新安路2號;新竹市;;300;台灣', '入園證 申請', ''),
 (N, 'COEX', '', '영동대로 513;서울특별시 강남구;;06164;대한민국', 'SEMICON Korea 부스 B-412', ''),
 (N, 'BEXCO', '', 'APEC로 55;부산광역시 해운대구;;48060;대한민국', '학회 포스터 세션 목 오후', ''),
 (N, '南港展覽館', '', '南港區經貿二路1號;台北市;;115;台灣', 'SEMICON Taiwan 展位 L0418', ''),
 (N, '上海新国际博览中心', '', '浦东新区龙阳路2345号;上海市;;201204;中国', 'SEMICON China N2馆', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'S{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
