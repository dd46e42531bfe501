/**
 * Idempotent demo data, applied at every start: the demo organizations and people in the database
 * and, against the Auth Emulator only, their Firebase tenants and users.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Auth } from 'firebase-admin/auth';
import { seedActivities } from './modules/activities/seed.ts';
import { seedAssets } from './modules/assets/seed.ts';
import { seedChecklists } from './modules/checklists/seed.ts';
import { MODULES } from './modules/index.ts';
import { seedLinks } from './modules/links/seed.ts';
import { seedOrgStructure } from './modules/org/seed.ts';
import { seedAudiences } from './modules/people/audience-seed.ts';
import { seedPeople } from './modules/people/seed.ts';
import { seedPosts } from './modules/posts/seed.ts';
import { seedReports } from './modules/reports/seed.ts';
import { seedWorkflows } from './modules/workflows/seed.ts';
import { workflowTypes } from './modules/workflows/tables.ts';
import { permissionCatalog } from './platform/auth/permissions.ts';
import { personPermissions } from './platform/auth/tables.ts';
import type { Database } from './platform/database/database.ts';
import { organizations, persons } from './platform/database/tenant-table.ts';
import { SEED_PASSWORD, SEED_TENANTS, type SeedIdentity, type SeedTenant } from './seed-data.ts';

export interface SeedResult {
  /** Firebase tenant id per seeded tenant id (null when Firebase was not seeded). */
  firebaseTenantIds: Record<string, string | null>;
}

export interface SeedOptions {
  database: Database;
  /**
   * firebase-admin Auth connected to the Auth Emulator, or null to seed the database only.
   * Refused for a real Firebase project: demo users with a published password must never
   * exist outside the emulator.
   */
  emulatorAuth: Auth | null;
  /** Also the demo directory (people with documents and places); on unless told. */
  directory?: boolean;
}

async function upsertTenants(database: Database): Promise<Map<string, string | null>> {
  return database.privileged.transaction(async (tx) => {
    const stored = new Map<string, string | null>();
    for (const tenant of SEED_TENANTS) {
      const [row] = await tx
        .insert(organizations)
        .values({
          id: tenant.id,
          subdomain: tenant.id,
          name: tenant.name,
          firebaseSignInMethods: tenant.signInMethods,
          logoUrl: tenant.logoUrl,
          brandPrimary: tenant.brand?.primary ?? null,
          brandAccent: tenant.brand?.accent ?? null,
          wording: tenant.wording ?? { 'es-MX': {}, 'en-US': {} },
          hiddenFieldTypes: tenant.hiddenFieldTypes ?? [],
        })
        .onConflictDoUpdate({
          target: organizations.id,
          set: {
            name: sql`excluded.name`,
            firebaseSignInMethods: sql`excluded.firebase_sign_in_methods`,
            logoUrl: sql`excluded.logo_url`,
            brandPrimary: sql`excluded.brand_primary`,
            brandAccent: sql`excluded.brand_accent`,
            wording: sql`excluded.wording`,
            hiddenFieldTypes: sql`excluded.hidden_field_types`,
          },
        })
        .returning({ firebaseTenantId: organizations.firebaseTenantId });
      stored.set(tenant.id, row?.firebaseTenantId ?? null);
    }
    return stored;
  });
}

async function emulatorTenantIds(auth: Auth): Promise<Set<string>> {
  const ids = new Set<string>();
  let pageToken: string | undefined;
  do {
    const page = await auth.tenantManager().listTenants(100, pageToken);
    for (const tenant of page.tenants) ids.add(tenant.tenantId);
    pageToken = page.pageToken;
  } while (pageToken);
  return ids;
}

/**
 * The emulator forgets tenants when it stops, so a stored id may name nothing: then a new
 * Firebase tenant is created. (`getTenant` cannot tell: the emulator invents any tenant it
 * is asked for; `listTenants` lists only real ones.)
 */
async function ensureFirebaseTenant(
  auth: Auth,
  tenant: SeedTenant,
  storedId: string | null,
  existing: Set<string>,
) {
  // Email links are always enabled (passwordRequired false): invitations are sent as email
  // sign-in links, whether or not the organization offers magic links at sign-in.
  const emailSignInConfig = { enabled: true, passwordRequired: false };
  if (storedId && existing.has(storedId)) {
    await auth.tenantManager().updateTenant(storedId, { emailSignInConfig });
    return storedId;
  }
  const created = await auth.tenantManager().createTenant({
    // Identity Platform tenant ids start with the display name (`acme-x1y2`), which the
    // user's-tenant-id rule of SPEC 2.4 relies on.
    displayName: tenant.id,
    emailSignInConfig,
  });
  return created.tenantId;
}

function hasCode(error: unknown, code: string): boolean {
  return (error as { code?: unknown } | null)?.code === code;
}

