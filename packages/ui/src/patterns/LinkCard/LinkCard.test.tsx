// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkCard, LinkCardGrid, LinkCardGridItem } from './LinkCard.tsx';

afterEach(cleanup);

describe('LinkCard', () => {
  it('is one link named by its title and purpose, its icon hidden from screen readers', () => {
    render(
      <LinkCardGrid label="Áreas">
        <LinkCardGridItem>
          <LinkCard
            href="/people"
            title="Personas"
            description="El directorio."
            icon={<svg data-testid="icon" />}
          />
        </LinkCardGridItem>
      </LinkCardGrid>,
    );
    const link = within(screen.getByRole('list', { name: 'Áreas' })).getByRole('link');
    expect(link).toHaveAttribute('href', '/people');
    expect(link).toHaveAccessibleName('Personas El directorio.');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders through the app router link when given one', () => {
    render(
      <LinkCard
        href="/people"
        title="Personas"
        renderLink={({ href, children, className }) => (
          <a href={`#${href}`} className={className} data-router="">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Personas' })).toHaveAttribute('data-router', '');
  });
});
