/** The JSON error body every Faena route answers with. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
  /** For a form response or a validated body: the message of each field in error, by name. */
  fields?: Record<string, string>;
  /** With a 429: how long to wait before trying again. */
  retry_after_seconds?: number;
}

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: ApiErrorBody | undefined,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }

  get code(): string | undefined {
    return this.body?.code;
  }

  /** Field name → message, when the server refused a form response or body field by field. */
  get fields(): Record<string, string> {
    return this.body?.fields ?? {};
  }

  /** With a 429: how long to wait before trying again, when the server said. */
  get retryAfterSeconds(): number | undefined {
    return this.body?.retry_after_seconds;
  }
}

/** Turns a generated call's `{ data, error, response }` into data or a thrown ApiError. */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response?: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (error !== undefined || !response?.ok) {
    throw new ApiError(response?.status ?? 0, error as ApiErrorBody | undefined);
  }
  return data as T;
}
