import type { AssetDocument, AssetFolder, AssetFolderItems } from '@faena/api-client';
import { addNamespaces, type Namespace } from '@/platform/i18n';
import { initI18n } from '@/test/render';
import { assets } from './i18n';

export { json, noContent, type SeenRequest, serve } from '@/test/api-stub';

/** The app's texts and the explorer's, in Spanish (as the screens start). */
export async function initTexts() {
  await initI18n('es-MX');
  addNamespaces([assets as unknown as Namespace]);
}

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const NOW = new Date('2026-03-10T12:00:00Z');

export const folder = (n: number, overrides: Partial<AssetFolder> = {}): AssetFolder => ({
  id: uuid(n),
  parentId: null,
  name: `Carpeta ${n}`,
  personId: null,
  audience: null,
  createdAt: '2026-03-01T12:00:00Z',
  updatedAt: '2026-03-09T12:00:00Z',
  deletedAt: null,
  canManage: true,
  ...overrides,
});

export const document = (n: number, overrides: Partial<AssetDocument> = {}): AssetDocument => ({
  id: uuid(1000 + n),
  folderId: null,
  name: `Documento ${String(n).padStart(5, '0')}.pdf`,
  contentType: 'application/pdf',
  size: 1536,
  createdAt: '2026-03-01T12:00:00Z',
  updatedAt: '2026-03-10T10:00:00Z',
  createdBy: { id: uuid(9), name: 'Ana Torres' },
  deletedAt: null,
  downloadUrl: `/api/filepond/${uuid(5000 + n)}/download`,
  canManage: true,
  ...overrides,
});

export const page = (overrides: Partial<AssetFolderItems> = {}): AssetFolderItems => ({
  folder: null,
  path: [],
  canManage: true,
  folders: [],
  documents: [],
  nextCursor: null,
  totalDocuments: overrides.documents?.length ?? 0,
  ...overrides,
});
