/** The brands and models the seeded posts and stock are made of. */
export const BRANDS = ['爱马仕', '香奈儿', '路易威登', '劳力士', '卡地亚', '百达翡丽', '古驰', '迪奥', '普拉达', '欧米茄', '宝格丽', '梵克雅宝']
/** Models by brand, in BRANDS order. */
export const MODELS: string[][] = [
  ['Birkin 30', 'Kelly 28', 'Picotin 18'],
  ['Classic Flap 中号', '19 Bag', 'CF 小号'],
  ['Neverfull MM', 'Speedy 25', 'OnTheGo'],
  ['潜航者 126610', '日志型 36', '迪通拿 116500'],
  ['蓝气球 36', '山度士 大号', 'LOVE 手镯'],
  ['鹦鹉螺 5711', '古典 5196', '手雷 5167'],
  ['Jackie 1961', 'Marmont 小号', 'Horsebit 1955'],
  ['Lady Dior 中号', '马鞍包', 'Book Tote'],
  ['Re-Edition 2005', 'Galleria 中号', 'Cleo'],
  ['海马 300', '超霸 月球表', '星座 29'],
  ['Serpenti 项链', 'B.zero1 戒指', 'Divas Dream'],
  ['四叶草项链', 'Alhambra 手链', 'Perlée 戒指'],
]
export const GRADES = ['全新', '99新', '98新', '95新', '9新']

/** Category of each brand, in BRANDS order. */
export const BRAND_CATEGORY = ['箱包', '箱包', '箱包', '腕表', '腕表', '腕表', '箱包', '箱包', '箱包', '腕表', '珠宝', '珠宝']
/** Typical cost of a 全新 piece of each brand, in yuan. */
export const BRAND_BASE_YUAN = [120000, 52000, 12000, 86000, 45000, 320000, 16000, 28000, 14000, 36000, 30000, 26000]
export const GRADE_FACTOR: Record<string, number> = { 全新: 1, '99新': 0.92, '98新': 0.86, '95新': 0.78, '9新': 0.68, '85新': 0.58 }
export const COLOURS = ['黑色', '金棕色', '大象灰', '奶白', '酒红', '藏蓝', '银色', '玫瑰金']
export const MATERIALS: Record<string, string[]> = {
  箱包: ['Togo皮', '羊皮', '牛皮', '帆布', '鳄鱼皮'],
  腕表: ['精钢', '18K金', '间金', '铂金'],
  珠宝: ['18K金', '18K白金', '玫瑰金'],
}
export const SIZES: Record<string, string[]> = { 箱包: ['25cm', '28cm', '30cm', '35cm'], 腕表: ['36mm', '40mm', '41mm', '42mm'], 珠宝: ['均码', '16号', '17cm'] }
/** 五金 of bags. */
export const HARDWARE = ['金扣', '银扣', '钯金扣', '玫瑰金扣', '拉丝金扣']
/** Who leaves pieces with the shop on consignment. */
export const CONSIGNORS = ['林女士', '赵先生', '孙小姐', '吴太太', '郑先生', '何女士']
export const ACCESSORY_SETS = [['盒子', '防尘袋', '票据'], ['防尘袋'], ['盒子', '保卡', '说明书'], ['盒子', '防尘袋', '卡片', '肩带'], []]
