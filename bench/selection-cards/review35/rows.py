#!/usr/bin/env python3
"""Writes cards.tsv for review35: one realistic address book of a Tokyo-based family in Setagaya (Kenji Takahashi,
a sales engineer with a maker of industrial sensors, Tōhō Keisoku, travelling for work to Osaka, Nagoya, Fukuoka,
Sapporo, Sendai, Hiroshima, Kanazawa and Naha, and abroad to Seoul, Busan, Taipei, Shanghai, Bangkok, Singapore,
Sydney, San Francisco and Düsseldorf; Yumi, who plans the family's holidays: onsen ryokan in Hakone, Kusatsu,
Beppu and Kinosaki, the company's own hoyōjo in Hakone, minshuku, a pension and a youth hostel in Hokkaido,
minshuku, a pension and mountain huts in Nagano, shukubo on Koyasan, Okinawa resorts, a minshuku on Taketomi and
an Airbnb house, glamping and campsites, ski lodges in Niseko and Hakuba, Kyoto machiya stays, a rented villa in
Karuizawa, business hotels and capsule hotels) and the home contacts around them. Japan's traps, as such a book
has them: restaurants called 〜亭 and 〜荘, a 料理旅館 that no longer lets rooms, 会館 and a wedding venue, a company
dormitory (寮) with the colleague who lives there, a care home (苑) with the grandfather whose address it is, a
pet hotel, a karaoke box (カラオケ館), a net café where one sleeps after the last train, a jjimjilbang, day spas
called 湯治郷 and a day water park, an aquarium (館), a post town's tourist office (宿), a Kanazawa teahouse (茶屋) beside a
ryokan called 金沢茶屋, a temple visited by day beside two shukubo temples, a hotel's patisserie, a bookshop in
Shinjuku, a developer called Chalet Realty, a booking site, family names 館野, 宿谷, 荘司, 星野, 大倉, 藤田,
Hilton and a client called Conrad, hotel staff and hosts whose ORG is their place, a minshuku landlady's own
card, an Airbnb host, a sleeper train and an overnight ferry. Each row: (label, name, n, adr, note, extra) -
extra is ' || '-separated extra vCard lines. A person's card has N (its ORG, if any, is in extra). Styles cycle
apple/google/outlook/android/thunderbird. hotel = a place one books a bed, room, hut bunk, cottage or pitch at for
the night (hotels, business and capsule hotels, aparthotels and serviced apartments, ryokan, minshuku, pensions,
shukubo, youth hostels and hostels, guest houses, mountain huts, a company hoyōjo, holiday homes and an Airbnb
house, resorts, glamping and campsites); not = everything else, including hotel staff's, hosts' and a landlady's
personal cards, restaurants, a 料理旅館 without rooms, wedding venues and halls, a dormitory and a care home where
people live, a pet hotel, a net café and a jjimjilbang, day spas, a sleeper train and a ferry. Labels fixed here,
before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
JP = '日本'
C = [
 # --- Kenji's work in Japan: Osaka
 (H, 'ダイワロイネットホテル大阪北浜', '', '道修町1-6-10;大阪市中央区;大阪府;541-0045;' + JP, '大阪支社 定例会議 2泊 法人レート 朝食なし', ''),
 (H, '東横INN新大阪中央口本館', '', '西中島6-1-6;大阪市淀川区;大阪府;532-0011;' + JP, '', ''),
 (H, 'レム新大阪', '', '西中島5-16-1;大阪市淀川区;大阪府;532-0011;' + JP, '新幹線止まった時用 1泊 シングル禁煙 IN 14:00', ''),
 (H, 'ナインアワーズなんば駅', '', '難波中2-1-5;大阪市浪速区;大阪府;556-0011;' + JP, '終電後 カプセル1泊 3,900円 荷物はロッカー', ''),
 # Nagoya
 (H, '名古屋マリオットアソシアホテル', '', '名駅1-1-4;名古屋市中村区;愛知県;450-6002;' + JP, 'ポートメッセ出展 3泊 予約番号 MA-448120', ''),
 (H, '名鉄イン名古屋駅新幹線口', '', '椿町9-11;名古屋市中村区;愛知県;453-0015;' + JP, '', ''),
 (H, '三井ガーデンホテル名古屋プレミア', '', '名駅4-11-27;名古屋市中村区;愛知県;450-0002;' + JP, '大浴場あり 18階 朝食6:30〜', ''),
 # Fukuoka
 (H, 'ホテル日航福岡', '', '博多駅前2-18-25;福岡市博多区;福岡県;812-0011;' + JP, '九電さん打合せ 2泊 チェックイン15時', ''),
 (H, 'ドーミーイン博多祇園', '', '冷泉町2-1;福岡市博多区;福岡県;812-0039;' + JP, '夜鳴きそば21:30〜 1泊', ''),
 (H, 'THE BLOSSOM HAKATA Premier', '', '博多駅前2-8-15;福岡市博多区;福岡県;812-0011;' + JP, '', ''),
 # Sapporo
 (H, '京王プラザホテル札幌', '', '北5条西7-2-1;札幌市中央区;北海道;060-0005;' + JP, 'ファクトリー案件 3泊 雪で延泊あり得る', ''),
 (H, '東急ステイ札幌大通', '', '南2条西5-26;札幌市中央区;北海道;060-0062;' + JP, '洗濯乾燥機付き 1週間 連泊割', ''),
 (H, 'クロスホテル札幌', '', '北2条西2-23;札幌市中央区;北海道;060-0002;' + JP, '', ''),
 # Sendai
 (H, 'ホテルメトロポリタン仙台', '', '中央1-1-1;仙台市青葉区;宮城県;980-8477;' + JP, '東北大 共同研究 1泊 領収書宛名 東邦計測', ''),
 (H, '仙台国際ホテル', '', '中央4-6-1;仙台市青葉区;宮城県;980-0021;' + JP, '', ''),
 # Hiroshima
 (H, 'ホテルグランヴィア広島', '', '松原町1-5;広島市南区;広島県;732-0822;' + JP, 'マツダ立会い 2泊 朝食付', ''),
 (H, 'KIRO 広島 by THE SHARE HOTELS', '', '舟入町6-5;広島市中区;広島県;730-0843;' + JP, '', ''),
 # Kanazawa
 (H, 'ハイアット セントリック 金沢', '', '広岡1-5-2;金沢市;石川県;920-0031;' + JP, '北陸出張 2泊 World of Hyatt', ''),
 (H, '金沢茶屋', '', '本町2-17-21;金沢市;石川県;920-0853;' + JP, '1泊2食 夕食は加賀料理 チェックイン16時', ''),
 # Naha
 (H, '沖縄かりゆしアーバンリゾート・ナハ', '', '前島3-25-1;那覇市;沖縄県;900-0016;' + JP, '沖電 工事立会い 3泊', ''),
 (H, 'ダブルツリーbyヒルトン那覇首里城', '', '首里山川町1-132-1;那覇市;沖縄県;903-0816;' + JP, '', ''),
 # Tokyo: after late evenings, and guests
 (H, '安心お宿プレミア新橋汐留店', '', '新橋5-13-10;港区;東京都;105-0004;' + JP, '送別会のあと 1泊 4,500円 サウナ付', ''),
 (H, 'Ryokan Sawanoya', '', '谷中2-3-11;台東区;東京都;110-0001;' + JP, 'Conradさん来日 3泊 手配済 IN 15:00', ''),
 (H, 'パレスホテル東京', '', '丸の内1-1-1;千代田区;東京都;100-0005;' + JP, '義父母の金婚式 1泊 お堀側ツイン', ''),
 # --- work abroad: Seoul, Busan
 (H, '웨스틴 조선 서울', '', '소공로 106;중구;서울특별시;04533;대한민국', '삼성 미팅 2박 법인요금', ''),
 (H, '글래드 여의도', '', '의사당대로 16;영등포구;서울특별시;07236;대한민국', '1泊 朝食なし 汝矣島駅3番出口', ''),
 (H, 'L7 홍대 by LOTTE', '', '양화로 141;마포구;서울특별시;04048;대한민국', '', ''),
 (H, '아난티 코브', '', '기장해안로 268-32;기장군;부산광역시;46083;대한민국', '삼성전기 부산 2박 오션뷰', ''),
 (H, '토요코인 부산역1', '', '중앙대로 207;동구;부산광역시;48731;대한민국', '', ''),
 # Taipei, Shanghai
 (H, '台北君悅酒店', '', '松壽路2號;信義區;臺北市;11051;臺灣', 'UMC打合せ 3泊 入住15:00', ''),
 (H, '台北凱撒大飯店', '', '忠孝西路一段38號;中正區;臺北市;10041;臺灣', '台北駅前 1泊 桃園から直行', ''),
 (H, '上海浦东香格里拉大酒店', '', '富城路33号;浦东新区;上海市;200120;中国', '上海电气 3泊 订单号 88213347', ''),
 (H, '馨乐庭上海徐家汇服务公寓', '', '漕溪北路88号;徐汇区;上海市;200030;中国', '長期出張 2週間 キッチン付 押金3000元', ''),
 # Bangkok, Singapore
 (H, 'Centara Grand at CentralWorld', '', '999/99 Rama 1 Road;Pathum Wan;Bangkok;10330;Thailand', 'Denso visit 3 nights, club floor', ''),
 (H, 'Somerset Sukhumvit Thonglor', '', '115 Sukhumvit Soi 55;Watthana;Bangkok;10110;Thailand', '', ''),
 (H, 'Capella Singapore', '', '1 The Knolls Sentosa Island;Singapore;;098297;Singapore', 'SIMTech 2泊 チェックイン15時 セントーサ 空港からGrab', ''),
 (H, 'Swissôtel The Stamford', '', '2 Stamford Road;Singapore;;178882;Singapore', '', ''),
 # Sydney, San Francisco, Düsseldorf
 (H, 'QT Sydney', '', '49 Market Street;Sydney;NSW;2000;Australia', 'Sydney Water workshop, 3 nights, conf no 7731920', ''),
 (H, 'Quest Potts Point', '', '15 Springfield Avenue;Potts Point;NSW;2011;Australia', '', ''),
 (H, 'Hotel Nikko San Francisco', '', '222 Mason Street;San Francisco;CA;94102;USA', 'SEMICON West 4泊 日本語OK', ''),
 (H, 'Kimpton Sir Francis Drake', '', '450 Powell Street;San Francisco;CA;94102;USA', '', ''),
 (H, 'Breidenbacher Hof', '', 'Königsallee 11;Düsseldorf;NRW;40212;Deutschland', 'Messe 3泊 高い! 部長承認済み', ''),
 (H, 'Motel One Düsseldorf-Hauptbahnhof', '', 'Immermannstraße 54;Düsseldorf;NRW;40210;Deutschland', '', ''),
 (H, 'Hyatt Regency Düsseldorf', '', 'Speditionstraße 19;Düsseldorf;NRW;40221;Deutschland', 'interpack 2泊 予約番号 HR-55102', ''),
 # --- family holidays: Hakone
 (H, '箱根吟遊', '', '宮ノ下100-1;足柄下郡箱根町;神奈川県;250-0404;' + JP, '結婚15周年 1泊2食 チェックイン15時 記念日プラン', 'URL:https://www.ginyu.co.jp'),
 (H, '萬翠楼福住', '', '湯本643;足柄下郡箱根町;神奈川県;250-0311;' + JP, '母と2泊 文化財の部屋 夕食18:00', ''),
 (H, '吉池旅館', '', '湯本597;足柄下郡箱根町;神奈川県;250-0311;' + JP, '', ''),
 (H, '東邦計測 箱根保養所', '', '仙石原1246-3;足柄下郡箱根町;神奈川県;250-0631;' + JP, '社員1泊 3,500円/人 夕食付 総務に1か月前申込み', ''),
 # Kusatsu
 (H, '奈良屋', '', '草津396;吾妻郡草津町;群馬県;377-1711;' + JP, '草津 2泊 湯畑まで徒歩1分 子ども料金あり', ''),
 (H, '草津ナウリゾートホテル', '', '草津618;吾妻郡草津町;群馬県;377-1711;' + JP, '', ''),
 # Beppu
 (H, '杉乃井ホテル', '', '観海寺1;別府市;大分県;874-0822;' + JP, '春休み 3泊 虹館 棚湯 夕食バイキング', ''),
 (H, '陽光荘', '', '鉄輪井田2組;別府市;大分県;874-0044;' + JP, '貸間 自炊 3泊 地獄蒸し 食材は近くのスーパーで', ''),
 (H, 'Beppu Guest House', '', '北浜1-12-5;別府市;大分県;874-0920;' + JP, '', ''),
 # Kinosaki
 (H, '三木屋', '', '湯島487;豊岡市;兵庫県;669-6101;' + JP, '蟹のシーズン 1泊2食 外湯めぐり券付', ''),
 (H, '但馬屋', '', '湯島453;豊岡市;兵庫県;669-6101;' + JP, '', ''),
 # Hokkaido: pension, youth hostel, minshuku, farm inn
 (H, 'ペンションあしたの城', '', '美馬牛北;上川郡美瑛町;北海道;071-0235;' + JP, '美瑛 2泊 夕食フレンチ ラベンダーの時期', ''),
 (H, '桃岩荘ユースホステル', '', '元地;礼文郡礼文町;北海道;097-1111;' + JP, '礼文島 相部屋1泊 夜のミーティングあり', ''),
 (H, '民宿 海憧', '', '船泊村;礼文郡礼文町;北海道;097-1201;' + JP, 'うに丼! 2泊 香深港まで送迎あり', ''),
 (H, 'ファームイン・トント', '', '東1線北18号;空知郡中富良野町;北海道;071-0700;' + JP, '', ''),
 # Nagano: minshuku, pension, mountain huts
 (H, '民宿 かねたや', '', '豊郷9521;下高井郡野沢温泉村;長野県;389-2502;' + JP, '野沢スキー 4泊 朝夕食 乾燥室あり 前金1万円振込済', ''),
 (H, 'ペンション グリーンゲイブルズ', '', '北山蓼科高原;茅野市;長野県;391-0301;' + JP, '夏休み 2泊 手作りケーキ', ''),
 (H, '涸沢ヒュッテ', '', '安曇上高地;松本市;長野県;390-1516;' + JP, '涸沢 紅葉 1泊2食 布団1枚に2名かも', ''),
 (H, '燕山荘', '', '有明中房;安曇野市;長野県;399-8301;' + JP, '燕岳 テントじゃなく小屋泊 1泊2食 要予約', ''),
 # Koyasan shukubo
 (H, '福智院', '', '高野山657;伊都郡高野町;和歌山県;648-0211;' + JP, '宿坊 1泊2食 精進料理 朝のお勤め6:00 奥之院ナイトツアー19:00', ''),
 (H, '普賢院', '', '高野山605;伊都郡高野町;和歌山県;648-0211;' + JP, '', ''),
 # Okinawa
 (H, 'ハレクラニ沖縄', '', '名嘉真1967-1;国頭郡恩納村;沖縄県;904-0494;' + JP, '夏休み 3泊 オーシャンビュー キッズプログラム', ''),
 (H, 'ザ・ブセナテラス', '', '喜瀬1808;名護市;沖縄県;905-0026;' + JP, '母の古希 2泊 クラブフロア', ''),
 (H, 'ホテル日航アリビラ', '', '儀間600;中頭郡読谷村;沖縄県;904-0393;' + JP, '', ''),
 (H, '民宿 泉屋', '', '竹富499;八重山郡竹富町;沖縄県;907-1101;' + JP, '竹富島 2泊 夕食付 星空ツアー', ''),
 (H, '今帰仁 海の見える一軒家 (Airbnb)', '', '今泊;国頭郡今帰仁村;沖縄県;905-0401;' + JP, '3泊 キーボックス0815 チェックアウト10時 ゴミ分別', ''),
 # glamping and campsites
 (H, 'PICA富士西湖', '', '西湖2068;南都留郡富士河口湖町;山梨県;401-0332;' + JP, 'コテージ1泊 BBQセット予約', 'URL:https://www.pica-resort.jp/saiko/'),
 (H, 'ふもとっぱら', '', '麓156;富士宮市;静岡県;418-0109;' + JP, 'フリーサイト 2泊 受付8:30〜 薪は現地で', ''),
 (H, '星のや富士', '', '大石1408;南都留郡富士河口湖町;山梨県;401-0305;' + JP, 'グランピング 1泊 キャビン 焚き火ラウンジ', ''),
 (H, '北軽井沢スウィートグラス', '', '北軽井沢1990-579;吾妻郡長野原町;群馬県;377-1412;' + JP, 'ツリーハウス 2泊 GW 予約番号 SG-20418', ''),
 # ski: Niseko, Hakuba
 (H, 'Skye Niseko', '', 'ニセコひらふ1条3丁目1-1;虻田郡倶知安町;北海道;044-0080;' + JP, '冬休み 5泊 スキーイン 2ベッドルーム', 'URL:https://www.skyeniseko.com'),
 (H, 'The Vale Niseko', '', 'ニセコひらふ1条4丁目1-1;虻田郡倶知安町;北海道;044-0080;' + JP, '', ''),
 (H, 'Hakuba Mominoki Hotel', '', '北城4683;北安曇郡白馬村;長野県;399-9301;' + JP, '', ''),
 (H, 'ロッヂぶなの木', '', '北城八方;北安曇郡白馬村;長野県;399-9301;' + JP, '八方尾根 3泊 2食付 スキー教室まで送迎あり', ''),
 # Kyoto machiya and a hostel
 (H, '京の温所 釜座二条', '', '釜座通二条上る大黒町;京都市中京区;京都府;604-0000;' + JP, '町家一棟 2泊 チェックイン16時 暗証番号はメールで', ''),
 (H, 'NAZUNA 京都 椿通', '', '綾小路通西洞院東入新釜座町;京都市下京区;京都府;600-8444;' + JP, '', ''),
 (H, 'Len Kyoto Kawaramachi', '', '河原町通松原下る植松町709-3;京都市下京区;京都府;600-8028;' + JP, '翔太の大学見学 ドミトリー2泊 予約は姉', ''),
 # Tokyo and around: a wedding night, a rented villa, a resort
 (H, 'ホテル椿山荘東京', '', '関口2-10-8;文京区;東京都;112-8680;' + JP, '従妹の結婚式 11/23 挙式後1泊 ご祝儀3万', ''),
 (H, '貸別荘 森の風 軽井沢', '', '長倉;北佐久郡軽井沢町;長野県;389-0111;' + JP, 'お盆 3泊 BBQ可 ペット不可 デポジット2万', 'EMAIL:morinokaze.karuizawa@gmail.com'),
 (H, 'リゾナーレ八ヶ岳', '', '小淵沢町129-1;北杜市;山梨県;408-0044;' + JP, 'GW 2泊 ファミリールーム', ''),
]
P = [
 # family and household
 (N, '高橋 由美', '高橋;由美;;;', '', '携帯 パート火木金 9-15時', ''),
 (N, '陽菜', '高橋;陽菜;;;', '', '小5 塾 月水 19:00お迎え', ''),
 (N, '蓮', '高橋;蓮;;;', '', '小2 スイミング 土10時', ''),
 (N, 'お母さん', '高橋;和子;;;', '安東2-14-3;静岡市葵区;静岡県;420-0882;' + JP, '新茶送ってくれる 誕生日3/12', ''),
 (N, '松本のお義母さん', '中村;京子;;;', '蟻ケ崎3-8-21;松本市;長野県;390-0861;' + JP, 'お盆 帰省 野沢菜', ''),
 (N, 'おじいちゃん', '中村;昭;;;', '島内4970-1;松本市;長野県;390-0851;' + JP, '梅香苑 2階206 面会 土日14-16時 要予約', ''),
 (N, '館野 真理', '館野;真理;;;', '成城6-5-3;世田谷区;東京都;157-0066;' + JP, '姉 翔太の受験2月', ''),
 (N, '館野 翔太', '館野;翔太;;;', '', '甥 京都の大学見学 Len 2泊', ''),
 (N, '星野 恵子', '星野;恵子;;;', '経堂2-9-4;世田谷区;東京都;156-0052;' + JP, 'お隣 旅行中の新聞・郵便お願い', ''),
 (N, '宿谷 美穂', '宿谷;美穂;;;', '', '陽菜の担任 個人面談 7/18 15:40', 'ORG:世田谷区立桜丘小学校 || TITLE:5年2組 担任'),
 (N, '大倉 拓也', '大倉;拓也;;;', '', '蓮のスイミングコーチ 進級テスト', 'ORG:セントラルスポーツ 経堂'),
 (N, '小池さん (管理人)', '小池;;;;', '', '管理人室 平日9-17時 粗大ゴミ', 'ORG:パークハウス経堂'),
 # colleagues and clients
 (N, '藤田 康夫', '藤田;康夫;;;', '', '部長 出張精算は月末締め', 'ORG:東邦計測株式会社 || TITLE:営業部長'),
 (N, '荘司 誠', '荘司;誠;;;', '', '大阪支社 飲み会幹事', 'ORG:東邦計測株式会社 大阪支社'),
 (N, '小野寺 翼', '小野寺;翼;;;', '久本3-5-8;川崎市高津区;神奈川県;213-0011;' + JP, '後輩 独身寮 出張手配担当', 'ORG:東邦計測株式会社'),
 (N, '최현우', '최;현우;;;', '', '부산 공장 센서 교체, 카톡', 'ORG:삼성전기 부산사업장 || TITLE:과장'),
 (N, '林志明', '林;志明;;;', '', 'LINE可 日本語少し', 'ORG:聯華電子股份有限公司 || TITLE:設備課長'),
 (N, '王伟', '王;伟;;;', '', '微信 wangwei_sh 报价单周五前', 'ORG:上海电气集团 || TITLE:采购经理'),
 (N, 'Tan Wei Ling', 'Tan;Wei Ling;;;', '', 'WhatsApp, pilot line demo Thu 10:00', 'ORG:Singapore Institute of Manufacturing Technology'),
 (N, 'Somchai Wongsawat', 'Wongsawat;Somchai;;;', '', 'plant visit Amata, pick up 7:30 at hotel', 'ORG:Denso (Thailand) Co., Ltd.'),
 (N, 'Olivia Hilton', 'Hilton;Olivia;;;', '', 'pump station sensors, AEST +1h', 'ORG:Sydney Water || TITLE:Asset Engineer'),
 (N, 'Conrad Weber', 'Weber;Conrad;;;', '', 'Messe Stand B12, Tokyo visit Oct', 'ORG:Messe Düsseldorf GmbH || TITLE:Projektleiter || EMAIL:weberc@messe-duesseldorf.de'),
 # hotel staff, hosts and a landlady
 (N, '中川 亮', '中川;亮;;;', '', '法人契約 更新 4月', 'ORG:ダイワロイネットホテル大阪北浜 || TITLE:法人営業'),
 (N, '山口 千春', '山口;千春;;;', '', '記念日ケーキ手配済み', 'ORG:箱根吟遊 || TITLE:客室係'),
 (N, '佐藤 節子', '佐藤;節子;;;', '', '地獄蒸し窯の使い方教えてくれる', 'ORG:陽光荘 || TITLE:女将'),
 (N, '上野 ミツ子', '上野;ミツ子;;;', '豊郷9521;下高井郡野沢温泉村;長野県;389-2502;' + JP, 'かねたやのおかみさん 2月4泊 前金1万円振込済', ''),
 (N, '이수진', '이;수진;;;', '', '법인 요금 2026 계약서, 레이트 체크아웃 OK', 'ORG:웨스틴 조선 서울 || TITLE:세일즈 매니저 || EMAIL:sujin.lee@josunhotel.com'),
 (N, 'Ben Thompson', 'Thompson;Ben;;;', '', 'ski valet, 5 nights Feb, kids lessons booked', 'ORG:Skye Niseko || TITLE:Guest Relations'),
 (N, '田中 恵淳', '田中;恵淳;;;', '', '宿坊予約の相談 阿字観体験', 'ORG:福智院 || TITLE:副住職'),
 (N, '比嘉 直美', '比嘉;直美;;;', '', '今帰仁の一軒家のホスト 3泊 鍵はキーボックス', ''),
]
O = [
 # restaurants: 〜亭, 〜荘, a 料理旅館 without rooms, izakaya
 (N, '竹葉亭 本店', '', '銀座8-14-7;中央区;東京都;104-0061;' + JP, '土用の丑 18:30 4名 予約済', ''),
 (N, '瓢亭', '', '南禅寺草川町35;京都市左京区;京都府;606-8437;' + JP, '朝がゆ 8:00 3名 予約名 高橋', ''),
 (N, '八勝館', '', '八事本町50-9;名古屋市昭和区;愛知県;466-0825;' + JP, '接待 7/15 18:00 6名 会社払い', ''),
 (N, '料理旅館 福田屋', '', '両替町1-4-7;静岡市葵区;静岡県;420-0032;' + JP, '祖母の七回忌 会食12名 11:30 宿泊はもうやってない', ''),
 (N, '川魚料理 清流荘', '', '養沢1024;あきる野市;東京都;190-0174;' + JP, '鮎の塩焼き 日曜12:00 4名', ''),
 (N, 'もつ鍋 やま中 本店', '', '大橋1-24-20;福岡市南区;福岡県;815-0033;' + JP, '出張の夜 19:30 3名', ''),
 (N, '우래옥', '', '창경궁로 62-29;중구;서울특별시;04543;대한민국', '평양냉면 11:30 4명 예약', ''),
 (N, '阜杭豆漿', '', '忠孝東路一段108號2樓;中正區;臺北市;10049;臺灣', '朝7時前に並ぶ 厚餅夾蛋', ''),
 (N, '串焼き 鳥よし 経堂', '', '経堂1-22-14;世田谷区;東京都;156-0052;' + JP, '町内会 忘年会 19:00 10名', ''),
 (N, 'ジンギスカン だるま 本店', '', '南5条西4;札幌市中央区;北海道;064-0805;' + JP, '並ぶ 17時開店', ''),
 # wedding venue and halls
 (N, '八芳園', '', '白金台1-1-1;港区;東京都;108-8631;' + JP, '同期の披露宴 11/3 受付12:00', ''),
 (N, '東京會舘', '', '丸の内3-2-1;千代田区;東京都;100-0005;' + JP, '母の喜寿 会食 個室6名 12:00', ''),
 (N, '世田谷区民会館', '', '世田谷4-21-27;世田谷区;東京都;154-8504;' + JP, '陽菜ピアノ発表会 3/20 13:30', ''),
 # a dormitory, a care home, a pet hotel, a karaoke box, a net café, a jjimjilbang, day spas
 (N, '東邦計測 溝の口寮', '', '久本3-5-8;川崎市高津区;神奈川県;213-0011;' + JP, '小野寺くんの寮 寮費月2万 寮監 平田さん', ''),
 (N, '特別養護老人ホーム 梅香苑', '', '島内4970-1;松本市;長野県;390-0851;' + JP, '面会予約 受付9-17時 おじいちゃん', ''),
 (N, 'ペットホテル ワンズ・ホーム', '', '経堂4-30-2;世田谷区;東京都;156-0052;' + JP, 'ココ 3泊お預け 12/28〜31 ワクチン証明持参', ''),
 (N, 'カラオケ館 渋谷本店', '', '宇田川町30-8;渋谷区;東京都;150-0042;' + JP, '部の二次会 21:00〜 3時間 12名', ''),
 (N, '快活CLUB 新宿歌舞伎町店', '', '歌舞伎町1-16-3;新宿区;東京都;160-0021;' + JP, '終電逃した時 ナイトパック8時間 フラット席 シャワーあり', ''),
 (N, '허심청', '', '금강공원로20번길 23;동래구;부산광역시;47708;대한민국', 'チムジルバン 仕事帰り 深夜料金注意', ''),
 (N, '箱根小涌園ユネッサン', '', '二ノ平1297;足柄下郡箱根町;神奈川県;250-0407;' + JP, '日帰り 水着で 子ども 10:00〜', ''),
 (N, '天山湯治郷', '', '湯本茶屋208;足柄下郡箱根町;神奈川県;250-0312;' + JP, '日帰り入浴 1,450円 タオル持参', ''),
 # sights visited by day
 (N, '海遊館', '', '海岸通1-1-10;大阪市港区;大阪府;552-0022;' + JP, '', ''),
 (N, '妻籠宿観光案内所', '', '吾妻2159-2;木曽郡南木曽町;長野県;399-5302;' + JP, '中山道ハイキング 馬籠→妻籠 荷物運搬 8:30-11:30', ''),
 (N, 'ひがし茶屋街 志摩', '', '東山1-13-21;金沢市;石川県;920-0831;' + JP, '見学9:30〜 抹茶セット', ''),
 (N, '高野山 壇上伽藍', '', '高野山152;伊都郡高野町;和歌山県;648-0211;' + JP, '', ''),
 (N, '沖縄美ら海水族館', '', '石川424;国頭郡本部町;沖縄県;905-0206;' + JP, '年パス 子ども2枚', ''),
 # shops and companies with a lodging word
 (N, 'ホテルニューオータニ パティスリーSATSUKI', '', '紀尾井町4-1;千代田区;東京都;102-8578;' + JP, 'クリスマスケーキ 12/24 受取15:00 予約番号2291', ''),
 (N, '紀伊國屋書店 新宿本店', '', '新宿3-17-7;新宿区;東京都;160-0022;' + JP, '陽菜の問題集 取り寄せ 入荷連絡待ち', ''),
 (N, 'Niseko Chalet Realty K.K.', '', 'ニセコひらふ1条2丁目4-10;虻田郡倶知安町;北海道;044-0080;' + JP, 'コンド資料請求のみ 買わない', ''),
 (N, '楽天トラベル', '', '', '楽天会員 予約確認はアプリ ポイント払い', 'KIND:org'),
 # travel
 (N, 'JTB 二子玉川店', '', '玉川2-21-1;世田谷区;東京都;158-0094;' + JP, '年末 沖縄パック相談 11/2 10:30', 'URL:https://www.jtb.co.jp'),
 (N, '日本航空', '', '', 'JMB 4029 118 732', 'KIND:org'),
 (N, 'ANAマイレージクラブ', '', '', 'AMC 4410 8812 09 SFC', ''),
 (N, '아시아나항공', '', '', '아시아나클럽 OZ 1122 3345 88', 'KIND:org'),
 (N, 'サンライズ出雲', '', '丸の内1-9-1;千代田区;東京都;100-0005;' + JP, 'シングル2室 東京21:50発 出雲市9:58着', ''),
 (N, 'フェリーさんふらわあ', '', '南港北1-1-1;大阪市住之江区;大阪府;559-0031;' + JP, '大阪南港19:05→別府6:55 ファーストスイート 車1台', ''),
 (N, '安栄観光', '', '美崎町1;石垣市;沖縄県;907-0012;' + JP, '石垣港→竹富 9:30 往復', ''),
 (N, 'トヨタレンタカー 那覇空港店', '', '安次嶺532-1;那覇市;沖縄県;901-0142;' + JP, '7/28 10:00受取 シエンタ チャイルドシート', ''),
 (N, 'NAC ニセコアドベンチャーセンター', '', 'ニセコひらふ1条4丁目;虻田郡倶知安町;北海道;044-0080;' + JP, 'ラフティング 9:00 4名', ''),
 (N, '八方尾根スキー場', '', '北城八方;北安曇郡白馬村;長野県;399-9301;' + JP, 'リフト1日券 家族 スキー教室9:30', ''),
 # work, venue, health, school
 (N, '東邦計測株式会社', '', '芝浦3-4-1;港区;東京都;108-0023;' + JP, '代表 総務 内線2105', 'URL:https://www.toho-keisoku.co.jp'),
 (N, 'ポートメッセなごや', '', '金城ふ頭2-2;名古屋市港区;愛知県;455-0848;' + JP, '出展 ブース設営 前日13:00〜', ''),
 (N, '岡田こどもクリニック', '', '経堂1-30-2;世田谷区;東京都;156-0052;' + JP, 'インフル予防接種 10/12 16:00', ''),
 (N, '経堂どうぶつ病院', '', '宮坂3-9-1;世田谷区;東京都;156-0051;' + JP, 'ココ 狂犬病 4月', ''),
 (N, '世田谷区立桜丘小学校', '', '桜丘3-27-1;世田谷区;東京都;156-0054;' + JP, '欠席連絡 8:15まで', ''),
 (N, 'SAPIX小学部 成城学園前校', '', '成城6-8-1;世田谷区;東京都;157-0066;' + JP, '陽菜 月水 17:00-19:00', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'AB{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
