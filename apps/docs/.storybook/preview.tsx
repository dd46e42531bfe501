import '@faena/ui/styles.css';
import { applyBrand, clearBrand, parseBrand, UiTextProvider } from '@faena/ui';
import { breakpoints } from '@faena/ui/tokens';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { type SampleBrand, sampleBrands } from './brands.ts';

// The story tests run beside every other suite on two cores: a play function's waits (findBy…,
// waitFor) allow 5 s for a screen to settle instead of 1 s.
configure({ asyncUtilTimeout: 5_000 });

/** Texts follow the toolbar locale; es-MX first, as in the app. */
const withUiText: Decorator = (Story, context) => {
  const locale = String(context.globals.locale ?? 'es-MX');
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return (
    <UiTextProvider locale={locale}>
      <Story />
    </UiTextProvider>
  );
};

/**
 * Theme and tenant brand on <html>, as an app does (Radix portals render into <body>, so an app
 * `div` would lose them). Set during render, so the first paint and axe already see them.
 */
const withThemeAndBrand: Decorator = (Story, context) => {
  if (typeof document !== 'undefined') {
    const html = document.documentElement;
    const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
    html.setAttribute('data-theme', theme);
    const sample = sampleBrands[context.globals.brand as SampleBrand] ?? null;
    if (sample) applyBrand(parseBrand(sample), html, theme);
    else clearBrand(html);
  }
  return <Story />;
};

const px = (n: number) => `${n}px`;
/** Viewports at the token breakpoints, plus a phone. */
const viewports = {
  phone: { name: 'Teléfono · 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  ...Object.fromEntries(
    Object.entries(breakpoints).map(([name, width]) => [
      name,
      {
        name: `${name} · ${width}${name === 'lg' ? ' (escritorio)' : ''}`,
        styles: { width: px(width), height: '900px' },
        type: width < breakpoints.lg ? 'tablet' : 'desktop',
      },
    ]),
  ),
};

const preview: Preview = {
  decorators: [withUiText, withThemeAndBrand],
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Idioma de la interfaz',
      toolbar: {
        title: 'Idioma',
        icon: 'globe',
        items: [
          { value: 'es-MX', title: 'Español (México)' },
          { value: 'en-US', title: 'English (US)' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Tema claro u oscuro (data-theme en <html>)',
      toolbar: {
        title: 'Tema',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Claro', icon: 'sun' },
          { value: 'dark', title: 'Oscuro', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    brand: {
      description: 'Marca del cliente (variables CSS en <html>)',
      toolbar: {
        title: 'Marca',
        icon: 'paintbrush',
        items: [
          { value: 'faena', title: 'Faena (predeterminada)' },
          { value: 'morado', title: 'Morado #7a1fa2' },
          { value: 'amarillo', title: 'Amarillo #f5e050 (difícil de leer)' },
          { value: 'verde', title: 'Verde rgb(21 128 61)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'es-MX', theme: 'light', brand: 'faena' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: { options: viewports },
    // Any axe violation fails the story's test (in Vitest and in the Storybook test panel).
    a11y: { test: 'error' },
  },
};

export default preview;
