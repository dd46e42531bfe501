import { ApiError, getAudience } from '@faena/api-client';
import {
  type StoredDefinition,
  StudioConflictError,
  type StudioFormsAdapter,
  type StudioPersistence,
} from '@faena/bpmn-studio';
import type { FormDefinition } from '@faena/form-engine/core';
import { searchAudienceOptions } from '@/platform/forms/audience-options';

/** What the studio needs of a stored definition (the server's `WorkflowDefinition`). */
export interface DefinitionLike {
  id: string;
  xml: string;
  revision: number;
  status: 'draft' | 'published';
  version: number;
}

export const toStored = (definition: DefinitionLike): StoredDefinition => ({
  xml: definition.xml,
  revision: definition.revision,
  status: definition.status,
  version: definition.version,
});

/** The calls the adapters make: the generated client's, injected so tests can stand in. */
export interface StudioCalls {
  save(workflowId: string, body: { xml: string; revision: number }): Promise<{ revision: number }>;
  publish(workflowId: string, body: { xml: string; revision: number }): Promise<{ revision: number }>;
  createVersion(workflowId: string): Promise<DefinitionLike>;
  loadForm(workflowId: string, formId: string): Promise<FormDefinition>;
  storeForm(workflowId: string, definition: FormDefinition, formId?: string): Promise<{ formId: string }>;
}

interface PublishProblem {
  elementId?: string | null;
  message: string;
}

/** The definition someone else saved, carried by a 409 WORKFLOW_REVISION_CONFLICT. */
function conflictOf(error: unknown): StudioConflictError | null {
  if (!(error instanceof ApiError) || error.code !== 'WORKFLOW_REVISION_CONFLICT') return null;
  const current = (error.body as { current?: DefinitionLike } | undefined)?.current;
  return current ? new StudioConflictError(toStored(current)) : null;
}

/** A refused publish (422 WORKFLOW_INVALID) says which problems the server found, one after another. */
function publishRefusal(error: unknown, describe: (problems: string) => string): unknown {
  if (!(error instanceof ApiError) || error.code !== 'WORKFLOW_INVALID') return error;
  const problems = (error.body as { problems?: PublishProblem[] } | undefined)?.problems ?? [];
  if (problems.length === 0) return error;
  return new Error(
    describe(problems.map((p) => (p.elementId ? `${p.elementId}: ${p.message}` : p.message)).join('; ')),
  );
}

/**
 * The studio's persistence and forms over the server's routes. The definition being edited may
 * change under the studio (a new version is created from a published one): `current` says which.
 */
export function studioAdapters(
  calls: StudioCalls,
  current: { id: string },
  options: {
    describeProblems: (problems: string) => string;
    onVersionCreated?: (definition: DefinitionLike) => void;
    onPublished?: () => void;
  },
): { persistence: StudioPersistence; forms: StudioFormsAdapter } {
  const persistence: StudioPersistence = {
    async save(input) {
      try {
        return await calls.save(current.id, input);
      } catch (error) {
        throw conflictOf(error) ?? error;
      }
    },
    async publish(input) {
      try {
        const published = await calls.publish(current.id, input);
        options.onPublished?.();
        return published;
      } catch (error) {
        throw conflictOf(error) ?? publishRefusal(error, options.describeProblems);
      }
    },
    async createVersion() {
      const created = await calls.createVersion(current.id);
      current.id = created.id;
      options.onVersionCreated?.(created);
      return toStored(created);
    },
  };
  const forms: StudioFormsAdapter = {
    load: (formId) => calls.loadForm(current.id, formId),
    save: (form, formId) => calls.storeForm(current.id, form, formId),
    pageHref: (formId) =>
      `/workflows/${encodeURIComponent(current.id)}/form-builder/${encodeURIComponent(formId)}`,
  };
  return { persistence, forms };
}

/** The organisation's saved audiences for a user task's audience picker. */
export const studioAudiences = {
  search: (query: string, signal: AbortSignal) => searchAudienceOptions(query, signal),
  /** A stored audience's name; undefined when it no longer exists. */
  label: async (value: string, signal: AbortSignal) => {
    const { data } = await getAudience({ path: { audienceId: value }, signal });
    return data?.name;
  },
};
