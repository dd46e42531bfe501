import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, formatBadgeCount } from './Badge.tsx';

describe('Badge', { timeout: 20_000 }, () => {
  it('caps counts at max (99 by default)', () => {
    expect(formatBadgeCount(5)).toBe('5');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(10, 9)).toBe('9+');
    render(<Badge count={250} tone="danger" />);
    expect(screen.getByText('99+').dataset.tone).toBe('danger');
  });

  it('renders nothing for a zero or missing count without children', () => {
    const { container, rerender } = render(<Badge count={0} />);
    expect(container.innerHTML).toBe('');
    rerender(<Badge />);
    expect(container.innerHTML).toBe('');
    rerender(<Badge count={0}>Nuevo</Badge>);
    expect(screen.getByText('Nuevo')).toBeInTheDocument();
  });

  it('gives screen readers the label instead of the visible text', () => {
    const { container } = render(<Badge count={5} label="5 notificaciones sin leer" />);
    expect(screen.getByText('5').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('5 notificaciones sin leer')).toBeInTheDocument();
    expect(container.textContent).toBe('55 notificaciones sin leer');
  });
});
