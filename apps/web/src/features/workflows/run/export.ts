/** How an export is going: bytes received, and rows for CSV (one line per row after the header). */
export interface ExportProgress {
  bytes: number;
  rows: number | null;
}

/** What the export's response headers say about its size and the row cap. */
export interface ExportTotals {
  total: number | null;
  /** How many executions the file holds. */
  rows: number | null;
  cap: number | null;
  /** The file holds fewer rows than matched: the cap applied. */
  capped: boolean;
}

const headerNumber = (headers: Headers, name: string) => {
  const raw = headers.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
};

/**
 * `X-Total-Count` (executions matching), `X-Row-Count` (executions in the file) and `X-Row-Cap`
 * (the most one file holds).
 */
export function exportTotals(headers: Headers): ExportTotals {
  const total = headerNumber(headers, 'X-Total-Count');
  const cap = headerNumber(headers, 'X-Row-Cap');
  const rows =
    headerNumber(headers, 'X-Row-Count') ?? (total !== null && cap !== null ? Math.min(total, cap) : total);
  return { total, rows, cap, capped: total !== null && rows !== null && total > rows };
}

/** The file name the server gave (Content-Disposition), if any. */
export function exportFileName(headers: Headers): string | null {
  const match = /filename="([^"]+)"/.exec(headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? null;
}

const NEWLINE = 0x0a;
const QUOTE = 0x22;

/**
 * Reads a streamed file to the end, reporting progress on every chunk. For CSV the rows are
 * counted as they arrive: line ends outside quoted values, after the header line.
 */
export async function readExport(
  body: ReadableStream<Uint8Array>,
  options: { csv: boolean; type: string; onProgress: (progress: ExportProgress) => void },
): Promise<{ blob: Blob; rows: number | null }> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  let lastByte = NEWLINE;
  let quoted = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    if (options.csv) {
      for (const byte of value) {
        if (byte === QUOTE) quoted = !quoted;
        else if (byte === NEWLINE && !quoted) lines += 1;
      }
      lastByte = value[value.byteLength - 1] ?? lastByte;
    }
    options.onProgress({ bytes, rows: options.csv ? Math.max(0, lines - 1) : null });
  }
  // A last line without its newline is a row too.
  const totalLines = options.csv && bytes > 0 && lastByte !== NEWLINE ? lines + 1 : lines;
  return {
    blob: new Blob(chunks as BlobPart[], { type: options.type }),
    rows: options.csv ? Math.max(0, totalLines - 1) : null,
  };
}

/** Hands a file to the browser as a download. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
