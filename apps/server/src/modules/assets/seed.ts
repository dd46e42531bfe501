/**
 * The demo organization's explorer (idempotent, applied at every start after its audiences):
 * "Documentos", shared with the "Personal propio" audience when it exists, with the subfolders
 * "Políticas" and "Capacitación" and a few small real files — two PDFs, a PNG and a text file
 * made here in code. The seed writes their rows; the bytes are written by `writeSeedFiles` when
 * the app is ready (it knows where uploads are kept). Ids are fixed; rows that exist are left
 * as they are.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { selectRows } from '../../platform/database/database.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { uploads } from '../../platform/files/tables.ts';
import { assetDocuments, assetFolders } from './tables.ts';

const DEMO = 'demo';
const id = (n: string) => `5eed0a55-7a11-4c1e-8b00-0000000000${n}`;

export const SEED_ASSET_IDS = {
  documents: id('01'),
  policies: id('02'),
  training: id('03'),
} as const;

/** A one-page PDF showing `lines` (Helvetica), with a correct cross-reference table. */
export function tinyPdf(title: string, lines: readonly string[]): Buffer {
  const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  // Latin-1 so accented Spanish prints with the standard font's WinAnsi encoding.
  const content = [
    'BT /F1 20 Tf 72 740 Td',
    `(${escapePdf(title)}) Tj`,
    '/F1 12 Tf 0 -32 Td',
    ...lines.map((line) => `(${escapePdf(line)}) Tj 0 -18 Td`),
    'ET',
  ].join('\n');
  const stream = Buffer.from(content, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A `size`×`size` RGB PNG: a diagonal split of two colours (the demo's logo placeholder). */
export function tinyPng(size: number, [r1, g1, b1]: number[], [r2, g2, b2]: number[]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([head, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const start = y * (1 + size * 3);
    for (let x = 0; x < size; x++) {
      const [r, g, b] = x > y ? [r1, g1, b1] : [r2, g2, b2];
      rows.set([r ?? 0, g ?? 0, b ?? 0], start + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface SeedFile {
  documentId: string;
  uploadId: string;
  folderId: string;
  name: string;
  contentType: string;
  bytes: () => Buffer;
}

const SEED_FILES: readonly SeedFile[] = [
  {
    documentId: id('11'),
    uploadId: id('21'),
    folderId: SEED_ASSET_IDS.policies,
    name: 'Reglamento interior.pdf',
    contentType: 'application/pdf',
    bytes: () =>
      tinyPdf('Reglamento interior', [
        '1. El horario de cada turno lo publica la gerencia de tienda.',
        '2. El uniforme completo es obligatorio en piso de venta.',
        '3. Las incidencias se reportan el mismo día en Faena.',
      ]),
  },
  {
    documentId: id('12'),
    uploadId: id('22'),
    folderId: SEED_ASSET_IDS.training,
    name: 'Manual de caja.pdf',
    contentType: 'application/pdf',
    bytes: () =>
      tinyPdf('Manual de caja', [
        'Apertura: cuenta el fondo fijo y regístralo.',
        'Cierre: haz el corte a las 21:15 y entrega el sobre sellado.',
      ]),
  },
  {
    documentId: id('13'),
    uploadId: id('23'),
    folderId: SEED_ASSET_IDS.documents,
    name: 'Logotipo.png',
    contentType: 'image/png',
    bytes: () => tinyPng(96, [15, 118, 110], [240, 253, 250]),
  },
  {
    documentId: id('14'),
    uploadId: id('24'),
    folderId: SEED_ASSET_IDS.documents,
    name: 'Teléfonos de emergencia.txt',
    contentType: 'text/plain; charset=utf-8',
    bytes: () =>
      Buffer.from(
        'Teléfonos de emergencia\n\nEmergencias: 911\nMantenimiento: 55 1234 5678\nSeguridad: 55 8765 4321\n',
        'utf8',
      ),
  },
];

/** `administrators`: the person ids of the demo's administrators (the first uploads the files). */
export async function seedAssets(database: Database, administrators: readonly string[]): Promise<void> {
  const owner = administrators[0];
  if (!owner) return;
  await database.privileged.transaction(async (tx) => {
    const [demo] = await selectRows<{ yes: boolean; audience: string | null }>(
      tx,
      sql`select exists (select 1 from tenants where id = ${DEMO}) as yes,
            (select id from audiences where tenant_id = ${DEMO} and name = 'Personal propio') as audience`,
    );
    if (!demo?.yes) return;
    const folder = (folderId: string, parentId: string | null, name: string, audienceId: string | null) => ({
      organizationId: DEMO,
      id: folderId,
      parentId,
      name,
      audienceId,
      createdBy: owner,
    });
    for (const row of [
      folder(SEED_ASSET_IDS.documents, null, 'Documentos', demo.audience),
      folder(SEED_ASSET_IDS.policies, SEED_ASSET_IDS.documents, 'Políticas', null),
      folder(SEED_ASSET_IDS.training, SEED_ASSET_IDS.documents, 'Capacitación', null),
    ])
      await tx.insert(assetFolders).values(row).onConflictDoNothing();
    for (const file of SEED_FILES) {
      const bytes = file.bytes();
      await tx
        .insert(uploads)
        .values({
          organizationId: DEMO,
          id: file.uploadId,
          temporary: false,
          uploadedBy: owner,
          name: file.name,
          contentType: file.contentType,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          storedAt: new Date(),
        })
        .onConflictDoNothing();
      await tx
        .insert(assetDocuments)
        .values({
          organizationId: DEMO,
          id: file.documentId,
          folderId: file.folderId,
          name: file.name,
          uploadId: file.uploadId,
          contentType: file.contentType,
          size: bytes.length,
          createdBy: owner,
        })
        .onConflictDoNothing();
    }
  });
}

/** Writes the bytes of the seeded files whose rows exist and whose bytes are missing. */
export async function writeSeedFiles(
  database: Database,
  storage: FileStorage,
  keyOf: (organizationId: string, uploadId: string) => string,
): Promise<void> {
  const rows = await selectRows<{ id: string }>(
    database.privileged,
    sql`select id from uploads where tenant_id = ${DEMO}
        and id = any(${`{${SEED_FILES.map((file) => file.uploadId).join(',')}}`}::uuid[])`,
  );
  const present = new Set(rows.map((row) => row.id));
  for (const file of SEED_FILES) {
    if (!present.has(file.uploadId)) continue;
    const key = keyOf(DEMO, file.uploadId);
    if (!(await storage.exists(key))) await storage.put(key, Readable.from(file.bytes()));
  }
}
