import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs.tsx';

function ProfileTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="documents" onValueChange={onValueChange}>
      <TabsList aria-label="Secciones del perfil">
        <TabsTrigger value="documents">Documentos</TabsTrigger>
        <TabsTrigger value="history">Historial</TabsTrigger>
        <TabsTrigger value="roles" disabled>
          Cargos
        </TabsTrigger>
      </TabsList>
      <TabsContent value="documents">Lista de documentos</TabsContent>
      <TabsContent value="history">Historial de cambios</TabsContent>
      <TabsContent value="roles">Cargos</TabsContent>
    </Tabs>
  );
}

describe('Tabs', { timeout: 20_000 }, () => {
  it('shows the default tab panel, named by its tab', () => {
    render(<ProfileTabs />);
    expect(screen.getByRole('tablist', { name: 'Secciones del perfil' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'Documentos' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Documentos' }).textContent).toBe('Lista de documentos');
  });

  it('moves with arrow keys (skipping disabled tabs) and with clicks', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ProfileTabs onValueChange={onValueChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Documentos' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Historial' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Historial de cambios');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Documentos' }));
    await user.click(screen.getByRole('tab', { name: 'Historial' }));
    expect(onValueChange.mock.calls).toEqual([['history'], ['documents'], ['history']]);
  });
});
