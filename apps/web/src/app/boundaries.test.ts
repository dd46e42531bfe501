import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The area of a file under src: `platform`, `app`, `features/<name>`, or another top folder. */
function areaOf(path: string): string {
  const [top, name] = relative(src, path).split('/');
  return top === 'features' ? `features/${name}` : (top ?? '');
}

/**
 * Every import of the app's own modules, as `from-area -> to-area (specifier)`; type-only
 * `typeof import(…)` (a test double's shape) is not an import of the module.
 */
function crossings(): { from: string; to: string; line: string }[] {
  return sourceFiles(src).flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(/(?<!typeof )(?:from|import\()\s*'((?:@\/|\.{1,2}\/)[^']*)'/g),
    ].map((match) => {
      const specifier = match[1]!;
      const target = specifier.startsWith('@/')
        ? join(src, specifier.slice(2))
        : resolve(dirname(file), specifier);
      return { from: areaOf(file), to: areaOf(target), line: `${relative(src, file)} -> ${specifier}` };
    }),
  );
}

describe('import boundaries', () => {
  const imports = crossings();

  it('features import no other feature and not app/', () => {
    const wrong = imports.filter(
      ({ from, to }) =>
        from.startsWith('features/') && to !== from && (to.startsWith('features/') || to === 'app'),
    );
    expect(wrong.map((entry) => entry.line)).toEqual([]);
  });

  it('platform/ imports no feature and not app/', () => {
    const wrong = imports.filter(
      ({ from, to }) => from === 'platform' && (to.startsWith('features/') || to === 'app'),
    );
    expect(wrong.map((entry) => entry.line)).toEqual([]);
  });

  it('app/ and the tests reach a feature only through its index (`@/features/<name>`)', () => {
    const wrong = imports.filter(
      ({ from, to, line }) =>
        !from.startsWith('features/') && to.startsWith('features/') && !/-> @\/features\/[\w-]+$/.test(line),
    );
    expect(wrong.map((entry) => entry.line)).toEqual([]);
  });

  it('features reach the platform through @/platform/…', () => {
    const wrong = imports.filter(
      ({ from, to, line }) =>
        from.startsWith('features/') && to === 'platform' && !line.includes('-> @/platform/'),
    );
    expect(wrong.map((entry) => entry.line)).toEqual([]);
  });
});
