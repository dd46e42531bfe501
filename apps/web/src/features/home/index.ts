import { type Feature, PROTECTED } from '@/platform/feature';

const screen = () => import('./HomePage').then((module) => ({ default: module.HomePage }));
const isHome = (pathname: string) => pathname === '/' || pathname === '/home';

/** The home screen (/ and /home). */
export const home: Feature = {
  id: 'home',
  routes: [
    { path: '/', access: PROTECTED, screen, titleKey: 'shell:titles.home' },
    { path: '/home', access: PROTECTED, screen, titleKey: 'shell:titles.home' },
  ],
  navigation: [
    { place: 'rail', id: 'home', href: '/', order: 10, activeOn: isHome },
    {
      place: 'tab',
      id: 'home',
      href: '/',
      labelKey: 'home:tab',
      order: 10,
      activeOn: isHome,
      visible: ({ permissions }) => permissions.has('VIEW_HOME'),
    },
  ],
  i18n: async () => [(await import('./i18n')).home],
};
