import { parseBpmn, validate } from '@faena/workflow-engine';
import { describe, expect, it } from 'vitest';
import { StudioConflictError } from '../contract.ts';
import { LINT_ERRORS_XML, PURCHASE_APPROVAL_XML } from './diagrams.ts';
import { InMemoryFormsAdapter, InMemoryStudioPersistence } from './in-memory.ts';

const draft = { xml: PURCHASE_APPROVAL_XML, revision: 1, status: 'draft' as const, version: 1 };

describe('sample diagrams', () => {
  it('"Aprobación de compra" lints clean and carries its diagram interchange', async () => {
    const process = await parseBpmn(PURCHASE_APPROVAL_XML);
    expect(process.name).toBe('Aprobación de compra');
    expect(validate(process)).toEqual([]);
    expect(process.nodes.map((node) => node.faenaType).sort()).toEqual(
      [
        'VanillaStartEvent',
        'UserTask',
        'TimerBoundaryEvent',
        'ErrorEndEvent',
        'ExclusiveGateway',
        'SuccessEndEvent',
        'ParallelGateway',
        'UserTask',
        'UserTask',
        'ParallelGateway',
        'MessageIntermediateThrowEvent',
        'SuccessEndEvent',
      ].sort(),
    );
    for (const node of process.nodes) expect(PURCHASE_APPROVAL_XML).toContain(`bpmnElement="${node.id}"`);
  });

  it('the lint sample has a task without form, a gateway without default and a plain task', async () => {
    const codes = validate(await parseBpmn(LINT_ERRORS_XML)).map(
      ({ elementId, code }) => `${elementId}:${code}`,
    );
    expect(codes).toEqual(
      expect.arrayContaining([
        'Review:user_task_without_form',
        'Decide:gateway_without_default',
        'Archive:plain_task',
      ]),
    );
  });
});

describe('InMemoryStudioPersistence', () => {
  it('increases the revision on every save', async () => {
    const persistence = new InMemoryStudioPersistence(draft);
    await expect(persistence.save({ xml: '<a/>', revision: 1 })).resolves.toEqual({ revision: 2 });
    await expect(persistence.save({ xml: '<b/>', revision: 2 })).resolves.toEqual({ revision: 3 });
    expect(persistence.stored).toMatchObject({ xml: '<b/>', revision: 3 });
    expect(persistence.calls.map((call) => call.revision)).toEqual([1, 2]);
  });

  it('reports a save from an older revision as a conflict with what is stored', async () => {
    const persistence = new InMemoryStudioPersistence(draft);
    persistence.saveElsewhere('<theirs/>');
    const error = await persistence.save({ xml: '<mine/>', revision: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StudioConflictError);
    expect((error as StudioConflictError).current).toMatchObject({ xml: '<theirs/>', revision: 2 });
  });

  it('injects network failures', async () => {
    const persistence = new InMemoryStudioPersistence(draft, { failSaves: 1 });
    await expect(persistence.save({ xml: '<a/>', revision: 1 })).rejects.toThrow('Sin conexión');
    await expect(persistence.save({ xml: '<a/>', revision: 1 })).resolves.toEqual({ revision: 2 });
  });

  it('refuses to publish a definition with problems, publishes a clean one, creates a new version', async () => {
    const persistence = new InMemoryStudioPersistence({ ...draft, xml: LINT_ERRORS_XML });
    await expect(persistence.publish({ xml: LINT_ERRORS_XML, revision: 1 })).rejects.toThrow(
      /formulario|form/i,
    );
    await expect(persistence.publish({ xml: PURCHASE_APPROVAL_XML, revision: 1 })).resolves.toEqual({
      revision: 2,
    });
    expect(persistence.stored.status).toBe('published');
    await expect(persistence.createVersion()).resolves.toEqual({
      xml: PURCHASE_APPROVAL_XML,
      revision: 1,
      status: 'draft',
      version: 2,
    });
  });
});

describe('InMemoryFormsAdapter', () => {
  it('creates forms with new ids and updates existing ones', async () => {
    const forms = new InMemoryFormsAdapter({});
    const { formId } = await forms.save({ id: 'x', fields: [] });
    expect(formId).toBe('form-1');
    await forms.save({ id: 'x', description: 'Cambiado', fields: [] }, formId);
    await expect(forms.load(formId)).resolves.toEqual({ id: 'form-1', description: 'Cambiado', fields: [] });
    await expect(forms.load('missing')).rejects.toThrow('missing');
  });
});
