import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

const require = createRequire(import.meta.url);

/**
 * Absolute package folders, as Storybook recommends for monorepos: npm installs some Storybook
 * packages under apps/docs/node_modules, where the hoisted `storybook` core cannot see them.
 */
function getAbsolutePath(packageName: string): string {
  return dirname(require.resolve(`${packageName}/package.json`));
}

const config: StorybookConfig = {
  framework: { name: getAbsolutePath('@storybook/react-vite'), options: {} },
  stories: [
    '../../../packages/ui/src/**/*.stories.tsx',
    '../../../packages/form-engine/src/**/*.stories.tsx',
    '../../../packages/bpmn-studio/src/**/*.stories.tsx',
    '../src/**/*.mdx',
    '../src/**/*.stories.tsx',
  ],
  addons: [
    getAbsolutePath('@storybook/addon-docs'),
    getAbsolutePath('@storybook/addon-a11y'),
    getAbsolutePath('@storybook/addon-vitest'),
  ],
  core: { disableTelemetry: true },
  typescript: {
    // Props tables from the component types; the components belong to @faena/ui's TS project.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../../../packages/ui/tsconfig.json', import.meta.url)),
      include: [
        fileURLToPath(new URL('../../../packages/ui/src/**/*.tsx', import.meta.url)),
        fileURLToPath(new URL('../../../packages/form-engine/src/**/*.tsx', import.meta.url)),
        fileURLToPath(new URL('../../../packages/bpmn-studio/src/**/*.tsx', import.meta.url)),
      ],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // vanilla-extract compiles the *.css.ts of @faena/ui; Tailwind v4 compiles @faena/ui/styles.css.
      plugins: [react(), vanillaExtractPlugin(), tailwindcss()],
    }),
};

export default config;
