/**
 * The demo organization's checklists (idempotent, applied at every start after its people): the
 * categories "Operación" > "Apertura" and "Seguridad alimentaria", the scored "Apertura de tienda"
 * (a critical yes/no whose "No" is flagged, a weighted question, a camera photo, a question that
 * may be skipped) and the unscored "Revisión de vehículo". Ids are fixed; rows that exist are
 * left as they are.
 */
import type { FormDefinition } from '@faena/form-engine/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { selectRows } from '../../platform/database/database.ts';
import { formsModule } from '../forms/index.ts';
import { questionCountOf } from './store.ts';
import { checklistCategories, checklists, checklistVersions } from './tables.ts';

const DEMO = 'demo';
const ANA = '0a5e7d1c-3b52-4c1e-9f0a-000000000001';
const id = (n: string) => `5eed0c1e-7a11-4c1e-8b00-0000000000${n}`;

export const SEED_CHECKLIST_IDS = {
  operations: id('01'),
  opening: id('02'),
  foodSafety: id('03'),
  storeOpening: id('11'),
  vehicle: id('12'),
} as const;

const CATEGORIES = [
  { id: SEED_CHECKLIST_IDS.operations, parentId: null, name: 'Operación', position: 0 },
  { id: SEED_CHECKLIST_IDS.opening, parentId: SEED_CHECKLIST_IDS.operations, name: 'Apertura', position: 0 },
  { id: SEED_CHECKLIST_IDS.foodSafety, parentId: null, name: 'Seguridad alimentaria', position: 1 },
];

const STORE_OPENING: FormDefinition = {
  id: 'apertura-de-tienda',
  description: 'Antes de abrir las puertas al público.',
  fields: [
    {
      id: 'alarma',
      name: 'alarma',
      type: 'boolean',
      label: '¿Se desactivó la alarma sin incidentes?',
      required: true,
      scores: { yes: 1, no: 0 },
    },
    {
      id: 'refrigeradores',
      name: 'refrigeradores',
      type: 'boolean',
      label: '¿Los refrigeradores están entre 1 °C y 4 °C?',
      description: 'Pregunta crítica: un "No" se reporta a mantenimiento.',
      required: true,
      weight: 3,
      scores: { yes: 1, no: 0 },
      flagged_answer: false,
    },
    {
      id: 'limpieza',
      name: 'limpieza',
      type: 'multiple_choice',
      label: 'Limpieza del piso de venta',
      required: true,
      choices: [
        { choice: 'Impecable', score: 2 },
        { choice: 'Aceptable', score: 1 },
        { choice: 'Sucia', score: 0, flagged: true },
      ],
    },
    {
      id: 'cajas',
      name: 'cajas',
      type: 'checkboxes',
      label: 'Cajas listas',
      choices: [
        { choice: 'Fondo de caja contado', score: 1 },
        { choice: 'Terminal de pago encendida', score: 1 },
        { choice: 'Impresora de tickets con papel', score: 1 },
      ],
    },
    {
      id: 'exhibidores',
      name: 'exhibidores',
      type: 'boolean',
      label: '¿Los exhibidores de temporada están armados?',
      required: true,
      skippable: true,
      scores: { yes: 1, no: 0 },
    },
    {
      id: 'foto_fachada',
      name: 'foto_fachada',
      type: 'image',
      label: 'Foto de la fachada',
      source: 'camera',
      required: true,
    },
    {
      id: 'personal',
      name: 'personal',
      type: 'integer',
      label: 'Personas en el turno',
      required: true,
      min: 1,
      max: 50,
    },
    {
      id: 'observaciones',
      name: 'observaciones',
      type: 'text',
      label: 'Observaciones',
      validators: [{ type: 'max_length', limit_value: 500 }],
    },
  ],
};

const VEHICLE: FormDefinition = {
  id: 'revision-de-vehiculo',
  description: 'Al recibir el vehículo de reparto.',
  fields: [
    { id: 'placas', name: 'placas', type: 'text', label: 'Placas', required: true },
    { id: 'kilometraje', name: 'kilometraje', type: 'integer', label: 'Kilometraje', required: true, min: 0 },
    {
      id: 'combustible',
      name: 'combustible',
      type: 'multiple_choice',
      label: 'Nivel de combustible',
      required: true,
      choices: [
        { choice: 'Lleno' },
        { choice: '3/4' },
        { choice: '1/2' },
        { choice: '1/4' },
        { choice: 'Reserva' },
      ],
    },
    {
      id: 'llantas',
      name: 'llantas',
      type: 'boolean',
      label: '¿Las llantas están en buen estado?',
      required: true,
    },
    {
      id: 'golpes',
      name: 'golpes',
      type: 'boolean',
      label: '¿Tiene golpes o rayones nuevos?',
      required: true,
    },
    {
      id: 'foto_golpes',
      name: 'foto_golpes',
      type: 'image',
      label: 'Foto de los golpes',
      source: 'camera_and_gallery',
      show_if: { field: 'golpes', operator: 'equals', value: true },
    },
  ],
};

const CHECKLISTS = [
  {
    id: SEED_CHECKLIST_IDS.storeOpening,
    categoryId: SEED_CHECKLIST_IDS.opening,
    title: 'Apertura de tienda',
    description: 'La revisión diaria antes de abrir.',
    scoring: true,
    definition: STORE_OPENING,
  },
  {
    id: SEED_CHECKLIST_IDS.vehicle,
    categoryId: SEED_CHECKLIST_IDS.operations,
    title: 'Revisión de vehículo',
    description: null,
    scoring: false,
    definition: VEHICLE,
  },
];

export async function seedChecklists(database: Database): Promise<void> {
  await database.privileged.transaction(async (tx) => {
    const [demo] = await selectRows<{ yes: boolean }>(
      tx,
      sql`select exists (select 1 from tenants where id = ${DEMO}) as yes`,
    );
    if (!demo?.yes) return;
    await tx
      .insert(checklistCategories)
      .values(CATEGORIES.map((category) => ({ organizationId: DEMO, ...category })))
      .onConflictDoNothing();
    for (const { definition, ...checklist } of CHECKLISTS) {
      const checked = formsModule.services.parseDefinition(definition);
      const [inserted] = await tx
        .insert(checklists)
        .values({
          organizationId: DEMO,
          ...checklist,
          questionCount: questionCountOf(checked),
          createdBy: ANA,
        })
        .onConflictDoNothing()
        .returning({ id: checklists.id });
      if (!inserted) continue;
      await tx.insert(checklistVersions).values({
        organizationId: DEMO,
        checklistId: checklist.id,
        version: 1,
        title: checklist.title,
        description: checklist.description,
        scoring: checklist.scoring,
        definition: checked,
        createdBy: ANA,
      });
    }
  });
}
