/**
 * The file explorer through the API: folders and documents (create, rename, move, delete),
 * names checked like every other name and unique per folder, moves into itself refused, the trash
 * (top-most items only, restore, purge with the files), what someone without MANAGE_ASSETS sees
 * (folders shared with an audience they are in, their own documents folder), downloads guarded
 * by the same rules, keyset pages over thousands of documents, and another organization kept out.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../test/support/responses.ts';
import { ANA, ANA_ID, BRUNO, BRUNO_ID, CARLA } from '../../../test/support/seed-people.ts';
import { ACME_HOST, DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { selectRows } from '../../platform/database/database.ts';
import { SEED_ASSET_IDS } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const call: TestApp['callAs'] = (...args) => t.callAs(...args);

interface Folder {
  id: string;
  parentId: string | null;
  name: string;
  personId: string | null;
  audience: { id: string; name: string } | null;
  deletedAt: string | null;
  canManage: boolean;
}

interface Document {
  id: string;
  folderId: string | null;
  name: string;
  contentType: string;
  size: number;
  createdBy: { id: string; name: string } | null;
  deletedAt: string | null;
  downloadUrl: string;
  canManage: boolean;
}

interface Items {
  folder: Folder | null;
  path: Folder[];
  canManage: boolean;
  folders: Folder[];
  documents: Document[];
  nextCursor: string | null;
  totalDocuments: number;
}

const sqlRun = (query: ReturnType<typeof sql>) =>
  selectRows<Record<string, unknown>>(t.database.privileged, query);

/** A saved audience of the demo organization naming exactly `people`. */
async function audienceOf(name: string, people: string[]): Promise<string> {
  const id = randomUUID();
  const rule = { venues: [], positions: [], groups: [], companies: [], include: people, exclude: [] };
  await sqlRun(
    sql`insert into audiences (tenant_id, id, name, rule) values ('demo', ${id}::uuid, ${name}, ${JSON.stringify(rule)}::jsonb)`,
  );
  return id;
}

const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

async function createFolder(parentId: string | null, name = unique('Carpeta'), email = ANA) {
  return ok<Folder>(await call('POST', '/api/assets/folders', { parentId, name }, { email }), 201);
}

/** A temporary upload of a small text file by `email`. */
async function upload(text = 'Hola, equipo.', email = ANA, host = DEMO_HOST) {
  const token = await t.tokenOf(email, host === ACME_HOST ? 'acme' : 'demo');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/filepond/process',
    headers: {
      host,
      authorization: `Bearer ${token}`,
      'content-type': 'text/plain',
      'x-file-name': encodeURIComponent('nota del día.txt'),
    },
    payload: Buffer.from(text),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().temporary_upload as string;
}

async function createDocument(folderId: string | null, input: { name?: string; text?: string } = {}) {
  const temporaryUpload = await upload(input.text);
  return ok<Document>(
    await call('POST', '/api/assets/documents', {
      folderId,
      temporaryUpload,
      ...(input.name ? { name: input.name } : {}),
    }),
    201,
  );
}

const items = (folderId: string, query = '', email = ANA) =>
  call('GET', `/api/assets/folders/${folderId}/items${query}`, undefined, { email });

