import type { FormDefinition } from '@faena/form-engine/core';

export type {
  Checklist,
  ChecklistCategory,
  ChecklistSummary,
  ChecklistVersion,
  ChecklistVersionRow,
} from '../model';

/** What the editor sends to create or update a template. */
export interface ChecklistDraft {
  categoryId: string;
  title: string;
  description: string | null;
  audienceId: string | null;
  scoring: boolean;
  definition: FormDefinition;
}
