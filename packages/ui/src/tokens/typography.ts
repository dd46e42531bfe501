/**
 * Inter (variable, Latin subset, shipped with the app: `src/styles.css`) first; the system stack
 * only while it loads or where it cannot.
 */
export const fontFamily = {
  sans: '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/**
 * The type scale: every text in the product is one of these five roles. Body text is 14 px, as in
 * dense work tools; titles are semibold rather than large.
 */
export const typeScale = {
  pageTitle: { size: '1.25rem', lineHeight: '1.75rem', weight: '600' },
  sectionTitle: { size: '0.9375rem', lineHeight: '1.375rem', weight: '600' },
  label: { size: '0.8125rem', lineHeight: '1.25rem', weight: '500' },
  body: { size: '0.875rem', lineHeight: '1.25rem', weight: '400' },
  caption: { size: '0.75rem', lineHeight: '1rem', weight: '400' },
} as const;
export type TextRole = keyof typeof typeScale;

const roleSize = <R extends TextRole>(role: R) => typeScale[role].size;

/** Font sizes: exactly the scale's roles (`fontSize.body`, Tailwind's `text-body`); no other size exists. */
export const fontSize = {
  pageTitle: roleSize('pageTitle'),
  sectionTitle: roleSize('sectionTitle'),
  label: roleSize('label'),
  body: roleSize('body'),
  caption: roleSize('caption'),
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;

export const lineHeight = {
  pageTitle: typeScale.pageTitle.lineHeight,
  sectionTitle: typeScale.sectionTitle.lineHeight,
  label: typeScale.label.lineHeight,
  body: typeScale.body.lineHeight,
  caption: typeScale.caption.lineHeight,
  tight: '1.25',
  snug: '1.375',
  normal: '1.5',
  relaxed: '1.625',
} as const;

export const typography = { fontFamily, typeScale, fontSize, fontWeight, lineHeight } as const;
