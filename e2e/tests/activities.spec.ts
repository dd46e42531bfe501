import { parseCalendar } from '@faena/recurrence';
import { type Browser, type Page, request as playwrightRequest } from '@playwright/test';
import {
  ANA,
  BRUNO,
  expect,
  expectNoAxeViolations,
  isoDateIn,
  keepScreenshot,
  signInWithPassword,
  tenantApi,
  tenantUrl,
  test,
} from './support';

/** Days begin where the people work: the browser is in Mexico City whatever the machine's zone. */
const ZONE = 'America/Mexico_City';
test.use({ timezoneId: ZONE, locale: 'es-MX' });

const SPANISH_WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** A day in Mexico City, `offset` days from today: its ISO date, weekday and full Spanish name. */
function dayInZone(offset: number) {
  const iso = isoDateIn(ZONE, offset);
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const name = new Intl.DateTimeFormat('es-MX', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
    .format(Date.UTC(year, month - 1, day))
    // The strip names a day as 'miércoles 25 de noviembre de 2026'.
    .replace(',', '');
  return { iso, weekday, name };
}

async function signIn(page: Page, email: string) {
  await page.goto(tenantUrl('demo', '/sign-in'));
  await signInWithPassword(page, email);
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
}

async function personIn(browser: Browser, email: string): Promise<Page> {
  const project = test.info().project.use;
  const context = await browser.newContext({
    viewport: project.viewport ?? null,
    isMobile: project.isMobile,
    hasTouch: project.hasTouch,
    locale: 'es-MX',
    timezoneId: ZONE,
  });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

const row = (page: Page, title: string) => page.getByRole('link', { name: `Abrir ${title}` });

test('an administrator creates a weekly activity; the worker completes today’s and the rest stay open', async ({
  page,
  browser,
}) => {
  const project = test.info().project.name;
  const title = `Ronda de seguridad ${project}`;
  const today = dayInZone(0);
  const tomorrow = dayInZone(1);

  // Ana manages activities but none is hers: "no activities at all"; with the available ones, "none today".
  await signIn(page, ANA.email);
  await page.goto(tenantUrl('demo', '/activities'));
  await expect(page.getByText('Aún no tienes actividades')).toBeVisible();
  await page.getByRole('switch', { name: 'Mostrar disponibles' }).click();
  await expect(page.getByText('Nada para este día')).toBeVisible();
  await expectNoAxeViolations(page);

  // The form: every week on today's and tomorrow's weekday, for Bruno.
  await page.getByRole('link', { name: 'Nueva actividad' }).click();
  await page.getByLabel('Título').fill(title);
  await page.getByRole('textbox', { name: 'Inicio', exact: true }).fill(`${today.iso}T00:05`);
  await page.getByLabel('Repetir').selectOption({ label: 'Cada semana' });
  const tomorrowDay = page.getByRole('button', { name: SPANISH_WEEKDAYS[tomorrow.weekday]!, exact: true });
  await tomorrowDay.click();
  await expect(tomorrowDay).toHaveAttribute('aria-pressed', 'true');
  const summary = page.locator('[aria-live="polite"]').filter({ hasText: /^Cada semana/ });
  await expect(summary).toContainText(SPANISH_WEEKDAYS[today.weekday]!);
  await expect(summary).toContainText(SPANISH_WEEKDAYS[tomorrow.weekday]!);
  await expect(page.getByText('Próximas fechas')).toBeVisible();
  await page.getByRole('combobox', { name: 'Agregar responsable' }).fill('Bruno');
  await page.getByRole('option', { name: /Bruno Díaz/ }).click();
  await expect(page.getByRole('button', { name: 'Quitar a Bruno Díaz' })).toBeVisible();
  await keepScreenshot(page, 'activity-form');
  await page.getByRole('button', { name: 'Guardar actividad' }).click();
  await expect(page).toHaveURL(/\/activities\?date=/);

  // Bruno sees it today, opens it and completes it with a comment.
  const bruno = await personIn(browser, BRUNO.email);
  await bruno.goto(tenantUrl('demo', '/activities'));
  await expect(bruno.getByRole('radio', { name: today.name })).toHaveAttribute('aria-checked', 'true');
  await expect(row(bruno, 'Abrir la tienda')).toBeVisible();
  await row(bruno, title).click();
  await expect(bruno.getByRole('heading', { name: title })).toBeVisible();
  await bruno.getByLabel('Comentario (opcional)').fill('Todo en orden');
  await bruno.getByRole('button', { name: 'Completar' }).click();
  await expect(bruno.getByRole('status').filter({ hasText: 'Completada por Bruno Díaz' })).toBeVisible();
  await bruno.getByRole('link', { name: /Volver a actividades/ }).click();
  await expect(row(bruno, title)).toContainText('Completada');
  await expectNoAxeViolations(bruno);
  await keepScreenshot(bruno, 'activities-day');

  // Tomorrow's occurrence of the same series is untouched.
  await bruno.getByRole('radio', { name: today.name }).press('ArrowRight');
  await expect(bruno.getByRole('radio', { name: tomorrow.name })).toHaveAttribute('aria-checked', 'true');
  await expect(row(bruno, title)).toContainText('Programada');

  // Yesterday's opening was never done: it is overdue.
  await bruno.getByRole('radio', { name: tomorrow.name }).press('ArrowLeft');
  await bruno.getByRole('radio', { name: today.name }).press('ArrowLeft');
  await expect(row(bruno, 'Abrir la tienda')).toContainText('Vencida');
  await bruno.context().close();
});

test('the day view follows the language: month names and the first day of the week', async ({ page }) => {
  await signIn(page, BRUNO.email);
  await page.goto(tenantUrl('demo', '/activities'));
  const days = page.getByRole('radiogroup', { name: 'Día' }).getByRole('radio');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toHaveAccessibleName(/^lunes /);
  const month = new Intl.DateTimeFormat('es-MX', { timeZone: ZONE, month: 'long' }).format(Date.now());
  await expect(page.getByText(new RegExp(month)).first()).toBeVisible();

  await page.evaluate(() => localStorage.setItem('faena.language', 'en-US'));
  await page.reload();
  const english = page.getByRole('radiogroup', { name: 'Day' }).getByRole('radio');
  await expect(english.first()).toHaveAccessibleName(/^Sunday, /);
  const englishMonth = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, month: 'long' }).format(Date.now());
  await expect(page.getByText(new RegExp(englishMonth)).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Activities', level: 1 })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('faena.language', 'es-MX'));
});

test('the calendar feed: a private link that downloads a calendar that parses, and stops when revoked', async ({
  page,
}) => {
  await signIn(page, BRUNO.email);
  await page.goto(tenantUrl('demo', '/activities'));
  await page.getByRole('button', { name: 'Suscribirse en tu calendario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calendario' });
  await dialog.getByRole('button', { name: /Crear (un )?enlace/ }).click();
  const link = await dialog.getByLabel('Enlace del calendario (.ics)').inputValue();
  expect(link).toMatch(/\/api\/public\/activities\/feeds\/[A-Za-z0-9_-]{43}\/activities\.ics$/);
  await expectNoAxeViolations(page);

  const api = await playwrightRequest.newContext();
  const path = new URL(link).pathname;
  const feed = await api.get(...tenantApi('demo', path));
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const { todos, problems } = parseCalendar(await feed.text());
  expect(problems).toEqual([]);
  expect(todos.map((todo) => todo.summary)).toContain('Abrir la tienda');
  expect(todos.find((todo) => todo.summary === 'Abrir la tienda')?.rrule?.freq).toBe('DAILY');

  await dialog.getByRole('button', { name: 'Revocar enlace' }).click();
  await expect(page.getByText(/Enlace revocado/)).toBeVisible();
  expect((await api.get(...tenantApi('demo', path))).status()).toBe(404);
  await api.dispose();
});

test('an administrator imports an .ics file: what was created, and each refused item with why', async ({
  page,
}) => {
  const project = test.info().project.name;
  const calendar = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Prueba//ES',
    'BEGIN:VTODO',
    `UID:inventario-${project}@prueba`,
    'DTSTAMP:20261101T000000Z',
    'DTSTART;TZID=America/Lima:20261125T090000',
    'DURATION:PT1H',
    'RRULE:FREQ=MONTHLY;BYDAY=-1FR',
    `SUMMARY:Inventario importado ${project}`,
    'END:VTODO',
    'BEGIN:VTODO',
    `UID:mala-${project}@prueba`,
    'DTSTAMP:20261101T000000Z',
    'DTSTART;TZID=America/Lima:20261125T090000',
    'RRULE:FREQ=MONTHLY;BYMONTHDAY=40',
    'SUMMARY:Mala',
    'END:VTODO',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  await signIn(page, ANA.email);
  await page.goto(tenantUrl('demo', '/activities'));
  await page.getByRole('button', { name: 'Importar .ics' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar actividades' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'tareas.ics', mimeType: 'text/calendar', buffer: Buffer.from(calendar) });
  // For Bruno: an activity nobody is responsible for would be everybody's "available" one.
  await dialog.getByRole('combobox', { name: 'Agregar responsable' }).fill('Bruno');
  await page.getByRole('option', { name: /Bruno Díaz/ }).click();
  await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
  const report = dialog.getByRole('status').filter({ hasText: 'Se crearon' });
  await expect(report).toContainText('Se crearon 1 y se actualizaron 0 actividades.');
  await expect(report).toContainText('1 elemento no se importó');
  await expect(report).toContainText(`Elemento 2 (mala-${project}@prueba)`);
  await expect(report).toContainText('BYMONTHDAY');
  await expectNoAxeViolations(page);
});
