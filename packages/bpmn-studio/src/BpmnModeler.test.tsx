import { REVIEW_DIAGRAM_XML, UNREADABLE_XML } from '@faena/workflow-engine/fixtures';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { BpmnModeler } from './BpmnModeler.tsx';
import { EMPTY_DIAGRAM_XML } from './empty-diagram.ts';
import { LazyBpmnModeler } from './LazyBpmnModeler.ts';

const LABEL = 'Diagrama del flujo';

/** The rendered shape of a BPMN element, as bpmn-js marks it. */
const shape = (id: string) => document.querySelector<SVGGElement>(`.djs-element[data-element-id="${id}"]`);

beforeAll(() => {
  // The canvas fills the component; give it room as an app would.
  const style = document.createElement('style');
  style.textContent = '.modeler-under-test { width: 800px; height: 500px; }';
  document.head.append(style);
});

afterEach(cleanup);

describe('BpmnModeler', () => {
  it('shows a loading state, then mounts bpmn-js with the user task drawn', async () => {
    render(<BpmnModeler aria-label={LABEL} className="modeler-under-test" xml={REVIEW_DIAGRAM_XML} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando diagrama…');

    const region = screen.getByRole('region', { name: LABEL });
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'), { timeout: 15_000 });

    expect(region.querySelector('.djs-container svg')).not.toBeNull();
    const task = shape('Task_review');
    expect(task).not.toBeNull();
    expect(task!.textContent).toContain('Revisar sede');
    expect(shape('Flow_1')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(region).toHaveAttribute('aria-busy', 'false');
  });

  it('starts from an empty diagram with one start event when no xml is given', async () => {
    render(<BpmnModeler aria-label={LABEL} className="modeler-under-test" />);
    await waitFor(() => expect(shape('StartEvent_1')).not.toBeNull());
    expect(shape('Task_review')).toBeNull();
  });

  it('shows the error state with the parser message when the XML cannot be imported', async () => {
    render(
      <BpmnModeler aria-label={LABEL} className="modeler-under-test" xml={UNREADABLE_XML} locale="en-US" />,
    );

    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('The diagram could not be opened');
    expect(alert).toHaveTextContent(/unparsable content/);
    expect(screen.getByRole('region', { name: LABEL })).toHaveAttribute('data-state', 'error');
  });

  it('reports edits through onChange as XML', async () => {
    const onChange = vi.fn();
    render(
      <BpmnModeler
        aria-label={LABEL}
        className="modeler-under-test"
        xml={REVIEW_DIAGRAM_XML}
        onChange={onChange}
      />,
    );
    await waitFor(() => expect(shape('Task_review')).not.toBeNull());

    // A real click selects the task; its context pad offers "delete".
    await userEvent.click(shape('Task_review')!.querySelector('.djs-hit')!);
    const remove = await waitFor(() => {
      const entry = document.querySelector<HTMLElement>('.djs-context-pad .entry[data-action="delete"]');
      expect(entry).not.toBeNull();
      return entry!;
    });
    await userEvent.click(remove);

    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const changed: string = onChange.mock.lastCall![0];
    expect(changed).toContain('id="StartEvent_1"');
    expect(changed).not.toContain('id="Task_review"');
    expect(shape('Task_review')).toBeNull();
  });

  it('does not re-import its own change when a controlled parent feeds it back', async () => {
    const { rerender } = render(
      <BpmnModeler
        aria-label={LABEL}
        className="modeler-under-test"
        xml={REVIEW_DIAGRAM_XML}
        onChange={() => {}}
      />,
    );
    await waitFor(() => expect(shape('Task_review')).not.toBeNull());
    let echoed = '';
    rerender(
      <BpmnModeler
        aria-label={LABEL}
        className="modeler-under-test"
        xml={REVIEW_DIAGRAM_XML}
        onChange={(xml) => {
          echoed = xml;
        }}
      />,
    );
    await userEvent.click(shape('Task_review')!.querySelector('.djs-hit')!);
    await userEvent.click(
      await waitFor(() => document.querySelector<HTMLElement>('.entry[data-action="delete"]')!),
    );
    await waitFor(() => expect(echoed).not.toBe(''));

    rerender(<BpmnModeler aria-label={LABEL} className="modeler-under-test" xml={echoed} />);
    const region = screen.getByRole('region', { name: LABEL });
    expect(region).toHaveAttribute('data-state', 'ready');
    // Undo still works: the command stack survived, so no import happened.
    await userEvent.click(shape('StartEvent_1')!.querySelector('.djs-hit')!);
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(shape('Task_review')).not.toBeNull());
  });

  it('re-imports an earlier edit once another diagram was shown in between', async () => {
    let edited = '';
    const { rerender } = render(
      <BpmnModeler
        aria-label={LABEL}
        className="modeler-under-test"
        xml={REVIEW_DIAGRAM_XML}
        onChange={(xml) => {
          edited = xml;
        }}
      />,
    );
    await waitFor(() => expect(shape('Task_review')).not.toBeNull());
    await userEvent.click(shape('Task_review')!.querySelector('.djs-hit')!);
    await userEvent.click(
      await waitFor(() => document.querySelector<HTMLElement>('.entry[data-action="delete"]')!),
    );
    await waitFor(() => expect(edited).not.toBe(''));

    rerender(<BpmnModeler aria-label={LABEL} className="modeler-under-test" xml={EMPTY_DIAGRAM_XML} />);
    await waitFor(() => expect(shape('EndEvent_1')).toBeNull());
    rerender(<BpmnModeler aria-label={LABEL} className="modeler-under-test" xml={edited} />);
    await waitFor(() => expect(shape('EndEvent_1')).not.toBeNull());
  });

  it('imports a new diagram when the xml prop changes', async () => {
    const { rerender } = render(<BpmnModeler aria-label={LABEL} className="modeler-under-test" />);
    await waitFor(() => expect(shape('StartEvent_1')).not.toBeNull());
    rerender(<BpmnModeler aria-label={LABEL} className="modeler-under-test" xml={REVIEW_DIAGRAM_XML} />);
    await waitFor(() => expect(shape('Task_review')).not.toBeNull());
  });

  it('destroys the modeler on unmount', async () => {
    const { unmount, container } = render(
      <StrictMode>
        <BpmnModeler aria-label={LABEL} className="modeler-under-test" xml={REVIEW_DIAGRAM_XML} />
      </StrictMode>,
    );
    await waitFor(() => expect(shape('Task_review')).not.toBeNull());
    // StrictMode mounted twice: only one canvas may remain.
    expect(container.querySelectorAll('.djs-container')).toHaveLength(1);
    unmount();
    expect(document.querySelector('.djs-container')).toBeNull();
  });

  it('LazyBpmnModeler suspends until bpmn-js is loaded, then renders the diagram', async () => {
    render(
      <Suspense fallback={<p>Abriendo editor…</p>}>
        <LazyBpmnModeler aria-label={LABEL} className="modeler-under-test" xml={REVIEW_DIAGRAM_XML} />
      </Suspense>,
    );
    await waitFor(() => expect(shape('Task_review')).not.toBeNull(), { timeout: 15_000 });
  });
});
