import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';
import * as styles from './rich.css.ts';
import type { WidgetProps } from './types.ts';

/**
 * Link schemes a form text may use. A URL without a scheme (`/ayuda`, `#seccion`) stays; anything
 * else (`javascript:`, `data:` links, `vbscript:`…) loses its href. Same shape as DOMPurify's
 * default expression, with the scheme list narrowed.
 */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

// An instance of our own, so the hook below does not change how the rest of the app sanitises.
let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    // External pages open apart, so following a link never loses the answers being filled in.
    if (/^https?:/i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/** Markdown from the form definition as safe HTML. */
export function renderMarkdown(text: string): string {
  const html = marked.parse(text, { async: false, gfm: true });
  return getPurifier().sanitize(html, { ALLOWED_URI_REGEXP: ALLOWED_URI });
}

/** A form's markdown text, sanitised, as the renderer shows it (also for reports of a response). */
export function MarkdownText({ text }: { text: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={styles.markdown} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** display_text: the field's `text` as markdown. No control and no label (the shell omits it). */
export function DisplayTextWidget({ field }: WidgetProps<'display_text'>) {
  return <MarkdownText text={field.text ?? ''} />;
}
