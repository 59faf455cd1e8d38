import { HOME_PATH, TABS, mainPackagePages, subPackages, type TabPath } from './core/routes'
import { TAB_COLORS } from './core/navigation/tab-icons'
import { COLOR } from './core/theme'

/** Subpackages each tab page opens most, downloaded ahead on any network. */
const PRELOAD: Record<TabPath, string[]> = {
  'pages/home/post/index': ['post', 'account'],
  'pages/home/stock/index': ['stock'],
  'pages/home/trade/index': ['product', 'live'],
  'pages/home/account/index': ['account', 'activity'],
}

export default defineAppConfig({
  // The home tab first: it is the page the mini-program opens on.
  pages: [HOME_PATH, ...mainPackagePages().filter((path) => path !== HOME_PATH)],
  subPackages: subPackages(),
  preloadRule: Object.fromEntries(Object.entries(PRELOAD).map(([page, packages]) => [page, { network: 'all', packages }])),
  window: {
    navigationBarTitleText: '同行圈',
    navigationBarBackgroundColor: COLOR.surface,
    navigationBarTextStyle: 'black',
    backgroundColor: COLOR.pageBackground,
    backgroundTextStyle: 'dark',
  },
  tabBar: {
    color: TAB_COLORS.normal,
    selectedColor: TAB_COLORS.selected,
    backgroundColor: COLOR.surface,
    borderStyle: 'white',
    list: TABS.map((tab) => ({
      pagePath: tab.path,
      text: tab.text,
      // The PNGs are WeChat's (it takes no SVG); the H5 tab bar draws tab-icons.ts inline, and
      // the H5 build would otherwise carry the PNGs into app.js (small images are inlined).
      ...(process.env.TARO_ENV === 'h5' ? {} : { iconPath: `assets/tabbar/${tab.icon}.png`, selectedIconPath: `assets/tabbar/${tab.icon}-active.png` }),
    })),
  },
  lazyCodeLoading: 'requiredComponents',
})
