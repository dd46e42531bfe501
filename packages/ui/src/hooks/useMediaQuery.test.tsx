import { act, render, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useBreakpoint, useMediaQuery } from './useMediaQuery.ts';

/** A matchMedia stub driven by a fake viewport width (min-width/max-width queries only). */
function stubMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const lists = new Set<{ query: string; listeners: Set<() => void>; last: boolean }>();
  const evaluate = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)].every(([, kind, px]) =>
      kind === 'min' ? width >= Number(px) : width <= Number(px),
    );
  window.matchMedia = ((query: string) => {
    const entry = { query, listeners: new Set<() => void>(), last: evaluate(query) };
    lists.add(entry);
    return {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, fn: () => void) => entry.listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => entry.listeners.delete(fn),
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    resize(next: number) {
      width = next;
      for (const entry of lists) {
        const now = evaluate(entry.query);
        if (now !== entry.last) {
          entry.last = now;
          for (const fn of entry.listeners) fn();
        }
      }
    },
  };
}

function Layout() {
  const { isDesktop, breakpoint } = useBreakpoint();
  return <p>{`${isDesktop ? 'desktop' : 'mobile'} ${breakpoint}`}</p>;
}

function Probe() {
  return <span>{useMediaQuery('(min-width: 1px)', true) ? 'yes' : 'no'}</span>;
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('useMediaQuery', () => {
  let media: ReturnType<typeof stubMatchMedia>;
  beforeEach(() => {
    media = stubMatchMedia(500);
  });

  it('follows the media query', () => {
    const { result } = renderHook(() => useMediaQuery('(min-width: 768px)'));
    expect(result.current).toBe(false);
    act(() => media.resize(800));
    expect(result.current).toBe(true);
    act(() => media.resize(700));
    expect(result.current).toBe(false);
  });

  it('renders the server value on the server', () => {
    expect(renderToString(<Probe />)).toContain('yes');
  });
});

describe('useBreakpoint', () => {
  it.each([
    [390, 'xs', false],
    [576, 'sm', false],
    [800, 'md', false],
    [991, 'md', false],
    [992, 'lg', true],
    [1280, 'xl', true],
    [1400, 'xxl', true],
  ] as const)('at %ipx is %s (desktop: %s)', (width, breakpoint, isDesktop) => {
    stubMatchMedia(width);
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toEqual({ breakpoint, isDesktop });
  });

  it('switches to the desktop layout at 992px', () => {
    const media = stubMatchMedia(390);
    render(<Layout />);
    expect(screen.getByText('mobile xs')).toBeInTheDocument();
    act(() => media.resize(1000));
    expect(screen.getByText('desktop lg')).toBeInTheDocument();
  });
});
