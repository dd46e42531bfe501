// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { initTexts, json, serve } from '../admin/test-support';
import ExecutionPage from './ExecutionPage';
import ExecutionReportPage from './ExecutionReportPage';
import { EXECUTION_ID, executionDetail, PHOTO } from './fixtures';

const show = (element: React.ReactElement, path: string) =>
  renderWithProviders(element, {
    route: path.replace(':executionId', EXECUTION_ID),
    path,
  });

describe('an execution', () => {
  beforeAll(initTexts);
  afterEach(cleanup);

  it('shows the flagged answers first, each leading to its question in the read-only form', async () => {
    serve({ [`GET /api/checklist-executions/${EXECUTION_ID}`]: () => json(executionDetail()) });
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push((this as HTMLElement).dataset.fieldName ?? '');
    });
    show(<ExecutionPage />, '/checklists/executions/:executionId');
    expect(await screen.findByRole('heading', { name: 'Apertura de tienda', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('70 %')).toBeInTheDocument();
    expect(screen.getByText('Ana Torres')).toBeInTheDocument();
    expect(screen.getByText('Tienda Centro')).toBeInTheDocument();
    const flagged = screen.getByRole('list', { name: 'Respuestas marcadas' });
    const goTo = within(flagged).getByRole('button', { name: 'Ir a «¿El piso está limpio?»' });
    expect(goTo).toHaveTextContent('No');
    // The whole form of the pinned version, read-only, with the answers.
    const form = screen.getByRole('form', { name: 'Respuestas' });
    expect(within(form).getByText('Estado de los anaqueles')).toBeInTheDocument();
    await userEvent.click(goTo);
    expect(scrolled).toContain('limpio');
    const question = form.querySelector<HTMLElement>('[data-field-name="limpio"]');
    expect(question).toHaveFocus();
    // The flagged question carries the flag's words; the others don't.
    expect(question).toHaveAttribute('data-flagged', 'Respuesta marcada');
    expect(form.querySelector('[data-field-name="estado"]')).not.toHaveAttribute('data-flagged');
    expect(screen.getByRole('link', { name: 'Imprimir / PDF' })).toHaveAttribute(
      'href',
      `/checklists/executions_detail/${EXECUTION_ID}`,
    );
  });

  it('says when the execution does not exist', async () => {
    serve({});
    show(<ExecutionPage />, '/checklists/executions/:executionId');
    expect(await screen.findByText('Esta ejecución no existe o no puedes verla')).toBeInTheDocument();
  });
});

describe("an execution's printable report", () => {
  beforeAll(initTexts);
  afterEach(cleanup);

  it('lists every question with its answer, N/A and photos included, and prints', async () => {
    serve({ [`GET /api/checklist-executions/${EXECUTION_ID}`]: () => json(executionDetail()) });
    const print = vi.fn();
    window.print = print;
    show(<ExecutionReportPage />, '/checklists/executions_detail/:executionId');
    const answers = await screen.findByRole('list', { name: 'Respuestas' });
    const items = within(answers).getAllByRole('listitem');
    const byQuestion = (name: string) => items.find((item) => item.dataset.question === name) as HTMLElement;
    expect(byQuestion('intro')).toHaveTextContent('Revisa la tienda antes de abrir.');
    expect(byQuestion('limpio')).toHaveTextContent('¿El piso está limpio?No');
    expect(byQuestion('limpio')).toHaveAttribute('data-flagged', 'true');
    expect(byQuestion('estado')).toHaveTextContent('Estado de los anaqueles' + 'Completos');
    expect(byQuestion('comentarios')).toHaveTextContent('ComentariosNo aplica');
    expect(byQuestion('temperatura')).toHaveTextContent('Sin respuesta');
    // The photo's link on the API's host (no signed link in this stand-in API).
    await waitFor(() =>
      expect(
        within(byQuestion('foto')).getByRole('img', { name: 'Foto de «Foto de la entrada»' }),
      ).toHaveAttribute('src', `http://demo.faena.localhost:3000${PHOTO}`),
    );
    expect(screen.getByText('Demo Faena')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Apertura de tienda', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Persona/ })).toHaveTextContent('Ana Torres');
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
