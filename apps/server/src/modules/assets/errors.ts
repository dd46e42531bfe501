/** The SQLSTATE of a database error (Drizzle wraps the driver's error in `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, hops = 0; current && hops < 5; hops++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
