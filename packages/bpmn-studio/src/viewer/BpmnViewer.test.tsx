import { UiTextProvider } from '@faena/ui';
import { EXECUTION_DIAGRAM_XML, UNREADABLE_XML } from '@faena/workflow-engine/fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type Selection from 'diagram-js/lib/features/selection/Selection';
import { StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ElementExecutionStats } from '../contract.ts';
import { WAITING_MARKER } from './BpmnViewer.css.ts';
import { BpmnViewer } from './BpmnViewer.tsx';
import { viewerMessages } from './messages.ts';

const LABEL = 'Ejecuciones del flujo';

const STATS: ElementExecutionStats[] = [
  { elementId: 'Start', count: 15, waiting: 0 },
  { elementId: 'Flow_1', count: 15, waiting: 0 },
  { elementId: 'Task_review', count: 12, waiting: 3 },
  { elementId: 'Task_fix', count: 5, waiting: 0 },
  { elementId: 'Timer', count: 4, waiting: 2 },
  { elementId: 'End_late', count: 0, waiting: 0 },
  { elementId: 'Removed_in_a_later_version', count: 7, waiting: 1 },
];

/** The rendered shape of a BPMN element, as bpmn-js marks it. */
const shape = (id: string) => document.querySelector<SVGGElement>(`.djs-element[data-element-id="${id}"]`);

/** The execution badges drawn over an element: `{ count: '12', waiting: '3' }`. */
function badgesOf(id: string) {
  const badges = document.querySelectorAll<HTMLElement>(
    `.djs-overlays[data-container-id="${id}"] [data-execution-badge]`,
  );
  return Object.fromEntries([...badges].map((badge) => [badge.dataset.executionBadge, badge.textContent]));
}

const badge = (id: string, kind: 'count' | 'waiting') =>
  document.querySelector<HTMLElement>(
    `.djs-overlays[data-container-id="${id}"] [data-execution-badge="${kind}"]`,
  );

/** The summary table's body rows as text cells. */
const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

async function renderReady(props: Partial<Parameters<typeof BpmnViewer>[0]> = {}) {
  let viewer: NavigatedViewer | null = null;
  const onViewer = vi.fn((instance: NavigatedViewer | null) => {
    viewer = instance;
  });
  const result = render(
    <BpmnViewer
      aria-label={LABEL}
      className="viewer-under-test"
      xml={EXECUTION_DIAGRAM_XML}
      onViewer={onViewer}
      {...props}
    />,
  );
  const region = screen.getByRole('region', { name: LABEL });
  await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'), { timeout: 15_000 });
  return { ...result, region, onViewer, viewer: viewer! as NavigatedViewer };
}

beforeAll(() => {
  // The viewer fills the component; give it room as the side panel would.
  const style = document.createElement('style');
  style.textContent = '.viewer-under-test { width: 900px; height: 600px; }';
  document.head.append(style);
});

afterEach(cleanup);

