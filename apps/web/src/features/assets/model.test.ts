import { describe, expect, it } from 'vitest';
import { fileKind, fold, nameProblem, previewKind, rowsOf, uploadIdOf } from './model';
import { document, folder, page } from './test-support';

describe('rowsOf', () => {
  it('lists the folders first, then the documents of every loaded page, each once', () => {
    const first = page({
      folders: [folder(1), folder(2)],
      documents: [document(1), document(2)],
      nextCursor: 'x',
    });
    const second = page({ documents: [document(2), document(3)] });
    expect(rowsOf([first, second]).map((row) => `${row.kind}:${row.name}`)).toEqual([
      'folder:Carpeta 1',
      'folder:Carpeta 2',
      'document:Documento 00001.pdf',
      'document:Documento 00002.pdf',
      'document:Documento 00003.pdf',
    ]);
  });

  it('keeps only the names containing the filter, whatever their case and accents', () => {
    const pages = [
      page({
        folders: [folder(1, { name: 'Capacitación' }), folder(2, { name: 'Políticas' })],
        documents: [document(1, { name: 'capacitacion-2026.pdf' }), document(2, { name: 'Menú.png' })],
      }),
    ];
    expect(rowsOf(pages, ' CAPACITACIÓN ').map((row) => row.name)).toEqual([
      'Capacitación',
      'capacitacion-2026.pdf',
    ]);
    expect(rowsOf(undefined)).toEqual([]);
    expect(fold('Árbol Ñandú')).toBe('arbol nandu');
  });
});

describe('nameProblem', () => {
  const siblings = [
    { id: 'a', name: 'Políticas' },
    { id: 'b', name: 'Capacitación' },
  ];
  it('refuses blank, too long, slashes and a sibling’s name (case-insensitive)', () => {
    expect(nameProblem('   ', 120)).toBe('required');
    expect(nameProblem('x'.repeat(121), 120)).toBe('tooLong');
    expect(nameProblem('x'.repeat(120), 120)).toBeNull();
    expect(nameProblem('2026/03', 120)).toBe('slash');
    expect(nameProblem('a\\b', 120)).toBe('slash');
    expect(nameProblem('POLÍTICAS', 120, siblings)).toBe('taken');
    expect(nameProblem(' Nueva ', 120, siblings)).toBeNull();
  });

  it('lets an item keep its own name in another case', () => {
    expect(nameProblem('políticas', 120, siblings, 'a')).toBeNull();
  });
});

describe('kinds', () => {
  it('tells a file’s kind by its type, and office files by their name', () => {
    expect(fileKind('image/png')).toBe('image');
    expect(fileKind('application/pdf')).toBe('pdf');
    expect(fileKind('video/mp4')).toBe('video');
    expect(fileKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('spreadsheet');
    expect(fileKind('application/octet-stream', 'informe.docx')).toBe('document');
    expect(fileKind('application/zip')).toBe('archive');
    expect(fileKind('text/plain', 'notas.txt')).toBe('text');
    expect(fileKind('application/octet-stream', 'datos.bin')).toBe('other');
  });

  it('previews images, PDFs, video and audio in the browser, anything else by download', () => {
    expect(previewKind('image/jpeg')).toBe('image');
    expect(previewKind('image/tiff')).toBe('none');
    expect(previewKind('application/pdf')).toBe('pdf');
    expect(previewKind('video/webm')).toBe('video');
    expect(previewKind('audio/mpeg')).toBe('audio');
    expect(previewKind('application/zip')).toBe('none');
  });
});

it('reads the upload a document’s link names', () => {
  expect(uploadIdOf(document(1))).toBe('00000000-0000-4000-8000-000000005001');
});
