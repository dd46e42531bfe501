/**
 * `show_if` over a form: the dependency graph between fields (with cycle detection) and an
 * incremental visibility evaluator. A hidden field reads as empty (and not skipped) to the conditions
 * of other fields, so visibility cascades in topological order.
 */
import { type ConditionSource, conditionDependencies, evaluateCondition } from './conditions.ts';
import { skipFlagName, skipFlagTarget } from './skip.ts';
import type { FormField } from './types.ts';

type GraphField = Pick<FormField, 'name' | 'show_if'>;

export interface ShowIfGraph {
  /** Every field name, each after the fields its show_if reads. */
  order: readonly string[];
  /** name -> names its show_if reads (only names of the form). */
  dependencies: ReadonlyMap<string, readonly string[]>;
  /** name -> names whose show_if reads it. */
  dependents: ReadonlyMap<string, readonly string[]>;
}

export class ShowIfCycleError extends Error {
  readonly cycle: readonly string[];
  constructor(cycle: readonly string[]) {
    super(`show_if cycle: ${cycle.join(' -> ')}`);
    this.name = 'ShowIfCycleError';
    this.cycle = cycle;
  }
}

/** The first cycle among show_if dependencies, as a closed path `[a, b, a]`, or null. */
export function findShowIfCycle(fields: readonly GraphField[]): string[] | null {
  const known = new Set(fields.map((field) => field.name));
  const deps = new Map(
    fields.map((field) => [
      field.name,
      field.show_if ? conditionDependencies(field.show_if).filter((name) => known.has(name)) : [],
    ]),
  );
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (name: string): string[] | null => {
    const seen = state.get(name);
    if (seen === 'done') return null;
    if (seen === 'visiting') return [...path.slice(path.indexOf(name)), name];
    state.set(name, 'visiting');
    path.push(name);
    for (const dependency of deps.get(name) ?? []) {
      const cycle = visit(dependency);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(name, 'done');
    return null;
  };
  for (const field of fields) {
    const cycle = visit(field.name);
    if (cycle) return cycle;
  }
  return null;
}

/** Builds the graph; throws ShowIfCycleError naming the cycle. Unknown names are ignored here. */
export function buildShowIfGraph(fields: readonly GraphField[]): ShowIfGraph {
  const cycle = findShowIfCycle(fields);
  if (cycle) throw new ShowIfCycleError(cycle);
  const known = new Set(fields.map((field) => field.name));
  const dependencies = new Map<string, string[]>();
  const dependents = new Map<string, string[]>(fields.map((field) => [field.name, []]));
  for (const field of fields) {
    const reads = field.show_if ? conditionDependencies(field.show_if).filter((name) => known.has(name)) : [];
    dependencies.set(field.name, reads);
    for (const name of reads) dependents.get(name)!.push(field.name);
  }
  const order: string[] = [];
  const placed = new Set<string>();
  const place = (name: string): void => {
    if (placed.has(name)) return;
    placed.add(name);
    for (const dependency of dependencies.get(name) ?? []) place(dependency);
    order.push(name);
  };
  for (const field of fields) place(field.name);
  return { order, dependencies, dependents };
}

export type FormValues = Readonly<Record<string, unknown>>;

/**
 * Live visibility of a form's fields. Build once per definition; call `update` with the name that
 * changed (a field or its `<name>_skipped` flag) and the new values.
 */
export interface Visibility {
  isVisible(name: string): boolean;
  /** Names currently hidden. */
  hidden(): ReadonlySet<string>;
  /**
   * Recomputes the dependents of `changed` only, in topological order, and returns the names whose
   * visibility flipped.
   */
  update(changed: string | Iterable<string>, values: FormValues): Set<string>;
  /** Recomputes everything (e.g. after a reset); returns the names whose visibility flipped. */
  recompute(values: FormValues): Set<string>;
  readonly graph: ShowIfGraph;
}

export function createVisibility(fields: readonly GraphField[], initialValues: FormValues = {}): Visibility {
  const graph = buildShowIfGraph(fields);
  const byName = new Map(fields.map((field) => [field.name, field]));
  const rank = new Map(graph.order.map((name, index) => [name, index]));
  const hidden = new Set<string>();
  let values = initialValues;

  const source: ConditionSource = {
    lookup: (name) => (hidden.has(name) ? undefined : values[name]),
    isSkipped: (name) => !hidden.has(name) && values[skipFlagName(name)] === true,
  };

  /** Re-evaluates one field; true when its visibility flipped. */
  const evaluate = (name: string): boolean => {
    const condition = byName.get(name)?.show_if;
    const visible = condition ? evaluateCondition(condition, source) : true;
    if (visible === !hidden.has(name)) return false;
    if (visible) hidden.delete(name);
    else hidden.add(name);
    return true;
  };

  const recompute = (next: FormValues): Set<string> => {
    values = next;
    const flipped = new Set<string>();
    for (const name of graph.order) if (evaluate(name)) flipped.add(name);
    return flipped;
  };

  const update = (changed: string | Iterable<string>, next: FormValues): Set<string> => {
    values = next;
    const dirty = new Set<string>();
    for (const name of typeof changed === 'string' ? [changed] : changed) {
      const target = byName.has(name) ? name : skipFlagTarget(name);
      if (target !== null && byName.has(target)) dirty.add(target);
    }
    // Transitive dependents of the changed names, visited in topological order.
    const affected = new Set<string>();
    const stack = [...dirty];
    while (stack.length > 0) {
      for (const dependent of graph.dependents.get(stack.pop()!) ?? []) {
        if (!affected.has(dependent)) {
          affected.add(dependent);
          stack.push(dependent);
        }
      }
    }
    const flipped = new Set<string>();
    const ordered = [...affected].sort((a, b) => rank.get(a)! - rank.get(b)!);
    for (const name of ordered) {
      // Only fields reading something that changed (a value or a visibility) can flip.
      if (!graph.dependencies.get(name)!.some((dependency) => dirty.has(dependency))) continue;
      if (evaluate(name)) {
        flipped.add(name);
        dirty.add(name);
      }
    }
    return flipped;
  };

  recompute(initialValues);
  return {
    graph,
    isVisible: (name) => !hidden.has(name),
    hidden: () => hidden,
    update,
    recompute,
  };
}

/** One-shot: the names hidden for these values. */
export function hiddenFields(fields: readonly GraphField[], values: FormValues): Set<string> {
  return new Set(createVisibility(fields, values).hidden());
}