describe('folders and documents', () => {
  it('creates, renames, moves and lists folders and documents, with breadcrumbs', async () => {
    const top = await createFolder(null, '  Recursos humanos  ');
    expect(top).toMatchObject({
      name: 'Recursos humanos',
      parentId: null,
      personId: null,
      audience: null,
      deletedAt: null,
      canManage: true,
    });
    const contracts = await createFolder(top.id, 'Contratos');
    const forms = await createFolder(top.id, 'formatos');
    const root = await ok<Items>(await items('root'));
    expect(root.folder).toBeNull();
    expect(root.canManage).toBe(true);
    expect(root.folders.map((folder) => folder.name)).toContain('Recursos humanos');

    const document = await createDocument(contracts.id, { text: 'Contrato de prueba' });
    expect(document).toMatchObject({
      folderId: contracts.id,
      name: 'nota del día.txt',
      contentType: expect.stringMatching(/^text\/plain/),
      size: 'Contrato de prueba'.length,
      createdBy: { id: ANA_ID, name: expect.any(String) },
      deletedAt: null,
      canManage: true,
    });
    expect(document.downloadUrl).toMatch(/^\/api\/filepond\/[0-9a-f-]{36}\/download$/);
    const download = await t.getAs(document.downloadUrl);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('Contrato de prueba');

    const renamed = await ok<Document>(
      await call('PATCH', `/api/assets/documents/${document.id}`, { name: ' Contrato firmado.txt ' }),
    );
    expect(renamed.name).toBe('Contrato firmado.txt');
    const moved = await ok<Document>(
      await call('PATCH', `/api/assets/documents/${document.id}`, { folderId: forms.id }),
    );
    expect(moved.folderId).toBe(forms.id);

    const listed = await ok<Items>(await items(forms.id));
    expect(listed.folder).toMatchObject({ id: forms.id, name: 'formatos' });
    expect(listed.path.map((folder) => folder.id)).toEqual([top.id]);
    expect(listed.documents.map((row) => row.name)).toEqual(['Contrato firmado.txt']);
    expect(listed.totalDocuments).toBe(1);
    expect((await ok<Items>(await items(top.id))).folders.map((folder) => folder.name)).toEqual([
      'Contratos',
      'formatos',
    ]);

    const renamedFolder = await ok<Folder>(
      await call('PATCH', `/api/assets/folders/${contracts.id}`, {
        name: 'Contratos 2026',
        parentId: forms.id,
      }),
    );
    expect(renamedFolder).toMatchObject({ name: 'Contratos 2026', parentId: forms.id });
    const deeper = await ok<Items>(await items(contracts.id));
    expect(deeper.path.map((folder) => folder.name)).toEqual(['Recursos humanos', 'formatos']);

    await ok(await call('DELETE', `/api/assets/documents/${document.id}`), 204);
    expect((await ok<Items>(await items(forms.id))).documents).toEqual([]);
    expect((await t.getAs(document.downloadUrl)).statusCode).toBe(200);
  });

  it('refuses a second live folder of the same name in a folder, whatever its case', async () => {
    const parent = await createFolder(null);
    await createFolder(parent.id, 'Facturas');
    const again = await call('POST', '/api/assets/folders', { parentId: parent.id, name: 'FACTURAS ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'FOLDER_NAME_TAKEN',
      message: 'Ya existe una carpeta con ese nombre aquí.',
    });
    const inEnglish = await call(
      'POST',
      '/api/assets/folders',
      { parentId: parent.id, name: 'facturas' },
      { language: 'en-US' },
    );
    expect(inEnglish.json().message).toBe('A folder with that name already exists here.');
    const other = await createFolder(parent.id, 'Recibos');
    const rename = await call('PATCH', `/api/assets/folders/${other.id}`, { name: 'facturas' });
    expect(rename.statusCode).toBe(409);
    // Elsewhere the name is free.
    await createFolder(other.id, 'Facturas');
  });

  it('refuses moving a folder into itself or into a folder under it', async () => {
    const a = await createFolder(null);
    const b = await createFolder(a.id);
    const c = await createFolder(b.id);
    for (const target of [a.id, b.id, c.id]) {
      const response = await call('PATCH', `/api/assets/folders/${a.id}`, { parentId: target });
      expect(response.statusCode, target).toBe(400);
      expect(response.json().fields).toEqual({ parentId: 'No puedes mover una carpeta dentro de sí misma.' });
    }
    const up = await ok<Folder>(await call('PATCH', `/api/assets/folders/${c.id}`, { parentId: null }));
    expect(up.parentId).toBeNull();
  });

  it('checks names like every other name and refuses unknown targets and cursors', async () => {
    for (const name of ['', '   ', '\u200b\u200b', 'x'.repeat(121)]) {
      const response = await call('POST', '/api/assets/folders', { parentId: null, name });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { name: expect.any(String) },
      });
    }
    const folder = await createFolder(null);
    const document = await createDocument(folder.id);
    const blank = await call('PATCH', `/api/assets/documents/${document.id}`, { name: ' \u00a0 ' });
    expect(blank.statusCode).toBe(400);
    const tooLong = await call('PATCH', `/api/assets/documents/${document.id}`, { name: 'a'.repeat(256) });
    expect(tooLong.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/assets/folders', { parentId: randomUUID(), name: 'X' })).json(),
    ).toMatchObject({ statusCode: 404, code: 'FOLDER_NOT_FOUND', message: 'La carpeta no existe.' });
    expect((await items(randomUUID())).statusCode).toBe(404);
    expect((await items('not-a-folder')).statusCode).toBe(400);
    expect((await items(folder.id, '?cursor=bm9wZQ')).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { cursor: 'El cursor no es válido.' },
    });
    expect((await items(folder.id, '?limit=1001')).statusCode).toBe(400);
    // A temporary upload is the caller's own, and used once.
    const temporaryUpload = await upload('de Bruno', BRUNO);
    const foreign = await call('POST', '/api/assets/documents', { folderId: folder.id, temporaryUpload });
    expect(foreign.json()).toMatchObject({ statusCode: 404, code: 'UPLOAD_NOT_FOUND' });
    const mine = await upload();
    await ok(
      await call('POST', '/api/assets/documents', { folderId: folder.id, temporaryUpload: mine }),
      201,
    );
    const twice = await call('POST', '/api/assets/documents', { folderId: folder.id, temporaryUpload: mine });
    expect(twice.json()).toMatchObject({ statusCode: 409, code: 'UPLOAD_ALREADY_STORED' });
  });
});