describe('BpmnViewer', () => {
  it('shows a loading state, then the diagram fitted to the viewport', async () => {
    render(<BpmnViewer aria-label={LABEL} className="viewer-under-test" xml={EXECUTION_DIAGRAM_XML} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando diagrama…');
    expect(screen.getByRole('region', { name: LABEL })).toHaveAttribute('aria-busy', 'true');

    const region = screen.getByRole('region', { name: LABEL });
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'), { timeout: 15_000 });
    expect(region).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(shape('Task_review')).toHaveTextContent('Revisar sede');
    expect(shape('Timer')).toBeInTheDocument();
    expect(shape('Flow_wait')).toBeInTheDocument();

    // Every element lies inside the visible area.
    const svg = region.querySelector('svg')!;
    const box = svg.getBoundingClientRect();
    for (const id of ['Start', 'End_ok', 'End_late', 'Timer']) {
      const rect = shape(id)!.getBoundingClientRect();
      expect(rect.left).toBeGreaterThanOrEqual(box.left);
      expect(rect.right).toBeLessThanOrEqual(box.right);
      expect(rect.top).toBeGreaterThanOrEqual(box.top);
      expect(rect.bottom).toBeLessThanOrEqual(box.bottom);
    }
    // Read-only: no palette, no context pad.
    expect(region.querySelector('.djs-palette')).toBeNull();
    // The focusable canvas (arrow keys pan it) has a name.
    expect(svg).toHaveAttribute('aria-label', 'Diagrama; desplázate con Ctrl (⌘) y las flechas');
  });

  it('draws the visits and the waiting executions on the elements, and marks where executions wait', async () => {
    await renderReady({ stats: STATS });

    expect(badgesOf('Task_review')).toEqual({ count: '12', waiting: '3' });
    expect(badge('Task_review', 'count')).toHaveAttribute('title', 'Ejecuciones: 12');
    expect(badge('Task_review', 'waiting')).toHaveAttribute('title', 'En espera: 3');
    // The waiting badge is not colour alone: a clock and the number.
    expect(badge('Task_review', 'waiting')!.querySelector('svg')).toBeInTheDocument();
    expect(badgesOf('Timer')).toEqual({ count: '4', waiting: '2' });
    expect(badgesOf('Task_fix')).toEqual({ count: '5' });
    expect(badgesOf('Start')).toEqual({ count: '15' });
    expect(badgesOf('Flow_1')).toEqual({ count: '15' });
    expect(badgesOf('End_late')).toEqual({});
    expect(badgesOf('End_ok')).toEqual({});

    expect(shape('Task_review')).toHaveClass(WAITING_MARKER);
    expect(shape('Timer')).toHaveClass(WAITING_MARKER);
    expect(shape('Task_fix')).not.toHaveClass(WAITING_MARKER);
    expect(WAITING_MARKER).toBe('faena-execution-waiting');
  });

  it('updates the overlays when the figures change, without importing the diagram again', async () => {
    const { viewer, rerender } = await renderReady({ stats: STATS });
    const importXML = vi.spyOn(viewer, 'importXML');
    const canvas = viewer.get<Canvas>('canvas');
    canvas.zoom(0.8);

    const next: ElementExecutionStats[] = [
      { elementId: 'Task_review', count: 13, waiting: 0 },
      { elementId: 'Task_fix', count: 6, waiting: 1 },
    ];
    rerender(
      <BpmnViewer
        aria-label={LABEL}
        className="viewer-under-test"
        xml={EXECUTION_DIAGRAM_XML}
        stats={next}
      />,
    );

    await waitFor(() => expect(badgesOf('Task_review')).toEqual({ count: '13' }));
    expect(badgesOf('Task_fix')).toEqual({ count: '6', waiting: '1' });
    expect(badgesOf('Timer')).toEqual({});
    expect(badgesOf('Start')).toEqual({});
    expect(shape('Task_review')).not.toHaveClass(WAITING_MARKER);
    expect(shape('Timer')).not.toHaveClass(WAITING_MARKER);
    expect(shape('Task_fix')).toHaveClass(WAITING_MARKER);
    expect(importXML).not.toHaveBeenCalled();
    // Same diagram, same view: the zoom the person chose stays.
    expect(canvas.zoom()).toBe(0.8);
    expect(screen.getByRole('region', { name: LABEL })).toHaveAttribute('data-state', 'ready');
  });

  it('zooms in, out and back to fit with named buttons', async () => {
    const { viewer } = await renderReady({ stats: STATS });
    const canvas = viewer.get<Canvas>('canvas');
    const controls = screen.getByRole('group', { name: 'Controles del diagrama' });
    const fitted = canvas.zoom();
    const level = () => controls.querySelector('[aria-live]')!.textContent;
    const fittedLevel = level();

    await userEvent.click(within(controls).getByRole('button', { name: 'Acercar' }));
    const zoomedIn = canvas.zoom();
    expect(zoomedIn).toBeGreaterThan(fitted);
    expect(level()).not.toBe(fittedLevel);

    await userEvent.click(within(controls).getByRole('button', { name: 'Alejar' }));
    await userEvent.click(within(controls).getByRole('button', { name: 'Alejar' }));
    expect(canvas.zoom()).toBeLessThan(zoomedIn);

    // By keyboard too.
    within(controls).getByRole('button', { name: 'Ajustar a la pantalla' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(canvas.zoom()).toBeCloseTo(fitted, 3);
    expect(level()).toBe(fittedLevel);
  });

  it('fits the diagram again when its space changes, unless the person moved the view', async () => {
    let viewer: NavigatedViewer | null = null;
    render(
      <div data-testid="panel" style={{ width: '900px' }}>
        <BpmnViewer
          aria-label={LABEL}
          xml={EXECUTION_DIAGRAM_XML}
          onViewer={(instance) => {
            viewer = instance;
          }}
        />
      </div>,
    );
    const region = screen.getByRole('region', { name: LABEL });
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'), { timeout: 15_000 });
    const canvas = (viewer as unknown as NavigatedViewer).get<Canvas>('canvas');
    const wide = canvas.zoom();

    screen.getByTestId('panel').style.width = '400px';
    await waitFor(() => expect(canvas.zoom()).toBeLessThan(wide));
    const narrow = canvas.zoom();

    await userEvent.click(screen.getByRole('button', { name: 'Acercar' }));
    const chosen = canvas.zoom();
    expect(chosen).toBeGreaterThan(narrow);
    screen.getByTestId('panel').style.width = '700px';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(canvas.zoom()).toBe(chosen);
  });

  it('moves around the diagram with Ctrl and the arrow keys once the canvas has the focus', async () => {
    const { viewer, region } = await renderReady();
    const canvas = viewer.get<Canvas>('canvas');
    const before = canvas.viewbox().x;

    const svg = region.querySelector<SVGSVGElement>('svg')!;
    svg.focus();
    expect(svg).toHaveFocus();
    await userEvent.keyboard('{Control>}{ArrowRight}{/Control}');
    expect(canvas.viewbox().x).toBeGreaterThan(before);
  });

  it('shows the error state with the parser message when the XML cannot be imported', async () => {
    render(
      <BpmnViewer
        aria-label={LABEL}
        className="viewer-under-test"
        xml={UNREADABLE_XML}
        stats={STATS}
        locale="en-US"
      />,
    );

    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('The diagram could not be opened');
    expect(alert).toHaveTextContent(/unparsable content/);
    const region = screen.getByRole('region', { name: LABEL });
    expect(region).toHaveAttribute('data-state', 'error');
    expect(region).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Diagram controls' })).not.toBeInTheDocument();
  });

  it('summarises the figures in a table, names unnamed elements by their type, and shows it on request', async () => {
    const onElementClick = vi.fn();
    const { viewer } = await renderReady({ stats: STATS, onElementClick });

    const table = screen.getByRole('table', { name: 'Ejecuciones por elemento' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Elemento', 'Ejecuciones', 'En espera']);
    // Waiting first, then by visits; elements with no executions are left out.
    expect(tableRows(table)).toEqual([
      ['Revisar sede', '12', '3'],
      ['Espera de tiempo', '4', '2'],
      ['Removed_in_a_later_version', '7', '1'],
      ['Solicitud', '15', '0'],
      ['Flujo de secuencia', '15', '0'],
      ['Tarea de usuario', '5', '0'],
    ]);
    // The legend says what the badges mean.
    const legend = screen.getByRole('list', { name: 'Leyenda' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#Ejecuciones', 'En espera']);

    // Hidden on screen until asked for; names become buttons once shown.
    const toggle = screen.getByRole('button', { name: 'Mostrar tabla' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Ocultar tabla');
    // Shown, it scrolls on its own and can take the focus to scroll by keyboard.
    expect(screen.getByRole('region', { name: 'Ejecuciones por elemento' })).toHaveAttribute('tabindex', '0');

    await userEvent.click(within(table).getByRole('button', { name: 'Revisar sede' }));
    expect(onElementClick).toHaveBeenCalledWith('Task_review');
    expect(
      viewer
        .get<Selection>('selection')
        .get()
        .map((element) => element.id),
    ).toEqual(['Task_review']);
  });

  it('says when no execution was recorded, and shows no legend or table without figures', async () => {
    const { rerender } = await renderReady({ stats: [] });
    const table = screen.getByRole('table', { name: 'Ejecuciones por elemento' });
    expect(tableRows(table)).toEqual([['Sin ejecuciones registradas']]);

    rerender(<BpmnViewer aria-label={LABEL} className="viewer-under-test" xml={EXECUTION_DIAGRAM_XML} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Leyenda' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-execution-badge]')).toBeNull();
  });

  it('reports clicks on diagram elements', async () => {
    const onElementClick = vi.fn();
    await renderReady({ stats: STATS, onElementClick });
    await userEvent.click(shape('Task_fix')!.querySelector('.djs-hit')!);
    expect(onElementClick).toHaveBeenCalledWith('Task_fix');
  });

  it('speaks English with locale="en-US"', async () => {
    await renderReady({ stats: STATS, locale: 'en-US' });

    expect(badge('Task_review', 'count')).toHaveAttribute('title', 'Executions: 12');
    expect(badge('Task_review', 'waiting')).toHaveAttribute('title', 'Waiting: 3');
    const controls = screen.getByRole('group', { name: 'Diagram controls' });
    expect(
      within(controls)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Zoom out', 'Zoom in', 'Fit to screen']);
    const table = screen.getByRole('table', { name: 'Executions per element' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Element', 'Executions', 'Waiting']);
    expect(tableRows(table).map(([name]) => name)).toEqual([
      'Revisar sede',
      'Timer wait',
      'Removed_in_a_later_version',
      'Solicitud',
      'Sequence flow',
      'User task',
    ]);
    expect(screen.getByRole('button', { name: 'Show table' })).toBeInTheDocument();
  });

  it('switches language while mounted, badges included', async () => {
    const { rerender } = await renderReady({ stats: STATS });
    expect(badge('Task_review', 'waiting')).toHaveAttribute('title', 'En espera: 3');

    rerender(
      <BpmnViewer
        aria-label={LABEL}
        className="viewer-under-test"
        xml={EXECUTION_DIAGRAM_XML}
        stats={STATS}
        locale="en-US"
      />,
    );
    expect(badge('Task_review', 'waiting')).toHaveAttribute('title', 'Waiting: 3');
    expect(badgesOf('Task_review')).toEqual({ count: '12', waiting: '3' });
    expect(screen.getByRole('table', { name: 'Executions per element' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Diagram controls' })).toBeInTheDocument();
  });

  it('follows the nearest UiTextProvider when no locale is given', async () => {
    render(
      <UiTextProvider locale="en-US">
        <BpmnViewer
          aria-label={LABEL}
          className="viewer-under-test"
          xml={EXECUTION_DIAGRAM_XML}
          stats={STATS}
        />
      </UiTextProvider>,
    );
    expect(
      await screen.findByRole('table', { name: 'Executions per element' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('hands out the viewer and destroys it on unmount (StrictMode)', async () => {
    const onViewer = vi.fn();
    const { unmount } = render(
      <StrictMode>
        <BpmnViewer
          aria-label={LABEL}
          className="viewer-under-test"
          xml={EXECUTION_DIAGRAM_XML}
          onViewer={onViewer}
        />
      </StrictMode>,
    );
    const region = screen.getByRole('region', { name: LABEL });
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'), { timeout: 15_000 });
    expect(region.querySelectorAll('.djs-container')).toHaveLength(1);
    const viewer = onViewer.mock.lastCall![0] as NavigatedViewer;
    const destroy = vi.spyOn(viewer, 'destroy');

    unmount();
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(onViewer).toHaveBeenLastCalledWith(null);
    expect(document.querySelector('.djs-container')).toBeNull();
  });
});

describe('viewerMessages', () => {
  it('has the same keys in es-MX and en-US, none empty', () => {
    const keys = (locale: keyof typeof viewerMessages) => Object.keys(viewerMessages[locale]).sort();
    expect(keys('en-US')).toEqual(keys('es-MX'));
    for (const texts of Object.values(viewerMessages)) {
      for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
    }
  });
});
