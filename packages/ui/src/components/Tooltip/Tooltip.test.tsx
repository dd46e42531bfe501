import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Tooltip } from './Tooltip.tsx';

// jsdom has no ResizeObserver; Radix's popper measures the trigger with it.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('Tooltip', { timeout: 20_000 }, () => {
  it('shows on keyboard focus, describes the trigger and hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Publicar no se puede deshacer">
        <button type="button">Publicar</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Publicar' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Publicar no se puede deshacer');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('can be controlled', () => {
    render(
      <Tooltip content="Ayuda" open>
        <button type="button">?</button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip').textContent).toBe('Ayuda');
  });
});
