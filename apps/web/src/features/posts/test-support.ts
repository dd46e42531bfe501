import type {
  PostChannel,
  PostDetail,
  PostFigures,
  PostPage,
  PostPendingPage,
  PostSummary,
} from '@faena/api-client';
import { addNamespaces, type Namespace } from '@/platform/i18n';
import { FORM_NAMESPACES } from '@/platform/i18n/form-namespaces';
import { initI18n } from '@/test/render';
import { posts } from './i18n';

export { json, noContent, type SeenRequest, serve } from '@/test/api-stub';

export const GENERAL = '00000000-0000-4000-8000-000000000c01';
export const STORES = '00000000-0000-4000-8000-000000000c02';
export const ANA = { id: '00000000-0000-4000-8000-000000000011', name: 'Ana Torres', photoUrl: null };
export const postId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The app's texts and the feature's, in Spanish (as the screens start). */
export async function initTexts() {
  await initI18n('es-MX');
  addNamespaces([posts as unknown as Namespace, ...FORM_NAMESPACES]);
}

export const channel = (overrides: Partial<PostChannel> = {}): PostChannel => ({
  id: GENERAL,
  name: 'General',
  description: 'Avisos para toda la empresa.',
  audienceId: null,
  audienceName: null,
  posterIds: [ANA.id],
  posters: [{ id: ANA.id, name: ANA.name }],
  canPost: true,
  unreadCount: 0,
  postCount: 0,
  lastPostAt: null,
  ...overrides,
});

export const summary = (n: number, overrides: Partial<PostSummary> = {}): PostSummary => ({
  id: postId(n),
  channelId: GENERAL,
  channelName: 'General',
  title: `Aviso ${n}`,
  excerpt: `Resumen del aviso ${n}.`,
  author: ANA,
  publishedAt: new Date(Date.now() - n * 3_600_000).toISOString(),
  requiresAcknowledgement: false,
  seen: true,
  acknowledged: false,
  coverUrl: null,
  ...overrides,
});

export const page = (results: PostSummary[], nextCursor: string | null = null): PostPage => ({
  results,
  nextCursor,
});

export const detail = (overrides: Partial<PostDetail> = {}): PostDetail => ({
  ...summary(1),
  body: 'Hola **equipo**.',
  bodyHtml: '<p>Hola <strong>equipo</strong>.</p>',
  seenAt: null,
  acknowledgedAt: null,
  canSeeFigures: false,
  canDelete: false,
  ...overrides,
});

export const figures = (overrides: Partial<PostFigures> = {}): PostFigures => ({
  audience: 7,
  seen: 5,
  acknowledged: 3,
  seenPercentage: 71.4,
  acknowledgedPercentage: 42.9,
  byVenue: [
    {
      id: '00000000-0000-4000-8000-000000000d01',
      name: 'Tienda Centro',
      audience: 4,
      seen: 4,
      acknowledged: 3,
      seenPercentage: 100,
      acknowledgedPercentage: 75,
    },
    {
      id: null,
      name: null,
      audience: 3,
      seen: 1,
      acknowledged: 0,
      seenPercentage: 33.3,
      acknowledgedPercentage: 0,
    },
  ],
  byPosition: [
    {
      id: '00000000-0000-4000-8000-000000000e01',
      name: 'Cajera',
      audience: 7,
      seen: 5,
      acknowledged: 3,
      seenPercentage: 71.4,
      acknowledgedPercentage: 42.9,
    },
  ],
  ...overrides,
});

export const pending = (count: number, names: string[]): PostPendingPage => ({
  count,
  results: names.map((name, index) => ({
    id: `00000000-0000-4000-8000-0000000f${String(index).padStart(4, '0')}`,
    name,
    photoUrl: null,
    venue: 'Tienda Centro',
    position: 'Cajera',
    seenAt: index === 0 ? new Date(Date.now() - 7_200_000).toISOString() : null,
  })),
});
