import { ApiError } from '@faena/api-client';
import { StudioConflictError } from '@faena/bpmn-studio';
import { describe, expect, it, vi } from 'vitest';
import { type DefinitionLike, type StudioCalls, studioAdapters } from './adapters';

const DRAFT: DefinitionLike = { id: 'def-1', xml: '<mine/>', revision: 3, status: 'draft', version: 1 };

function calls(overrides: Partial<StudioCalls> = {}): StudioCalls {
  return {
    save: vi.fn(async (_id, body) => ({ revision: body.revision + 1 })),
    publish: vi.fn(async (_id, body) => ({ revision: body.revision + 1 })),
    createVersion: vi.fn(async () => ({ ...DRAFT, id: 'def-2', version: 2, revision: 1 })),
    loadForm: vi.fn(async (_id, formId) => ({ id: formId, fields: [] })),
    storeForm: vi.fn(async (_id, _definition, formId) => ({ formId: formId ?? 'new-form' })),
    ...overrides,
  };
}

const options = { describeProblems: (problems: string) => `Problemas: ${problems}` };

describe('the studio adapters over the server', () => {
  it('saves the definition being edited with the revision the edit started from', async () => {
    const server = calls();
    const { persistence } = studioAdapters(server, { id: 'def-1' }, options);
    await expect(persistence.save({ xml: '<x/>', revision: 3 })).resolves.toEqual({ revision: 4 });
    expect(server.save).toHaveBeenCalledWith('def-1', { xml: '<x/>', revision: 3 });
  });

  it("links a form to its page under the definition being edited, a new version's once there is one", async () => {
    const { persistence, forms } = studioAdapters(calls(), { id: 'def-1' }, options);
    expect(forms.pageHref?.('form 1')).toBe('/workflows/def-1/form-builder/form%201');
    await persistence.createVersion();
    expect(forms.pageHref?.('form-1')).toBe('/workflows/def-2/form-builder/form-1');
  });

  it('turns a stale revision into a conflict carrying what is stored now', async () => {
    const stored = { ...DRAFT, xml: '<theirs/>', revision: 9 };
    const server = calls({
      save: async () => {
        throw new ApiError(409, {
          statusCode: 409,
          error: 'Conflict',
          code: 'WORKFLOW_REVISION_CONFLICT',
          message: 'stale',
          current: stored,
        } as never);
      },
    });
    const { persistence } = studioAdapters(server, { id: 'def-1' }, options);
    const error = await persistence.save({ xml: '<mine/>', revision: 3 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StudioConflictError);
    expect((error as StudioConflictError).current).toEqual({
      xml: '<theirs/>',
      revision: 9,
      status: 'draft',
      version: 1,
    });
  });

  it('says which problems the server found when it refuses to publish', async () => {
    const server = calls({
      publish: async () => {
        throw new ApiError(422, {
          statusCode: 422,
          error: 'Unprocessable Entity',
          code: 'WORKFLOW_INVALID',
          message: 'invalid',
          problems: [
            { elementId: 'Task_1', code: 'USER_TASK_WITHOUT_FORM', message: 'La tarea no tiene formulario.' },
            { elementId: null, code: 'NO_END', message: 'El proceso no termina.' },
          ],
        } as never);
      },
    });
    const onPublished = vi.fn();
    const { persistence } = studioAdapters(server, { id: 'def-1' }, { ...options, onPublished });
    await expect(persistence.publish({ xml: '<x/>', revision: 3 })).rejects.toThrow(
      'Problemas: Task_1: La tarea no tiene formulario.; El proceso no termina.',
    );
    expect(onPublished).not.toHaveBeenCalled();
  });

  it('keeps any other refusal as the server said it (a published definition is not edited)', async () => {
    const refusal = new ApiError(409, {
      statusCode: 409,
      error: 'Conflict',
      code: 'WORKFLOW_PUBLISHED',
      message: 'No se puede editar un workflow publicado. Debes crear una nueva versión.',
    });
    const server = calls({
      save: async () => {
        throw refusal;
      },
    });
    const { persistence } = studioAdapters(server, { id: 'def-1' }, options);
    await expect(persistence.save({ xml: '<x/>', revision: 3 })).rejects.toBe(refusal);
  });

  it('edits the new draft after creating a version: saves and forms go to it', async () => {
    const server = calls();
    const onVersionCreated = vi.fn();
    const { persistence, forms } = studioAdapters(server, { id: 'def-1' }, { ...options, onVersionCreated });
    await expect(persistence.createVersion()).resolves.toEqual({
      xml: '<mine/>',
      revision: 1,
      status: 'draft',
      version: 2,
    });
    expect(onVersionCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 'def-2' }));
    await persistence.save({ xml: '<y/>', revision: 1 });
    expect(server.save).toHaveBeenLastCalledWith('def-2', { xml: '<y/>', revision: 1 });
    await forms.load('form-a');
    expect(server.loadForm).toHaveBeenLastCalledWith('def-2', 'form-a');
  });

  it('creates a task form when it has no id yet, and saves it in place otherwise', async () => {
    const server = calls();
    const { forms } = studioAdapters(server, { id: 'def-1' }, options);
    await expect(forms.save({ id: 'f', fields: [] })).resolves.toEqual({ formId: 'new-form' });
    await expect(forms.save({ id: 'f', fields: [] }, 'form-a')).resolves.toEqual({ formId: 'form-a' });
    expect(server.storeForm).toHaveBeenLastCalledWith('def-1', { id: 'f', fields: [] }, 'form-a');
  });
});
