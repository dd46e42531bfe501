/**
 * After `vite build`: writes dist/styles.css (the Tailwind v4 entry for consumers, importing the
 * compiled vanilla-extract CSS) and fixes the `.ts`/`.tsx` import specifiers of the declarations
 * in dist/types to `.js`, so they resolve outside the monorepo.
 */
import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');

copyFileSync(join(root, 'src/theme.generated.css'), join(dist, 'theme.generated.css'));
const styles = readFileSync(join(root, 'src/styles.css'), 'utf8').replace(
  '@import "./theme.generated.css";',
  '@import "./theme.generated.css";\n@import "./faena-ui.css";',
);
if (!styles.includes('faena-ui.css'))
  throw new Error('src/styles.css: no theme.generated.css import to extend');
writeFileSync(join(dist, 'styles.css'), styles);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
let fixed = 0;
for (const file of walk(join(dist, 'types')).filter((f) => f.endsWith('.d.ts'))) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(/(from\s+|import\s*\(?)(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/g, '$1$2$3.js$2');
  if (next !== text) {
    writeFileSync(file, next);
    fixed++;
  }
}
console.log(`dist/styles.css written; ${fixed} declaration files re-pointed to .js`);
