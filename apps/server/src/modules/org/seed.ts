/**
 * The demo organizations' small structure (idempotent, applied at every start): companies,
 * a three-level reporting line held in part by the seeded people, groups, venues (acme's are
 * stores) with a few locations, and the seeded people's places.
 */
import type { Database } from '../../platform/database/database.ts';
import {
  type CompanyKind,
  companies,
  groups,
  locations,
  personGroups,
  personPositions,
  personVenues,
  positions,
  venues,
} from './tables.ts';

/** A stable id per organization, kind and number (0a5e7d1c-…-9f0b-TTKKNNNNNNNN). */
const seedId = (tenant: number, kind: number, n: number) =>
  `0a5e7d1c-3b52-4c1e-9f0b-${String(tenant).padStart(2, '0')}${String(kind).padStart(2, '0')}${String(n).padStart(8, '0')}`;

const COMPANY = 1;
const POSITION = 2;
const GROUP = 3;
const VENUE = 4;
const LOCATION = 5;

const COMPANIES: [string, CompanyKind][] = [
  ['Servicios Andinos', 'CONTRACTOR'],
  ['Distribuidora Pacífico', 'PARTNER'],
  ['Limpieza Total', 'CONTRACTOR'],
];

/** [number, name, parent number]: parents come first. */
const POSITIONS: [number, string, number | null][] = [
  [1, 'Gerente general', null],
  [2, 'Gerente de operaciones', 1],
  [3, 'Gerente comercial', 1],
  [4, 'Gerente de personas', 1],
  [5, 'Jefe de tienda', 2],
  [6, 'Jefe de bodega', 2],
  [7, 'Supervisor de turno', 2],
  [8, 'Ejecutivo de ventas', 3],
  [9, 'Analista comercial', 3],
  [10, 'Analista de personas', 4],
  [11, 'Encargado de seguridad', 4],
  [12, 'Reclutador', 4],
];

const GROUPS = ['Comité de seguridad', 'Turno mañana'];

interface SeedVenue {
  name: string;
  code: string;
  type: string;
  category: string;
  businessLine: string;
  address: string;
  country: string;
  gla: number;
  company: number | null;
  position: number | null;
  qr: boolean;
}

const VENUES: Record<string, SeedVenue[]> = {
  demo: [
    {
      name: 'Oficina Central',
      code: 'OFC',
      type: 'Oficina',
      category: 'Administración',
      businessLine: 'Corporativo',
      address: 'Av. Reforma 100, Ciudad de México',
      country: 'MX',
      gla: 1200,
      company: null,
      position: 1,
      qr: true,
    },
    {
      name: 'Bodega Norte',
      code: 'BDN',
      type: 'Bodega',
      category: 'Logística',
      businessLine: 'Distribución',
      address: 'Carretera 57 km 12, Querétaro',
      country: 'MX',
      gla: 5400,
      company: 1,
      position: 6,
      qr: false,
    },
    {
      name: 'Sucursal Centro',
      code: 'SUC-01',
      type: 'Sucursal',
      category: 'Retail',
      businessLine: 'Ventas',
      address: 'Calle Madero 20, Ciudad de México',
      country: 'MX',
      gla: 350,
      company: null,
      position: 5,
      qr: false,
    },
    {
      name: 'Sucursal Santiago',
      code: 'SUC-02',
      type: 'Sucursal',
      category: 'Retail',
      businessLine: 'Ventas',
      address: 'Av. Providencia 1500, Santiago',
      country: 'CL',
      gla: 280,
      company: 2,
      position: null,
      qr: false,
    },
  ],
  acme: [
    {
      name: 'Tienda Centro',
      code: 'T-001',
      type: 'Tienda',
      category: 'Retail',
      businessLine: 'Ventas',
      address: 'Av. Juárez 45, Guadalajara',
      country: 'MX',
      gla: 420,
      company: null,
      position: 5,
      qr: true,
    },
    {
      name: 'Tienda Norte',
      code: 'T-002',
      type: 'Tienda',
      category: 'Retail',
      businessLine: 'Ventas',
      address: 'Av. Constitución 800, Monterrey',
      country: 'MX',
      gla: 380,
      company: 2,
      position: null,
      qr: false,
    },
    {
      name: 'Tienda Sur',
      code: 'T-003',
      type: 'Tienda',
      category: 'Outlet',
      businessLine: 'Ventas',
      address: 'Periférico Sur 3000, Ciudad de México',
      country: 'MX',
      gla: 610,
      company: null,
      position: null,
      qr: false,
    },
    {
      name: 'Centro de distribución',
      code: 'CD-01',
      type: 'Bodega',
      category: 'Logística',
      businessLine: 'Distribución',
      address: 'Parque Industrial 7, Apodaca',
      country: 'MX',
      gla: 8200,
      company: 1,
      position: 6,
      qr: false,
    },
  ],
};

