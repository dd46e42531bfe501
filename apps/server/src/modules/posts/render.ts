/**
 * Post bodies on the server: the shared markdown sanitiser over one jsdom window (created on
 * first use and kept), the plain-text excerpt, and the uploaded images a body refers to.
 */
import { createMarkdownRenderer, type MarkdownRenderer, markdownToText } from '@faena/form-engine/markdown';
import { JSDOM } from 'jsdom';

type ServerWindow = Window & typeof globalThis;

let shared: { window: ServerWindow; renderer: MarkdownRenderer } | null = null;

function sanitiser() {
  if (!shared) {
    const window = new JSDOM('').window as unknown as ServerWindow;
    shared = { window, renderer: createMarkdownRenderer(window) };
  }
  return shared;
}

export const EXCERPT_LENGTH = 200;

/** An upload's stable link in a sanitised body: `src="/api/filepond/{id}/download"`. */
const UPLOAD_SRC =
  /src="\/api\/filepond\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/download"/gi;

export interface RenderedBody {
  html: string;
  excerpt: string;
  /** The first uploaded image, for the post's cover. */
  coverFileId: string | null;
}

export function renderBody(markdown: string): RenderedBody {
  const { window, renderer } = sanitiser();
  const html = renderer.render(markdown);
  const text = markdownToText(renderer, window, markdown);
  const excerpt = text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
  const first = new RegExp(UPLOAD_SRC.source, 'i').exec(html);
  return { html, excerpt, coverFileId: first?.[1]?.toLowerCase() ?? null };
}

/** The body with each uploaded image's src replaced by `link(id)` (a signed download link). */
export function withSignedImages(html: string, link: (uploadId: string) => string): string {
  return html.replace(
    UPLOAD_SRC,
    (_, id: string) => `src="${link(id.toLowerCase()).replaceAll('&', '&amp;')}"`,
  );
}
