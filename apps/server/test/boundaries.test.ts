/**
 * The lines between the platform and the modules (see README, Modules): the platform imports
 * no module and nothing of the composition root but its configuration; a module reaches
 * another only through that module's index.ts. Tests may cross them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

interface Source {
  /** Relative to src/. */
  path: string;
  text: string;
}

function sources(dir: string): Source[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [{ path: relative(SRC, path), text: readFileSync(path, 'utf8') }];
  });
}

/** Relative imports (static, type-only and dynamic) of a source, as paths relative to src/. */
function importsOf({ path, text }: Source): string[] {
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((match) =>
    join(dirname(path), match[1]!),
  );
}

function refused(from: string, target: string): boolean {
  const [layer, feature] = from.split('/');
  const [targetLayer, targetFeature, ...rest] = target.split('/');
  const compositionRoot = !target.includes('/') && target !== 'config.ts';
  if (layer === 'platform') return targetLayer === 'modules' || compositionRoot;
  if (layer !== 'modules') return false;
  const otherModule =
    targetLayer === 'modules' &&
    rest.length > 0 &&
    targetFeature !== feature &&
    rest.join('/') !== 'index.ts';
  return compositionRoot || target === 'modules/index.ts' || otherModule;
}

/** The imports that cross a line, as "file -> import". */
function crossings(files: readonly Source[]): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter((target) => refused(file.path, target))
      .map((target) => `${file.path} -> ${target}`),
  );
}

describe('boundaries', () => {
  it('keeps the platform free of modules, and modules apart but for their index.ts', () => {
    expect(crossings(sources(SRC))).toEqual([]);
  });

  it('refuses a module in the platform, a module’s insides elsewhere and the composition root', () => {
    const file = (path: string, ...imports: string[]) => ({
      path,
      text: imports.map((specifier) => `import { x } from '${specifier}';`).join('\n'),
    });
    expect(
      crossings([
        file(
          'platform/api.ts',
          '../config.ts',
          './http/errors.ts',
          '../modules/people/index.ts',
          '../app.ts',
        ),
        file(
          'modules/people/onboarding-routes.ts',
          '../forms/index.ts',
          './queries.ts',
          '../../platform/http/errors.ts',
          '../forms/responses.ts',
          '../index.ts',
          '../../seed.ts',
        ),
      ]),
    ).toEqual([
      'platform/api.ts -> modules/people/index.ts',
      'platform/api.ts -> app.ts',
      'modules/people/onboarding-routes.ts -> modules/forms/responses.ts',
      'modules/people/onboarding-routes.ts -> modules/index.ts',
      'modules/people/onboarding-routes.ts -> seed.ts',
    ]);
  });
});
