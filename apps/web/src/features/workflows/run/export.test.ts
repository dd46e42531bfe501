import { describe, expect, it } from 'vitest';
import { exportTotals, readExport } from './export';

const streamOf = (...parts: string[]) => {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
};

describe('reading an export', () => {
  it('reports the bytes and the CSV rows received after each chunk, and the file at the end', async () => {
    const seen: { bytes: number; rows: number | null }[] = [];
    const { blob, rows } = await readExport(
      streamOf('\uFEFFid,estado\n1,En proceso\n', '2,Completado', ' con éxito\n'),
      {
        csv: true,
        type: 'text/csv',
        onProgress: (progress) => seen.push(progress),
      },
    );
    expect(seen.map((progress) => progress.rows)).toEqual([1, 1, 2]);
    expect(seen.at(-1)?.bytes).toBe(blob.size);
    expect(rows).toBe(2);
    expect(await blob.text()).toContain('2,Completado con éxito');
  });

  it('counts a quoted value with line breaks as one row, and a last row without its line break', async () => {
    const { rows } = await readExport(streamOf('id,nota\n1,"dos\nlíneas"\n2,fin'), {
      csv: true,
      type: 'text/csv',
      onProgress: () => {},
    });
    expect(rows).toBe(2);
  });

  it('reports only bytes for a workbook', async () => {
    const seen: { bytes: number; rows: number | null }[] = [];
    const { rows } = await readExport(streamOf('PK\u0003\u0004', 'more'), {
      csv: false,
      type: 'application/zip',
      onProgress: (progress) => seen.push(progress),
    });
    expect(rows).toBeNull();
    expect(seen).toEqual([
      { bytes: 4, rows: null },
      { bytes: 8, rows: null },
    ]);
  });
});

describe('the export headers', () => {
  it('say the cap applied when more executions matched than the file holds', () => {
    expect(
      exportTotals(
        new Headers({ 'X-Total-Count': '120000', 'X-Row-Count': '100000', 'X-Row-Cap': '100000' }),
      ),
    ).toEqual({ total: 120000, rows: 100000, cap: 100000, capped: true });
    expect(exportTotals(new Headers({ 'X-Total-Count': '12', 'X-Row-Cap': '100000' }))).toEqual({
      total: 12,
      rows: 12,
      cap: 100000,
      capped: false,
    });
    expect(exportTotals(new Headers())).toEqual({ total: null, rows: null, cap: null, capped: false });
  });
});
