/**
 * The demo organizations' directory (idempotent, applied at every start of a demo): eight
 * people each in demo and acme with identity documents (RUT and CURP with their real check
 * digits), phones, a company for some, a position and a venue; and documents for the people
 * who sign in (Ana, Bruno, Carla), whose places the org seed gives. Places go through the org
 * module's services, as the API sets them.
 */
import { checkIdentityDocument, curpCheckDigit, rutCheckDigit } from '@faena/contract/identity-documents';
import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/database/database.ts';
import { persons } from '../../platform/database/tenant-table.ts';
import { orgModule } from '../org/index.ts';
import { compactPhone } from './person-writes.ts';
import { personDocuments, personProfiles } from './tables.ts';

/** The org seed's stable ids (0a5e7d1c-…-9f0b-TTKKNNNNNNNN): organization, kind, number. */
const orgSeedId = (tenant: number, kind: number, n: number) =>
  `0a5e7d1c-3b52-4c1e-9f0b-${String(tenant).padStart(2, '0')}${String(kind).padStart(2, '0')}${String(n).padStart(8, '0')}`;
const COMPANY = 1;
const POSITION = 2;
const VENUE = 4;

/** This seed's people: 0a5e7d1c-3b52-4c1e-9f0c-TT00000000NN. */
const personSeedId = (tenant: number, n: number) =>
  `0a5e7d1c-3b52-4c1e-9f0c-${String(tenant).padStart(2, '0')}${String(n).padStart(10, '0')}`;

const rut = (body: number) => `${body}-${rutCheckDigit(String(body))}`;
const curp = (first16: string) => {
  const first17 = `${first16}0`;
  return `${first17}${curpCheckDigit(first17)}`;
};

interface SeedPerson {
  name: string;
  document: ['CL_CI', number] | ['MX_CURP', string];
  phone: string;
  /** The org seed's company number, or null for the organization's own people. */
  company: number | null;
  position: number;
  venue: number;
}

// Positions and venues are the org seed's numbers. Nobody holds a signed-in person's position
// (demo's 1 and 5, acme's 2) nor works at acme's Tienda Centro (1): the chart and audiences keep theirs.
const PEOPLE: Record<'demo' | 'acme', SeedPerson[]> = {
  demo: [
    {
      name: 'Lucía Hernández',
      document: ['MX_CURP', 'HELU900215MDFRCC'],
      phone: '+52 55 1234 5601',
      company: null,
      position: 2,
      venue: 1,
    },
    {
      name: 'Jorge Ramírez',
      document: ['MX_CURP', 'RAJO850730HJCMRR'],
      phone: '+52 33 1234 5602',
      company: null,
      position: 6,
      venue: 2,
    },
    {
      name: 'Valentina Soto',
      document: ['CL_CI', 16_543_210],
      phone: '+56 9 8123 4503',
      company: 2,
      position: 8,
      venue: 4,
    },
    {
      name: 'Martín Fuentes',
      document: ['CL_CI', 12_876_543],
      phone: '+56 9 8123 4504',
      company: null,
      position: 7,
      venue: 4,
    },
    {
      name: 'Fernanda Ortiz',
      document: ['MX_CURP', 'OIFE920411MNLRRR'],
      phone: '+52 81 1234 5605',
      company: null,
      position: 10,
      venue: 1,
    },
    {
      name: 'Raúl Mendoza',
      document: ['MX_CURP', 'MERA781102HQTNLL'],
      phone: '+52 44 2123 4506',
      company: 1,
      position: 7,
      venue: 2,
    },
    {
      name: 'Paula Castillo',
      document: ['MX_CURP', 'CAPP950620MDFSLL'],
      phone: '+52 55 1234 5607',
      company: null,
      position: 9,
      venue: 3,
    },
    {
      name: 'Tomás Rojas',
      document: ['CL_CI', 19_234_567],
      phone: '+56 9 8123 4508',
      company: 3,
      position: 11,
      venue: 4,
    },
  ],
  acme: [
    {
      name: 'Daniela Flores',
      document: ['MX_CURP', 'FODA880305MJCLNN'],
      phone: '+52 33 2345 6701',
      company: null,
      position: 1,
      venue: 4,
    },
    {
      name: 'Héctor Vargas',
      document: ['MX_CURP', 'VAHE800918HNLRCC'],
      phone: '+52 81 2345 6702',
      company: null,
      position: 5,
      venue: 2,
    },
    {
      name: 'Inés Navarro',
      document: ['MX_CURP', 'NAIN930127MDFVNN'],
      phone: '+52 55 2345 6703',
      company: null,
      position: 5,
      venue: 3,
    },
    {
      name: 'Andrés Guzmán',
      document: ['MX_CURP', 'GUAN870514HJCZND'],
      phone: '+52 33 2345 6704',
      company: 1,
      position: 6,
      venue: 4,
    },
    {
      name: 'Camila Reyes',
      document: ['MX_CURP', 'RECA960809MNLYMM'],
      phone: '+52 81 2345 6705',
      company: 2,
      position: 8,
      venue: 2,
    },
    {
      name: 'Ignacio Torres',
      document: ['CL_CI', 15_678_901],
      phone: '+56 9 7123 4506',
      company: 1,
      position: 7,
      venue: 4,
    },
    {
      name: 'Sofía Morales',
      document: ['MX_CURP', 'MOSS910222MDFRFF'],
      phone: '+52 55 2345 6707',
      company: null,
      position: 12,
      venue: 3,
    },
    {
      name: 'José Aguilar',
      document: ['MX_CURP', 'AUJO840612HJCGSS'],
      phone: '+52 33 2345 6708',
      company: 3,
      position: 7,
      venue: 3,
    },
  ],
};

