/**
 * The seeded people tests sign in as (see src/seed-data.ts): Ana (demo's administrator), Bruno
 * (a demo member) and Carla (acme's administrator, another organization).
 */
export const ANA = 'ana@demo.faena.test';
export const BRUNO = 'bruno@demo.faena.test';
export const CARLA = 'carla@acme.faena.test';
export const ANA_ID = '0a5e7d1c-3b52-4c1e-9f0a-000000000001';
export const BRUNO_ID = '0a5e7d1c-3b52-4c1e-9f0a-000000000002';
