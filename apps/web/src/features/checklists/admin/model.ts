import type { FormDefinition } from '@faena/form-engine/core';

/** A category as the API lists it (flat, with its parent); the screen builds the tree. */
export interface ChecklistCategory {
  id: string;
  parentId: string | null;
  name: string;
  position: number;
  checklistCount: number;
}

/** A template in a category's list. */
export interface ChecklistSummary {
  id: string;
  /** Null when its category was removed. */
  categoryId: string | null;
  title: string;
  description: string | null;
  audienceId: string | null;
  scoring: boolean;
  version: number;
  questionCount: number;
  updatedAt: string;
}

export interface ChecklistVersionRow {
  version: number;
  createdAt: string;
  createdBy: { id: string; name: string } | null;
  executionCount: number;
}

/** A template with its current version's form and every version. */
export interface Checklist extends ChecklistSummary {
  definition: FormDefinition;
  versions: ChecklistVersionRow[];
}

/** One version of a template, as it was saved. */
export interface ChecklistVersion {
  checklistId: string;
  version: number;
  title: string;
  description: string | null;
  scoring: boolean;
  definition: FormDefinition;
  createdAt: string;
}

/** What the editor sends to create or update a template. */
export interface ChecklistDraft {
  categoryId: string;
  title: string;
  description: string | null;
  audienceId: string | null;
  scoring: boolean;
  definition: FormDefinition;
}
