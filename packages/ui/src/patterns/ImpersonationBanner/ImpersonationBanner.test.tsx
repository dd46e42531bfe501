import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider.tsx';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';

describe('ImpersonationBanner', () => {
  it('is a named region with a status message and a Salir button', async () => {
    const onExit = vi.fn();
    render(<ImpersonationBanner name="Ana López" onExit={onExit} />);
    const region = screen.getByRole('region', { name: 'Suplantación de usuario' });
    expect(region.dataset.position).toBe('fixed');
    expect(screen.getByRole('status').textContent).toBe('IMPORTANTE: Suplantando a Ana López');
    await userEvent.click(screen.getByRole('button', { name: 'Salir' }));
    expect(onExit).toHaveBeenCalledOnce();
  });

  it('speaks en-US and can be static', () => {
    render(
      <UiTextProvider locale="en-US">
        <ImpersonationBanner name="Ana" onExit={() => {}} position="static" />
      </UiTextProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('IMPORTANT: Impersonating Ana');
    expect(screen.getByRole('button', { name: 'Exit' })).toBeInTheDocument();
    expect(screen.getByRole('region').dataset.position).toBe('static');
  });
});
