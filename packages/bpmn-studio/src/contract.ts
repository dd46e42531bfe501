/**
 * What the studio's parts agree on: the adapters an app injects (persistence, forms), how the lint
 * points at a field of the properties panel, and the data of the viewer and the kanban editor.
 */
import type { FormDefinition } from '@faena/form-engine/core';
import type { ExecutionStatus, ProcessVariable } from '@faena/workflow-engine';

/** SPEC 4: draft ('Borrador') → published ('Publicado') through Save & Publish; never back. */
export type DefinitionStatus = 'draft' | 'published';

/** A workflow definition as the app stores it: BPMN XML plus the revision the server last saved. */
export interface StoredDefinition {
  xml: string;
  /** Increases on every save; a save naming an older revision is a conflict. */
  revision: number;
  status: DefinitionStatus;
  /** 1 for the first definition of a workflow, +1 for each new version. */
  version: number;
}

/** Thrown by `save`/`publish` when someone else saved first: `current` is what is stored now. */
export class StudioConflictError extends Error {
  readonly current: StoredDefinition;
  constructor(current: StoredDefinition) {
    super('The definition was saved by someone else');
    this.name = 'StudioConflictError';
    this.current = current;
  }
}

/** Injected by the app (the server routes come later); an in-memory one backs stories and tests. */
export interface StudioPersistence {
  /** Saves the draft; `revision` is the one the edit started from. */
  save(input: { xml: string; revision: number }): Promise<{ revision: number }>;
  /** Saves and publishes (irreversible). Rejects with the server's lint problems when it refuses. */
  publish(input: { xml: string; revision: number }): Promise<{ revision: number }>;
  /** A new draft version copied from this published definition. */
  createVersion(): Promise<StoredDefinition>;
}

/** Task forms live outside the BPMN: the user task stores only `faena:formId`. */
export interface StudioFormsAdapter {
  load(formId: string): Promise<FormDefinition>;
  /** Creates the form when `formId` is absent; returns its id either way. */
  save(form: FormDefinition, formId?: string): Promise<{ formId: string }>;
  /**
   * The address of the form's own page, when the app has one: the panel links to it, so a
   * published version's form (which the panel does not edit) can still be read.
   */
  pageHref?(formId: string): string;
}

/** One saved audience as a picker lists it: its id and its name. */
export interface AudienceOption {
  value: string;
  label: string;
}

/**
 * The organisation's saved audiences (target groups of people the server resolves), offered in a
 * user task's audience beside the process variables. The app passes its audience search here.
 */
export interface StudioAudiencesAdapter {
  /** Audiences whose name matches `query` ('' for the first ones); abort when the query changes. */
  search(query: string, signal: AbortSignal): Promise<AudienceOption[]>;
  /** The name of a stored audience id (undefined when it no longer exists). */
  label?(value: string, signal: AbortSignal): Promise<string | undefined>;
}

/**
 * The fields of the properties panel a lint problem can lead to. Each control of the panel carries
 * `data-studio-field="<key>"` on its focusable element.
 */
export type PanelField =
  | 'name'
  | 'form'
  | 'audience'
  | 'dueIn'
  | 'timer'
  | 'notifyOnExpire'
  | 'messageName'
  | 'defaultFlow'
  | 'condition'
  | 'variables';

/** "Show this element and put the focus on that field"; `nonce` repeats a request for the same field. */
export interface FocusRequest {
  elementId: string;
  field?: PanelField;
  nonce: number;
}

/**
 * Called before an action that needs the definition saved first (SPEC 4: adding or editing a form,
 * creating or unlinking a process variable, switching tab). Resolves true when the action may go
 * on (nothing pending, saved now, or the person chose to discard), false when they cancelled.
 */
export type EnsureSaved = () => Promise<boolean>;

/** Per-element execution figures for the viewer's overlays (the execution side panel). */
export interface ElementExecutionStats {
  elementId: string;
  /** Executions that visited the element. */
  count: number;
  /** Executions waiting there now (a user task, a timer, a message). */
  waiting: number;
}

/** A kanban board over a workflow's executions: each column gathers user tasks or statuses. */
export interface KanbanColumn {
  id: string;
  name: string;
  /** bpmn ids of user tasks whose open executions show in this column. */
  userTasks: string[];
  /** Finished executions by status. */
  statuses: ExecutionStatus[];
}

export interface KanbanConfig {
  id: string;
  name: string;
  columns: KanbanColumn[];
}

export type { ProcessVariable };
