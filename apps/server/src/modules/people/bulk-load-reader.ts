/**
 * Reads an uploaded XLSX for a bulk load, row by row, with bounded memory.
 *
 * First the zip itself is inspected (yauzl, from its central directory): too many entries,
 * a declared uncompressed total over the limit or a compression ratio no spreadsheet has is a
 * zip bomb, refused before anything is inflated. Then every entry is inflated once, counting
 * the bytes as they come (declared sizes can lie), and the first sheet's XML is scanned for
 * merged cells. Only then does exceljs's streaming reader read the first sheet row by row.
 *
 * Decisions:
 * - Merged cells: the file is refused with the merged ranges named; taking the top-left value
 *   would silently leave the other rows of a merged block empty.
 * - Only the first sheet is read; the others are named in the load's notes.
 * - A formula cell gives its cached result; without one the cell is a problem of its row.
 * - A date cell becomes its ISO date (yyyy-mm-dd, or with the time when it has one).
 * - A number becomes its digits (no '.0', no exponent), so document numbers and phones typed
 *   as numbers read as the text people meant.
 */
import { createReadStream } from 'node:fs';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { ApiError } from '../../platform/http/errors.ts';

export const XLSX_LIMITS = {
  /** The most bytes all entries may inflate to, together. */
  maxUncompressedBytes: 200 * 1024 * 1024,
  /** The largest ratio of an entry's inflated to compressed size. */
  maxRatio: 100,
  maxEntries: 1000,
  /** Headers beyond this many columns are refused (a sheet is not a database). */
  maxColumns: 100,
  /** The longest text kept from one cell. */
  maxCellLength: 2000,
};

export const FORMULA_WITHOUT_VALUE = 'Fórmula sin valor calculado';

export type CellValue = string | number | boolean | null;

export interface SheetRow {
  /** The row's number in the sheet (the header is row 1). */
  rowNumber: number;
  /** The cells as read, by header. */
  cells: Record<string, CellValue>;
  /** Problems found while reading, by header (a formula without a value…). */
  problems: Record<string, string> | null;
}

export interface SheetHeader {
  headers: string[];
}

const fileError = (code: string, message: string) => new ApiError(400, code, message);

export const zipBomb = () =>
  fileError(
    'XLSX_TOO_LARGE',
    'El archivo se expande a un tamaño que no corresponde a una planilla (más de 200 MB o una compresión sospechosa). Revisa el archivo.',
  );

export const notAnXlsx = () =>
  fileError('XLSX_UNREADABLE', 'No pudimos leer el archivo: debe ser una planilla de Excel (.xlsx).');

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, strictFileNames: false }, (error, zip) =>
      error || !zip ? reject(notAnXlsx()) : resolve(zip),
    ),
  );
}

function entriesOf(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      if (entries.length > XLSX_LIMITS.maxEntries) {
        reject(zipBomb());
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(notAnXlsx()));
    zip.readEntry();
  });
}

/** Inflates an entry; `onChunk` answers false to stop it as a zip bomb. */
function inflate(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  onChunk: (chunk: Buffer) => boolean,
): Promise<number> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) {
        reject(notAnXlsx());
        return;
      }
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (!onChunk(chunk)) {
          stream.destroy();
          reject(zipBomb());
        }
      });
      stream.on('end', () => resolve(bytes));
      stream.on('error', (streamError: Error) =>
        reject(streamError instanceof ApiError ? streamError : notAnXlsx()),
      );
    });
  });
}

/**
 * Refuses a zip bomb, a file that is no XLSX and a first sheet with merged cells; answers the
 * names of the sheets in the workbook's order.
 */
export async function inspectXlsx(path: string): Promise<{ sheetNames: string[] }> {
  const zip = await openZip(path);
  try {
    const entries = await entriesOf(zip);
    let declared = 0;
    for (const entry of entries) {
      declared += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (
        declared > XLSX_LIMITS.maxUncompressedBytes ||
        (entry.uncompressedSize > 1024 * 1024 && ratio > XLSX_LIMITS.maxRatio)
      ) {
        throw zipBomb();
      }
    }
    const names = new Set(entries.map((entry) => entry.fileName));
    if (!names.has('xl/workbook.xml')) throw notAnXlsx();

    let inflated = 0;
    let workbookXml = '';
    let relsXml = '';
    const sheetScans = new Map<string, string[]>();
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const isSheet = /^xl\/worksheets\/sheet\d+\.xml$/.test(entry.fileName);
      const merges: string[] = [];
      let tail = '';
      await inflate(zip, entry, (chunk) => {
        inflated += chunk.length;
        if (inflated > XLSX_LIMITS.maxUncompressedBytes) return false;
        const text = chunk.toString('latin1');
        if (entry.fileName === 'xl/workbook.xml') workbookXml += text;
        else if (entry.fileName === 'xl/_rels/workbook.xml.rels') relsXml += text;
        else if (isSheet) {
          // A merge is `<mergeCell ref="A2:B3"/>`; keep a tail so one split across chunks is seen.
          const window = tail + text;
          for (const match of window.matchAll(/<(?:\w+:)?mergeCell\s+ref="([A-Z]+\d+:[A-Z]+\d+)"/g)) {
            if (
              match.index !== undefined &&
              match.index + match[0].length > tail.length &&
              merges.length < 20
            ) {
              merges.push(match[1] as string);
            }
          }
          tail = window.slice(-64);
        }
        return true;
      });
      if (isSheet) sheetScans.set(entry.fileName, merges);
    }

    const sheets = [...workbookXml.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)].map((match) => ({
      name: decodeXml(/\bname="([^"]*)"/.exec(match[0])?.[1] ?? ''),
      rId: /\br:id="([^"]*)"/.exec(match[0])?.[1] ?? '',
    }));
    if (sheets.length === 0) throw fileError('XLSX_NO_SHEET', 'El archivo no tiene hojas.');
    const targets = new Map(
      [...relsXml.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)].map((match) => [
        /\bId="([^"]*)"/.exec(match[0])?.[1] ?? '',
        (/\bTarget="([^"]*)"/.exec(match[0])?.[1] ?? '').replace(/^\/?(xl\/)?/, 'xl/'),
      ]),
    );
    const firstSheetPath = targets.get(sheets[0]?.rId ?? '');
    const merges = (firstSheetPath ? sheetScans.get(firstSheetPath) : undefined) ?? [];
    if (merges.length > 0) {
      throw fileError(
        'XLSX_MERGED_CELLS',
        `La hoja tiene celdas combinadas (${merges.join(', ')}). Sepáralas y escribe el valor en cada fila antes de subir el archivo.`,
      );
    }
    return { sheetNames: sheets.map((sheet) => sheet.name) };
  } finally {
    zip.close();
  }
}