/** Creates the user when missing. An existing one is left alone: a password update would revoke its sessions. */
async function ensureUser(auth: Auth, firebaseTenantId: string, identity: SeedIdentity): Promise<void> {
  const tenantAuth = auth.tenantManager().authForTenant(firebaseTenantId);
  try {
    await tenantAuth.getUser(identity.uid);
    return;
  } catch (error) {
    if (!hasCode(error, 'auth/user-not-found')) throw error;
  }
  try {
    await tenantAuth.createUser({
      uid: identity.uid,
      email: identity.email,
      emailVerified: true,
      password: SEED_PASSWORD,
      displayName: identity.name,
    });
  } catch (error) {
    if (!hasCode(error, 'auth/uid-already-exists')) throw error;
  }
}

async function seedFirebase(database: Database, auth: Auth, stored: Map<string, string | null>) {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'Refusing to seed demo users into a real Firebase project (FIREBASE_AUTH_EMULATOR_HOST is not set)',
    );
  }
  const existing = await emulatorTenantIds(auth);
  for (const tenant of SEED_TENANTS) {
    const firebaseTenantId = await ensureFirebaseTenant(
      auth,
      tenant,
      stored.get(tenant.id) ?? null,
      existing,
    );
    if (firebaseTenantId !== stored.get(tenant.id)) {
      await database.privileged
        .update(organizations)
        .set({ firebaseTenantId })
        .where(eq(organizations.id, tenant.id));
      stored.set(tenant.id, firebaseTenantId);
    }
    for (const identity of tenant.identities) await ensureUser(auth, firebaseTenantId, identity);
  }
}

async function upsertPersons(database: Database): Promise<void> {
  const rows = SEED_TENANTS.flatMap((tenant) =>
    tenant.identities.flatMap((identity) =>
      identity.personId
        ? [
            {
              organizationId: tenant.id,
              id: identity.personId,
              name: identity.name,
              email: identity.email,
              firebaseUid: identity.uid,
            },
          ]
        : [],
    ),
  );
  await database.privileged
    .insert(persons)
    .values(rows)
    .onConflictDoUpdate({
      target: [persons.organizationId, persons.id],
      set: { name: sql`excluded.name`, email: sql`excluded.email`, firebaseUid: sql`excluded.firebase_uid` },
    });
}

/**
 * Permissions added to the catalogue after demo databases were first seeded: a seeded
 * administrator whose row predates them gets them at the next start (and keeps them: the
 * demo's administrators always hold these).
 */
const ADDED_ADMINISTRATOR_PERMISSIONS = [
  'VIEW_AUDIT_LOG',
  'MANAGE_ORGANIZATION_STRUCTURE',
  'MANAGE_WORKFLOWS',
  'MANAGE_ACTIVITIES',
  'MANAGE_POSTS',
  'MANAGE_REPORTS',
  'MANAGE_ASSETS',
] as const;

/** Administrators get every permission once; later changes made in the app are kept. */
async function seedAdministratorPermissions(database: Database) {
  const rows = SEED_TENANTS.flatMap((tenant) =>
    tenant.identities
      .filter((identity) => identity.administrator && identity.personId)
      .map((identity) => ({
        organizationId: tenant.id,
        personId: identity.personId!,
        permissions: [...permissionCatalog(MODULES.map((module) => module.permissions)).codes],
      })),
  );
  await database.privileged.insert(personPermissions).values(rows).onConflictDoNothing();
  for (const code of ADDED_ADMINISTRATOR_PERMISSIONS) {
    for (const row of rows) {
      await database.privileged
        .update(personPermissions)
        .set({ permissions: sql`array_append(${personPermissions.permissions}, ${code})` })
        .where(
          and(
            eq(personPermissions.organizationId, row.organizationId),
            eq(personPermissions.personId, row.personId),
            sql`not (${code} = any(${personPermissions.permissions}))`,
          ),
        );
    }
  }
}

async function upsertWorkflowTypes(database: Database): Promise<void> {
  const rows = SEED_TENANTS.flatMap((tenant) =>
    (tenant.workflowTypes ?? []).map((type, position) => ({ organizationId: tenant.id, ...type, position })),
  );
  if (rows.length === 0) return;
  await database.privileged
    .insert(workflowTypes)
    .values(rows)
    .onConflictDoUpdate({
      target: [workflowTypes.organizationId, workflowTypes.id],
      set: { name: sql`excluded.name`, icon: sql`excluded.icon`, position: sql`excluded.position` },
    });
}

export async function seedDemoData({
  database,
  emulatorAuth,
  directory = true,
}: SeedOptions): Promise<SeedResult> {
  const stored = await upsertTenants(database);
  if (emulatorAuth) await seedFirebase(database, emulatorAuth, stored);
  await upsertPersons(database);
  await seedAdministratorPermissions(database);
  await upsertWorkflowTypes(database);
  await seedOrgStructure(database);
  if (directory) await seedPeople(database);
  await seedAudiences(database);
  await seedWorkflows(database);
  await seedActivities(database);
  await seedChecklists(database);
  const demoAdministrators = (SEED_TENANTS.find((tenant) => tenant.id === 'demo')?.identities ?? [])
    .filter((identity) => identity.administrator && identity.personId)
    .map((identity) => identity.personId as string);
  await seedPosts(database, demoAdministrators);
  await seedReports(database);
  await seedAssets(database, demoAdministrators);
  await seedLinks(database);
  return { firebaseTenantIds: Object.fromEntries(stored) };
}
