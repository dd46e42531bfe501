/**
 * Markdown as safe HTML, one module for the browser and the server: marked (GitHub flavour), then
 * DOMPurify on the window it is given — the browser's `window`, or on the server a jsdom window
 * created once — with an explicit whitelist of tags, attributes and link schemes. The form
 * engine's display_text and the posts (bodies rendered on the server, previews in the browser)
 * go through it.
 */
import DOMPurify, { type WindowLike } from 'dompurify';
import { marked } from 'marked';

/** Every element markdown produces that a text may keep. Anything else is dropped. */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'b',
  'i',
  's',
  'del',
  'blockquote',
  'ul',
  'ol',
  'li',
  'code',
  'pre',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/**
 * Attributes kept: links and images, plus what marked writes on its own — a table column's
 * `align` and an ordered list's `start`. `target` and `rel` are set by the renderer, never kept
 * from the source.
 */
export const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'align', 'start'] as const;

/**
 * Link and image addresses kept: http, https, mailto, tel, and addresses without a scheme
 * (`/api/filepond/…`, `#seccion`, `ayuda.html`). Anything else (`javascript:`, `data:`,
 * `vbscript:`…) loses its href or src. Same shape as DOMPurify's default expression, with the
 * scheme list narrowed.
 */
export const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** What browsers ignore inside a URL's scheme (`jav&#x09;ascript:`): removed before testing it. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: those are the characters being removed
const URI_IGNORED = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/** Whether `value` may be an href or src. */
export function isSafeUri(value: string): boolean {
  return SAFE_URI.test(value.replace(URI_IGNORED, ''));
}

export interface MarkdownRenderer {
  /** `markdown` as sanitised HTML. */
  render(markdown: string): string;
}

/**
 * A renderer over `window`. Create one per window and keep it: each has its own DOMPurify
 * instance, so the hooks below do not change how anything else sanitises.
 */
export function createMarkdownRenderer(window: WindowLike): MarkdownRenderer {
  const purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // DOMPurify lets `data:` through on images by default; neither links nor images keep one.
    for (const name of ['href', 'src']) {
      const value = node.getAttribute(name);
      if (value !== null && !isSafeUri(value)) node.removeAttribute(name);
    }
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    // External pages open apart, so following a link never loses the page being read or filled in.
    if (/^https?:/i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  const config = {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTR],
    ALLOWED_URI_REGEXP: SAFE_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  };
  return {
    render(markdown) {
      const html = marked.parse(markdown, { async: false, gfm: true });
      return purifier.sanitize(html, config);
    },
  };
}

/**
 * Markdown as plain text (for excerpts and notification texts): rendered and sanitised, then
 * only the text content kept, blocks separated by spaces.
 */
export function markdownToText(renderer: MarkdownRenderer, window: WindowLike, markdown: string): string {
  const html = renderer.render(markdown);
  const template = (window as unknown as Window).document.createElement('template');
  template.innerHTML = html.replace(
    /<\/(p|h[1-6]|li|tr|th|td|blockquote|pre)>|<br\s*\/?>/gi,
    (tag) => `${tag} `,
  );
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}