function decodeXml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}

/** A number as the digits people typed: no '.0', no exponent. */
export function numberText(value: number): string {
  if (Number.isInteger(value)) return BigInt(value).toString();
  return String(value);
}

function isoDate(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19);
}

/** A cell's value as stored: text, a number as its digits, a boolean, or null when empty. */
export function cellValue(value: ExcelJS.CellValue): { value: CellValue; problem?: string } {
  if (value === null || value === undefined) return { value: null };
  if (typeof value === 'string') {
    const text = value.trim().slice(0, XLSX_LIMITS.maxCellLength);
    return { value: text === '' ? null : text };
  }
  if (typeof value === 'number') return { value: numberText(value) };
  if (typeof value === 'boolean') return { value };
  if (value instanceof Date) return { value: isoDate(value) };
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: unknown }).result;
      if (result === undefined || result === null || (typeof result === 'number' && Number.isNaN(result))) {
        return { value: null, problem: FORMULA_WITHOUT_VALUE };
      }
      if (typeof result === 'object' && result !== null && 'error' in result) {
        return {
          value: null,
          problem: `La fórmula da error (${String((result as { error: unknown }).error)})`,
        };
      }
      return cellValue(result as ExcelJS.CellValue);
    }
    if ('richText' in value) return cellValue(value.richText.map((part) => part.text).join(''));
    if ('text' in value && typeof value.text === 'string') return cellValue(value.text);
    if ('error' in value) return { value: null, problem: `La celda tiene un error (${String(value.error)})` };
  }
  return { value: null };
}

/**
 * Streams the first sheet: `onHeader` with the first row's headers, then `onRows` with rows in
 * batches of `batchSize` (empty rows skipped). Answers the sheet's headers.
 */
export async function readFirstSheet(
  path: string,
  options: {
    batchSize: number;
    onHeader(headers: string[]): Promise<void>;
    onRows(rows: SheetRow[]): Promise<void>;
  },
): Promise<SheetHeader> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(path), {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  let headers: string[] | null = null;
  let sheetIndex = 0;
  for await (const worksheet of reader) {
    sheetIndex += 1;
    // Only the first sheet is read; the others drain unread.
    if (sheetIndex > 1) continue;
    const sheet = worksheet as unknown as AsyncIterable<ExcelJS.Row>;
    let batch: SheetRow[] = [];
    for await (const row of sheet) {
      if (headers === null) {
        headers = headerRow(row);
        await options.onHeader(headers);
        continue;
      }
      const cells: Record<string, CellValue> = {};
      let problems: Record<string, string> | null = null;
      let empty = true;
      headers.forEach((header, index) => {
        if (header === '') return;
        const read = cellValue(row.getCell(index + 1).value);
        cells[header] = read.value;
        if (read.value !== null) empty = false;
        if (read.problem) {
          empty = false;
          problems = { ...(problems ?? {}), [header]: read.problem };
        }
      });
      if (empty) continue;
      batch.push({ rowNumber: row.number, cells, problems });
      if (batch.length >= options.batchSize) {
        await options.onRows(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await options.onRows(batch);
  }
  if (headers === null || headers.every((header) => header === '')) {
    throw fileError('XLSX_NO_HEADERS', 'La primera fila de la hoja debe tener los nombres de las columnas.');
  }
  return { headers };
}

function headerRow(row: ExcelJS.Row): string[] {
  const headers: string[] = [];
  const count = Math.min(row.cellCount, XLSX_LIMITS.maxColumns);
  if (row.cellCount > XLSX_LIMITS.maxColumns) {
    throw fileError('XLSX_TOO_MANY_COLUMNS', `La hoja tiene más de ${XLSX_LIMITS.maxColumns} columnas.`);
  }
  const seen = new Set<string>();
  for (let column = 1; column <= count; column += 1) {
    const value = cellValue(row.getCell(column).value).value;
    let header = value === null ? '' : String(value).slice(0, 100);
    if (header !== '' && seen.has(header)) header = `${header} (${column})`;
    seen.add(header);
    headers.push(header);
  }
  return headers;
}
