/** Marks the fields named in `names` inside `root` with `data-flagged` (the flag's words); unmarks the rest. */
export function markFlagged(root: ParentNode | null, names: ReadonlySet<string>, label: string): void {
  if (!root) return;
  for (const element of root.querySelectorAll<HTMLElement>('[data-field-name]')) {
    if (names.has(element.dataset.fieldName ?? '')) element.setAttribute('data-flagged', label);
    else element.removeAttribute('data-flagged');
  }
}
