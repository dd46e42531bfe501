// The import boundaries of biome.json, shown to work: probe files that cross each line are
// linted with the repository's own configuration and must be refused, and their lawful
// neighbours must pass. Run by `npm test` (node --test).

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ROOT } from './emulator.mjs';

const BIOME = join(ROOT, 'node_modules', '.bin', 'biome');

// The probes live in a scratch tree with the same layout and a copy of the configuration,
// so the repository itself is never touched (no git there: the VCS integration is left out).
const scratch = mkdtempSync(join(tmpdir(), 'faena-boundaries-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
delete config.$schema;
delete config.vcs;
writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));

/** The restricted-import diagnostics Biome reports for one probe file at `path`. */
function refusals(path, source) {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  const { stdout } = spawnSync(BIOME, ['lint', '--reporter=json', '--only=style/noRestrictedImports', path], {
    cwd: scratch,
    encoding: 'utf8',
  });
  const report = JSON.parse(stdout);
  return report.diagnostics
    .filter((d) => d.category === 'lint/style/noRestrictedImports')
    .map((d) => d.message);
}

const refused = (path, source) =>
  assert.notDeepEqual(refusals(path, source), [], `${path} should be refused`);
const allowed = (path, source) => assert.deepEqual(refusals(path, source), [], `${path} should pass`);

describe('server: platform and modules', () => {
  it('a module importing another module past its index is refused', () => {
    refused(
      'apps/server/src/modules/posts/routes.ts',
      "import { x } from '../notifications/queries.ts';\nexport const y = x;\n",
    );
  });
  it("a module using another's declared services, the platform and the config passes", () => {
    allowed(
      'apps/server/src/modules/posts/routes.ts',
      "import { a } from '../notifications/index.ts';\nimport { b } from '../../platform/http/errors.ts';\nimport type { C } from '../../config.ts';\nexport const y: C = [a, b];\n",
    );
  });
  it('the platform importing a module is refused', () => {
    refused(
      'apps/server/src/platform/http/errors.ts',
      "import { x } from '../../modules/people/index.ts';\nexport const y = x;\n",
    );
  });
  it('a module test may build the app; the module itself may not', () => {
    allowed(
      'apps/server/src/modules/posts/posts.test.ts',
      "import { buildApp } from '../../app.ts';\nexport const y = buildApp;\n",
    );
    refused(
      'apps/server/src/modules/posts/service.ts',
      "import { buildApp } from '../../app.ts';\nexport const y = buildApp;\n",
    );
  });
});

describe('web: platform, features and app', () => {
  it('a feature importing another feature is refused, by alias or by path', () => {
    refused(
      'apps/web/src/features/posts/PostPage.tsx',
      "import { x } from '@/features/notifications';\nexport const y = x;\n",
    );
    refused(
      'apps/web/src/features/posts/PostPage.tsx',
      "import { x } from '../notifications/inbox';\nexport const y = x;\n",
    );
    refused(
      'apps/web/src/features/posts/parts/List.tsx',
      "export const lazy = () => import('../../notifications/inbox');\n",
    );
  });
  it('a feature importing app/ is refused', () => {
    refused(
      'apps/web/src/features/posts/PostPage.tsx',
      "import { x } from '@/app/router';\nexport const y = x;\n",
    );
  });
  it('a feature importing its own files, the platform and the packages passes', () => {
    allowed(
      'apps/web/src/features/posts/PostPage.tsx',
      "import { a } from './posts-api';\nimport { b } from '@/platform/api';\nimport { c } from '@faena/ui';\nexport const y = [a, b, c];\n",
    );
    allowed(
      'apps/web/src/features/posts/parts/List.tsx',
      "import { a } from '../posts-api';\nexport const y = a;\n",
    );
  });
  it('the platform importing a feature or app/ is refused', () => {
    refused(
      'apps/web/src/platform/session/session.tsx',
      "import { x } from '@/features/notifications';\nexport const y = x;\n",
    );
    refused(
      'apps/web/src/platform/session/session.tsx',
      "import { x } from '../../app/router';\nexport const y = x;\n",
    );
  });
  it('app/ takes a feature only through its index', () => {
    allowed(
      'apps/web/src/app/features.ts',
      "import { posts } from '@/features/posts';\nexport const y = posts;\n",
    );
    refused(
      'apps/web/src/app/features.ts',
      "import { x } from '@/features/posts/PostPage';\nexport const y = x;\n",
    );
  });
});

describe('packages never import the apps', () => {
  it('by package name or by path', () => {
    refused(
      'packages/ui/src/x.ts',
      "import { buildApp } from '@faena/server';\nexport const y = buildApp;\n",
    );
    refused(
      'packages/ui/src/x.ts',
      "import { x } from '../../../apps/web/src/platform/api';\nexport const y = x;\n",
    );
    allowed('packages/ui/src/x.ts', "import { x } from '@faena/contract/env';\nexport const y = x;\n");
  });
});
