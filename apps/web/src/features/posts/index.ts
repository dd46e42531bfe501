import type { Feature } from '@/platform/feature';

const SIGNED_IN = { signedIn: true } as const;

/**
 * Posts: channels (who reads, who posts), the feed of every readable channel or one, a post with
 * its "Entendido" and, for its author and managers, who read and acknowledged it; the editor.
 */
export const postsFeature: Feature = {
  id: 'posts',
  routes: [
    {
      path: '/posts',
      access: SIGNED_IN,
      screen: () => import('./PostsPage'),
      titleKey: 'posts:title',
    },
    {
      path: '/posts/new',
      access: SIGNED_IN,
      screen: () => import('./NewPostPage'),
      titleKey: 'posts:editor.title',
    },
    {
      path: '/posts/:id',
      access: SIGNED_IN,
      screen: () => import('./PostPage'),
      titleKey: 'posts:title',
    },
  ],
  navigation: [
    {
      place: 'tools',
      id: 'posts',
      href: '/posts',
      order: 150,
      icon: 'posts',
      labelKey: 'shell:areas.posts.label',
      purposeKey: 'shell:areas.posts.purpose',
    },
  ],
  // The venue's tenant wording (formBuilder:type_venue) titles the figures by venue.
  i18n: async () => [
    (await import('./i18n')).posts,
    ...(await import('@/platform/i18n/form-namespaces')).FORM_NAMESPACES,
  ],
};
