import { type Feature, PROTECTED } from '@/platform/feature';

/** The shell's hubs, /tools and /advanced: the areas under Herramientas and Avanzado one may reach, as cards. */
export const hubs: Feature = {
  id: 'hubs',
  routes: [
    {
      path: '/tools',
      access: PROTECTED,
      titleKey: 'shell:titles.tools',
      screen: () => import('./HubPage').then((module) => ({ default: module.ToolsPage })),
    },
    {
      path: '/advanced',
      access: PROTECTED,
      titleKey: 'shell:titles.advanced',
      screen: () => import('./HubPage').then((module) => ({ default: module.AdvancedPage })),
    },
  ],
  navigation: [
    { place: 'rail', id: 'tools', href: '/tools', order: 20 },
    { place: 'rail', id: 'advanced', href: '/advanced', order: 40 },
  ],
  i18n: async () => [(await import('./i18n')).hubs],
};