describe('the trash', () => {
  it('hides what is under a deleted folder, lists only the top-most items, and restores the subtree', async () => {
    const folder = await createFolder(null, unique('Proyecto'));
    const inner = await createFolder(folder.id, 'Planos');
    const document = await createDocument(inner.id, { name: 'plano.txt' });
    const loose = await createDocument(folder.id, { name: 'suelto.txt' });
    await ok(await call('DELETE', `/api/assets/documents/${loose.id}`), 204);
    await ok(await call('DELETE', `/api/assets/folders/${folder.id}`), 204);

    expect((await items(folder.id)).statusCode).toBe(404);
    expect((await items(inner.id)).json()).toMatchObject({ statusCode: 404, code: 'FOLDER_NOT_FOUND' });
    const root = await ok<Items>(await items('root'));
    expect(root.folders.map((row) => row.id)).not.toContain(folder.id);
    // Deleted again: it is already gone.
    expect((await call('DELETE', `/api/assets/folders/${folder.id}`)).statusCode).toBe(404);

    const trash = await ok<{ folders: Folder[]; documents: Document[] }>(
      await call('GET', '/api/assets/trash'),
    );
    expect(trash.folders.map((row) => row.id)).toContain(folder.id);
    expect(trash.folders.map((row) => row.id)).not.toContain(inner.id);
    // The loose document went first, then its folder: it is under a deleted folder now.
    expect(trash.documents.map((row) => row.id)).not.toContain(loose.id);
    expect(trash.documents.map((row) => row.id)).not.toContain(document.id);
    expect(trash.folders.find((row) => row.id === folder.id)?.deletedAt).toEqual(expect.any(String));

    const parentInTrash = await call('POST', `/api/assets/trash/documents/${loose.id}/restore`);
    expect(parentInTrash.json()).toMatchObject({
      statusCode: 409,
      code: 'PARENT_IN_TRASH',
      message: 'La carpeta que lo contenía está en la papelera; restáurala primero.',
    });

    const restored = await ok<Folder>(await call('POST', `/api/assets/trash/folders/${folder.id}/restore`));
    expect(restored).toMatchObject({ id: folder.id, deletedAt: null });
    const back = await ok<Items>(await items(inner.id));
    expect(back.documents.map((row) => row.id)).toEqual([document.id]);
    // The loose document is now the trash's own item, and comes back too.
    const now = await ok<{ documents: Document[] }>(await call('GET', '/api/assets/trash'));
    expect(now.documents.map((row) => row.id)).toContain(loose.id);
    await ok(await call('POST', `/api/assets/trash/documents/${loose.id}/restore`));
    expect((await ok<Items>(await items(folder.id))).documents.map((row) => row.name)).toEqual([
      'suelto.txt',
    ]);
    expect((await call('POST', `/api/assets/trash/documents/${loose.id}/restore`)).json()).toMatchObject({
      statusCode: 404,
      code: 'NOT_IN_TRASH',
    });
  });

  it('refuses to restore a folder whose name is taken again, and purges a folder with its files', async () => {
    const parent = await createFolder(null);
    const first = await createFolder(parent.id, 'Archivo');
    const document = await createDocument(first.id, { text: 'para borrar' });
    await ok(await call('DELETE', `/api/assets/folders/${first.id}`), 204);
    const second = await createFolder(parent.id, 'archivo');
    const clash = await call('POST', `/api/assets/trash/folders/${first.id}/restore`);
    expect(clash.json()).toMatchObject({ statusCode: 409, code: 'FOLDER_NAME_TAKEN' });
    await ok(await call('PATCH', `/api/assets/folders/${second.id}`, { name: 'Archivo viejo' }));

    await ok(await call('DELETE', `/api/assets/trash/folders/${first.id}`), 204);
    expect((await call('POST', `/api/assets/trash/folders/${first.id}/restore`)).statusCode).toBe(404);
    expect((await t.getAs(document.downloadUrl)).statusCode).toBe(404);
    const uploadId = document.downloadUrl.split('/')[3]!;
    expect(
      await sqlRun(sql`select id from uploads where tenant_id = 'demo' and id = ${uploadId}::uuid`),
    ).toEqual([]);
    expect(await t.app.uploads.storage.exists(t.app.uploads.keyOf('demo', uploadId))).toBe(false);
  });
});

