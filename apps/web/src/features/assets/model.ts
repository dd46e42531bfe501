/**
 * The file explorer's pure parts: the rows a folder shows (folders first, then documents, page
 * after page), names and their checks, what kind of file a type is and how it previews, sizes.
 */
import type { AssetDocument, AssetFolder, AssetFolderItems } from './types';

export type { AssetDocument, AssetFolder, AssetFolderItems };

/** Documents a page asks for (the server answers up to 1,000). */
export const PAGE_SIZE = 200;
/** The longest name of a folder, and of a document (the server's limits). */
export const FOLDER_NAME_MAX = 120;
export const DOCUMENT_NAME_MAX = 255;

/** The folder an explorer shows: the organization's top level, or one folder. */
export type FolderRef = 'root' | (string & {});

/** One row of the list. */
export type ExplorerRow =
  | { kind: 'folder'; id: string; name: string; item: AssetFolder }
  | { kind: 'document'; id: string; name: string; item: AssetDocument };

/**
 * The rows of the loaded pages: the child folders (the first page brings them all) then the
 * documents of every page, in the server's order; with `filter`, only names containing it
 * (case- and accent-insensitive).
 */
export function rowsOf(pages: readonly AssetFolderItems[] | undefined, filter = ''): ExplorerRow[] {
  if (!pages || pages.length === 0) return [];
  const needle = fold(filter.trim());
  const keep = (name: string) => needle === '' || fold(name).includes(needle);
  const rows: ExplorerRow[] = [];
  for (const folder of pages[0]?.folders ?? [])
    if (keep(folder.name)) rows.push({ kind: 'folder', id: folder.id, name: folder.name, item: folder });
  const seen = new Set<string>();
  for (const page of pages)
    for (const document of page.documents) {
      // A document renamed between two pages may come twice; it is one row.
      if (seen.has(document.id) || !keep(document.name)) continue;
      seen.add(document.id);
      rows.push({ kind: 'document', id: document.id, name: document.name, item: document });
    }
  return rows;
}

/** Lower case without accents: how names are compared. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-MX');

export type NameProblem = 'required' | 'tooLong' | 'slash' | 'taken';

/**
 * What is wrong with a name about to be given to a folder or document, if anything: blank,
 * longer than `max`, with a slash (it reads as a path), or the name of another item beside it
 * (`siblings`, compared case-insensitively, the item's own name aside).
 */
export function nameProblem(
  name: string,
  max: number,
  siblings: readonly { id: string; name: string }[] = [],
  ownId?: string,
): NameProblem | null {
  const clean = name.trim();
  if (clean === '') return 'required';
  if (clean.length > max) return 'tooLong';
  if (/[/\\]/.test(clean)) return 'slash';
  const lower = clean.toLocaleLowerCase('es-MX');
  if (siblings.some((other) => other.id !== ownId && other.name.toLocaleLowerCase('es-MX') === lower))
    return 'taken';
  return null;
}

export type FileKind =
  | 'image'
  | 'pdf'
  | 'video'
  | 'audio'
  | 'spreadsheet'
  | 'presentation'
  | 'document'
  | 'archive'
  | 'text'
  | 'other';

const KIND_BY_EXTENSION: Readonly<Record<string, FileKind>> = {
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  ods: 'spreadsheet',
  csv: 'spreadsheet',
  ppt: 'presentation',
  pptx: 'presentation',
  odp: 'presentation',
  doc: 'document',
  docx: 'document',
  odt: 'document',
  rtf: 'document',
  zip: 'archive',
  gz: 'archive',
  '7z': 'archive',
  rar: 'archive',
  txt: 'text',
  md: 'text',
};

/** The kind of file, from its type and, for the office formats, its name. */
export function fileKind(contentType: string, name = ''): FileKind {
  const type = contentType.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type.includes('spreadsheet') || type.includes('excel') || type === 'text/csv') return 'spreadsheet';
  if (type.includes('presentation') || type.includes('powerpoint')) return 'presentation';
  if (type.includes('wordprocessing') || type === 'application/msword') return 'document';
  if (type.includes('zip') || type.includes('compressed')) return 'archive';
  const extension = name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '';
  const byName = KIND_BY_EXTENSION[extension];
  if (byName) return byName;
  if (type.startsWith('text/')) return 'text';
  return 'other';
}

/** How a document shows in the preview: inline image, the PDF viewer, a video player, or a download. */
export type PreviewKind = 'image' | 'pdf' | 'video' | 'audio' | 'none';

/** Images the browser draws (not every image type is one). */
const INLINE_IMAGES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
]);

export function previewKind(contentType: string): PreviewKind {
  const type = contentType.toLowerCase();
  if (INLINE_IMAGES.has(type)) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  return 'none';
}

/** The ids of `folder` and every folder above it: where a folder may not be moved into. */
export function pathIds(path: readonly { id: string }[], folder: { id: string } | null): Set<string> {
  const ids = new Set(path.map((entry) => entry.id));
  if (folder) ids.add(folder.id);
  return ids;
}

/** The upload id a document's download link names (`/api/filepond/{id}/download`). */
export function uploadIdOf(document: Pick<AssetDocument, 'downloadUrl'>): string | null {
  return /\/filepond\/([^/]+)\/download$/.exec(document.downloadUrl)?.[1] ?? null;
}
