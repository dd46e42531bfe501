import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', { timeout: 20_000 }, () => {
  it('toggles by click on the label and with Space', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="No aplica" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'No aplica' }) as HTMLInputElement;
    await user.click(screen.getByText('No aplica'));
    expect(box.checked).toBe(true);
    await user.keyboard(' ');
    expect(box.checked).toBe(false);
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows the mixed state', () => {
    const ref = createRef<HTMLInputElement>();
    const { rerender } = render(<Checkbox ref={ref} label="Todas" indeterminate />);
    expect(ref.current?.indeterminate).toBe(true);
    rerender(<Checkbox ref={ref} label="Todas" />);
    expect(ref.current?.indeterminate).toBe(false);
  });

  it('links hint and error; disabled does not toggle', async () => {
    const user = userEvent.setup();
    render(<Checkbox id="t" label="Acepto" hint="Obligatorio" error="Debes aceptar" disabled />);
    const box = screen.getByRole('checkbox', { name: 'Acepto' }) as HTMLInputElement;
    expect(box.getAttribute('aria-describedby')).toBe('t-hint t-error');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await user.click(box);
    expect(box.checked).toBe(false);
  });
});
