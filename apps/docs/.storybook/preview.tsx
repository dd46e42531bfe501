import '@faena/ui/styles.css';
import { UiTextProvider } from '@faena/ui';
import type { Decorator, Preview } from '@storybook/react-vite';

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

const preview: Preview = {
  decorators: [withUiText],
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
  },
  initialGlobals: { locale: 'es-MX' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    // Any axe violation fails the story's test (in Vitest and in the Storybook test panel).
    a11y: { test: 'error' },
  },
};

export default preview;
