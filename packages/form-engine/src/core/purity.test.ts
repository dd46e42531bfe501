import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// core runs on the server: it must not reach React, the DOM or other Faena packages, except
// @faena/contract, which is pure by its own rule and shared by the server and the web app.
const FORBIDDEN = [/^react(-dom)?(\/|$)/, /^@faena\/(?!contract\/)/, /apps\//, /^@testing-library\//];
const coreDir = new URL('.', import.meta.url);

function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

describe('form-engine core purity', () => {
  const files = readdirSync(coreDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

  it.each(files)('%s imports only core and Node-free modules', (file) => {
    const specifiers = importsOf(readFileSync(new URL(file, coreDir), 'utf8'));
    const offending = specifiers.filter((specifier) => FORBIDDEN.some((pattern) => pattern.test(specifier)));
    expect(offending).toEqual([]);
    // Relative imports inside core, plus reviewed dependencies: anything else is worth a review.
    // typebox (JSON Schema builder and checker, no dependencies) backs the definition schema;
    // typebox/system words its errors in es-MX and en-US. @faena/contract/text is the one
    // rule of blank text (SPEC 5 "after trim") the server and the web app share.
    const allowed = (specifier: string) =>
      specifier.startsWith('./') ||
      /^typebox(\/(value|system))?$/.test(specifier) ||
      specifier === '@faena/contract/text';
    expect(specifiers.filter((specifier) => !allowed(specifier))).toEqual([]);
  });

  it('uses no DOM globals', () => {
    for (const file of files) {
      const source = readFileSync(new URL(file, coreDir), 'utf8');
      expect(source, file).not.toMatch(/\b(window|document|navigator|HTMLElement)\b/);
    }
  });
});
