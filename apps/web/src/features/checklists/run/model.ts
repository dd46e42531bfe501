import type { FlaggedAnswer, FormDefinition } from '@faena/form-engine/core';

export type { Checklist, ChecklistCategory, ChecklistSummary, ChecklistVersion } from '../model';

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
