/**
 * The database's own wall between tenants, tested below the HTTP layer: as app_user with
 * tenant demo set, nothing of acme can be read or written. Every tenant-owned table is
 * found from the catalog, so a new table without RLS fails here.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDevices, notifications } from '../src/modules/notifications/tables.ts';
import { organizationLogos } from '../src/modules/organizations/tables.ts';
import { impersonations, invitations, onboardingResponses } from '../src/modules/people/tables.ts';
import { signInCodes, signInLockouts } from '../src/modules/sign-in/tables.ts';
import { workflowTypes } from '../src/modules/workflows/tables.ts';
import { auditLog } from '../src/platform/audit/tables.ts';
import { APP_ROLE, selectRows, type Tx } from '../src/platform/database/database.ts';
import { organizations, persons } from '../src/platform/database/tenant-table.ts';
import { rateLimitCounters } from '../src/platform/http/tables.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let tenantTables: string[];
beforeAll(async () => {
  t = await startTestApp();
  const rows = await selectRows<{ table_name: string }>(
    t.database.privileged,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'tenant_id' order by table_name`,
  );
  tenantTables = rows.map((row) => row.table_name);
  // Tables the seed leaves empty get a row in each tenant: something to show and to hide.
  const person = (n: string) => `0a5e7d1c-3b52-4c1e-9f0a-0000000000${n}`;
  await t.database.privileged.insert(impersonations).values([
    { organizationId: 'demo', impersonatorId: person('01'), personId: person('02') },
    { organizationId: 'acme', impersonatorId: person('03'), personId: person('03') },
  ]);
  await t.database.privileged.insert(auditLog).values(
    ['demo', 'acme'].map((organizationId) => ({
      organizationId,
      personId: person(organizationId === 'demo' ? '02' : '03'),
      impersonatorId: person(organizationId === 'demo' ? '01' : '03'),
      method: 'POST',
      route: '/api/x',
      params: {},
    })),
  );
  await t.database.privileged.insert(invitations).values([
    {
      organizationId: 'demo',
      personId: person('02'),
      email: 'bruno@demo.faena.test',
      invitedBy: person('01'),
    },
    {
      organizationId: 'acme',
      personId: person('03'),
      email: 'carla@acme.faena.test',
      invitedBy: person('03'),
    },
  ]);
  await t.database.privileged.insert(onboardingResponses).values([
    { organizationId: 'demo', personId: person('01'), response: { phone: '1' } },
    { organizationId: 'acme', personId: person('03'), response: { phone: '3' } },
  ]);
  await t.database.privileged.insert(organizationLogos).values([
    { organizationId: 'demo', contentType: 'image/png', data: '', sha256: 'd' },
    { organizationId: 'acme', contentType: 'image/png', data: '', sha256: 'a' },
  ]);
  const later = new Date(Date.now() + 600_000);
  await t.database.privileged.insert(signInCodes).values([
    { organizationId: 'demo', email: 'bruno@demo.faena.test', codeHash: 'd', expiresAt: later },
    { organizationId: 'acme', email: 'carla@acme.faena.test', codeHash: 'a', expiresAt: later },
  ]);
  await t.database.privileged.insert(signInLockouts).values([
    { organizationId: 'demo', email: 'bruno@demo.faena.test', wrongGuesses: 1 },
    { organizationId: 'acme', email: 'carla@acme.faena.test', wrongGuesses: 1 },
  ]);
  await t.database.privileged.insert(notifications).values([
    {
      organizationId: 'demo',
      personId: person('02'),
      payload: { type: 'NEW_POST', postId: 'p1', title: 'Hola' },
    },
    {
      organizationId: 'acme',
      personId: person('03'),
      payload: { type: 'NEW_POST', postId: 'p2', title: 'Hola' },
    },
  ]);
  await t.database.privileged.insert(notificationDevices).values([
    { organizationId: 'demo', personId: person('02'), token: 'demo-token', deviceInfo: { platform: 'web' } },
    { organizationId: 'acme', personId: person('03'), token: 'acme-token', deviceInfo: { platform: 'web' } },
  ]);
  await t.database.privileged
    .insert(workflowTypes)
    .values({ organizationId: 'acme', name: 'Recepción', icon: 'box' });
  // People and organization structure: one row of each table in each tenant.
  for (const [tenant, who] of [
    ['demo', person('02')],
    ['acme', person('03')],
  ] as const) {
    const id = (n: string) => `${tenant === 'demo' ? 'd' : 'a'}0000000-0000-4000-8000-0000000000${n}`;
    for (const statement of [
      sql`insert into companies (tenant_id, id, name, kind) values (${tenant}, ${id('01')}, 'Contratista', 'CONTRACTOR')`,
      sql`insert into person_profiles (tenant_id, person_id, company_id) values (${tenant}, ${who}, ${id('01')}) on conflict (tenant_id, person_id) do update set company_id = excluded.company_id`,
      sql`insert into person_documents (tenant_id, type, number, person_id) values (${tenant}, 'PASSPORT', 'X1234567', ${who})`,
      sql`insert into person_history (tenant_id, person_id, source, changes) values (${tenant}, ${who}, 'app', '[]')`,
      sql`insert into bulk_loads (tenant_id, id, created_by, file_name, status, mapping, headers) values (${tenant}, ${id('02')}, ${who}, 'personas.xlsx', 'checked', '{}', '{}')`,
      sql`insert into bulk_load_rows (tenant_id, load_id, row_number, cells) values (${tenant}, ${id('02')}, 2, '{}')`,
      sql`insert into positions (tenant_id, id, name) values (${tenant}, ${id('03')}, 'Gerente')`,
      sql`insert into person_positions (tenant_id, person_id, position_id) values (${tenant}, ${who}, ${id('03')})`,
      sql`insert into groups (tenant_id, id, name) values (${tenant}, ${id('04')}, 'Turno A')`,
      sql`insert into person_groups (tenant_id, person_id, group_id) values (${tenant}, ${who}, ${id('04')})`,
      sql`insert into venues (tenant_id, id, name) values (${tenant}, ${id('05')}, 'Centro')`,
      sql`insert into locations (tenant_id, venue_id, name) values (${tenant}, ${id('05')}, 'Bodega')`,
      sql`insert into person_venues (tenant_id, person_id, venue_id) values (${tenant}, ${who}, ${id('05')})`,
      sql`insert into audiences (tenant_id, name, rule) values (${tenant}, 'Todos', '{}')`,
      sql`insert into person_photos (tenant_id, person_id, content_type, data, sha256) values (${tenant}, ${who}, 'image/png', 'iVBORw0KGgo=', 'abc')`,
      // Workflows: a category, a type in it, a definition, its form, an execution with a step,
      // a response and a timer, and a kanban board.
      sql`insert into workflow_categories (tenant_id, id, name) values (${tenant}, ${id('06')}, 'Compras')`,
      sql`insert into workflow_types (tenant_id, id, name, icon, category_id) values (${tenant}, ${id('07')}, 'Pedido', 'cart', ${id('06')})`,
      sql`insert into workflow_definitions (tenant_id, id, workflow_type_id, version, xml) values (${tenant}, ${id('08')}, ${id('07')}, 1, '<definitions/>')`,
      sql`insert into workflow_forms (tenant_id, workflow_id, id, definition) values (${tenant}, ${id('08')}, 'form-1', '{"id":"form-1","fields":[]}')`,
      sql`insert into workflow_executions (tenant_id, id, workflow_type_id, workflow_id, state) values (${tenant}, ${id('09')}, ${id('07')}, ${id('08')}, '{}')`,
      sql`insert into workflow_steps (tenant_id, id, execution_id, bpmn_id, type, is_active, created_at, updated_at) values (${tenant}, ${`${tenant}:step:1`}, ${id('09')}, 'Task_1', 'UserTask', true, now(), now())`,
      sql`insert into workflow_responses (tenant_id, execution_id, step_id, element_model, response, person_name) values (${tenant}, ${id('09')}, ${`${tenant}:step:1`}, 'Task_1', '{}', 'Ana')`,
      sql`insert into workflow_timers (tenant_id, id, execution_id, element_id, due_at) values (${tenant}, ${`${tenant}:timer:1`}, ${id('09')}, 'Timer_1', now())`,
      sql`insert into workflow_kanbans (tenant_id, workflow_type_id, name, columns) values (${tenant}, ${id('07')}, 'Tablero', '[]')`,
      // Activities: a series with a responsible person, an occurrence's record and related
      // record, and a calendar feed.
      sql`insert into activities (tenant_id, id, public_id, title, dtstart, time_zone, starts_at) overriding system value values (${tenant}, 900, ${id('10')}, 'Abrir', '20261125T080000', 'America/Mexico_City', now())`,
      sql`insert into activity_responsibles (tenant_id, activity_id, person_id) values (${tenant}, 900, ${who})`,
      sql`insert into activity_executions (tenant_id, activity_id, recurrence_id, status) values (${tenant}, 900, '20261125T080000', 'COMPLETED')`,
      sql`insert into activity_related_records (tenant_id, activity_id, recurrence_id, content_type_model, object_id, user_name) values (${tenant}, 900, '20261125T080000', 'workflow_execution', ${id('09')}, 'Ana')`,
      sql`insert into activity_feeds (tenant_id, person_id, token_hash) values (${tenant}, ${who}, ${`${tenant}-hash`})`,
      // Checklists: a category, a checklist with its version, an execution and a flagged answer.
      sql`insert into checklist_categories (tenant_id, id, name) values (${tenant}, ${id('11')}, 'Operación')`,
      sql`insert into checklists (tenant_id, id, category_id, title) values (${tenant}, ${id('12')}, ${id('11')}, 'Apertura')`,
      sql`insert into checklist_versions (tenant_id, checklist_id, version, title, definition) values (${tenant}, ${id('12')}, 1, 'Apertura', '{"id":"apertura","fields":[]}')`,
      sql`insert into checklist_executions (tenant_id, id, client_id, checklist_id, version, person_id, answers) values (${tenant}, ${id('13')}, ${id('14')}, ${id('12')}, 1, ${who}, '{}')`,
      sql`insert into checklist_flagged_answers (tenant_id, execution_id, name, position, label) values (${tenant}, ${id('13')}, 'puerta', 0, 'Puerta')`,
      // Uploads: a stored file.
      sql`insert into uploads (tenant_id, id, temporary, uploaded_by, name, content_type, size, sha256) values (${tenant}, ${id('11')}, false, ${who}, 'foto.jpg', 'image/jpeg', 3, 'abc')`,
      // Assets: a folder with a document of that file; and the organization's links.
      sql`insert into asset_folders (tenant_id, id, name) values (${tenant}, ${id('19')}, 'Archivo RLS')`,
      sql`insert into asset_documents (tenant_id, id, folder_id, name, upload_id, content_type, size) values (${tenant}, ${id('20')}, ${id('19')}, 'foto.jpg', ${id('11')}, 'image/jpeg', 3)`,
      sql`insert into organization_links (tenant_id, title, url) values (${tenant}, 'Intranet', 'https://intranet.example.com')`,
      // Posts: a channel with a poster, a post and a receipt.
      sql`insert into post_channels (tenant_id, id, name) values (${tenant}, ${id('15')}, 'Avisos')`,
      sql`insert into post_channel_posters (tenant_id, channel_id, person_id) values (${tenant}, ${id('15')}, ${who})`,
      sql`insert into posts (tenant_id, id, channel_id, author_id, title, body, body_html, excerpt) values (${tenant}, ${id('16')}, ${id('15')}, ${who}, 'Aviso', 'Hola', '<p>Hola</p>', 'Hola')`,
      sql`insert into post_receipts (tenant_id, post_id, person_id) values (${tenant}, ${id('16')}, ${who})`,
      // Reports: a category, a report in it, its public link, and the organization's report settings.
      sql`insert into report_categories (tenant_id, id, name) values (${tenant}, ${id('17')}, 'Operación')`,
      sql`insert into reports (tenant_id, id, public_id, category_id, title, kind, native) values (${tenant}, ${id('18')}, ${`${tenant}-report`}, ${id('17')}, 'Cumplimiento', 'native', '{"source":"activity-completion","days":90,"venueIds":[],"checklistId":null,"workflowTypeId":null}')`,
      sql`insert into report_public_links (tenant_id, report_id, token) values (${tenant}, ${id('18')}, ${`${tenant}-token`})`,
      sql`insert into report_settings (tenant_id, frame_ancestors) values (${tenant}, '{https://intranet.example.com}')`,
    ]) {
      await t.database.privileged.execute(statement);
    }
  }
});
afterAll(() => t?.close());

/** The PostgreSQL error under drizzle's "Failed query" wrapper. */
async function databaseError(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  throw new Error('expected the database to refuse');
}