/** The signed-in demo people (seed-data.ts) get a document too. */
const SIGNED_IN_DOCUMENTS: [string, 'demo' | 'acme', SeedPerson['document']][] = [
  ['0a5e7d1c-3b52-4c1e-9f0a-000000000001', 'demo', ['MX_CURP', 'TOAA880101MDFRNN']],
  ['0a5e7d1c-3b52-4c1e-9f0a-000000000002', 'demo', ['CL_CI', 13_456_789]],
  ['0a5e7d1c-3b52-4c1e-9f0a-000000000003', 'acme', ['MX_CURP', 'MECA900505MJCNRR']],
];

const TENANT_NUMBER = { demo: 1, acme: 2 } as const;

/** The stored form of a seed document, checked as the API checks one. */
function documentOf([type, raw]: SeedPerson['document']) {
  const check = checkIdentityDocument(type, type === 'CL_CI' ? rut(raw as number) : curp(raw as string));
  if (!check.ok) throw new Error(`Seed document ${type} ${raw} is not valid: ${check.problem}`);
  return { type, number: check.normalized };
}

async function addDocument(
  tx: Tx,
  organizationId: string,
  personId: string,
  document: SeedPerson['document'],
) {
  await tx
    .insert(personDocuments)
    .values({ organizationId, personId, ...documentOf(document) })
    .onConflictDoNothing();
}

export async function seedPeople(database: Database): Promise<void> {
  await database.privileged.transaction(async (tx) => {
    for (const [organizationId, people] of Object.entries(PEOPLE) as ['demo' | 'acme', SeedPerson[]][]) {
      const t = TENANT_NUMBER[organizationId];
      for (const [i, person] of people.entries()) {
        const id = personSeedId(t, i + 1);
        const [existing] = await tx
          .select({ id: persons.id })
          .from(persons)
          .where(and(eq(persons.organizationId, organizationId), eq(persons.id, id)));
        // Seeded once: whatever was changed since in the demo stays as it is.
        if (existing) continue;
        await tx.insert(persons).values({ organizationId, id, name: person.name });
        await tx
          .insert(personProfiles)
          .values({
            organizationId,
            personId: id,
            phones: [compactPhone(person.phone)],
            companyId: person.company === null ? null : orgSeedId(t, COMPANY, person.company),
          })
          .onConflictDoUpdate({
            target: [personProfiles.organizationId, personProfiles.personId],
            set: {
              phones: [compactPhone(person.phone)],
              companyId: person.company === null ? null : orgSeedId(t, COMPANY, person.company),
            },
          });
        await addDocument(tx, organizationId, id, person.document);
        const places = orgModule.services;
        await places.setPersonPlaces(tx, organizationId, id, 'positions', [
          orgSeedId(t, POSITION, person.position),
        ]);
        await places.setPersonPlaces(tx, organizationId, id, 'venues', [orgSeedId(t, VENUE, person.venue)]);
      }
    }
    for (const [personId, organizationId, document] of SIGNED_IN_DOCUMENTS) {
      const [hasOne] = await tx
        .select({ personId: personDocuments.personId })
        .from(personDocuments)
        .where(
          and(eq(personDocuments.organizationId, organizationId), eq(personDocuments.personId, personId)),
        );
      if (!hasOne) await addDocument(tx, organizationId, personId, document);
    }
  });
}
