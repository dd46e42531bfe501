// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addNamespaces, type Namespace } from '@/platform/i18n';
import { initI18n, renderWithProviders } from '@/test/render';
import { orgChart } from './i18n';
import { OrgChart } from './OrgChart';
import { syntheticOrg } from './synthetic';

beforeAll(async () => {
  await initI18n('es-MX');
  addNamespaces([orgChart as unknown as Namespace]);
});
afterEach(cleanup);

const focused = () => document.activeElement as HTMLElement;
const chartTree = () => screen.getByRole('tree', { name: 'Organigrama' });

async function renderChart(org: ReturnType<typeof syntheticOrg>, props: { expandDepth?: number } = {}) {
  let ready = false;
  renderWithProviders(
    <div style={{ height: 600 }}>
      <OrgChart
        source={org}
        onReady={() => {
          ready = true;
        }}
        {...props}
      />
    </div>,
  );
  await waitFor(() => expect(ready).toBe(true));
  const root = await screen.findByRole('treeitem', { name: /^Dirección general/ });
  return { root, user: userEvent.setup() };
}

async function expectAxeClean(container: Element) {
  const results = await axe.run(container, {
    // jsdom computes no colours or layout; landmarks belong to the page the chart sits in.
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('OrgChart', () => {
  it('moves focus with the arrow keys and expands with Enter', async () => {
    const org = syntheticOrg({ people: 300 });
    const { root, user } = await renderChart(org);
    expect(root).toHaveAttribute('aria-level', '1');
    expect(root).toHaveAttribute('aria-expanded', 'true');
    expect(root).toHaveAttribute('tabindex', '0');

    act(() => root.focus());
    await user.keyboard('{ArrowDown}');
    expect(focused()).toHaveAttribute('aria-level', '2');
    expect(focused()).toHaveAttribute('aria-posinset', '1');
    const firstReport = focused();
    expect(firstReport).toHaveAttribute('tabindex', '0');
    expect(root).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowRight}');
    expect(focused()).toHaveAttribute('aria-posinset', '2');
    const manager = focused();
    expect(manager).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(manager).toHaveAttribute('aria-expanded', 'true'));
    const reports = org.nodes.get(manager.dataset.nodeId as string)?.childCount;
    await user.keyboard('{ArrowDown}');
    expect(focused()).toHaveAttribute('aria-level', '3');
    expect(focused()).toHaveAttribute('aria-setsize', String(reports));

    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe(manager);
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe(firstReport);
    await user.keyboard('{Home}');
    expect(focused()).toHaveAttribute('aria-level', '1');

    await user.keyboard(' ');
    await waitFor(() => expect(focused()).toHaveAttribute('aria-expanded', 'false'));
    expect(within(chartTree()).getAllByRole('treeitem')).toHaveLength(1);
  });

  it('finds a deep position by a person’s name, opens the way down to it and focuses it', async () => {
    const org = syntheticOrg({ people: 20_000 });
    const names = new Map<string, number>();
    for (const node of org.nodes.values())
      for (const holder of node.holders) names.set(holder.name, (names.get(holder.name) ?? 0) + 1);
    const target = [...org.nodes.values()].find(
      (node) =>
        org.pathOf(node.id).length >= 5 &&
        node.holders.length === 1 &&
        names.get(node.holders[0]?.name ?? '') === 1,
    );
    if (!target) throw new Error('the synthetic org has no deep position with a unique name');
    const { user } = await renderChart(org);
    const childCallsBefore = org.calls.children;

    const search = screen.getByRole('combobox', { name: 'Buscar persona o puesto' });
    await user.type(search, target.holders[0]?.name as string);
    const option = await screen.findByRole('option', { name: new RegExp(target.holders[0]?.name as string) });
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(search).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(focused().dataset.nodeId).toBe(target.id));
    expect(focused()).toHaveAttribute('role', 'treeitem');
    expect(focused()).toHaveAttribute('aria-level', String(org.pathOf(target.id).length + 1));
    expect(focused()).toHaveAccessibleName(new RegExp(target.holders[0]?.name as string));
    expect(focused().className).toContain('ring-primary');
    // Every collapsed ancestor on the way was fetched, once.
    expect(org.calls.children - childCallsBefore).toBe(org.pathOf(target.id).length - 1);
  });

  it('keeps only the cards in view in the DOM with 20,000 people fully expanded', async () => {
    const org = syntheticOrg({ people: 20_000 });
    expect(org.people).toBe(20_000);
    const { root, user } = await renderChart(org, { expandDepth: Number.POSITIVE_INFINITY });
    expect(org.nodes.size).toBeGreaterThan(15_000);
    const count = () => within(chartTree()).getAllByRole('treeitem').length;
    expect(count()).toBeGreaterThan(1);
    expect(count()).toBeLessThan(300);

    // The last position of the tree is far away; focusing it brings it into view, still bounded.
    act(() => root.focus());
    await user.keyboard('{End}');
    // End: the last position in reading order, the last report of the last report… of the top.
    const lastChild = new Map<string, string>();
    for (const node of org.nodes.values()) if (node.parentId) lastChild.set(node.parentId, node.id);
    let last = org.rootIds[0] as string;
    while (lastChild.has(last)) last = lastChild.get(last) as string;
    expect(focused().dataset.nodeId).toBe(last);
    expect(count()).toBeLessThan(300);
    expect(document.querySelectorAll('[data-node-id]').length).toBeLessThan(300);
  });

  it('offers the same tree as an indented list that loads as it expands', async () => {
    const org = syntheticOrg({ people: 300 });
    const { user } = await renderChart(org);
    const rootNode = org.nodes.get(org.rootIds[0] as string);
    await user.click(screen.getByRole('button', { name: 'Vista de lista' }));
    expect(screen.getByRole('button', { name: 'Vista de lista' })).toHaveAttribute('aria-pressed', 'true');

    const list = screen.getByRole('tree', { name: 'Organigrama en lista' });
    const root = within(list).getByRole('treeitem', { name: /^Dirección general/ });
    const level2 = within(list)
      .getAllByRole('treeitem')
      .filter((item) => item.getAttribute('aria-level') === '2');
    expect(level2).toHaveLength(rootNode?.childCount ?? -1);
    expect(focused()).toBe(root);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = focused();
    expect(second).toHaveAttribute('aria-posinset', '2');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(second).toHaveAttribute('aria-expanded', 'true'));
    expect(within(second).getAllByRole('treeitem').length).toBe(
      org.nodes.get(second.dataset.nodeId as string)?.childCount,
    );
    await expectAxeClean(document.body);

    // Back in the chart, the same node is expanded and keeps the focus.
    await user.click(screen.getByRole('button', { name: 'Vista de lista' }));
    const card = within(chartTree())
      .getAllByRole('treeitem')
      .find((item) => item.dataset.nodeId === second.dataset.nodeId);
    expect(card).toHaveAttribute('aria-expanded', 'true');
    expect(card).toHaveAttribute('tabindex', '0');
  });

  it('shows a failed load on the node and retries it', async () => {
    let failures = 1;
    const base = syntheticOrg({ people: 300 });
    const org = syntheticOrg({
      people: 300,
      failChildrenOf: (id) => id !== base.rootIds[0] && failures-- > 0,
    });
    const { root, user } = await renderChart(org);
    act(() => root.focus());
    await user.keyboard('{ArrowDown}');
    const manager = focused();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(manager).toHaveAccessibleDescription('No se pudieron cargar los reportes'));
    expect(manager).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(manager).toHaveAttribute('aria-expanded', 'true'));
    expect(manager).not.toHaveAccessibleDescription();
  });

  it('is free of axe violations in the chart', async () => {
    const org = syntheticOrg({ people: 300 });
    await renderChart(org, { expandDepth: 2 });
    await expectAxeClean(document.body);
  });
});
