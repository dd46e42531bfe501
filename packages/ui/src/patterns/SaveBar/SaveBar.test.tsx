import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SaveBar, type SaveBarLabels } from './SaveBar.tsx';

const labels: SaveBarLabels = {
  region: 'Guardar cambios',
  dirty: 'Tienes cambios sin guardar',
  clean: 'No hay cambios por guardar',
  save: 'Guardar cambios',
  saving: 'Guardando…',
  discard: 'Descartar',
};

describe('SaveBar', () => {
  it('while nothing changed, says so and its buttons do nothing', () => {
    render(<SaveBar dirty={false} labels={labels} onDiscard={() => {}} />);
    const save = screen.getByRole('button', { name: 'Guardar cambios' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('No hay cambios por guardar');
    expect(screen.getByRole('button', { name: 'Descartar' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Guardar cambios' }).dataset.state).toBe('clean');
  });

  it('with unsaved edits, submits its form and discards', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const onDiscard = vi.fn();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <SaveBar dirty labels={labels} onDiscard={onDiscard} error="Revisa los campos marcados." />
      </form>,
    );
    const save = screen.getByRole('button', { name: 'Guardar cambios' });
    expect(save).toHaveAccessibleDescription('Tienes cambios sin guardar');
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los campos marcados.');
    await userEvent.click(save);
    expect(onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(onDiscard).toHaveBeenCalledOnce();
  });

  it('stays above the chrome marked at the bottom and tells the page the room it takes', () => {
    const { unmount } = render(
      <>
        <SaveBar dirty labels={labels} />
        <div data-bottom-chrome="" style={{ position: 'sticky' }} />
      </>,
    );
    const region = screen.getByRole('region');
    expect(region.style.getPropertyValue('--faena-save-bar-offset')).toBe('0px');
    expect(document.documentElement.style.getPropertyValue('--faena-bottom-inset')).toBe('0px');
    unmount();
    expect(document.documentElement.style.getPropertyValue('--faena-bottom-inset')).toBe('');
  });
});
