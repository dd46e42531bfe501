import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The engine runs on the server and in the browser: no Node built-ins, no DOM, no I/O.
const srcDir = new URL('.', import.meta.url);
const files = readdirSync(srcDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

describe('workflow-engine purity', () => {
  it.each(files)('%s imports only the engine, bpmn-moddle and the form-engine core', (file) => {
    const source = readFileSync(new URL(file, srcDir), 'utf8');
    const allowed = (specifier: string) =>
      specifier.startsWith('./') || specifier === 'bpmn-moddle' || specifier === '@faena/form-engine/core';
    expect(importsOf(source).filter((specifier) => !allowed(specifier))).toEqual([]);
    // Globals by use, not by word: 'document' is also what a BPMN file is called in messages.
    expect(source).not.toMatch(
      /\b(window|document|navigator|localStorage)\.|\b(fetch|setTimeout)\(|Date\.now|Math\.random/,
    );
  });
});
