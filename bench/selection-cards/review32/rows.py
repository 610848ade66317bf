#!/usr/bin/env python3
"""Writes cards.tsv for review32: one realistic address book of a Shanghai-based family - Chen Zhiyuan (陈志远),
key-account manager of an industrial automation firm, travelling for work to Beijing, Shenzhen, Guangzhou,
Hangzhou, Suzhou, Chengdu, Chongqing, Wuhan, Xi'an, Harbin and Kunming, to Hong Kong, Macau, Taipei, Singapore,
Tokyo, Seoul, Frankfurt and Milan; his wife Lin Jiahui (林佳慧, from Taipei, revenue manager at a hotel group's
head office), who plans the family's holidays: Yunnan's kezhan and minsu (Lijiang, Dali, Shangri-La), Guilin and
Yangshuo, Huangshan and Huizhou, Hainan's resorts, Zhangjiajie, Xinjiang, Tibet, Inner Mongolia, Japan's ryokan,
Taiwan's minsu, Thailand, Moganshan and Chongming - and the home contacts around them. Not traps, but a Chinese
book has its own: restaurants and banquet halls called 饭店, 大酒店, 酒家, 酒楼 and 饭庄 beside hotels called 饭店
and 大飯店; a guesthouse called 猪栏酒吧 (a bar, by its name); a hotpot restaurant called 客栈; the hotel's jazz
bar and the hotel's Chinese restaurant; a care home (养老公寓) where the mother lives; a pet hotel; a developer's
sales office for a 公寓 block; a travel agency (旅行社, not 旅社), Trip.com, a homestay platform's service line;
a hotel group's head office and its employee; a hotel-supplies shop; an opera guild hall (会馆), an imperial
mountain resort that is a palace (避暑山庄); family names 宾 and 居, Wirt, Hilton and Albergati; hotel staff and
hosts whose ORG is their place; a landlady's own card; a sleeper train, a Yangtze cruise and the Shanghai-Osaka
ferry; a day onsen and a day spa; a convention centre named after a resort. Names and notes in simplified and
traditional Chinese, pinyin, Japanese, Korean, Thai, German, Italian and English.
Each row: (label, name, n, adr, note, extra) - extra is ' || '-separated extra vCard lines. A person's card has N
(its ORG, if any, is in extra). Styles cycle apple/google/outlook/android/thunderbird. hotel = a place one books
a bed, room, dormitory bed, yurt, log cabin, villa or tent pitch at for the night (hotels and 饭店/宾馆/大酒店
that are hotels, state guesthouses, 招待所, serviced and short-let apartments, hostels, 客栈, 民宿, 家庭旅馆, a
农家乐 that lets rooms, ryokan, resorts, campsites); not = everything else, including hotel staff's, hosts' and a
landlady's personal cards, restaurants and banquet halls, bars, a care home, a pet hotel, a developer, travel
agencies and booking platforms, a sleeper train, a cruise, a ferry, a day onsen and a day spa. Labels fixed
here, before any run."""
import os
here = os.path.dirname(os.path.abspath(__file__))
styles = ['apple', 'google', 'outlook', 'android', 'thunderbird']
H, N = 'hotel', 'not'
C = [
 # --- Zhiyuan's work: Beijing
 (H, '北京饭店', '', '东长安街33号;北京;北京市;100004;中国', '2晚 协议价含早 报销要专票 抬头申驰', ''),
 (H, '中国大饭店', '', '建国门外大街1号;北京;北京市;100004;中国', '机床展 3晚 14:00后入住 房号1817', ''),
 (H, '全季 北京国贸店', '', '光华路甲8号;北京;北京市;100026;中国', '1晚 会员价389 华住会', ''),
 (H, '北京望京凯悦酒店', '', '望京街9号;北京;北京市;100102;中国', '', ''),
 (H, '亚朵 望京SOHO', '', '阜通东大街6号;北京;北京市;100102;中国', '订单 88213045 延迟退房到14点', ''),
 # --- Shenzhen
 (H, '深圳福田四季酒店', '', '福华三路138号;深圳;广东省;518048;中国', '客户年会 2晚 行政酒廊', ''),
 (H, '维也纳国际酒店(深圳南山科技园店)', '', '科苑路15号;深圳;广东省;518057;中国', '', ''),
 (H, '魔方公寓(深圳科技园店)', '', '高新南七道18号;深圳;广东省;518057;中国', '驻场一个月 月租4800 押一付一 门禁卡2张', ''),
 (H, 'Shenzhen Marriott Hotel Nanshan', '', 'Dengliang Road 2;Shenzhen;Guangdong;518054;China', '2 nights, Bonvoy no. in app', ''),
 # --- Guangzhou
 (H, '白天鹅宾馆', '', '沙面南街1号;广州;广东省;510133;中国', '广交会 4晚 江景房 早餐6:30-10:30', ''),
 (H, '花园酒店', '', '环市东路368号;广州;广东省;510064;中国', '', ''),
 (H, '汉庭 琶洲会展中心', '', '新港东路1088号;广州;广东省;510335;中国', '广交会二期 1晚 299 无早', ''),
 # --- Hangzhou
 (H, '西湖国宾馆', '', '杨公堤18号;杭州;浙江省;310007;中国', '客户安排 1晚 刘庄', ''),
 (H, 'Amanfayun', '', 'Fayun Nong 22;Hangzhou;Zhejiang;310013;China', '结婚十周年 2晚 定金已付', 'URL:https://www.aman.com/resorts/amanfayun'),
 (H, '杭州黄龙饭店', '', '曙光路120号;杭州;浙江省;310007;中国', '云栖大会 2晚 早餐6:30起', ''),
 # --- Suzhou
 (H, '书香府邸·平江府', '', '白塔东路60号;苏州;江苏省;215001;中国', '带爸妈逛园林 2晚 家庭房 含早', ''),
 (H, '苏州金鸡湖凯宾斯基大酒店', '', '国际科技园5期;苏州;江苏省;215021;中国', '', ''),
 # --- Chengdu
 (H, '成都博舍', '', '笔帖式街81号;成都;四川省;610021;中国', '1晚 太古里旁 入住15:00', ''),
 (H, '锦江宾馆', '', '人民南路二段80号;成都;四川省;610012;中国', '', ''),
 # --- Chongqing
 (H, '重庆解放碑威斯汀酒店', '', '青年路78号;重庆;重庆市;400010;中国', '长安项目 2晚 要江景', ''),
 (H, 'Yuzhou Binguan', '', 'Yuzhou Lu 168;Chongqing;Chongqing;400039;China', '', ''),
 # --- Wuhan
 (H, '武汉万达瑞华酒店', '', '东湖路77号;武汉;湖北省;430077;中国', '东风验收 3晚 订单号 4471920', ''),
 (H, 'Donghu Binguan', '', 'Donghu Lu 142;Wuhan;Hubei;430077;China', '', ''),
 # --- Xi'an
 (H, '索菲特人民大厦', '', '东新街319号;西安;陕西省;710004;中国', '2晚 行政楼层 接机已约', ''),
 (H, '西安书院国际青年旅舍', '', '南门里顺城西巷2号;西安;陕西省;710001;中国', '实习生小周 3晚 4人间床位 88/晚', ''),
 # --- Harbin
 (H, '马迭尔宾馆', '', '中央大街89号;哈尔滨;黑龙江省;150010;中国', '冰雪节 带孩子 3晚 押金1000', ''),
 (H, '哈电集团招待所', '', '三大动力路45号;哈尔滨;黑龙江省;150040;中国', '厂里安排 1晚 不含早 赵工联系', ''),
 # --- Kunming
 (H, '翠湖宾馆', '', '翠湖南路6号;昆明;云南省;650031;中国', '转机去丽江前住1晚', ''),
 # --- Hong Kong, Macau
 (H, '香港半島酒店', '', '梳士巴利道22號;九龍;香港;;中國香港', '客戶招待 兩晚 海景房', ''),
 (H, 'YHA美荷樓青年旅舍', '', '深水埗巴域街70號;九龍;香港;;中國香港', '涵涵夏令營 3晚 4人房', ''),
 (H, '新濠影滙', '', '路氹連貫公路;澳門;;;中國澳門', '帶小朋友 2晚 8字摩天輪 超級英雄館', ''),
 (H, '澳門葡京酒店', '', '葡京路2-4號;澳門;;;中國澳門', '', ''),
 # --- Taipei
 (H, '台北晶華酒店', '', '中山北路二段39巷3號;台北市;;104;台灣', '兩晚 早餐6:30起 統編要寫', ''),
 (H, '圓山大飯店', '', '中山北路四段1號;台北市;;104;台灣', '回台北 全家 3晚 訂房代號 GH2291', ''),
 # --- Singapore
 (H, 'Andaz Singapore', '', '5 Fraser Street;Singapore;;189354;Singapore', '2 nights, check-in 3pm, WoH no. in app', 'URL:https://www.hyatt.com/andaz/sinaz-andaz-singapore'),
 (H, 'Pan Pacific Orchard', '', '10 Claymore Road;Singapore;;229540;Singapore', '', ''),
 # --- Tokyo
 (H, '東急ステイ新橋', '', '新橋4-23-1;港区;東京都;105-0004;日本', '3泊 洗濯機付き 領収書は会社名で', ''),
 (H, 'ドーミーイン秋葉原', '', '岩本町3-8-6;千代田区;東京都;101-0032;日本', '', ''),
 # --- Seoul
 (H, '롯데호텔 서울', '', '을지로 30;중구;서울;04533;대한민국', '2박 조식 포함 현대모비스 미팅', ''),
 (H, 'L7 명동', '', '퇴계로 137;중구;서울;04537;대한민국', '', ''),
 # --- Frankfurt, Milan
 (H, 'Jumeirah Frankfurt', '', 'Thurn-und-Taxis-Platz 2;Frankfurt am Main;Hessen;60313;Deutschland', 'Automechanika, 4 nights, booked via Continental', ''),
 (H, 'Adina Apartment Hotel Frankfurt Neue Oper', '', 'Wiesenhüttenplatz 35;Frankfurt am Main;Hessen;60329;Deutschland', '', ''),
 (H, 'Room Mate Giulia', '', 'Via Silvio Pellico 4;Milano;MI;20121;Italia', '2 notti, EMO Milano, colazione inclusa', ''),
 (H, 'NH Milano Palazzo Moscova', '', 'Viale Monte Grappa 12;Milano;MI;20124;Italia', '', ''),
 # --- Shanghai, for guests and the flat's renovation; weekends near Shanghai
 (H, '和平饭店', '', '南京东路20号;上海;上海市;200002;中国', '外公外婆来沪 住3晚 外滩景观房', ''),
 (H, '雅诗阁淮海路服务公寓', '', '淮海中路282号;上海;上海市;200021;中国', '家里装修 住两周 每周打扫两次 押金3000', ''),
 (H, '莫干山裸心谷', '', '劳岭村;湖州;浙江省;313200;中国', '国庆 2晚 树顶别墅 可带狗', ''),
 (H, '崇明 稻田里民宿', '', '陈家镇瀛东村;上海;上海市;202162;中国', '周末1晚 烧烤另付', ''),
 # --- Yunnan: Lijiang, Dali, Shangri-La
 (H, '花间堂·丽江', '', '古城区五一街文治巷;丽江;云南省;674100;中国', '3晚 含早 接机 航班MU5901', ''),
 (H, '丽江悦榕庄', '', '束河古镇悦榕路;丽江;云南省;674100;中国', '', ''),
 (H, '束河听雨客栈', '', '束河古镇仁里路;丽江;云南省;674100;中国', '2晚 二楼雪山景观房 到店付现', ''),
 (H, '海地生活', '', '双廊镇大建旁村;大理;云南省;671007;中国', '洱海边 2晚 海景房203', ''),
 (H, '既下山·大理古城', '', '人民路下段;大理;云南省;671003;中国', '', ''),
 (H, '喜林苑', '', '喜洲镇城北村5号;大理;云南省;671005;中国', 'Linden Centre 2晚 孩子扎染课 另约', ''),
 (H, '苍山下民宿', '', '大理古城 玉洱路;大理;云南省;671003;中国', '定金500 微信转账 老板姓杨', ''),
 (H, '松赞林卡', '', '独克宗古城 金沙路;香格里拉;云南省;674400;中国', '3晚 海拔3300 注意高反', 'URL:https://www.songtsam.com'),
 (H, '独克宗藏家客栈', '', '独克宗古城 北门街;香格里拉;云南省;674400;中国', '', ''),
 # --- Guilin, Yangshuo
 (H, '阳朔糖舍', '', '东岭村;桂林;广西壮族自治区;541900;中国', '暑假 3晚 含早 竹筏另订', ''),
 (H, 'Yangshuo Mountain Retreat', '', 'Fenglou Village;Yangshuo;Guangxi;541900;China', '2 nights, river view room, bikes free', ''),
 (H, '龙脊李家客栈', '', '龙胜县 平安寨;桂林;广西壮族自治区;541700;中国', '挑夫上山 行李50元 1晚', ''),
 # --- Huangshan, Huizhou
 (H, '北海宾馆', '', '黄山风景区 北海景区;黄山;安徽省;245800;中国', '山顶1晚 看日出5:20 行李寄存山下', ''),
 (H, '猪栏酒吧 碧山店', '', '黟县碧山村;黄山;安徽省;245500;中国', '2晚 老宅院子房 晚饭要提前说', ''),
 # --- Hainan
 (H, '三亚丽思卡尔顿酒店', '', '亚龙湾国家旅游度假区;三亚;海南省;572016;中国', '春节 5晚 订金已付 儿童俱乐部', ''),
 (H, '三亚亚特兰蒂斯', '', '海棠湾 海棠北路36号;三亚;海南省;572013;中国', '', ''),
 (H, 'Club Med 三亚度假村', '', '亚龙湾 国家旅游度假区;三亚;海南省;572016;中国', 'all-inclusive 4晚 乐乐 Mini Club', ''),
 # --- Zhangjiajie
 (H, '天子山 老向家农家乐', '', '天子山镇 贺龙公园旁;张家界;湖南省;427400;中国', '住山上 2晚 包三餐 120/人', ''),
 # --- Xinjiang
 (H, '禾木 图瓦人家木屋', '', '禾木村;布尔津;新疆维吾尔自治区;836600;中国', '木屋 2晚 烧火墙 现金', ''),
 (H, '新疆海德酒店', '', '东风路1号;乌鲁木齐;新疆维吾尔自治区;830002;中国', '', ''),
 (H, '赛里木湖露营地', '', '赛里木湖 东门;博乐;新疆维吾尔自治区;833400;中国', '营位2晚 帐篷自带 有热水', ''),
 # --- Tibet
 (H, '拉萨瑞吉度假酒店', '', '江苏路22号;拉萨;西藏自治区;850000;中国', '适应高原 2晚 房间有供氧', ''),
 (H, 'Banak Shöl Hotel', '', 'Beijing East Road 8;Lhasa;Tibet;850000;China', '', ''),
 (H, '绒布寺招待所', '', '定日县 扎西宗乡;日喀则;西藏自治区;858200;中国', '大本营前一晚 通铺 没暖气 带睡袋', ''),
 # --- Inner Mongolia
 (H, '希拉穆仁 牧人之家蒙古包', '', '希拉穆仁镇;包头;内蒙古自治区;014300;中国', '蒙古包1晚 篝火晚会 手把肉', ''),
 (H, '室韦 娜塔莎家庭旅馆', '', '室韦俄罗斯族民族乡;额尔古纳;内蒙古自治区;022250;中国', '', ''),
 # --- Japan
 (H, '強羅花壇', '', '強羅1300;足柄下郡箱根町;神奈川県;250-0408;日本', '2泊 朝夕食付き 露天風呂付き客室 15時チェックイン', ''),
 (H, '柊家旅館', '', '麩屋町姉小路上ル中白山町277;京都市中京区;京都府;604-8094;日本', '1泊 夕食18時 現金可', ''),
 (H, '亀の井別荘', '', '湯布院町川上2633-1;由布市;大分県;879-5198;日本', '', ''),
 (H, 'Piece Hostel Sanjo', '', '523 Ebisucho, Nakagyo-ku;Kyoto;Kyoto;604-8005;Japan', '小姨 2晚 女生宿舍', ''),
 # --- Taiwan
 (H, '涵碧樓', '', '魚池鄉中興路142號;南投縣;;555;台灣', '日月潭 兩晚 湖景 含早', ''),
 (H, '九份 山城印象民宿', '', '瑞芳區輕便路;新北市;;224;台灣', '1晚 包棟 訂金3000 已匯', ''),
 (H, '墾丁凱撒大飯店', '', '恆春鎮墾丁路6號;屏東縣;;946;台灣', '', ''),
 # --- Thailand
 (H, 'Anantara Chiang Mai Resort', '', '123-123/1 Charoen Prathet Road;Chiang Mai;;50100;Thailand', '4 nights, kids club, airport transfer booked', ''),
 (H, 'Rachamankha', '', '6 Rachamankha 9 Road;Chiang Mai;;50200;Thailand', '', ''),
 (H, 'Kata Rocks', '', '186/22 Kok Tanode Road;Phuket;;83100;Thailand', '3 nights sky villa, deposit paid', ''),
 (H, 'โรงแรมเดอะ สุโกศล', '', '477 ถนนศรีอยุธยา;กรุงเทพมหานคร;;10400;ประเทศไทย', '', ''),
]
P = [
 # family and household
 (N, '林佳慧', '林;佳慧;;;', '', '老婆 下班18:30 周四瑜伽', 'ORG:华住酒店集团 || TITLE:收益管理经理'),
 (N, '陈思涵', '陈;思涵;;;', '', '涵涵 三年级二班 周三钢琴', ''),
 (N, '陈乐言', '陈;乐言;;;', '', '乐乐 幼儿园大班 花生过敏', ''),
 (N, '妈', ';妈;;;', '秀沿路3999弄 3号楼502;上海;上海市;201315;中国', '降压药每月15号配 周日去看她', ''),
 (N, '爸', ';爸;;;', '', '华山医院 周二复诊 老年卡在他那', ''),
 (N, '外公 林正雄', '林;正雄;;;', '民生東路三段;台北市;;105;台灣', '高血壓 週四回診 LINE', ''),
 (N, '外婆 張秀蘭', '張;秀蘭;;;', '民生東路三段;台北市;;105;台灣', '生日 農曆三月初八', ''),
 (N, '小姨 林佳欣', '林;佳欣;;;', '', '背包客 京都 大阪 自己訂', ''),
 (N, '王阿姨 (保姆)', '王;;;;', '', '周一到周五 8:00-18:00 工资每月5号', ''),
 (N, '宾晓东', '宾;晓东;;;', '', '楼下602 车位借用 周末', ''),
 (N, '居敏 钢琴老师', '居;敏;;;', '', '周三17:00 一节课300 涵涵', ''),
 (N, '陈雨萱', '陈;雨萱;;;', '', '表妹 婚礼10月2日 份子钱', ''),
 # colleagues and clients
 (N, '张伟', '张;伟;;;', '', '深圳办事处 项目驻场排班', 'ORG:上海申驰自动化设备有限公司 || TITLE:应用工程师'),
 (N, '李建华', '李;建华;;;', '', '李总 长安 焊装线 周五汇报', 'ORG:重庆长安汽车股份有限公司'),
 (N, '王海涛', '王;海涛;;;', '', '王工 验收清单 微信', 'ORG:东风汽车集团有限公司 || TITLE:设备科长'),
 (N, 'Zhao Ming', 'Zhao;Ming;;;', '', 'Harbin, 招待所他安排, 发电机车间', 'ORG:哈电集团'),
 (N, '黃志明', '黃;志明;;;', '', '香港客戶 週二午飯 講廣東話', 'ORG:香港生產力促進局'),
 (N, '田中 裕子', '田中;裕子;;;', '', '来週火曜10時 打ち合わせ 通訳不要', 'ORG:株式会社安川電機 || TITLE:営業部 課長'),
 (N, '박성호', '박;성호;;;', '', '서울 미팅 목요일 2시', 'ORG:현대모비스'),
 (N, 'Thomas Wirt', 'Wirt;Thomas;;;', '', 'Automechanika, stand 4.0 C12, dinner Tue', 'ORG:Continental AG || EMAIL:thomas.wirt@continental.example'),
 (N, 'Sarah Hilton', 'Hilton;Sarah;;;', '', 'robotics summit Sentosa, lunch Wed 12:30', 'ORG:Advanced Robotics Pte Ltd || TITLE:Procurement Director'),
 (N, 'Giulia Albergati', 'Albergati;Giulia;;;', '', 'EMO Milano, demo cella robot', 'ORG:Comau S.p.A.'),
 # hotel staff, hosts, a landlady
 (N, '刘静', '刘;静;;;', '', '协议价续签 2027 先发邮件', 'ORG:北京饭店 || TITLE:销售经理 || EMAIL:liujing@beijinghotel.example'),
 (N, '和丽', '和;丽;;;', '', '老板娘 到古城口打电话来接', 'ORG:束河听雨客栈'),
 (N, '陳美玲', '陳;美玲;;;', '', '鑰匙放信箱 LINE聯絡', 'ORG:九份 山城印象民宿 || TITLE:民宿主人'),
 (N, '佐藤 恵子', '佐藤;恵子;;;', '', '送迎バス 箱根湯本駅 15:00', 'ORG:強羅花壇 || TITLE:予約係'),
 (N, '周姐 房东', '周;;;;', '', '三亚海棠湾两居室 住10晚 押金2000 水电另算', ''),
 (N, '扎西次仁', '扎西次仁;;;;', '', '帮忙办边防证 包车去珠峰', 'ORG:八廊学旅馆 || TITLE:前台'),
]
O = [
 # restaurants, banquet halls, bars
 (N, '扬州饭店', '', '福州路308号;上海;上海市;200001;中国', '妈生日 中午11:30 6人 八宝鸭要预订', ''),
 (N, '绿波廊酒楼', '', '豫园路115号;上海;上海市;200010;中国', '外宾午餐 点心 眉毛酥', ''),
 (N, '广州酒家', '', '文昌南路2号;广州;广东省;510140;中国', '广交会 客户晚饭 19:00 8人', ''),
 (N, '陶陶居酒家', '', '第十甫路20号;广州;广东省;510140;中国', '早茶 8点前去不用排', ''),
 (N, '鸿福大酒店', '', '城中路188号;嘉定;上海市;201800;中国', '雨萱婚宴 10.2 17:58 第12桌', ''),
 (N, '福臨門酒家', '', '灣仔莊士敦道35-45號;香港;香港;;中國香港', '客戶晚宴 7:30pm 6位', ''),
 (N, '东来顺饭庄', '', '王府井大街198号;北京;北京市;100006;中国', '涮羊肉 客户4人 18:30', ''),
 (N, '江湖客栈火锅', '', '解放碑八一路;重庆;重庆市;400010;中国', '长安客户晚宴 8人 19:00 微辣', ''),
 (N, '松鹤楼菜馆', '', '观前街72号;苏州;江苏省;215005;中国', '松鼠桂鱼 爸妈爱吃', ''),
 (N, '欣葉台菜 創始店', '', '雙城街34-1號;台北市;;104;台灣', '外公生日 中午 10位 要包廂', ''),
 (N, '和平饭店爵士吧', '', '南京东路20号;上海;上海市;200002;中国', '周五21:00 老年爵士乐队 订座4人', ''),
 (N, 'Ozone, The Ritz-Carlton Hong Kong', '', '1 Austin Road West;Kowloon;Hong Kong;;China', 'drinks after the fair, 9pm', ''),
 (N, '浦东香格里拉 香宫', '', '富城路33号;上海;上海市;200120;中国', '结婚纪念日 晚餐18:30 2人', ''),
 (N, 'Apfelweinwirtschaft Zum Gemalten Haus', '', 'Schweizer Straße 67;Frankfurt am Main;Hessen;60594;Deutschland', 'Abendessen mit Thomas, 19 Uhr', ''),
 (N, '토속촌 삼계탕', '', '자하문로5길 5;종로구;서울;03034;대한민국', '삼계탕 점심 박성호 부장님', ''),
 (N, '光明邨大酒家', '', '淮海中路588号;上海;上海市;200020;中国', '鲜肉月饼 中秋前排队一小时', ''),
 (N, 'Trattoria Milanese', '', 'Via Santa Marta 11;Milano;MI;20123;Italia', '', ''),
 # businesses with a lodging word that lodge no one
 (N, '亲和源养老公寓', '', '秀沿路3999弄;上海;上海市;201315;中国', '妈长住 每月10号前交费 探视9:00-17:00', ''),
 (N, '萌宠时光宠物酒店', '', '虹漕南路155号;上海;上海市;200233;中国', '国庆寄养豆豆 7晚 疫苗本带上', ''),
 (N, '万科翡翠公寓 售楼处', '', '前滩大道500号;上海;上海市;200126;中国', '看房 周六10:00 销售小吴', ''),
 (N, '上海春秋国际旅行社', '', '空港一路528号;上海;上海市;200335;中国', '西藏团 报名 身份证复印件', ''),
 (N, '携程旅行网', '', '金钟路968号;上海;上海市;200335;中国', '客服95010 改签', 'URL:https://www.trip.com || KIND:org'),
 (N, '途家民宿 客服', '', '', '大理订单退款 单号 TJ20251014 2188元', ''),
 (N, '华住集团总部', '', '金钟路699号;上海;上海市;200335;中国', '佳慧公司 前台', 'KIND:org'),
 (N, '上海迎客松酒店用品有限公司', '', '真北路1108号;上海;上海市;200333;中国', '酒店款床品两套 送货周六', ''),
 (N, '北京湖广会馆', '', '虎坊路3号;北京;北京市;100050;中国', '京剧 周六19:30 两张', ''),
 (N, '承德避暑山庄', '', '丽正门大街;承德;河北省;067000;中国', '门票两大一小 8:00开门', ''),
 (N, '箱根湯寮', '', '塔之沢4;足柄下郡箱根町;神奈川県;250-0315;日本', '日帰り 貸切風呂 15:00予約', ''),
 (N, "Let's Relax Spa Terminal 21", '', '88 Sukhumvit Soi 19;Bangkok;;10110;Thailand', '2 hr Thai massage 4pm, 2 pax', ''),
 # airlines, trains, boats
 (N, '中国东方航空', '', '', '东方万里行 会员号 在APP', 'KIND:org'),
 (N, '國泰航空', '', '', '', 'KIND:org'),
 (N, '中国铁路12306', '', '', 'Z21 北京西-拉萨 软卧下铺 2张 20:00发车', ''),
 (N, '世纪游轮 长江三峡', '', '朝天门码头;重庆;重庆市;400011;中国', '三峡 4晚 阳台房812 登船18:00', ''),
 (N, '新鉴真号 中日国际轮渡', '', '东大名路1313号;上海;上海市;200080;中国', '上海-大阪 2晚 和式房 周五11:00开船', ''),
 # tours
 (N, '呼伦贝尔 蒙途旅游包车', '', '海拉尔区;呼伦贝尔;内蒙古自治区;021000;中国', '司机巴特尔 5天 每天800', ''),
 (N, 'Flight of the Gibbon Chiang Mai', '', 'Mae Kampong;Mae On;Chiang Mai;50130;Thailand', 'zipline half day, hotel pick-up 7:30am', 'URL:https://www.flightofthegibbon.com'),
 (N, '遇龙河竹筏漂流', '', '金龙桥码头;阳朔;广西壮族自治区;541900;中国', '竹筏 9:00 两人一筏', ''),
 # health, school, home, fairs, shops
 (N, '复旦大学附属华山医院', '', '乌鲁木齐中路12号;上海;上海市;200040;中国', '爸 神经内科 周二8:30 专家号', ''),
 (N, '上海儿童医学中心', '', '东方路1678号;上海;上海市;200127;中国', '乐乐 过敏复诊', ''),
 (N, '上海和睦家医院', '', '仙霞路1139号;上海;上海市;200336;中国', '体检 空腹 8:00', ''),
 (N, '上海市世界外国语小学', '', '虹桥路882号;上海;上海市;200030;中国', '家长会9月12日', ''),
 (N, '瑞虹新城 物业服务中心', '', '虹镇老街;上海;上海市;200086;中国', '报修 卫生间漏水', ''),
 (N, '国家会展中心(上海)', '', '崧泽大道333号;上海;上海市;201702;中国', '工博会布展 9.17 8:00 4.1馆', ''),
 (N, 'Fiera Milano', '', 'Strada Statale del Sempione 28;Rho;MI;20017;Italia', 'EMO hall 3, badge pick-up', ''),
 (N, 'Resorts World Convention Centre', '', '8 Sentosa Gateway;Singapore;;098269;Singapore', 'robotics summit booth B1-23, setup Mon', ''),
 (N, '香港會議展覽中心', '', '灣仔博覽道1號;香港;香港;;中國香港', '', ''),
 (N, '山姆会员店 (浦东店)', '', '张杨路2088号;上海;上海市;200135;中国', '', ''),
]
with open(os.path.join(here, 'cards.tsv'), 'w', encoding='utf-8') as f:
    f.write('# id\tlabel\tstyle\tfn\torg\tn\tadr\tnote\textra\n')
    for i, (label, name, n, adr, note, extra) in enumerate(C + P + O, 1):
        style = styles[(i - 1) % 5]
        person = bool(n)
        org = '' if person else name
        f.write('\t'.join([f'Y{i:03d}', label, style, name, org, n, adr, note, extra]) + '\n')
print(len(C), len(P), len(O), len(C) + len(P) + len(O))