/** [venue number, name, code, type] */
const LOCATIONS: [number, string, string, string][] = [
  [1, 'Recepción', 'REC', 'Área'],
  [1, 'Sala de reuniones', 'SR-1', 'Sala'],
  [2, 'Andén 1', 'AND-1', 'Andén'],
  [2, 'Pasillo A', 'PAS-A', 'Pasillo'],
  [3, 'Caja principal', 'CAJ-1', 'Caja'],
];

/** Who holds what: organization → person id → [position numbers, group numbers, venue numbers]. */
const PLACES: Record<string, Record<string, [number[], number[], number[]]>> = {
  demo: {
    '0a5e7d1c-3b52-4c1e-9f0a-000000000001': [[1], [1], [1]],
    '0a5e7d1c-3b52-4c1e-9f0a-000000000002': [[5], [2], [3]],
  },
  acme: {
    '0a5e7d1c-3b52-4c1e-9f0a-000000000003': [[2], [1], [1, 4]],
  },
};

const TENANTS = ['demo', 'acme'] as const;

export async function seedOrgStructure(database: Database): Promise<void> {
  await database.privileged.transaction(async (tx) => {
    for (const [t, organizationId] of TENANTS.entries()) {
      const id = (kind: number, n: number) => seedId(t + 1, kind, n);
      await tx
        .insert(companies)
        .values(COMPANIES.map(([name, kind], i) => ({ organizationId, id: id(COMPANY, i + 1), name, kind })))
        .onConflictDoNothing();
      for (const [n, name, parent] of POSITIONS) {
        await tx
          .insert(positions)
          .values({
            organizationId,
            id: id(POSITION, n),
            name,
            parentId: parent === null ? null : id(POSITION, parent),
          })
          .onConflictDoNothing();
      }
      await tx
        .insert(groups)
        .values(GROUPS.map((name, i) => ({ organizationId, id: id(GROUP, i + 1), name })))
        .onConflictDoNothing();
      await tx
        .insert(venues)
        .values(
          (VENUES[organizationId] ?? []).map((venue, i) => ({
            organizationId,
            id: id(VENUE, i + 1),
            name: venue.name,
            code: venue.code,
            type: venue.type,
            category: venue.category,
            businessLine: venue.businessLine,
            address: venue.address,
            country: venue.country,
            gla: String(venue.gla),
            companyId: venue.company === null ? null : id(COMPANY, venue.company),
            positionId: venue.position === null ? null : id(POSITION, venue.position),
            qrToken: venue.qr ? `seed-${organizationId}-${i + 1}` : null,
            lastStatus: 'Operando',
          })),
        )
        .onConflictDoNothing();
      await tx
        .insert(locations)
        .values(
          LOCATIONS.map(([venue, name, code, type], i) => ({
            organizationId,
            id: id(LOCATION, i + 1),
            venueId: id(VENUE, venue),
            name,
            code,
            type,
          })),
        )
        .onConflictDoNothing();
      for (const [personId, [held, member, works]] of Object.entries(PLACES[organizationId] ?? {})) {
        for (const n of held) {
          await tx
            .insert(personPositions)
            .values({ organizationId, personId, positionId: id(POSITION, n) })
            .onConflictDoNothing();
        }
        for (const n of member) {
          await tx
            .insert(personGroups)
            .values({ organizationId, personId, groupId: id(GROUP, n) })
            .onConflictDoNothing();
        }
        for (const n of works) {
          await tx
            .insert(personVenues)
            .values({ organizationId, personId, venueId: id(VENUE, n) })
            .onConflictDoNothing();
        }
      }
    }
  });
}
