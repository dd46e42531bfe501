import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider.tsx';
import { Select } from './Select.tsx';

const options = [
  { value: 'es-MX', label: 'Español (México)' },
  { value: 'en-US', label: 'English (US)' },
  { value: 'pt-BR', label: 'Português', disabled: true },
];

describe('Select', { timeout: 20_000 }, () => {
  it('labels a native select and changes value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Idioma" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Idioma' }) as HTMLSelectElement;
    expect(select.value).toBe('es-MX');
    await user.selectOptions(select, 'en-US');
    expect(select.value).toBe('en-US');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('option', { name: 'Português' }) as HTMLOptionElement).disabled).toBe(true);
  });

  it('starts on the placeholder, in the provider locale', () => {
    render(
      <UiTextProvider locale="en-US">
        <Select label="Language" options={options} placeholder required />
      </UiTextProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(screen.getByRole('option', { name: 'Select an option' })).toBeInTheDocument();
    expect(select.required).toBe(true);
  });

  it('links hint and error, sets aria-invalid, forwards ref, accepts option children', () => {
    const ref = createRef<HTMLSelectElement>();
    render(
      <Select ref={ref} id="venue" label="Sede" hint="Donde trabajas" error="Elige una sede" defaultValue="b">
        <option value="a">Centro</option>
        <option value="b">Norte</option>
      </Select>,
    );
    expect(ref.current?.value).toBe('b');
    expect(ref.current?.getAttribute('aria-describedby')).toBe('venue-hint venue-error');
    expect(ref.current?.getAttribute('aria-invalid')).toBe('true');
  });
});
