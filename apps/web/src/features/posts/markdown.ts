import { createMarkdownRenderer } from '@faena/form-engine/markdown';

/**
 * The shared markdown sanitiser (the same whitelist as the server and the forms' display_text),
 * on this window. `sanitize` runs HTML alone through it when the module offers that; otherwise
 * the HTML goes through `render` (HTML passes through markdown and is then sanitised the same).
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
  return current.sanitize ? current.sanitize(html) : current.render(html);
}
