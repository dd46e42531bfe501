import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider.tsx';
import { NavigationRail } from './NavigationRail.tsx';

const items = [
  { id: 'home', href: '/' },
  { id: 'tools', href: '/tools' },
  { id: 'organization', href: '/organization' },
  { id: 'advanced', href: '/advanced' },
  { id: 'myAccount', href: '/account' },
];

describe('NavigationRail', () => {
  it('labels known sections and marks the active one', () => {
    render(<NavigationRail items={items} activeId="tools" />);
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    const links = screen.getAllByRole('link');
    expect(nav.contains(links[0]!)).toBe(true);
    expect(links.map((link) => link.textContent)).toEqual([
      'Inicio',
      'Herramientas',
      'Organización',
      'Avanzado',
      'Mi cuenta',
    ]);
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    expect(links.every((link) => link.querySelector('svg[aria-hidden="true"]'))).toBe(true);
  });

  it('shows only the given items, with custom labels, header and footer', () => {
    render(
      <NavigationRail
        items={[
          { id: 'home', href: '/' },
          { id: 'reports', href: '/reports', label: 'Reportes' },
        ]}
        header={<span>logo</span>}
        footer={<span>perfil</span>}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Inicio', 'Reportes']);
    expect(screen.getByText('logo')).toBeInTheDocument();
    expect(screen.getByText('perfil')).toBeInTheDocument();
  });

  it('gives each rail label its whole text as a tooltip and one line, never wrapping', () => {
    render(<NavigationRail items={items} />);
    const organization = screen.getByRole('link', { name: 'Organización' });
    expect(organization).toHaveAttribute('title', 'Organización');
    expect(organization.querySelector('[data-slot="label"]')).not.toBeNull();
  });

  it("expands into a sidebar listing each section's entries, with a toggle", async () => {
    const onToggle = vi.fn();
    const toggle = { onToggle, expandLabel: 'Expandir', collapseLabel: 'Contraer' };
    const withAreas = items.map((item) =>
      item.id === 'advanced'
        ? { ...item, children: [{ id: 'people', href: '/people', label: 'Personas' }] }
        : item,
    );
    const { rerender } = render(
      <NavigationRail items={withAreas} activeId="people" expanded toggle={toggle} />,
    );
    expect(screen.getByRole('list', { name: 'Avanzado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Personas' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Avanzado' })).not.toHaveAttribute('title');
    await userEvent.click(screen.getByRole('button', { name: 'Contraer' }));
    expect(onToggle).toHaveBeenCalledOnce();
    rerender(<NavigationRail items={withAreas} activeId="advanced" toggle={toggle} />);
    expect(screen.queryByRole('link', { name: 'Personas' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Expandir' })).toBeInTheDocument();
  });

  it('speaks en-US', () => {
    render(
      <UiTextProvider locale="en-US">
        <NavigationRail items={items} />
      </UiTextProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My account' })).toBeInTheDocument();
  });
});
