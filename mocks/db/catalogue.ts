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
