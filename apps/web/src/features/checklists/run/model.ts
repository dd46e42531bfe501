import type { FlaggedAnswer, FormDefinition } from '@faena/form-engine/core';

/** A category as the API lists it (flat, with its parent); the screen builds the tree. */
export interface ChecklistCategory {
  id: string;
  parentId: string | null;
  name: string;
  position: number;
  checklistCount: number;
}

/** A template the person may execute. */
export interface ChecklistSummary {
  id: string;
  /** Null once its category was deleted (archived templates only). */
  categoryId: string | null;
  title: string;
  description: string | null;
  audienceId: string | null;
  scoring: boolean;
  version: number;
  questionCount: number;
  updatedAt: string;
}

/** A template with its current version's form. */
export interface Checklist extends ChecklistSummary {
  definition: FormDefinition;
}

/** One version of a template, as it was saved (a draft stays on the version it began with). */
export interface ChecklistVersion {
  checklistId: string;
  version: number;
  title: string;
  description: string | null;
  scoring: boolean;
  definition: FormDefinition;
  createdAt: string;
}

/** The occurrence of an activity an execution answers (SPEC 3 related record). */
export interface ActivityLink {
  publicId: string;
  recurrenceId: string;
}

/** What the server answers for a saved or submitted execution (the fields this side reads). */
export interface ExecutionResult {
  id: string;
  clientId: string;
  status: 'draft' | 'submitted';
  score: number | null;
  maxScore: number | null;
  percentage: number | null;
  flagged?: FlaggedAnswer[];
}

/** Where an execution kept on this device stands: being filled, waiting to be sent, or sent. */
export type DraftStatus = 'draft' | 'pending' | 'sent';

/**
 * An execution kept on this device (IndexedDB) from its first answer until the server has it. It
 * carries the pinned version's form, so a draft opens and is finished without a connection.
 */
export interface DraftRecord {
  /** The device's id for the execution (a UUID); the server keeps one execution per id. */
  clientId: string;
  /** Whose draft it is on a shared device: `<tenant>/<personId>`. */
  owner: string;
  checklistId: string;
  version: number;
  title: string;
  description: string | null;
  scoring: boolean;
  definition: FormDefinition;
  /** The live values of the form (skip flags as `<name>_skipped`). */
  answers: Record<string, unknown>;
  /** The normalised response, once submitted on the device (pending or sending). */
  response: Record<string, unknown> | null;
  /** The server's field messages from the last refused submit. */
  errors: Record<string, string> | null;
  startedAt: string;
  updatedAt: string;
  /** Where it is done (optional). */
  venue: { id: string; name: string } | null;
  activity: ActivityLink | null;
  status: DraftStatus;
}

/** A picture taken for an execution, kept on the device until it is uploaded. */
export interface PhotoRecord {
  id: string;
  clientId: string;
  owner: string;
  name: string;
  type: string;
  /** The bytes (an ArrayBuffer stores everywhere IndexedDB does; some browsers refuse Blobs). */
  data: ArrayBuffer;
  /** The download link once uploaded. */
  link: string | null;
}
