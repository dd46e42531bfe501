/**
 * Tenant wording overrides layered over the base texts of each namespace (SPEC 1: one customer
 * says 'Tienda' instead of 'Sucursal'). Overrides are i18next keys written `namespace:path.to.key`;
 * layering is pure (`layerWording`), and `applyWording` writes only the namespaces an override
 * touches now or touched before, so removing an override restores the base text.
 */

/** A namespace's texts: nested objects of strings. */
export interface ResourceTree {
  [key: string]: string | ResourceTree;
}

/** Base texts: language → namespace → texts. */
export type BaseResources = Readonly<Record<string, Readonly<Record<string, ResourceTree>>>>;

/** Overrides: language → `namespace:path.key` → text. */
export type WordingOverrides = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The server's rule for an override key. */
export const WORDING_KEY = /^[a-z][a-zA-Z]*:[A-Za-z0-9_.]+$/;

export interface ParsedKey {
  namespace: string;
  path: string[];
}

/** `form:types.venue` → `{ namespace: 'form', path: ['types', 'venue'] }`; null when malformed. */
export function parseWordingKey(key: string): ParsedKey | null {
  if (!WORDING_KEY.test(key)) return null;
  const [namespace, rest] = key.split(/:(.*)/s) as [string, string];
  const path = rest.split('.');
  if (path.some((part) => part === '')) return null;
  return { namespace, path };
}

function clone(tree: ResourceTree): ResourceTree {
  return JSON.parse(JSON.stringify(tree)) as ResourceTree;
}

/** The base text at `path`, if there is one (a string, not a branch). */
export function baseText(base: BaseResources, language: string, key: string): string | undefined {
  const parsed = parseWordingKey(key);
  if (!parsed) return undefined;
  let node: string | ResourceTree | undefined = base[language]?.[parsed.namespace];
  for (const part of parsed.path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Sets `text` at `path`; refuses to replace a branch with a text or to go through a text. */
function setText(tree: ResourceTree, path: string[], text: string): void {
  let node = tree;
  for (const part of path.slice(0, -1)) {
    const next = node[part];
    if (typeof next === 'string') return;
    if (next === undefined) node[part] = {};
    node = node[part] as ResourceTree;
  }
  const leaf = path.at(-1)!;
  if (typeof node[leaf] === 'object') return;
  node[leaf] = text;
}

/** The namespaces each language's overrides touch. */
export function touchedNamespaces(overrides: WordingOverrides): Map<string, Set<string>> {
  const touched = new Map<string, Set<string>>();
  for (const [language, entries] of Object.entries(overrides)) {
    for (const key of Object.keys(entries ?? {})) {
      const parsed = parseWordingKey(key);
      if (!parsed) continue;
      if (!touched.has(language)) touched.set(language, new Set());
      touched.get(language)!.add(parsed.namespace);
    }
  }
  return touched;
}

/**
 * The texts of `namespace` in `language` with the overrides on top (a fresh copy; the base is not
 * changed). Blank texts and malformed keys are ignored.
 */
export function layerNamespace(
  base: BaseResources,
  overrides: WordingOverrides,
  language: string,
  namespace: string,
): ResourceTree {
  const tree = clone(base[language]?.[namespace] ?? {});
  for (const [key, text] of Object.entries(overrides[language] ?? {})) {
    const parsed = parseWordingKey(key);
    if (!parsed || parsed.namespace !== namespace || typeof text !== 'string' || text.trim() === '') continue;
    setText(tree, parsed.path, text);
  }
  return tree;
}

export interface BundleUpdate {
  language: string;
  namespace: string;
  texts: ResourceTree;
}

/**
 * The bundles to write when the overrides change from `previous` to `next`: every namespace either
 * touches, rebuilt from the base with `next` on top (so a removed override falls back to the base).
 */
export function layerWording(
  base: BaseResources,
  previous: WordingOverrides,
  next: WordingOverrides,
): BundleUpdate[] {
  const updates: BundleUpdate[] = [];
  const before = touchedNamespaces(previous);
  const after = touchedNamespaces(next);
  const languages = new Set([...before.keys(), ...after.keys()]);
  for (const language of languages) {
    const namespaces = new Set([...(before.get(language) ?? []), ...(after.get(language) ?? [])]);
    for (const namespace of [...namespaces].sort())
      updates.push({ language, namespace, texts: layerNamespace(base, next, language, namespace) });
  }
  return updates;
}

/** The part of i18next this module writes to. */
export interface WordingTarget {
  removeResourceBundle(language: string, namespace: string): unknown;
  addResourceBundle(
    language: string,
    namespace: string,
    texts: object,
    deep?: boolean,
    overwrite?: boolean,
  ): unknown;
}

/**
 * Keeps an i18next instance's texts in step with a tenant's wording: call it with each new
 * wording; it remembers what it applied last, per instance.
 */
export function createWordingLayer(base: BaseResources) {
  const applied = new WeakMap<WordingTarget, WordingOverrides>();
  return function applyWording(target: WordingTarget, wording: WordingOverrides): void {
    const previous = applied.get(target) ?? {};
    for (const { language, namespace, texts } of layerWording(base, previous, wording)) {
      target.removeResourceBundle(language, namespace);
      target.addResourceBundle(language, namespace, texts, false, true);
    }
    applied.set(target, wording);
  };
}
