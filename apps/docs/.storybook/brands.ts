import type { Brand } from '@faena/ui';

/**
 * Sample tenant brands for the toolbar. `amarillo` is deliberately hard to read (white text on it
 * fails WCAG): `brandVariables` corrects its foreground toward black.
 */
export const sampleBrands = {
  faena: null,
  morado: { primary: '#7a1fa2', logoUrl: '/logos/morado.svg' },
  amarillo: { primary: '#f5e050', foreground: '#ffffff' },
  verde: { primary: 'rgb(21 128 61)', accent: '#f59e0b' },
} satisfies Record<string, Brand | null>;

export type SampleBrand = keyof typeof sampleBrands;
