import type { ChecklistExecution, ChecklistExecutionDetail } from '../model';

export const EXECUTION_ID = '00000000-0000-4000-8000-000000000501';
export const OPENING = '00000000-0000-4000-8000-000000000101';
export const STORES = '00000000-0000-4000-8000-000000000002';
export const ANA = { id: '00000000-0000-4000-8000-000000000011', name: 'Ana Torres' };
export const PHOTO = '/api/filepond/00000000-0000-4000-8000-000000000abc/download';
export const CENTRO = { id: '00000000-0000-4000-8000-000000000021', name: 'Tienda Centro' };

export const executionRow = (overrides: Partial<ChecklistExecution> = {}): ChecklistExecution => ({
  id: EXECUTION_ID,
  clientId: '00000000-0000-4000-8000-000000000601',
  checklistId: OPENING,
  title: 'Apertura de tienda',
  categoryId: STORES,
  version: 2,
  status: 'submitted',
  person: ANA,
  venue: CENTRO,
  startedAt: '2026-03-02T14:00:00.000Z',
  submittedAt: '2026-03-02T14:20:00.000Z',
  score: 7,
  maxScore: 10,
  percentage: 70,
  flaggedCount: 1,
  activity: null,
  ...overrides,
});

/** An execution with a flagged "No", a choice, an N/A comment and a photo. */
export const executionDetail = (
  overrides: Partial<ChecklistExecutionDetail> = {},
): ChecklistExecutionDetail => ({
  ...executionRow(),
  description: 'Antes de abrir al público.',
  scoring: true,
  definition: {
    id: 'apertura',
    fields: [
      { id: 'f0', name: 'intro', type: 'display_text', text: 'Revisa la tienda antes de abrir.' },
      {
        id: 'f1',
        name: 'limpio',
        type: 'boolean',
        label: '¿El piso está limpio?',
        required: true,
        scores: { yes: 5, no: 0 },
        flagged_answer: false,
      },
      {
        id: 'f2',
        name: 'estado',
        type: 'multiple_choice',
        label: 'Estado de los anaqueles',
        choices: [
          { choice: 'Completos', score: 5 },
          { choice: 'Faltantes', score: 2 },
        ],
      },
      { id: 'f3', name: 'comentarios', type: 'text', label: 'Comentarios', required: true, skippable: true },
      { id: 'f4', name: 'foto', type: 'image', label: 'Foto de la entrada' },
      { id: 'f5', name: 'temperatura', type: 'integer', label: 'Temperatura del refrigerador' },
    ],
  } as ChecklistExecutionDetail['definition'],
  answers: {
    limpio: false,
    estado: 'Completos',
    comentarios: null,
    foto: PHOTO,
  },
  flagged: [{ name: 'limpio', label: '¿El piso está limpio?', answer: false }],
  ...overrides,
});
