import { checkLinkUrl } from '@faena/contract/links';

/** The address as the server will keep it, or null when it would refuse it (`checkLinkUrl`). */
export const checkedUrl = (value: string): string | null => checkLinkUrl(value).url;

/** The host a card shows under its title (www. left out); the address itself when unreadable. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** The ids with one moved a step up (-1) or down (+1); unchanged at either end. */
export function moved(ids: readonly string[], id: string, step: -1 | 1): string[] {
  const next = [...ids];
  const from = next.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return next;
}
