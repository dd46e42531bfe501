/**
 * The demo organisations, people and sign-in identities. Plain data with no imports, so
 * `npm start` and the e2e journeys can read the credentials without loading the server.
 */

export const SEED_PASSWORD = 'faena-demo-1';

export interface SeedIdentity {
  /** Fixed Firebase uid, so a re-run finds the same user. */
  uid: string;
  email: string;
  name: string;
  /** The person row this identity signs in as; null for an identity that is no member. */
  personId: string | null;
  /** Holds every permission (the others get the defaults). */
  administrator?: boolean;
}

export interface SeedWorkflowType {
  /** Fixed id, so a re-run updates the same row. */
  id: string;
  name: string;
  icon: string;
}

export interface SeedTenant {
  id: string;
  name: string;
  /** PASSWORD, GOOGLE, MAGIC_LINK, or OIDC:<provider id> / SAML:<provider id>. */
  signInMethods: string[];
  logoUrl: string;
  brand?: { primary: string | null; accent: string | null };
  wording?: { 'es-MX': Record<string, string>; 'en-US': Record<string, string> };
  hiddenFieldTypes?: string[];
  workflowTypes?: SeedWorkflowType[];
  identities: SeedIdentity[];
}

export const SEED_TENANTS: readonly SeedTenant[] = [
  {
    id: 'demo',
    name: 'Demo Faena',
    signInMethods: ['PASSWORD', 'GOOGLE'],
    logoUrl: '/assets/logos/demo.svg',
    workflowTypes: [
      { id: '0a5e7d1c-3b52-4c1e-9f0a-000000000101', name: 'Solicitudes de compra', icon: 'cart' },
      { id: '0a5e7d1c-3b52-4c1e-9f0a-000000000102', name: 'Mantenimiento', icon: 'wrench' },
    ],
    identities: [
      {
        uid: 'demo-ana',
        email: 'ana@demo.faena.test',
        name: 'Ana Torres',
        personId: '0a5e7d1c-3b52-4c1e-9f0a-000000000001',
        administrator: true,
      },
      {
        uid: 'demo-bruno',
        email: 'bruno@demo.faena.test',
        name: 'Bruno Díaz',
        personId: '0a5e7d1c-3b52-4c1e-9f0a-000000000002',
      },
    ],
  },
  {
    id: 'acme',
    name: 'Acme Logística',
    signInMethods: ['PASSWORD', 'GOOGLE', 'MAGIC_LINK', 'OIDC:oidc.acme', 'SAML:saml.acme'],
    logoUrl: '/assets/logos/acme.svg',
    brand: { primary: '#0f766e', accent: null },
    wording: {
      'es-MX': {
        'formBuilder:type_venue': 'Tienda',
        'formBuilder:type_venues': 'Tiendas',
        'org:venue.one': 'Tienda',
        'org:venue.other': 'Tiendas',
      },
      'en-US': {
        'formBuilder:type_venue': 'Store',
        'formBuilder:type_venues': 'Stores',
        'org:venue.one': 'Store',
        'org:venue.other': 'Stores',
      },
    },
    hiddenFieldTypes: ['location', 'locations'],
    identities: [
      {
        uid: 'acme-carla',
        email: 'carla@acme.faena.test',
        name: 'Carla Méndez',
        personId: '0a5e7d1c-3b52-4c1e-9f0a-000000000003',
        administrator: true,
      },
      // Ana of demo also has an identity in acme's Firebase tenant but no person there:
      // signing in at acme shows "No perteneces a la organización".
      { uid: 'acme-ana', email: 'ana@demo.faena.test', name: 'Ana Torres', personId: null },
    ],
  },
  {
    id: 'feria',
    name: 'Feria Expo',
    signInMethods: ['PASSWORD', 'GOOGLE'],
    logoUrl: '/assets/logos/feria.svg',
    wording: {
      'es-MX': {
        'formBuilder:type_venue': 'Pabellón',
        'formBuilder:type_venues': 'Pabellones',
        'formBuilder:type_location': 'Recinto',
        'formBuilder:type_locations': 'Recintos',
        'org:venue.one': 'Pabellón',
        'org:venue.other': 'Pabellones',
        'org:location.one': 'Recinto',
        'org:location.other': 'Recintos',
      },
      'en-US': {
        'formBuilder:type_venue': 'Pavilion',
        'formBuilder:type_venues': 'Pavilions',
        'formBuilder:type_location': 'Site',
        'formBuilder:type_locations': 'Sites',
        'org:venue.one': 'Pavilion',
        'org:venue.other': 'Pavilions',
        'org:location.one': 'Site',
        'org:location.other': 'Sites',
      },
    },
    identities: [
      {
        uid: 'feria-diego',
        email: 'diego@feria.faena.test',
        name: 'Diego Ramos',
        personId: '0a5e7d1c-3b52-4c1e-9f0a-000000000004',
        administrator: true,
      },
    ],
  },
];

export interface DemoCredential {
  tenant: string;
  email: string;
  password: string;
  name: string;
  /** False for the identity that exists in the tenant's Firebase tenant without a person. */
  member: boolean;
}

/** Everything a person needs to sign in to the seeded demo (Auth Emulator only). */
export const DEMO_CREDENTIALS: readonly DemoCredential[] = SEED_TENANTS.flatMap((tenant) =>
  tenant.identities.map((identity) => ({
    tenant: tenant.id,
    email: identity.email,
    password: SEED_PASSWORD,
    name: identity.name,
    member: identity.personId !== null,
  })),
);
