import type { Namespace } from './index';

/** Every leaf key of a resource tree, dotted. */
export function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** `namespace:key` of every text one language has and the other lacks, or that is empty. */
export function missingTexts(namespaces: readonly Namespace[]): string[] {
  const problems: string[] = [];
  for (const ns of namespaces) {
    const es = new Set(keysOf(ns['es-MX']));
    const en = new Set(keysOf(ns['en-US']));
    for (const key of es) if (!en.has(key)) problems.push(`${ns.namespace}:${key} (en-US)`);
    for (const key of en) if (!es.has(key)) problems.push(`${ns.namespace}:${key} (es-MX)`);
    for (const language of ['es-MX', 'en-US'] as const)
      for (const key of keysOf(ns[language])) {
        const text = key
          .split('.')
          .reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], ns[language]);
        if (typeof text !== 'string' || text.trim() === '')
          problems.push(`${ns.namespace}:${key} (${language}, empty)`);
      }
  }
  return problems;
}
