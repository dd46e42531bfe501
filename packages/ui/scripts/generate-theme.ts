/** Writes src/theme.generated.css (Tailwind `@theme` mapped onto the token variables). */
import { writeFileSync } from 'node:fs';
import { renderTailwindTheme } from '../src/tokens/tailwind-theme.ts';

const target = new URL('../src/theme.generated.css', import.meta.url);
writeFileSync(target, renderTailwindTheme());
console.log(`wrote ${target.pathname}`);
