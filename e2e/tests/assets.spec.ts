import type { Page } from '@playwright/test';
import {
  ANA,
  expect,
  expectNoAxeViolations,
  keepScreenshot,
  signInAs,
  tenantUrl,
  test,
  uniqueName,
} from './support';

/** A valid one-page PDF with a line of text (Helvetica), cross-reference table included. */
function tinyPdf(text: string): Buffer {
  const content = `BT /F1 24 Tf 72 700 Td (${text.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
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

const grid = (page: Page) => page.getByRole('grid');
const row = (page: Page, name: string) => grid(page).getByRole('row').filter({ hasText: name });

/** Opens a row's menu and picks an action. */
async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Acciones de ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('an administrator uploads documents, previews a PDF, moves one into a new folder, deletes one and restores it from the trash', async ({
  page,
}) => {
  test.slow();
  const folderName = uniqueName('Expedientes');
  const targetName = 'Destino';
  const pdfName = 'reglamento.pdf';
  const noteName = 'notas.txt';

  await signInAs(page, ANA.email);
  await page.goto(tenantUrl('demo', '/assets'));
  await expect(page.getByRole('heading', { name: 'Archivos', level: 1 })).toBeVisible();
  await expect(row(page, 'Documentos')).toBeVisible();
  await expectNoAxeViolations(page);

  // A new folder at the top level, then into it.
  await page.getByRole('button', { name: 'Nueva carpeta' }).click();
  const create = page.getByRole('dialog', { name: 'Nueva carpeta' });
  await create.getByRole('textbox', { name: /Nombre de la carpeta/ }).fill(folderName);
  await create.getByRole('button', { name: 'Crear' }).click();
  await expect(create).toBeHidden();
  await page.getByRole('button', { name: `Carpeta ${folderName}` }).click();
  await expect(page).toHaveURL(/\?folder=/);
  await expect(page.getByText('Esta carpeta está vacía')).toBeVisible();

  // Several files at once, each with its own progress until it is done.
  await page.getByTestId('asset-file-input').setInputFiles([
    { name: pdfName, mimeType: 'application/pdf', buffer: tinyPdf('Reglamento interno') },
    { name: noteName, mimeType: 'text/plain', buffer: Buffer.from('Turnos de marzo\n') },
  ]);
  const uploads = page.getByRole('region', { name: 'Subidas' });
  await expect(uploads.getByText('Listo')).toHaveCount(2);
  await expect(uploads.getByText('2 archivos subidos')).toBeVisible();
  await expect(row(page, pdfName)).toBeVisible();
  await expect(row(page, noteName)).toBeVisible();

  // The PDF previews on a canvas.
  await page.getByRole('button', { name: pdfName, exact: true }).click();
  const preview = page.getByRole('dialog', { name: pdfName });
  // pdf.js starts its worker and draws the page: slow on a busy machine.
  await expect(preview.locator('canvas[data-rendered]')).toBeVisible({ timeout: 30_000 });
  await expect(preview.getByRole('button', { name: 'Descargar' })).toBeVisible();
  await keepScreenshot(page, 'assets-pdf-preview', { fullPage: false });
  await preview.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(preview).toBeHidden();

  // A folder inside, and the note moved into it with the folder picker.
  await page.getByRole('button', { name: 'Nueva carpeta' }).click();
  const sub = page.getByRole('dialog', { name: 'Nueva carpeta' });
  await sub.getByRole('textbox', { name: /Nombre de la carpeta/ }).fill(targetName);
  await sub.getByRole('button', { name: 'Crear' }).click();
  await expect(row(page, targetName)).toBeVisible();
  await rowAction(page, noteName, 'Mover');
  const move = page.getByRole('dialog', { name: `Mover «${noteName}»` });
  await move.getByRole('button', { name: `Abrir ${folderName}` }).click();
  await move.getByRole('button', { name: `Abrir ${targetName}` }).click();
  await move.getByRole('button', { name: 'Mover aquí' }).click();
  await expect(move).toBeHidden();
  await expect(row(page, noteName)).toHaveCount(0);
  await page.getByRole('button', { name: `Carpeta ${targetName}` }).click();
  await expect(row(page, noteName)).toBeVisible();
  await page.getByRole('navigation', { name: 'Ubicación' }).getByRole('link', { name: folderName }).click();

  // Deleted to the trash, then restored from it.
  await rowAction(page, pdfName, 'Eliminar');
  await expect(page.getByText(`«${pdfName}» se movió a la papelera`)).toBeVisible();
  await expect(row(page, pdfName)).toHaveCount(0);
  await page.getByRole('button', { name: 'Más acciones' }).click();
  await page.getByRole('menuitem', { name: 'Papelera' }).click();
  await expect(page.getByRole('heading', { name: 'Papelera', level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: `Restaurar ${pdfName}` })
    .first()
    .click();
  await expect(page.getByText(`«${pdfName}» se restauró`)).toBeVisible();
  await page.goBack();
  await expect(row(page, pdfName)).toBeVisible();
  await keepScreenshot(page, 'assets-folder');
});

test('the keyboard moves through a folder and F2 renames the focused document', async ({ page }) => {
  const folderName = uniqueName('Teclado');
  await signInAs(page, ANA.email);
  await page.goto(tenantUrl('demo', '/assets'));
  await page.getByRole('button', { name: 'Nueva carpeta' }).click();
  const create = page.getByRole('dialog', { name: 'Nueva carpeta' });
  await create.getByRole('textbox', { name: /Nombre de la carpeta/ }).fill(folderName);
  await create.getByRole('button', { name: 'Crear' }).click();
  await expect(create).toBeHidden();
  await page.getByRole('button', { name: `Carpeta ${folderName}` }).click();
  // Files picked go to the folder on screen: wait until the new one is shown.
  await expect(page.getByText('Esta carpeta está vacía')).toBeVisible();
  await page.getByTestId('asset-file-input').setInputFiles([
    { name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('a\n') },
    { name: 'b.txt', mimeType: 'text/plain', buffer: Buffer.from('b\n') },
  ]);
  await expect(row(page, 'b.txt')).toBeVisible();
  await row(page, 'a.txt').focus();
  await page.keyboard.press('ArrowDown');
  await expect(row(page, 'b.txt')).toBeFocused();
  await page.keyboard.press('F2');
  const rename = page.getByRole('dialog', { name: 'Renombrar «b.txt»' });
  await rename.getByRole('textbox').fill('turnos.txt');
  await rename.getByRole('button', { name: 'Guardar' }).click();
  await expect(row(page, 'turnos.txt')).toBeVisible();
});
