import { addNamespaces, type Namespace } from '@/platform/i18n';
import { initI18n } from '@/test/render';
import { reports } from './i18n';
import type { Report, ReportData } from './model';

export { json, type SeenRequest, serve } from '@/test/api-stub';

/** The app's texts and the feature's, in a language (Spanish, as the screens start). */
export async function initTexts(language: 'es-MX' | 'en-US' = 'es-MX') {
  await initI18n(language);
  addNamespaces([reports as unknown as Namespace]);
}

export const SALES = '11111111-1111-4111-8111-111111111111';
export const OPERATIONS = '22222222-2222-4222-8222-222222222222';

export function report(overrides: Partial<Report> = {}): Report {
  return {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    publicId: 'rep-completion',
    categoryId: OPERATIONS,
    categoryName: 'Operación',
    title: 'Cumplimiento semanal',
    description: 'Actividades por tienda y semana',
    kind: 'native',
    native: {
      source: 'activity-completion',
      days: 90,
      venueIds: [],
      checklistId: null,
      workflowTypeId: null,
    },
    tableau: null,
    audienceId: null,
    audienceName: null,
    publicLink: null,
    updatedAt: '2026-03-02T15:30:00.000Z',
    ...overrides,
  };
}

export const COMPLETION: ReportData = {
  title: 'Cumplimiento semanal',
  description: 'Actividades por tienda y semana',
  source: 'activity-completion',
  generatedAt: '2026-03-09T15:00:00.000Z',
  days: 90,
  from: '2025-12-10',
  to: '2026-03-09',
  columns: [
    { key: 'week', label: 'Semana', type: 'date' },
    { key: 'venue', label: 'Lugar', type: 'text' },
    { key: 'completed', label: 'Completadas', type: 'number' },
    { key: 'cancelled', label: 'Canceladas', type: 'number' },
    { key: 'pending', label: 'Pendientes', type: 'number' },
    { key: 'rate', label: 'Cumplimiento', type: 'percent' },
  ],
  rows: [
    { week: '2026-03-02', venue: 'Tienda Centro', completed: 1250, cancelled: 3, pending: 12, rate: 98.8 },
    { week: '2026-02-23', venue: 'Tienda Norte', completed: 40, cancelled: 0, pending: 10, rate: 80 },
  ],
  chart: { type: 'stackedBar', x: 'week', y: ['completed', 'cancelled', 'pending'] },
};
