/**
 * Renders the Tailwind v4 `@theme` block that maps Tailwind's scale names onto Faena's CSS
 * variables, so `bg-primary`, `text-fg-muted`, `p-4`, `rounded-md`, `shadow-lg`, `lg:` all use
 * the tokens. Written to `src/theme.generated.css` by `npm run generate`; a unit test fails when
 * the committed file is stale.
 */

import { cssVarName, type ThemeTokens, themeTokens } from './index.ts';
import { breakpoints } from './scales.ts';
import { typeScale } from './typography.ts';

const kebab = (segment: string) => segment.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const ref = (path: string[]) => `var(--${cssVarName(path)})`;

/** Leaf paths of one token group, relative to the group. */
function leaves(node: object, path: string[] = []): string[][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [[...path, key]] : leaves(value as object, [...path, key]),
  );
}

function group(tailwindPrefix: string, tokenGroup: keyof ThemeTokens): string[] {
  return leaves(themeTokens[tokenGroup]).map(
    (rel) => `--${tailwindPrefix}-${rel.map(kebab).join('-')}: ${ref([tokenGroup, ...rel])};`,
  );
}

export function renderTailwindTheme(): string {
  const resets = ['color', 'font', 'text', 'leading', 'radius', 'shadow', 'ease', 'breakpoint'].map(
    (namespace) => `--${namespace}-*: initial;`,
  );
  const screens = Object.entries(breakpoints).map(([name, px]) => `--breakpoint-${name}: ${px}px;`);
  const mapped = [
    ...group('color', 'color'),
    ...group('font', 'font'),
    ...group('text', 'fontSize'),
    // The scale's roles as complete text styles: `text-body`, `text-page-title`, … set size, line
    // height and weight together.
    ...Object.entries(typeScale).flatMap(([role, style]) => {
      const name = kebab(role);
      return [
        `--text-${name}--line-height: ${ref(['lineHeight', role])};`,
        `--text-${name}--font-weight: ${style.weight};`,
      ];
    }),
    ...group('font-weight', 'fontWeight'),
    ...group('leading', 'lineHeight'),
    `--spacing: ${ref(['space', '1'])};`,
    ...group('spacing', 'space'),
    `--spacing-icon: ${ref(['size', 'icon'])};`,
    ...group('radius', 'radius'),
    ...group('shadow', 'shadow'),
    ...group('ease', 'easing'),
  ];
  const block = (head: string, lines: string[]) => `${head} {\n${lines.map((l) => `  ${l}`).join('\n')}\n}\n`;
  return [
    '/* Generated from src/tokens by `npm run generate -w @faena/ui`. Do not edit by hand. */\n',
    '/* Only Faena tokens: Tailwind default colours, fonts, radii, shadows and screens are removed. */\n',
    block('@theme', [...resets, ...screens]),
    '\n/* inline: utilities reference the --faena-* variables directly, so runtime branding applies. */\n',
    block('@theme inline', mapped),
  ].join('');
}
