import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

// Builds the package entry as an app would and checks where bpmn-js ends up.
async function buildEntry(): Promise<(Rolldown.OutputChunk | Rolldown.OutputAsset)[]> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: fileURLToPath(new URL('..', import.meta.url)),
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: 'src/index.ts',
        preserveEntrySignatures: 'strict',
        // Other packages stay external (the app bundles them once); bpmn-js and diagram-js are
        // bundled here, to see which chunk they land in.
        external: (id) => !/^[./]/.test(id) && !/^(bpmn-js|diagram-js)(\/|$)/.test(id),
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) => ('output' in output ? output.output : []));
}

let built: ReturnType<typeof buildEntry> | undefined;
const entryBuild = () => {
  built ??= buildEntry();
  return built;
};

describe('bundle', () => {
  it('keeps bpmn-js and its CSS out of the entry chunk', async () => {
    const files = await entryBuild();
    const chunks = files.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    const isBpmnJs = (id: string) =>
      id.includes('/node_modules/bpmn-js/') || id.includes('/node_modules/diagram-js/');

    expect(Object.keys(entry.modules).filter(isBpmnJs)).toEqual([]);
    const modelerChunk = chunks.find((chunk) =>
      Object.keys(chunk.modules).some((id) => id.endsWith('bpmn-js/lib/Modeler.js')),
    );
    expect(modelerChunk?.isDynamicEntry).toBe(true);

    const css = files.filter((file) => file.fileName.endsWith('.css'));
    expect(css.length).toBeGreaterThan(0);
    expect(entry.viteMetadata?.importedCss.size ?? 0).toBe(0);
  }, 60_000);

  it('leaves the test fixtures out of what an app bundles', async () => {
    const chunks = (await entryBuild()).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
    const imported = chunks.flatMap((chunk) => [...chunk.imports, ...chunk.dynamicImports]);
    expect(imported).toContain('@faena/workflow-engine');
    expect(imported.filter((id) => id.includes('/fixtures'))).toEqual([]);
  }, 60_000);
});
