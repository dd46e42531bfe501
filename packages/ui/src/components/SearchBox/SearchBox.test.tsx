import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider.tsx';
import { SearchBox } from './SearchBox.tsx';

describe('SearchBox', { timeout: 20_000 }, () => {
  it('is a named search input; Enter searches', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const onValueChange = vi.fn();
    render(<SearchBox onSearch={onSearch} onValueChange={onValueChange} />);
    const input = screen.getByRole('searchbox', { name: 'Buscar' });
    expect(screen.queryByRole('button', { name: 'Limpiar búsqueda' })).toBeNull();
    await user.type(input, 'sede{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('sede');
    expect(onSearch).toHaveBeenCalledWith('sede');
  });

  it('clears with the button and with Escape, keeping focus in the input', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBox label="Buscar personas" defaultValue="ana" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Buscar personas' }) as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(onSearch).toHaveBeenLastCalledWith('');
    await user.type(input, 'luis');
    await user.keyboard('{Escape}');
    expect(input.value).toBe('');
    expect(screen.queryByRole('button', { name: 'Limpiar búsqueda' })).toBeNull();
  });

  it('speaks en-US and works controlled', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <UiTextProvider locale="en-US">
        <SearchBox value="abc" onValueChange={onValueChange} />
      </UiTextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onValueChange).toHaveBeenCalledWith('');
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('abc');
  });
});
