import { useMemo } from 'react';
import { createMarkdownRenderer, type MarkdownRenderer } from '../../markdown/index.ts';
import * as styles from './rich.css.ts';
import type { WidgetProps } from './types.ts';

// One renderer for the page, created on first use (the shared sanitiser over the browser's window).
let renderer: MarkdownRenderer | null = null;

/** Markdown from the form definition as safe HTML (the sanitiser the posts use too). */
export function renderMarkdown(text: string): string {
  renderer ??= createMarkdownRenderer(window);
  return renderer.render(text);
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
