/**
 * The checklist shapes every side of the feature reads: the API's own (generated) types, with a
 * template's form typed as the form engine's definition.
 */
import type * as Api from '@faena/api-client';
import type { FormDefinition } from '@faena/form-engine/core';

type WithForm<T> = Omit<T, 'definition'> & { definition: FormDefinition };

/** A category as the API lists it (flat, with its parent); the screens build the tree. */
export type ChecklistCategory = Api.ChecklistCategory;
/** A template in a list; `categoryId` is null once its category was deleted (archived templates only). */
export type ChecklistSummary = Api.ChecklistSummary;
export type ChecklistVersionRow = Api.ChecklistVersionInfo;
/** A template with its current version's form and every version. */
export type Checklist = WithForm<Api.Checklist>;
/** One version of a template, as it was saved. */
export type ChecklistVersion = WithForm<Api.ChecklistVersion>;
/** An execution in the history's list. */
export type ChecklistExecution = Api.ChecklistExecution;
/** An execution with its answers and the form of the version it answered. */
export type ChecklistExecutionDetail = WithForm<Api.ChecklistExecutionDetail>;
/** A flagged answer across executions. */
export type FlaggedAnswerRow = Api.ChecklistFlaggedAnswerRow;
