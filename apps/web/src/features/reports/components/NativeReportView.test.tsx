// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { COMPLETION, initTexts } from '../test-support';
import { NativeReportView } from './NativeReportView';

describe('a native report', () => {
  beforeAll(() => initTexts());
  afterEach(cleanup);

  it('shows the period, a chart and the same data as a table with formatted values', async () => {
    const { container } = renderWithProviders(
      <NativeReportView data={COMPLETION} title="Cumplimiento semanal" />,
    );
    expect(
      screen.getByText(/Últimos 90 días \(10 dic 2025 – 9 mar 2026\)/, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Gráfica de Cumplimiento semanal' })).toBeInTheDocument();
    // recharts is its own chunk: the chart's container is drawn once the module loads.
    expect(
      await screen.findByText(
        (_, element) => element?.classList.contains('recharts-responsive-container') ?? false,
      ),
    ).toBeInTheDocument();

    const table = screen.getByRole('table', { name: /Cumplimiento semanal — Últimos 90 días/ });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Semana',
      'Lugar',
      'Completadas',
      'Canceladas',
      'Pendientes',
      'Cumplimiento',
    ]);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col');
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('2 mar 2026');
    const cells = within(first).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Tienda Centro',
      '1,250',
      '3',
      '12',
      expect.stringMatching(/^98\.8\s?%$/),
    ]);
    expect(cells[1]).toHaveClass('text-right');
    expect(cells[0]).toHaveClass('text-left');
    expect(container.querySelector('[data-report-view]')).not.toBeNull();
  });

  it('lets a phone switch between the chart and the table', async () => {
    renderWithProviders(<NativeReportView data={COMPLETION} title="Cumplimiento semanal" />);
    const chart = screen.getByRole('button', { name: 'Gráfica' });
    const table = screen.getByRole('button', { name: 'Tabla' });
    expect(chart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(table);
    expect(table).toHaveAttribute('aria-pressed', 'true');
    expect(chart).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('figure', { hidden: true })).toHaveClass('hidden');
  });

  it('says when the period has no data', () => {
    renderWithProviders(<NativeReportView data={{ ...COMPLETION, rows: [] }} title="Cumplimiento semanal" />);
    expect(screen.getByRole('heading', { name: 'No hay datos en este periodo' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reads in English with American formats', async () => {
    await initTexts('en-US');
    renderWithProviders(<NativeReportView data={COMPLETION} title="Weekly completion" />, {
      locale: 'en-US',
    });
    expect(
      screen.getByText(/Last 90 days \(Dec 10, 2025 – Mar 9, 2026\)/, { selector: 'p' }),
    ).toBeInTheDocument();
    const row = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('98.8%');
    await initTexts('es-MX');
  });
});
