import type { FlaggedAnswer, FormDefinition } from '@faena/form-engine/core';

/** An execution in the history's list. */
export interface ChecklistExecution {
  id: string;
  clientId: string;
  checklistId: string;
  title: string;
  categoryId: string | null;
  version: number;
  status: 'draft' | 'submitted';
  person: { id: string; name: string };
  venue: { id: string; name: string } | null;
  startedAt: string;
  submittedAt: string | null;
  score: number | null;
  maxScore: number | null;
  percentage: number | null;
  flaggedCount: number;
  activity: { publicId: string; recurrenceId: string } | null;
}

/** An execution with its answers and the form of the version it answered. */
export interface ChecklistExecutionDetail extends ChecklistExecution {
  answers: Record<string, unknown>;
  definition: FormDefinition;
  description: string | null;
  scoring: boolean;
  flagged: FlaggedAnswer[];
}

/** A flagged answer across executions. */
export interface FlaggedAnswerRow {
  executionId: string;
  checklistId: string;
  title: string;
  name: string;
  label: string;
  answer: unknown;
  person: { id: string; name: string };
  venue: { id: string; name: string } | null;
  submittedAt: string | null;
}
