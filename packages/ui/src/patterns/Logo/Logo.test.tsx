import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RenderLinkProps } from '../link.tsx';
import { Logo } from './Logo.tsx';

describe('Logo', () => {
  it('is a link to / named after the organisation, showing its logo', () => {
    render(<Logo src="/acme.png" name="Acme" />);
    const link = screen.getByRole('link', { name: 'Acme, ir al inicio' });
    expect(link.getAttribute('href')).toBe('/');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/acme.png');
  });

  it("shows Faena's logo without a URL", () => {
    render(<Logo />);
    const link = screen.getByRole('link', { name: 'Faena, ir al inicio' });
    expect(link.querySelector('[data-slot="default-logo"]')).not.toBeNull();
    expect(link.querySelector('img')).toBeNull();
  });

  it("falls back to Faena's logo when the image fails", () => {
    render(<Logo src="/broken.png" name="Acme" />);
    const img = screen.getByRole('link').querySelector('img')!;
    fireEvent.error(img);
    const link = screen.getByRole('link', { name: 'Acme, ir al inicio' });
    expect(link.querySelector('img')).toBeNull();
    expect(link.querySelector('[data-slot="default-logo"]')).not.toBeNull();
  });

  it('calls onClick and renders through renderLink', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const renderLink = vi.fn(({ href, children, ...rest }: RenderLinkProps) => (
      <a href={`#router${href}`} {...rest}>
        {children}
      </a>
    ));
    render(<Logo name="Acme" onClick={onClick} renderLink={renderLink} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('#router/');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('renders a plain named image with href={null}', () => {
    render(<Logo src="/acme.png" name="Acme" href={null} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: 'Acme' })).toBeInTheDocument();
  });
});
