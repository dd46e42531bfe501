import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