const asDemo = <T>(fn: (tx: Tx) => Promise<T>) => t.database.withTenant('demo', fn);

describe('row-level security', () => {
  it('finds the tenant-owned tables', () => {
    expect(tenantTables).toContain('persons');
  });

  it('keeps the request role unprivileged', async () => {
    const [role] = await selectRows<{ rolsuper: boolean; rolbypassrls: boolean; rolcanlogin: boolean }>(
      t.database.privileged,
      sql`select rolsuper, rolbypassrls, rolcanlogin from pg_roles where rolname = ${APP_ROLE}`,
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, rolcanlogin: false });
  });

  it('enables and forces RLS with a policy on every tenant table and on tenants', async () => {
    for (const table of [...tenantTables, 'tenants']) {
      const [row] = await selectRows<{ enabled: boolean; forced: boolean; policies: number }>(
        t.database.privileged,
        sql`select c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
                   (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relname = ${table}`,
      );
      // tenants has two: read and update (presentation columns only) of the own row; audit_log
      // a second that lets only an unset status be set.
      const policies = table === 'tenants' || table === 'audit_log' ? 2 : 1;
      expect({ table, ...row }).toEqual({ table, enabled: true, forced: true, policies });
    }
  });

  it('gives every tenant table the tenant_isolation policy and exactly its privileges', async () => {
    // Records the app may not erase (or, for impersonations, rewrite); everything else is
    // read and written freely within the tenant.
    const privileges: Record<string, string[]> = {
      impersonations: ['INSERT', 'SELECT'],
      invitations: ['INSERT', 'SELECT', 'UPDATE'],
      // And UPDATE of its status column only (a column grant, not listed here).
      audit_log: ['INSERT', 'SELECT'],
      person_history: ['INSERT', 'SELECT'],
    };
    const statusOnce = {
      policyname: 'audit_log_status_once',
      roles: '{app_user}',
      cmd: 'UPDATE',
      qual: '(status IS NULL)',
      with_check: 'true',
    };
    const isolation = {
      policyname: 'tenant_isolation',
      roles: '{app_user}',
      cmd: 'ALL',
      qual: "(tenant_id = current_setting('app.tenant_id'::text, true))",
      with_check: "(tenant_id = current_setting('app.tenant_id'::text, true))",
    };
    const policyOf = async (table: string) =>
      selectRows<typeof isolation>(
        t.database.privileged,
        sql`select policyname, roles::text as roles, cmd, qual, with_check from pg_policies
            where schemaname = 'public' and tablename = ${table} order by policyname`,
      );
    const privilegesOf = async (table: string) =>
      (
        await selectRows<{ privilege_type: string }>(
          t.database.privileged,
          sql`select privilege_type from information_schema.role_table_grants
              where grantee = 'app_user' and table_schema = 'public' and table_name = ${table}
              order by privilege_type`,
        )
      ).map((row) => row.privilege_type);
    for (const table of tenantTables) {
      const expected = {
        table,
        policies: table === 'audit_log' ? [statusOnce, isolation] : [isolation],
        privileges: privileges[table] ?? ['DELETE', 'INSERT', 'SELECT', 'UPDATE'],
      };
      expect({ table, policies: await policyOf(table), privileges: await privilegesOf(table) }).toEqual(
        expected,
      );
      // Declaring a table's security again is harmless: the same policy and privileges.
      await t.database.privileged.execute(
        privileges[table]
          ? sql`select enable_tenant_rls(${table}, ${privileges[table].join(', ')})`
          : sql`select enable_tenant_rls(${table})`,
      );
      expect({ table, policies: await policyOf(table), privileges: await privilegesOf(table) }).toEqual(
        expected,
      );
    }
  });

  it('refuses privileges that are not a list of table privileges', async () => {
    await expect(
      t.database.privileged.execute(sql`select enable_tenant_rls('persons', 'SELECT; DROP TABLE persons')`),
    ).rejects.toThrow();
  });

  it('has tenant_id first in the primary key of every tenant table', async () => {
    for (const table of tenantTables) {
      const rows = await selectRows<{ column_name: string }>(
        t.database.privileged,
        sql`select kcu.column_name from information_schema.table_constraints tc
            join information_schema.key_column_usage kcu
              on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
            where tc.table_schema = 'public' and tc.table_name = ${table} and tc.constraint_type = 'PRIMARY KEY'
            order by kcu.ordinal_position`,
      );
      expect({ table, first: rows[0]?.column_name }).toEqual({ table, first: 'tenant_id' });
    }
  });

  it('has tenant_id in the primary key of every tenant table', async () => {
    for (const table of tenantTables) {
      const rows = await selectRows<{ column_name: string }>(
        t.database.privileged,
        sql`select kcu.column_name from information_schema.table_constraints tc
            join information_schema.key_column_usage kcu
              on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
            where tc.table_schema = 'public' and tc.table_name = ${table} and tc.constraint_type = 'PRIMARY KEY'`,
      );
      expect({ table, columns: rows.map((r) => r.column_name) }).toMatchObject({
        table,
        columns: expect.arrayContaining(['tenant_id']),
      });
    }
  });

  it('shows only demo rows of every tenant table to tenant demo', async () => {
    for (const table of tenantTables) {
      const seen = await asDemo((tx) =>
        selectRows<{ tenant_id: string }>(tx, sql`select tenant_id from ${sql.identifier(table)}`),
      );
      const all = await selectRows<{ tenant_id: string }>(
        t.database.privileged,
        sql`select tenant_id from ${sql.identifier(table)}`,
      );
      expect(
        all.some((row) => row.tenant_id === 'acme'),
        `${table} has acme rows to hide`,
      ).toBe(true);
      expect(seen.length, `${table} shows demo rows`).toBeGreaterThan(0);
      expect(
        seen.filter((row) => row.tenant_id !== 'demo'),
        table,
      ).toEqual([]);
    }
  });

  it('shows tenant demo its own tenants row only', async () => {
    const seen = await asDemo((tx) => tx.select().from(organizations));
    expect(seen.map((row) => row.id)).toEqual(['demo']);
  });

  it('shows nothing when no tenant is set', async () => {
    const seen = await t.database.withAppRole(async (tx) => ({
      tenants: await tx.select().from(organizations),
      persons: await tx.select().from(persons),
    }));
    expect(seen).toEqual({ tenants: [], persons: [] });
  });

  it('refuses to insert a person into acme', async () => {
    expect(
      await databaseError(
        asDemo((tx) =>
          tx.insert(persons).values({ organizationId: 'acme', name: 'Intruso', email: 'x@acme.faena.test' }),
        ),
      ),
    ).toMatch(/row-level security/);
  });

  it('refuses to move a demo person into acme', async () => {
    expect(
      await databaseError(
        asDemo((tx) =>
          tx.update(persons).set({ organizationId: 'acme' }).where(eq(persons.organizationId, 'demo')),
        ),
      ),
    ).toMatch(/row-level security/);
  });

  it('cannot update or delete acme people: they are invisible', async () => {
    const before = await t.database.privileged
      .select()
      .from(persons)
      .where(eq(persons.organizationId, 'acme'));
    const changed = await asDemo(async (tx) => ({
      updated: await tx
        .update(persons)
        .set({ name: 'Cambiado' })
        .where(eq(persons.organizationId, 'acme'))
        .returning(),
      deleted: await tx.delete(persons).where(eq(persons.organizationId, 'acme')).returning(),
    }));
    expect(changed).toEqual({ updated: [], deleted: [] });
    expect(
      await t.database.privileged.select().from(persons).where(eq(persons.organizationId, 'acme')),
    ).toEqual(before);
  });

  it('lets a tenant change only the presentation of its own tenants row', async () => {
    const acmeBefore = await t.database.privileged
      .select()
      .from(organizations)
      .where(eq(organizations.id, 'acme'));
    const renamed = await asDemo((tx) =>
      tx.update(organizations).set({ name: 'Otro' }).where(eq(organizations.id, 'acme')).returning(),
    );
    expect(renamed).toEqual([]);
    expect(
      await t.database.privileged.select().from(organizations).where(eq(organizations.id, 'acme')),
    ).toEqual(acmeBefore);
    const own = await asDemo((tx) =>
      tx
        .update(organizations)
        .set({ brandAccent: '#123456' })
        .where(eq(organizations.id, 'demo'))
        .returning(),
    );
    expect(own.map((row) => row.brandAccent)).toEqual(['#123456']);
  });

  it('refuses writes to the registry columns and new tenants', async () => {
    expect(
      await databaseError(
        asDemo((tx) =>
          tx.update(organizations).set({ subdomain: 'otro' }).where(eq(organizations.id, 'demo')),
        ),
      ),
    ).toMatch(/permission denied/);
    expect(
      await databaseError(
        asDemo((tx) =>
          tx.update(organizations).set({ firebaseTenantId: 'x' }).where(eq(organizations.id, 'demo')),
        ),
      ),
    ).toMatch(/permission denied/);
    expect(
      await databaseError(
        asDemo((tx) => tx.insert(organizations).values({ id: 'evil', subdomain: 'evil', name: 'Evil' })),
      ),
    ).toMatch(/permission denied/);
  });

  it('lets app_user learn only a tenant id from a subdomain', async () => {
    const ids = await t.database.withAppRole((tx) =>
      selectRows<{ id: string | null }>(tx, sql`select public.tenant_id_for_subdomain('acme') as id`),
    );
    expect(ids).toEqual([{ id: 'acme' }]);
  });

  it('lets app_user learn only the workspaces of an email, without a tenant', async () => {
    const rows = await t.database.withAppRole((tx) =>
      selectRows<{ subdomain: string; name: string }>(
        tx,
        sql`select * from public.workspaces_for_email('ANA@demo.faena.test')`,
      ),
    );
    expect(rows).toEqual([{ subdomain: 'demo', name: 'Demo Faena' }]);
  });

  it('gives app_user no access to the rate-limit counters except through rate_limit_hit', async () => {
    expect(await databaseError(t.database.withAppRole((tx) => tx.select().from(rateLimitCounters)))).toMatch(
      /permission denied/,
    );
    const hits = await t.database.withAppRole(async (tx) => [
      await selectRows<{ hit_count: number }>(tx, sql`select hit_count from public.rate_limit_hit('k', 60)`),
      await selectRows<{ hit_count: number }>(tx, sql`select hit_count from public.rate_limit_hit('k', 60)`),
    ]);
    expect(hits.flat().map((row) => row.hit_count)).toEqual([1, 2]);
  });
});