describe('who sees what', () => {
  it('shows someone without MANAGE_ASSETS only the folders shared with an audience they are in', async () => {
    const shared = await createFolder(null, unique('Compartida'));
    const sub = await createFolder(shared.id, 'Manuales');
    const hidden = await createFolder(null, unique('Privada'));
    const visibleDoc = await createDocument(sub.id, { text: 'manual' });
    const hiddenDoc = await createDocument(hidden.id, { text: 'secreto' });

    expect((await items(shared.id, '', BRUNO)).statusCode).toBe(404);
    expect((await t.getAs(visibleDoc.downloadUrl, BRUNO)).statusCode).toBe(404);

    const team = await audienceOf(unique('Equipo'), [BRUNO_ID]);
    const others = await audienceOf(unique('Otros'), [ANA_ID]);
    const sharing = await ok<Folder>(
      await call('PATCH', `/api/assets/folders/${shared.id}`, { audienceId: team }),
    );
    expect(sharing.audience).toEqual({ id: team, name: expect.any(String) });
    await ok(await call('PATCH', `/api/assets/folders/${hidden.id}`, { audienceId: others }));

    const root = await ok<Items>(await items('root', '', BRUNO));
    expect(root.canManage).toBe(false);
    expect(root.documents).toEqual([]);
    expect(root.folders.map((folder) => folder.id)).toContain(shared.id);
    expect(root.folders.map((folder) => folder.id)).not.toContain(hidden.id);
    expect(root.folders.map((folder) => folder.id)).not.toContain(sub.id);

    const inside = await ok<Items>(await items(sub.id, '', BRUNO));
    expect(inside.canManage).toBe(false);
    expect(inside.path.map((folder) => folder.id)).toEqual([shared.id]);
    expect(inside.documents.map((row) => [row.id, row.canManage])).toEqual([[visibleDoc.id, false]]);
    expect((await items(hidden.id, '', BRUNO)).statusCode).toBe(404);

    const download = await t.getAs(visibleDoc.downloadUrl, BRUNO);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('manual');
    expect((await t.getAs(hiddenDoc.downloadUrl, BRUNO)).statusCode).toBe(404);
    expect((await t.getAs(hiddenDoc.downloadUrl.replace('/download', '/link'), BRUNO)).statusCode).toBe(404);
    expect((await t.getAs(visibleDoc.downloadUrl.replace('/download', '/link'), BRUNO)).statusCode).toBe(200);

    // Reading is not managing.
    const write = [
      await call('POST', '/api/assets/folders', { parentId: sub.id, name: 'Mía' }, { email: BRUNO }),
      await call('PATCH', `/api/assets/documents/${visibleDoc.id}`, { name: 'x' }, { email: BRUNO }),
      await call('DELETE', `/api/assets/folders/${sub.id}`, undefined, { email: BRUNO }),
      await call('PATCH', `/api/assets/folders/${shared.id}`, { audienceId: null }, { email: BRUNO }),
      await call('POST', '/api/assets/folders', { parentId: null, name: 'Mía' }, { email: BRUNO }),
      await call('GET', '/api/assets/trash', undefined, { email: BRUNO }),
    ];
    expect(write.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);

    // In the trash, nobody but MANAGE_ASSETS gets its files.
    await ok(await call('DELETE', `/api/assets/folders/${shared.id}`), 204);
    expect((await items(sub.id, '', BRUNO)).statusCode).toBe(404);
    expect((await t.getAs(visibleDoc.downloadUrl, BRUNO)).statusCode).toBe(404);
    expect((await t.getAs(visibleDoc.downloadUrl)).statusCode).toBe(200);
    await ok(await call('POST', `/api/assets/trash/folders/${shared.id}/restore`));

    // Stop sharing: gone again.
    await ok(await call('PATCH', `/api/assets/folders/${shared.id}`, { audienceId: null }));
    expect((await items(sub.id, '', BRUNO)).statusCode).toBe(404);
    expect((await t.getAs(visibleDoc.downloadUrl, BRUNO)).statusCode).toBe(404);
  });

  it('shares the seeded "Documentos" folder with the organization’s own people', async () => {
    const root = await ok<Items>(await items('root', '', BRUNO));
    const seeded = root.folders.find((folder) => folder.id === SEED_ASSET_IDS.documents);
    expect(seeded).toMatchObject({ name: 'Documentos', audience: { name: 'Personal propio' } });
    const inside = await ok<Items>(await items(SEED_ASSET_IDS.documents, '', BRUNO));
    expect(inside.folders.map((folder) => folder.name)).toEqual(['Capacitación', 'Políticas']);
    const policies = await ok<Items>(await items(SEED_ASSET_IDS.policies, '', BRUNO));
    const pdf = policies.documents.find((row) => row.contentType === 'application/pdf');
    expect(pdf?.name).toBe('Reglamento interior.pdf');
    const file = await t.getAs(pdf!.downloadUrl, BRUNO);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('gives each person a documents folder they read, that MANAGE_PEOPLE fills', async () => {
    const own = await ok<Folder>(
      await call('GET', `/api/persons/${BRUNO_ID}/documents-folder`, undefined, { email: BRUNO }),
    );
    expect(own).toMatchObject({ personId: BRUNO_ID, parentId: null, name: 'Bruno Díaz', canManage: false });
    const again = await ok<Folder>(await call('GET', `/api/persons/${BRUNO_ID}/documents-folder`));
    expect(again).toMatchObject({ id: own.id, canManage: true });
    expect(
      (await call('GET', `/api/persons/${ANA_ID}/documents-folder`, undefined, { email: BRUNO })).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/persons/${randomUUID()}/documents-folder`)).statusCode).toBe(404);

    const payslip = await createDocument(own.id, { name: 'Recibo de nómina.txt', text: 'nómina' });
    const listed = await ok<Items>(await items(own.id, '', BRUNO));
    expect(listed.documents.map((row) => [row.name, row.canManage])).toEqual([
      ['Recibo de nómina.txt', false],
    ]);
    expect((await t.getAs(payslip.downloadUrl, BRUNO)).statusCode).toBe(200);
    expect(
      (await call('DELETE', `/api/assets/documents/${payslip.id}`, undefined, { email: BRUNO })).statusCode,
    ).toBe(403);
    // Not part of the organization's explorer, and never deleted or shared itself.
    expect((await ok<Items>(await items('root'))).folders.map((folder) => folder.id)).not.toContain(own.id);
    expect((await call('DELETE', `/api/assets/folders/${own.id}`)).statusCode).toBe(400);
    const team = await audienceOf(unique('Equipo'), [BRUNO_ID]);
    expect((await call('PATCH', `/api/assets/folders/${own.id}`, { audienceId: team })).statusCode).toBe(400);
  });
});

describe('large folders', () => {
  it('pages through 2,500 documents by name, case-insensitively, with no duplicates or gaps', async () => {
    const folder = await createFolder(null, unique('Masivo'));
    const [uploadRow] = await sqlRun(
      sql`select id from uploads where tenant_id = 'demo' and temporary = false limit 1`,
    );
    // Pairs of names that differ only in case: the id breaks the tie.
    await sqlRun(
      sql`insert into asset_documents (tenant_id, folder_id, name, upload_id, content_type, size)
          select 'demo', ${folder.id}::uuid,
            case when n % 2 = 0 then 'Documento ' else 'DOCUMENTO ' end || lpad((n / 2)::text, 5, '0'),
            ${uploadRow!.id}::uuid, 'text/plain', n
          from generate_series(0, 2499) as n`,
    );
    const expected = (
      await sqlRun(
        sql`select id, name from asset_documents where tenant_id = 'demo' and folder_id = ${folder.id}::uuid`,
      )
    )
      .map((row) => ({ id: String(row.id), key: String(row.name).toLowerCase() }))
      .sort((a, b) => (a.key === b.key ? (a.id < b.id ? -1 : 1) : a.key < b.key ? -1 : 1))
      .map((row) => row.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Items = await ok<Items>(
        await items(folder.id, `?limit=1000${cursor ? `&cursor=${cursor}` : ''}`),
      );
      expect(page.totalDocuments).toBe(2500);
      if (pages > 0) expect(page.folders).toEqual([]);
      seen.push(...page.documents.map((row) => row.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(2500);
    expect(seen).toEqual(expected);
    const first = await ok<Items>(await items(folder.id));
    expect(first.documents).toHaveLength(200);
  });
});

describe('organizations', () => {
  it('keeps another organization’s folders, documents and files out', async () => {
    const folder = await createFolder(null, unique('Solo demo'));
    const document = await createDocument(folder.id, { text: 'solo demo' });
    const acme = { email: CARLA, host: ACME_HOST };
    expect((await call('GET', `/api/assets/folders/${folder.id}/items`, undefined, acme)).statusCode).toBe(
      404,
    );
    const acmeRoot = await ok<Items>(await call('GET', '/api/assets/folders/root/items', undefined, acme));
    expect(acmeRoot.folders.map((row) => row.id)).not.toContain(folder.id);
    expect(acmeRoot.documents.map((row) => row.id)).not.toContain(document.id);
    expect(
      (await call('PATCH', `/api/assets/documents/${document.id}`, { name: 'x' }, acme)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/assets/folders/${folder.id}`, undefined, acme)).statusCode).toBe(404);
    expect((await call('GET', document.downloadUrl, undefined, acme)).statusCode).toBe(404);
    const acmeUpload = await upload('de acme', CARLA, ACME_HOST);
    const intoDemo = await call(
      'POST',
      '/api/assets/documents',
      { folderId: folder.id, temporaryUpload: acmeUpload },
      acme,
    );
    expect(intoDemo.statusCode).toBe(404);
  });
});
