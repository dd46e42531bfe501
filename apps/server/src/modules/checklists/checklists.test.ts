/**
 * Checklists through the API: the category tree and its root flag, templates and their versions
 * (an execution keeps the questions it was made with), who may execute what, drafts and their
 * submission (checked in the caller's language, scored without N/A answers, flagged answers kept),
 * the lists' filters, one execution per draft id however often it is submitted, the XLSX export,
 * an activity's occurrence completed by a submission, and another organization kept out.
 */
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../test/support/responses.ts';
import { ANA, ANA_ID, BRUNO, BRUNO_ID, CARLA } from '../../../test/support/seed-people.ts';
import { ACME_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { SEED_CHECKLIST_IDS } from './seed.ts';

/** The seeded daily "Abrir la tienda", Bruno's. */
const OPENING_ACTIVITY = '7c1f0e52-5d7a-4c1e-8a55-000000000701';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** A call as a seeded person (Ana unless told) on an organization's host, in a language. */
const call: TestApp['callAs'] = (...args) => t.callAs(...args);

/** A scored inspection: a critical yes/no (No flagged, weight 2), a choice, an N/A-able question. */
const INSPECTION = {
  id: 'inspeccion',
  fields: [
    {
      id: 'puerta',
      name: 'puerta',
      type: 'boolean',
      label: '¿La puerta cierra?',
      required: true,
      weight: 2,
      scores: { yes: 1, no: 0 },
      flagged_answer: false,
    },
    {
      id: 'orden',
      name: 'orden',
      type: 'multiple_choice',
      label: 'Orden',
      required: true,
      choices: [
        { choice: 'Bien', score: 2 },
        { choice: 'Mal', score: 0, flagged: true },
      ],
    },
    {
      id: 'vitrina',
      name: 'vitrina',
      type: 'boolean',
      label: '¿Vitrina limpia?',
      required: true,
      skippable: true,
      scores: { yes: 1, no: 0 },
    },
    { id: 'notas', name: 'notas', type: 'text', label: 'Notas', required: true },
  ],
};

interface Execution {
  id: string;
  clientId: string;
  status: string;
  version: number;
  score: number | null;
  maxScore: number | null;
  percentage: number | null;
  flaggedCount: number;
  answers: Record<string, unknown>;
  definition: { fields: { name: string }[] };
  flagged: { name: string; label: string; answer: unknown }[];
  venue: { id: string; name: string } | null;
  person: { id: string; name: string };
}

async function createChecklist(fields: Record<string, unknown> = {}) {
  return ok<{ id: string; version: number; versions: { version: number; executionCount: number }[] }>(
    await call('POST', '/api/checklists', {
      categoryId: SEED_CHECKLIST_IDS.opening,
      title: 'Inspección',
      scoring: true,
      definition: INSPECTION,
      ...fields,
    }),
    201,
  );
}

function save(
  checklistId: string,
  answers: Record<string, unknown>,
  {
    submit = true,
    clientId = randomUUID(),
    email = BRUNO,
    version = 1,
    language = 'es-MX',
    ...extra
  } = {} as {
    submit?: boolean;
    clientId?: string;
    email?: string;
    version?: number;
    language?: string;
    venueId?: string | null;
    activity?: { publicId: string; recurrenceId: string } | null;
  },
) {
  return call(
    'PUT',
    `/api/checklist-executions/${clientId}`,
    { checklistId, version, answers, submit, ...extra },
    { email, language },
  );
}

const GOOD = { puerta: true, orden: 'Bien', vitrina: true, notas: 'Todo en orden' };

describe('checklist categories', () => {
  it('lists the seeded tree flat, each with its parent and its checklists', async () => {
    const { results } = await ok<{
      results: { id: string; parentId: string | null; name: string; checklistCount: number }[];
    }>(await call('GET', '/api/checklist-categories', undefined, { email: BRUNO }));
    const byId = new Map(results.map((category) => [category.id, category]));
    expect(byId.get(SEED_CHECKLIST_IDS.operations)).toMatchObject({ name: 'Operación', parentId: null });
    expect(byId.get(SEED_CHECKLIST_IDS.opening)).toMatchObject({
      name: 'Apertura',
      parentId: SEED_CHECKLIST_IDS.operations,
    });
    expect(byId.get(SEED_CHECKLIST_IDS.foodSafety)?.parentId).toBeNull();
    expect(byId.get(SEED_CHECKLIST_IDS.operations)?.checklistCount).toBeGreaterThanOrEqual(1);
  });

  it('creates below a parent always, at the root only with the flag; moves, refuses cycles, deletes when empty', async () => {
    const refused = await call('POST', '/api/checklist-categories', { name: 'Raíz', parentId: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.parentId).toMatch(/raíz/);
    const english = await call(
      'POST',
      '/api/checklist-categories',
      { name: 'Root', parentId: null },
      { language: 'en-US' },
    );
    expect(english.json().fields.parentId).toMatch(/root/);
    expect(
      (
        await call(
          'POST',
          '/api/checklist-categories',
          { name: 'X', parentId: SEED_CHECKLIST_IDS.operations },
          { email: BRUNO },
        )
      ).statusCode,
    ).toBe(403);

    const child = await ok<{ id: string; parentId: string; position: number }>(
      await call('POST', '/api/checklist-categories', {
        name: 'Cierre',
        parentId: SEED_CHECKLIST_IDS.operations,
      }),
      201,
    );
    expect(child.parentId).toBe(SEED_CHECKLIST_IDS.operations);
    const grandchild = await ok<{ id: string }>(
      await call('POST', '/api/checklist-categories', { name: 'Noche', parentId: child.id }),
      201,
    );
    const cycle = await call('PATCH', `/api/checklist-categories/${child.id}`, { parentId: grandchild.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().fields.parentId).toBeDefined();
    const moved = await ok<{ parentId: string; name: string }>(
      await call('PATCH', `/api/checklist-categories/${grandchild.id}`, {
        parentId: SEED_CHECKLIST_IDS.foodSafety,
        name: 'Turno noche',
      }),
    );
    expect(moved).toMatchObject({ parentId: SEED_CHECKLIST_IDS.foodSafety, name: 'Turno noche' });

    const flags = t.app.checklistFlags as { createCategoryAtRoot: boolean };
    flags.createCategoryAtRoot = true;
    try {
      const root = await ok<{ parentId: null; id: string }>(
        await call('POST', '/api/checklist-categories', { name: 'Auditorías', parentId: null }),
        201,
      );
      expect(root.parentId).toBeNull();
      expect((await call('DELETE', `/api/checklist-categories/${root.id}`)).statusCode).toBe(204);
    } finally {
      flags.createCategoryAtRoot = false;
    }

    const notEmpty = await call('DELETE', `/api/checklist-categories/${SEED_CHECKLIST_IDS.operations}`);
    expect(notEmpty.statusCode).toBe(409);
    expect(notEmpty.json().code).toBe('CATEGORY_NOT_EMPTY');
    expect((await call('DELETE', `/api/checklist-categories/${grandchild.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/checklist-categories/${child.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/checklist-categories/${child.id}`)).statusCode).toBe(404);
  });
});

describe('checklist templates', () => {
  it('refuses a definition that is not a form, and a category that does not exist', async () => {
    const bad = await call('POST', '/api/checklists', {
      categoryId: SEED_CHECKLIST_IDS.opening,
      title: 'Mala',
      scoring: false,
      definition: { id: 'x', fields: [{ id: 'a', name: 'a', type: 'nope' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_FORM_DEFINITION');
    const noCategory = await call('POST', '/api/checklists', {
      categoryId: randomUUID(),
      title: 'Sin categoría',
      scoring: false,
      definition: INSPECTION,
    });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().fields.categoryId).toBeDefined();
  });

  it('replaces an unused version, makes a new one once executed, and an old execution keeps its questions', async () => {
    const created = await createChecklist({ title: 'Versiones' });
    expect(created.version).toBe(1);
    const edited = await ok<{ version: number; title: string }>(
      await call('PUT', `/api/checklists/${created.id}`, {
        categoryId: SEED_CHECKLIST_IDS.opening,
        title: 'Versiones (editada)',
        scoring: true,
        definition: INSPECTION,
      }),
    );
    expect(edited).toMatchObject({ version: 1, title: 'Versiones (editada)' });

    const draft = await ok<Execution>(await save(created.id, { puerta: true }, { submit: false }), 201);
    expect(draft.status).toBe('draft');
    const withoutNotes = {
      ...INSPECTION,
      fields: INSPECTION.fields.filter((field) => field.name !== 'notas'),
    };
    const second = await ok<{
      version: number;
      versions: { version: number; executionCount: number }[];
      questionCount: number;
    }>(
      await call('PUT', `/api/checklists/${created.id}`, {
        categoryId: SEED_CHECKLIST_IDS.opening,
        title: 'Versiones v2',
        scoring: true,
        definition: withoutNotes,
      }),
    );
    expect(second.version).toBe(2);
    expect(second.questionCount).toBe(3);
    expect(second.versions.map((version) => [version.version, version.executionCount])).toEqual([
      [2, 0],
      [1, 1],
    ]);

    // The draft stays on version 1: it is submitted against (and shows) the questions it began with.
    const submitted = await ok<Execution>(await save(created.id, GOOD, { clientId: draft.clientId }));
    expect(submitted.version).toBe(1);
    expect(submitted.definition.fields.map((field) => field.name)).toContain('notas');
    await call('DELETE', `/api/checklists/${created.id}`);
    const read = await ok<Execution & { title: string }>(
      await call('GET', `/api/checklist-executions/${submitted.id}`),
    );
    expect(read.definition.fields.map((field) => field.name)).toEqual([
      'puerta',
      'orden',
      'vitrina',
      'notas',
    ]);
    expect(read.answers.notas).toBe('Todo en orden');
    expect(read.title).toBe('Versiones (editada)');
    const v1 = await ok<{ title: string; definition: { fields: unknown[] } }>(
      await call('GET', `/api/checklists/${created.id}/versions/1`),
    );
    expect(v1.definition.fields).toHaveLength(4);
    expect((await call('GET', `/api/checklists/${created.id}`)).statusCode).toBe(404);
  });

  it('lists what a person may execute by audience; every checklist only for managers', async () => {
    const audience = await ok<{ id: string }>(
      await call('POST', '/api/audiences', { name: 'Solo Ana', rule: { include: [ANA_ID] } }),
      201,
    );
    const restricted = await createChecklist({ title: 'Solo para Ana', audienceId: audience.id });
    const open = await createChecklist({ title: 'Para todos' });

    const brunos = await ok<{ results: { id: string }[] }>(
      await call('GET', '/api/checklists?executable=true', undefined, { email: BRUNO }),
    );
    const ids = brunos.results.map((checklist) => checklist.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(restricted.id);
    const anas = await ok<{ results: { id: string }[] }>(
      await call('GET', '/api/checklists?executable=true'),
    );
    expect(anas.results.map((checklist) => checklist.id)).toContain(restricted.id);

    expect((await call('GET', '/api/checklists', undefined, { email: BRUNO })).statusCode).toBe(403);
    const all = await ok<{ count: number }>(
      await call('GET', `/api/checklists?categoryId=${SEED_CHECKLIST_IDS.opening}`),
    );
    expect(all.count).toBeGreaterThanOrEqual(3);
    expect(
      (await call('GET', `/api/checklists/${restricted.id}`, undefined, { email: BRUNO })).statusCode,
    ).toBe(404);
    expect((await save(restricted.id, GOOD)).statusCode).toBe(404);
    expect(
      (await ok<{ id: string }>(await call('GET', `/api/checklists/${open.id}`, undefined, { email: BRUNO })))
        .id,
    ).toBe(open.id);
  });
});

describe('executing a checklist', () => {
  let checklistId: string;
  beforeAll(async () => {
    checklistId = (await createChecklist({ title: 'Ronda' })).id;
  });

  it('keeps a draft as it is, then submits it checked, scored and flagged', async () => {
    const clientId = randomUUID();
    const draft = await ok<Execution>(
      await save(checklistId, { puerta: false }, { submit: false, clientId }),
      201,
    );
    expect(draft).toMatchObject({
      status: 'draft',
      score: null,
      flaggedCount: 0,
      answers: { puerta: false },
    });
    const again = await ok<Execution>(
      await save(checklistId, { puerta: false, orden: 'Mal' }, { submit: false, clientId }),
    );
    expect(again.id).toBe(draft.id);

    const submitted = await ok<Execution>(
      await save(checklistId, { puerta: false, orden: 'Mal', vitrina: true, notas: 'Revisar' }, { clientId }),
    );
    // puerta 0×2 of 2, orden 0 of 2, vitrina 1 of 1.
    expect(submitted).toMatchObject({
      status: 'submitted',
      score: 1,
      maxScore: 5,
      percentage: 20,
      flaggedCount: 2,
    });
    expect(submitted.flagged).toEqual([
      { name: 'puerta', label: '¿La puerta cierra?', answer: false },
      { name: 'orden', label: 'Orden', answer: 'Mal' },
    ]);
  });

  it('refuses answers against the form’s rules with each field’s message, in Spanish or English', async () => {
    const spanish = await save(checklistId, { puerta: true });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toMatchObject({
      code: 'INVALID_FORM_RESPONSE',
      message: 'El formulario tiene errores. Por favor, revisa los campos marcados en rojo.',
      fields: { orden: 'Este campo es requerido', notas: 'Este campo es requerido' },
    });
    const english = await save(checklistId, { puerta: true }, { language: 'en-US' });
    expect(english.json().fields).toMatchObject({ orden: 'This field is required' });
    const tooBig = await save(checklistId, { notas: 'x'.repeat(1024 * 1024) }, { submit: false });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().fields.answers).toBeDefined();
  });

  it('leaves an N/A answer out of the score and its maximum', async () => {
    const skipped = await ok<Execution>(
      await save(checklistId, { puerta: true, orden: 'Bien', vitrina: null, notas: 'ok' }),
      201,
    );
    expect(skipped).toMatchObject({ score: 4, maxScore: 4, percentage: 100, flaggedCount: 0 });
    expect(skipped.answers.vitrina_skipped).toBe(true);
    const flagOnly = await ok<Execution>(
      await save(checklistId, { puerta: true, orden: 'Bien', vitrina_skipped: true, notas: 'ok' }),
      201,
    );
    expect(flagOnly.maxScore).toBe(4);
  });

  it('submits once however often (and however concurrently) the same draft is sent', async () => {
    const clientId = randomUUID();
    const [first, second] = await Promise.all([
      save(checklistId, GOOD, { clientId }),
      save(checklistId, GOOD, { clientId }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    const third = await ok<Execution>(await save(checklistId, { ...GOOD, notas: 'otra' }, { clientId }));
    expect(third.answers.notas).toBe('Todo en orden');
    const list = await ok<{ results: { clientId: string }[] }>(
      await call('GET', `/api/checklist-executions?checklistId=${checklistId}&pageSize=100`),
    );
    expect(list.results.filter((row) => row.clientId === clientId)).toHaveLength(1);

    const late = await save(checklistId, GOOD, { clientId, submit: false });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('EXECUTION_SUBMITTED');
    expect((await save(checklistId, GOOD, { clientId, email: ANA })).statusCode).toBe(403);
  });

  it('completes the activity occurrence it was made for and records it there', async () => {
    const recurrenceId = '20261125T080000';
    const done = await ok<Execution & { activity: unknown }>(
      await save(checklistId, GOOD, { activity: { publicId: OPENING_ACTIVITY, recurrenceId } }),
      201,
    );
    expect(done.activity).toEqual({ publicId: OPENING_ACTIVITY, recurrenceId });
    const occurrence = await ok<{
      occurrence: { status: string; completedBy: string };
      relatedRecords: { contentTypeModel: string; objectId: string; completedAt: string | null }[];
    }>(
      await call('GET', `/api/activities/${OPENING_ACTIVITY}/occurrences/${recurrenceId}`, undefined, {
        email: BRUNO,
      }),
    );
    expect(occurrence.occurrence.status).toBe('COMPLETED');
    expect(occurrence.relatedRecords).toEqual([
      expect.objectContaining({ contentTypeModel: 'checklist_execution', objectId: done.id }),
    ]);
    expect(occurrence.relatedRecords[0]?.completedAt).not.toBeNull();

    const linked = await ok<{ contentTypeModel: string }>(
      await call(
        'POST',
        `/api/activities/${OPENING_ACTIVITY}/occurrences/20261126T080000/related-records`,
        { contentTypeModel: 'checklist_execution', objectId: done.id },
        { email: BRUNO },
      ),
      201,
    );
    expect(linked.contentTypeModel).toBe('checklist_execution');
    const unknown = await call(
      'POST',
      `/api/activities/${OPENING_ACTIVITY}/occurrences/20261126T080000/related-records`,
      { contentTypeModel: 'checklist_execution', objectId: randomUUID() },
      { email: BRUNO },
    );
    expect(unknown.statusCode).toBe(400);
    const noOccurrence = await save(checklistId, GOOD, {
      activity: { publicId: OPENING_ACTIVITY, recurrenceId: '20261125T090000' },
    });
    expect(noOccurrence.statusCode).toBe(404);
  });
});

describe('the executions lists', () => {
  let checklistId: string;
  let venueId: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    checklistId = (await createChecklist({ title: 'Filtros' })).id;
    venueId = (await ok<{ id: string }>(await call('POST', '/api/venues', { name: 'Sucursal Filtros' }), 201))
      .id;
    ids.perfect = (await ok<Execution>(await save(checklistId, GOOD, { venueId }), 201)).id;
    ids.flagged = (
      await ok<Execution>(
        await save(checklistId, { ...GOOD, puerta: false, orden: 'Mal' }, { email: ANA }),
        201,
      )
    ).id;
    ids.draft = (await ok<Execution>(await save(checklistId, { puerta: true }, { submit: false }), 201)).id;
  });

  const list = async (query: string, email = ANA) =>
    ok<{ count: number; results: { id: string }[] }>(
      await call('GET', `/api/checklist-executions?checklistId=${checklistId}&${query}`, undefined, {
        email,
      }),
    );
  const idsOf = (page: { results: { id: string }[] }) => page.results.map((row) => row.id).sort();

  it('shows managers everyone’s and others their own, newest first', async () => {
    expect((await list('')).count).toBe(3);
    expect(idsOf(await list('', BRUNO))).toEqual([ids.perfect, ids.draft].sort());
    expect((await list('pageSize=1&page=2')).results).toHaveLength(1);
  });

  it('filters by score range, flagged, status, person, venue and dates', async () => {
    expect(idsOf(await list('minScore=90'))).toEqual([ids.perfect]);
    expect(idsOf(await list('maxScore=50'))).toEqual([ids.flagged]);
    expect(idsOf(await list('minScore=50&maxScore=100'))).toEqual([ids.perfect]);
    expect(idsOf(await list('flagged=true'))).toEqual([ids.flagged]);
    expect(idsOf(await list('status=draft'))).toEqual([ids.draft]);
    expect(idsOf(await list(`personId=${ANA_ID}`))).toEqual([ids.flagged]);
    expect(idsOf(await list(`personId=${BRUNO_ID}&status=submitted`))).toEqual([ids.perfect]);
    expect(idsOf(await list(`venueId=${venueId}`))).toEqual([ids.perfect]);
    expect((await list(`categoryId=${SEED_CHECKLIST_IDS.opening}`)).count).toBe(3);
    expect((await list(`categoryId=${SEED_CHECKLIST_IDS.foodSafety}`)).count).toBe(0);
    expect((await list('from=2000-01-01&to=2000-12-31')).count).toBe(0);
    expect((await list('from=2000-01-01&timeZone=America/Mexico_City')).count).toBe(3);
    expect((await list('to=2999-12-31')).count).toBe(3);
    const backwards = await call('GET', '/api/checklist-executions?from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(400);
    const badZone = await call('GET', '/api/checklist-executions?timeZone=Mars/Olympus');
    expect(badZone.json().fields.timeZone).toBeDefined();
  });

  it('lists the flagged answers across executions, and each execution’s own', async () => {
    const flagged = await ok<{
      count: number;
      results: { executionId: string; name: string; answer: unknown; person: { id: string } }[];
    }>(await call('GET', `/api/checklist-flagged-answers?checklistId=${checklistId}`));
    expect(flagged.results.map((row) => [row.executionId, row.name, row.answer])).toEqual([
      [ids.flagged, 'puerta', false],
      [ids.flagged, 'orden', 'Mal'],
    ]);
    expect(flagged.results[0]?.person.id).toBe(ANA_ID);
    const brunos = await ok<{ count: number }>(
      await call('GET', `/api/checklist-flagged-answers?checklistId=${checklistId}`, undefined, {
        email: BRUNO,
      }),
    );
    expect(brunos.count).toBe(0);
    const detail = await ok<Execution>(await call('GET', `/api/checklist-executions/${ids.flagged}`));
    expect(detail.flagged.map((item) => item.name)).toEqual(['puerta', 'orden']);
    expect(
      (await call('GET', `/api/checklist-executions/${ids.flagged}`, undefined, { email: BRUNO })).statusCode,
    ).toBe(404);
  });

  it('exports an XLSX of the executions and a sheet of their answers', async () => {
    const response = await call(
      'GET',
      `/api/checklist-executions/export.xlsx?checklistId=${checklistId}&status=submitted`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = (name: string) => {
      const sheet = workbook.getWorksheet(name);
      const values: unknown[][] = [];
      sheet?.eachRow((row) => {
        values.push((row.values as unknown[]).slice(1));
      });
      return values;
    };
    const executions = rows('Ejecuciones');
    expect(executions[0]?.slice(0, 4)).toEqual(['ID', 'Lista de verificación', 'Versión', 'Estado']);
    expect(executions).toHaveLength(3);
    const flaggedRow = executions.find((row) => row[0] === ids.flagged);
    expect(flaggedRow?.slice(1, 5)).toEqual(['Filtros', 1, 'Enviada', 'Ana Torres']);
    expect(flaggedRow?.slice(8)).toEqual([1, 5, 20, 2]);
    const answers = rows('Respuestas');
    expect(answers[0]).toEqual(['ID de ejecución', 'Lista de verificación', 'Pregunta', 'Respuesta']);
    expect(answers).toContainEqual([ids.flagged, 'Filtros', '¿La puerta cierra?', 'No']);
    expect(answers).toContainEqual([ids.perfect, 'Filtros', 'Notas', 'Todo en orden']);
    expect(answers.filter((row) => row[0] === ids.perfect)).toHaveLength(4);
  });

  it('keeps another organization out', async () => {
    const foreign = await call('GET', `/api/checklist-executions/${ids.perfect}`, undefined, {
      email: CARLA,
      host: ACME_HOST,
    });
    expect(foreign.statusCode).toBe(404);
    const theirList = await ok<{ count: number }>(
      await call('GET', '/api/checklist-executions', undefined, { email: CARLA, host: ACME_HOST }),
    );
    expect(theirList.count).toBe(0);
    const theirCategories = await ok<{ results: unknown[] }>(
      await call('GET', '/api/checklist-categories', undefined, { email: CARLA, host: ACME_HOST }),
    );
    expect(theirCategories.results).toEqual([]);
    expect(
      (
        await call('GET', `/api/checklists/${SEED_CHECKLIST_IDS.storeOpening}`, undefined, {
          email: CARLA,
          host: ACME_HOST,
        })
      ).statusCode,
    ).toBe(404);
  });
});
