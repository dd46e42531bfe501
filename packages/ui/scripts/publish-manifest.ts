/**
 * npm ignores `publishConfig.exports` (pnpm and Yarn honour it), so `npm pack` / `npm publish`
 * swap the manifest themselves: `prepack` runs `apply` (exports and types from publishConfig,
 * pointing at dist/; the original saved as package.json.source) and `postpack` runs `restore`.
 * Inside the monorepo the `exports` map keeps pointing at the TypeScript source.
 */
import { copyFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const manifest = new URL('../package.json', import.meta.url);
const saved = new URL('../package.json.source', import.meta.url);
const mode = process.argv[2];

if (mode === 'apply') {
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  const { exports, types, ...rest } = pkg.publishConfig ?? {};
  if (!exports) throw new Error('package.json has no publishConfig.exports');
  copyFileSync(manifest, saved);
  writeFileSync(manifest, `${JSON.stringify({ ...pkg, exports, types, publishConfig: rest }, null, 2)}\n`);
  console.log('package.json now points at dist/ (restored by postpack)');
} else if (mode === 'restore') {
  if (existsSync(saved)) renameSync(saved, manifest);
} else {
  console.error('usage: publish-manifest.ts apply|restore');
  process.exit(1);
}
