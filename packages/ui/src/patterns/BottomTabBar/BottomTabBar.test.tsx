import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider.tsx';
import { type BottomTab, BottomTabBar } from './BottomTabBar.tsx';

const tab = (id: string, label: string): BottomTab => ({ id, label, href: `/${id}`, icon: <svg /> });
const three = [tab('home', 'Inicio'), tab('activities', 'Actividades'), tab('reports', 'Reportes')];
const five = [...three, tab('wf-1', 'Permisos'), tab('wf-2', 'Incidentes')];

describe('BottomTabBar', () => {
  it('shows up to 3 tabs as links with aria-current on the active one', () => {
    render(<BottomTabBar tabs={three} activeId="activities" />);
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Inicio', 'Actividades', 'Reportes']);
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
    expect(links[0]!.getAttribute('aria-current')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('with more than 3 tabs, the last slot opens an overlay grid of every tab', async () => {
    render(<BottomTabBar tabs={five} activeId="wf-2" />);
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Inicio', 'Actividades']);
    const more = screen.getByRole('button', { name: 'Más secciones' });
    expect(more.dataset.active).toBe('true');
    await userEvent.click(more);
    const dialog = await screen.findByRole('dialog', { name: 'Todas las secciones' });
    const links = within(dialog).getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[4]!.getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(more);
  });

  it('closes the overlay on Escape and when a tab is chosen', async () => {
    render(<BottomTabBar tabs={five} />);
    await userEvent.click(screen.getByRole('button', { name: 'Más secciones' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Más secciones' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog)
      .getByRole('link', { name: 'Permisos' })
      .addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(within(dialog).getByRole('link', { name: 'Permisos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks en-US', () => {
    render(
      <UiTextProvider locale="en-US">
        <BottomTabBar tabs={five} position="static" />
      </UiTextProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Main navigation' }).dataset.position).toBe('static');
    expect(screen.getByRole('button', { name: 'More sections' })).toBeInTheDocument();
  });
});
