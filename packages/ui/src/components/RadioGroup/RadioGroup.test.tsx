import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { value: 'camera', label: 'Cámara' },
  { value: 'gallery', label: 'Galería', description: 'Fotos ya tomadas' },
  { value: 'both', label: 'Cámara y galería', disabled: true },
];

describe('RadioGroup', { timeout: 20_000 }, () => {
  it('is a named radiogroup; clicks on radios and labels select', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<RadioGroup label="Origen de la imagen" options={options} onValueChange={onValueChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Origen de la imagen' })).toBeInTheDocument();
    const camera = screen.getByRole('radio', { name: 'Cámara' }) as HTMLInputElement;
    await user.click(camera);
    expect(camera.checked).toBe(true);
    // Arrow keys are native radio behaviour (covered by the story in Chromium).
    await user.click(screen.getByText('Galería'));
    expect((screen.getByRole('radio', { name: 'Galería' }) as HTMLInputElement).checked).toBe(true);
    expect(camera.checked).toBe(false);
    expect(onValueChange.mock.calls).toEqual([['camera'], ['gallery']]);
    expect(screen.getByRole('radio', { name: 'Galería' }).getAttribute('aria-describedby')).toBe(
      screen.getByText('Fotos ya tomadas').id,
    );
    expect((screen.getByRole('radio', { name: 'Cámara y galería' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('works controlled and shares one name', () => {
    render(<RadioGroup label="Origen" options={options} value="gallery" name="source" />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([false, true, false]);
    expect(new Set(radios.map((radio) => radio.name))).toEqual(new Set(['source']));
  });

  it('links hint and error to the group and marks it invalid and required', () => {
    render(
      <RadioGroup id="g" label="Origen" options={options} hint="Elige una" error="Requerido" required />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Origen' });
    expect(group.getAttribute('aria-describedby')).toBe('g-hint g-error');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-required')).toBe('true');
  });
});
