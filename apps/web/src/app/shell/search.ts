/** A place the shell's search finds: a screen or a setting one may reach. */
export interface SearchEntry {
  id: string;
  label: string;
  href: string;
  /** The section it is listed under (Herramientas, Avanzado). */
  section?: string | undefined;
}

/** Lower case, without accents: 'Organización' is found by 'organizacion'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/**
 * The entries whose label (or section) contains every word of the query, those whose label starts
 * with it first; each place once. An empty query finds nothing.
 */
export function searchEntries(entries: readonly SearchEntry[], query: string, limit = 8): SearchEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const seen = new Set<string>();
  const found = entries.filter((entry) => {
    const haystack = fold(`${entry.label} ${entry.section ?? ''}`);
    if (!words.every((word) => haystack.includes(word)) || seen.has(entry.href)) return false;
    seen.add(entry.href);
    return true;
  });
  const first = words.join(' ');
  const starts = (entry: SearchEntry) => (fold(entry.label).startsWith(first) ? 0 : 1);
  return [...found].sort((a, b) => starts(a) - starts(b)).slice(0, limit);
}
