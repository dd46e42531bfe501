import { createMarkdownRenderer } from '@faena/form-engine/markdown';

/**
 * The shared markdown sanitiser (the same whitelist as the server and the forms' display_text),
 * on this window. `sanitize` runs HTML alone through it when the module offers that; otherwise
 * the HTML goes through `render`: markdown passes HTML through and DOMPurify then sanitises it
 * the same.
 */
type Renderer = ReturnType<typeof createMarkdownRenderer> & { sanitize?: (html: string) => string };

let renderer: Renderer | null = null;
const browserRenderer = (): Renderer => {
  renderer ??= createMarkdownRenderer(window) as Renderer;
  return renderer;
};

/** A post's markdown as safe HTML (the editor's preview). */
export const renderMarkdown = (markdown: string): string => browserRenderer().render(markdown);

/** The server's already-sanitised HTML, sanitised again in the browser before it is shown. */
export function sanitizeHtml(html: string): string {
  const current = browserRenderer();
  if (current.sanitize) return current.sanitize(html);
  // On one line the whole HTML is a single markdown HTML block, passed through untouched: a blank
  // line (inside a code block) would end the block and the rest would be read as markdown. A
  // newline written as `&#10;` parses to the same text, in a text node or an attribute alike.
  return current.render(html.replace(/\r?\n/g, '&#10;'));
}
