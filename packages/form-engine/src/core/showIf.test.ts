import { describe, expect, it } from 'vitest';
import type { Condition } from './conditions.ts';
import {
  buildShowIfGraph,
  createVisibility,
  findShowIfCycle,
  hiddenFields,
  ShowIfCycleError,
} from './showIf.ts';

const field = (name: string, show_if?: Condition) => ({ name, show_if });

// ok -> why -> photo ; ok -> extra ; standalone
const fields = [
  field('photo', { field: 'why', operator: 'is_not_empty' }),
  field('why', { field: 'ok', operator: 'equals', value: 'No' }),
  field('ok'),
  field('extra', {
    any: [
      { field: 'ok', operator: 'is_skipped' },
      { field: 'ok', operator: 'equals', value: 'Sí' },
    ],
  }),
  field('standalone'),
];

describe('buildShowIfGraph', () => {
  it('orders every field after the fields it reads', () => {
    const { order, dependents, dependencies } = buildShowIfGraph(fields);
    expect(order).toHaveLength(fields.length);
    expect(order.indexOf('ok')).toBeLessThan(order.indexOf('why'));
    expect(order.indexOf('why')).toBeLessThan(order.indexOf('photo'));
    expect(dependents.get('ok')).toEqual(['why', 'extra']);
    expect(dependencies.get('extra')).toEqual(['ok']);
  });

  it('throws a ShowIfCycleError naming the cycle', () => {
    const cyclic = [
      field('a', { field: 'b', operator: 'is_empty' }),
      field('b', { field: 'a', operator: 'is_empty' }),
    ];
    expect(findShowIfCycle(cyclic)).toEqual(['a', 'b', 'a']);
    expect(() => buildShowIfGraph(cyclic)).toThrow(new ShowIfCycleError(['a', 'b', 'a']));
    expect(() => buildShowIfGraph(cyclic)).toThrow('show_if cycle: a -> b -> a');
  });

  it('finds no cycle in a diamond', () => {
    const diamond = [
      field('a'),
      field('b', { field: 'a', operator: 'is_empty' }),
      field('c', { field: 'a', operator: 'is_empty' }),
      field('d', {
        all: [
          { field: 'b', operator: 'is_empty' },
          { field: 'c', operator: 'is_empty' },
        ],
      }),
    ];
    expect(findShowIfCycle(diamond)).toBeNull();
  });
});

describe('createVisibility', () => {
  it('computes the initial visibility', () => {
    const visibility = createVisibility(fields, { ok: 'Sí' });
    expect([...visibility.hidden()].sort()).toEqual(['photo', 'why']);
    expect(visibility.isVisible('extra')).toBe(true);
    expect(visibility.isVisible('standalone')).toBe(true);
  });

  it('returns the fields whose visibility changed, cascading through hidden fields', () => {
    const visibility = createVisibility(fields, { ok: 'No', why: 'roto' });
    expect([...visibility.hidden()]).toEqual(['extra']);
    // 'why' hides, so 'photo' (which reads 'why') hides too even though why's value is still set.
    expect(visibility.update('ok', { ok: 'Sí', why: 'roto' })).toEqual(new Set(['why', 'extra', 'photo']));
    expect([...visibility.hidden()].sort()).toEqual(['photo', 'why']);
    expect(visibility.update('ok', { ok: 'No', why: 'roto' })).toEqual(new Set(['why', 'extra', 'photo']));
  });

  it('returns an empty set when nothing flips', () => {
    const visibility = createVisibility(fields, { ok: 'No' });
    expect(visibility.update('standalone', { ok: 'No', standalone: 'x' })).toEqual(new Set());
    expect(visibility.update('why', { ok: 'No', why: '' })).toEqual(new Set());
  });

  it('reacts to a skip flag change', () => {
    const visibility = createVisibility(fields, { ok: 'No' });
    expect(visibility.isVisible('extra')).toBe(false);
    expect(visibility.update('ok_skipped', { ok: 'No', ok_skipped: true })).toEqual(new Set(['extra']));
  });

  it('treats a hidden field as empty and not skipped for its dependents', () => {
    const chain = [
      field('gate'),
      field('flag', { field: 'gate', operator: 'equals', value: true }),
      field('after', { field: 'flag', operator: 'is_skipped' }),
    ];
    const visibility = createVisibility(chain, { gate: false, flag: 'x', flag_skipped: true });
    expect(visibility.isVisible('flag')).toBe(false);
    expect(visibility.isVisible('after')).toBe(false);
  });

  it('matches a full recomputation after many random updates', () => {
    const names = Array.from({ length: 60 }, (_, index) => `f${index}`);
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const many = names.map((name, index) => {
      if (index < 10) return field(name);
      const a = names[Math.floor(random() * index)]!;
      const b = names[Math.floor(random() * index)]!;
      return field(name, {
        any: [
          { field: a, operator: 'gt', value: 5 },
          { field: b, operator: 'is_empty' },
        ],
      });
    });
    let values: Record<string, unknown> = {};
    const visibility = createVisibility(many, values);
    for (let step = 0; step < 300; step++) {
      const name = names[Math.floor(random() * names.length)]!;
      const before = new Set(visibility.hidden());
      values = { ...values, [name]: random() < 0.3 ? undefined : Math.floor(random() * 10) };
      const flipped = visibility.update(name, values);
      const expected = hiddenFields(many, values);
      expect(new Set(visibility.hidden())).toEqual(expected);
      const actuallyFlipped = names.filter((candidate) => before.has(candidate) !== expected.has(candidate));
      expect([...flipped].sort()).toEqual(actuallyFlipped.sort());
    }
  });

  it('recomputes everything on demand', () => {
    const visibility = createVisibility(fields, { ok: 'No' });
    expect(visibility.recompute({ ok: 'Sí' })).toEqual(new Set(['why', 'extra']));
  });
});
