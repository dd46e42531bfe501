/**
 * The builder's state as a pure reducer: the definition being edited, the selected field and an
 * undo/redo history. No React and no clock, so it is unit-tested on its own (`state.test.ts`).
 */
import type { Condition, FormDefinition, FormField } from '../core/index.ts';
import { uniqueValue } from './fieldTypes.ts';

/** Undo steps kept; older ones are dropped. */
export const HISTORY_LIMIT = 100;

export interface BuilderState {
  definition: FormDefinition;
  selectedId: string | null;
  past: FormDefinition[];
  future: FormDefinition[];
  /** The merge key of the last update, so typing a label is one undo step, not one per key. */
  lastMerge: string | null;
}

/** A field as edited: any subset of its attributes (`undefined` removes one). */
export type FieldPatch = { [K in keyof FormField]?: FormField[K] | undefined } & Record<string, unknown>;

export type BuilderAction =
  | { type: 'add'; field: FormField; index?: number }
  | {
      type: 'update';
      id: string;
      patch: FieldPatch;
      /** Consecutive updates with the same key are merged into one undo step. */
      merge?: string;
    }
  | { type: 'move'; id: string; to: number }
  | { type: 'duplicate'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'import'; definition: FormDefinition }
  | { type: 'select'; id: string | null }
  | { type: 'undo' }
  | { type: 'redo' };

export function initBuilderState(definition: FormDefinition): BuilderState {
  return { definition, selectedId: definition.fields[0]?.id ?? null, past: [], future: [], lastMerge: null };
}

/** Renames every reference to `from` in a condition. */
function renameInCondition(condition: Condition, from: string, to: string): Condition {
  if ('field' in condition) return condition.field === from ? { ...condition, field: to } : condition;
  if ('all' in condition) return { all: condition.all.map((child) => renameInCondition(child, from, to)) };
  return { any: condition.any.map((child) => renameInCondition(child, from, to)) };
}

function applyPatch(field: FormField, patch: FieldPatch): FormField {
  const next: Record<string, unknown> = { ...field, ...patch };
  // Absent and undefined are the same in the wire format: drop the key so exports stay clean.
  for (const [key, value] of Object.entries(patch)) if (value === undefined) delete next[key];
  return next as unknown as FormField;
}

function withFields(definition: FormDefinition, fields: FormField[]): FormDefinition {
  return { ...definition, fields };
}

/** A new present: the old one goes to the past (capped), the future is dropped. */
function commit(
  state: BuilderState,
  definition: FormDefinition,
  selectedId = state.selectedId,
  merge: string | null = null,
): BuilderState {
  const merging = merge !== null && merge === state.lastMerge;
  const past = merging ? state.past : [...state.past, state.definition].slice(-HISTORY_LIMIT);
  return { definition, selectedId, past, future: [], lastMerge: merge };
}

function indexOf(state: BuilderState, id: string): number {
  return state.definition.fields.findIndex((field) => field.id === id);
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  const { fields } = state.definition;
  switch (action.type) {
    case 'add': {
      const at = Math.min(Math.max(action.index ?? fields.length, 0), fields.length);
      const next = [...fields.slice(0, at), action.field, ...fields.slice(at)];
      return commit(state, withFields(state.definition, next), action.field.id);
    }
    case 'update': {
      const index = indexOf(state, action.id);
      const current = fields[index];
      if (!current) return state;
      const updated = applyPatch(current, action.patch);
      // A renamed field keeps the conditions that read it (unless its old name was ambiguous).
      const renamed =
        updated.name !== current.name && fields.filter((field) => field.name === current.name).length === 1;
      const next = fields.map((field, i) => {
        if (i === index) return updated;
        return renamed && field.show_if
          ? { ...field, show_if: renameInCondition(field.show_if, current.name, updated.name) }
          : field;
      });
      return commit(state, withFields(state.definition, next), state.selectedId, action.merge ?? null);
    }
    case 'move': {
      const from = indexOf(state, action.id);
      const to = Math.min(Math.max(action.to, 0), fields.length - 1);
      if (from < 0 || from === to) return state;
      const next = [...fields];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      return commit(state, withFields(state.definition, next));
    }
    case 'duplicate': {
      const index = indexOf(state, action.id);
      const original = fields[index];
      if (!original) return state;
      const names = new Set(fields.map((field) => field.name));
      const ids = new Set(fields.map((field) => field.id));
      const copy = {
        ...structuredClone(original),
        id: uniqueValue(`${original.id}_copia`, ids),
        name: uniqueValue(`${original.name}_copia`, names),
      };
      const next = [...fields.slice(0, index + 1), copy, ...fields.slice(index + 1)];
      return commit(state, withFields(state.definition, next), copy.id);
    }
    case 'remove': {
      const index = indexOf(state, action.id);
      if (index < 0) return state;
      const next = fields.filter((field) => field.id !== action.id);
      const selectedId =
        state.selectedId === action.id
          ? (next[Math.min(index, next.length - 1)]?.id ?? null)
          : state.selectedId;
      return commit(state, withFields(state.definition, next), selectedId);
    }
    case 'import':
      return commit(state, action.definition, action.definition.fields[0]?.id ?? null);
    case 'select':
      return { ...state, selectedId: action.id, lastMerge: null };
    case 'undo':
    case 'redo': {
      const undo = action.type === 'undo';
      const source = undo ? state.past : state.future;
      const restored = source[source.length - 1];
      if (!restored) return state;
      const rest = source.slice(0, -1);
      const other = [...(undo ? state.future : state.past), state.definition];
      // Keep the selection when its field still exists in the restored definition.
      const selectedId = restored.fields.some((field) => field.id === state.selectedId)
        ? state.selectedId
        : (restored.fields[0]?.id ?? null);
      return undo
        ? { definition: restored, selectedId, past: rest, future: other, lastMerge: null }
        : { definition: restored, selectedId, past: other, future: rest, lastMerge: null };
    }
  }
}
