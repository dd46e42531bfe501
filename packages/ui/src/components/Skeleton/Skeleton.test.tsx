import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', { timeout: 20_000 }, () => {
  it('is hidden from screen readers and sized by props', () => {
    const { container } = render(<Skeleton shape="rect" width={120} height={40} />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.getAttribute('aria-hidden')).toBe('true');
    expect(block.style.width).toBe('120px');
    expect(block.style.height).toBe('40px');
    expect(block.dataset.shape).toBe('rect');
  });

  it('makes circles square and renders text lines, the last one shorter', () => {
    const { container, rerender } = render(<Skeleton shape="circle" height="3rem" />);
    expect((container.firstElementChild as HTMLElement).style.width).toBe('3rem');
    rerender(<Skeleton lines={3} />);
    const lines = container.querySelectorAll<HTMLElement>('[data-shape="text"]');
    expect(lines).toHaveLength(3);
    expect(lines[2]?.style.width).toBe('60%');
  });
});
