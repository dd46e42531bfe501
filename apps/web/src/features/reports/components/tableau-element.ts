import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The Embedding API's attributes we set on `<tableau-viz>` (strings, as in HTML). */
interface TableauVizAttributes extends HTMLAttributes<HTMLElement> {
  src: string;
  token?: string;
  toolbar?: 'top' | 'bottom' | 'hidden';
  'hide-tabs'?: boolean;
  width?: string;
  height?: string;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'tableau-viz': DetailedHTMLProps<TableauVizAttributes, HTMLElement>;
    }
  }
}

/**
 * Defines `<tableau-viz>` (Tableau's Embedding API v3 web component): loaded only when a Tableau
 * report opens, as its own chunk.
 */
export async function loadTableauEmbedding(): Promise<void> {
  await import('@tableau/embedding-api');
}
