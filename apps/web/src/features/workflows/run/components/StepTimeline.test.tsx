// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, renderWithProviders } from '../../../../test/render';
import type { StepItem } from '../model';
import { StepTimeline } from './StepTimeline';

const step = (id: string, overrides: Partial<StepItem>): StepItem => ({
  id,
  created_at: '2026-03-02T15:30:00.000Z',
  updated_at: '2026-03-02T15:30:00.000Z',
  bpmn_id: id,
  type: 'UserTask',
  is_active: false,
  ...overrides,
});

describe('the steps of an execution', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  afterEach(cleanup);

  it('names each step, or its type in Spanish when unnamed, and marks the open and the expired ones', () => {
    renderWithProviders(
      <StepTimeline
        steps={[
          step('Start', { type: 'VanillaStartEvent', name: null }),
          step('Task_revisar', { name: 'Revisar equipo', type: 'undefined_expired' }),
          step('Timer', { type: 'TimerBoundaryEvent', name: null }),
          step('Task_aprobar', { name: 'Aprobar', is_active: true }),
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Pasos de la ejecución' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.dataset.stepState)).toEqual([
      'completed',
      'expired',
      'completed',
      'active',
    ]);
    expect(items[0]).toHaveTextContent('Inicio');
    expect(items[1]).toHaveTextContent('Revisar equipo');
    expect(items[1]).toHaveTextContent('Tarea de usuario');
    expect(items[1]).toHaveTextContent('Vencida');
    expect(items[2]).toHaveTextContent('Límite de tiempo');
    expect(items[3]).toHaveTextContent('En curso');
  });
});
