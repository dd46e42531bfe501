/**
 * Records keyed by ids and names the user chose (element ids, variable names). On a plain object a
 * key like `__proto__`, `constructor` or `toString` meets Object.prototype's members; these helpers
 * keep such keys plain data.
 */

/** The same own entries on a null-prototype object (`__proto__` stays an ordinary key). */
export function keyed<T>(record: Readonly<Record<string, T>> | null | undefined): Record<string, T> {
  const result: Record<string, T> = Object.create(null);
  if (!record) return result;
  for (const key of Object.keys(record)) setOwn(result, key, record[key] as T);
  return result;
}

/** `record[key]` when it is the record's own entry, else undefined (never an inherited member). */
export function getOwn<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Sets `record[key]` as an own data property, even for `__proto__`. */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}
