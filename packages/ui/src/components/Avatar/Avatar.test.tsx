import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './Avatar.tsx';

describe('Avatar', { timeout: 20_000 }, () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Ana María López')).toBe('AM');
    expect(initialsOf('  óscar  ')).toBe('Ó');
    expect(initialsOf('')).toBe('');
  });

  it('shows the image with the name as alt', () => {
    render(<Avatar name="Ana López" src="/ana.png" />);
    const img = screen.getByRole('img', { name: 'Ana López' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/ana.png');
  });

  it('falls back to initials without src', () => {
    render(<Avatar name="Ana López" src={null} size="lg" />);
    const initials = screen.getByRole('img', { name: 'Ana López' });
    expect(initials.tagName).toBe('SPAN');
    expect(initials.textContent).toBe('AL');
    expect(initials.dataset.size).toBe('lg');
  });

  it('falls back to initials when the image breaks, and retries a new src', () => {
    const { rerender } = render(<Avatar name="Ana López" src="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ana López' }));
    expect(screen.getByRole('img', { name: 'Ana López' }).textContent).toBe('AL');
    rerender(<Avatar name="Ana López" src="/ana.png" />);
    expect(screen.getByRole('img', { name: 'Ana López' }).tagName).toBe('IMG');
  });
});
