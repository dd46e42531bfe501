/** The message of a failed call (the server's, for a refused one), for a sentence that says what went wrong. */
export const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : String(error);
