/**
 * The org chart bench page: mounts Faena's `OrgChart` or d3-org-chart (the peer) on the same
 * synthetic organisation and exposes the timings as `window.orgChartBench`.
 */
import './styles.css';
import { ToastProvider, UiTextProvider } from '@faena/ui';
import { OrgChart as PeerChart } from 'd3-org-chart';
import i18next from 'i18next';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { orgChart } from '../../src/features/org/chart/i18n';
import { OrgChart } from '../../src/features/org/chart/OrgChart';
import { type SyntheticOrg, syntheticOrg } from '../../src/features/org/chart/synthetic';

await i18next.use(initReactI18next).init({
  lng: 'es-MX',
  resources: { 'es-MX': { orgChart: orgChart['es-MX'] } },
  interpolation: { escapeValue: false },
});

const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
let root: Root | undefined;
let host: HTMLElement | undefined;
let org: SyntheticOrg | undefined;

function freshHost() {
  root?.unmount();
  host?.remove();
  host = document.createElement('div');
  host.style.cssText = 'width: 1366px; height: 860px; padding: 16px; box-sizing: border-box';
  document.body.append(host);
  return host;
}

const api = {
  /** Mounts Faena's chart; ms until the tree is laid out and the first frame painted. */
  async mountFaena(people: number, expandDepth: number) {
    org = syntheticOrg({ people });
    const target = freshHost();
    const start = performance.now();
    await new Promise<void>((resolve) => {
      root = createRoot(target);
      root.render(
        <I18nextProvider i18n={i18next}>
          <UiTextProvider locale="es-MX">
            <ToastProvider>
              <OrgChart source={org as SyntheticOrg} expandDepth={expandDepth} onReady={resolve} />
            </ToastProvider>
          </UiTextProvider>
        </I18nextProvider>,
      );
    });
    await painted();
    await painted();
    return {
      ms: performance.now() - start,
      positions: org.nodes.size,
      domCards: target.querySelectorAll('[role="treeitem"]').length,
      domElements: target.querySelectorAll('*').length,
    };
  },

  /** A deep position that a search for its holder's name finds alone. */
  async deepTarget() {
    const o = org as SyntheticOrg;
    const nodes = [...o.nodes.values()].reverse();
    for (const node of nodes) {
      const name = node.holders[0]?.name;
      if (!name || node.holders.length !== 1) continue;
      const found = await o.search(name);
      if (found.length === 1 && found[0]?.node.id === node.id)
        return { id: node.id, name, depth: o.pathOf(node.id).length + 1 };
    }
    return null;
  },

  /** Picks the first result (Enter) and waits for the node to hold focus, then for a painted frame. */
  async pickAndFocus(id: string) {
    const input = document.querySelector<HTMLInputElement>('[role="combobox"]') as HTMLInputElement;
    const start = performance.now();
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    while ((document.activeElement as HTMLElement | null)?.dataset.nodeId !== id) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (performance.now() - start > 10_000)
        throw new Error(
          `the searched node never took focus (active: ${document.activeElement?.outerHTML.slice(0, 200)}; expanded: ${input.getAttribute('aria-expanded')}; options: ${document.querySelectorAll('[role=option]').length})`,
        );
    }
    const focused = performance.now() - start;
    await painted();
    return { focused, painted: performance.now() - start };
  },

  /** d3-org-chart on the same organisation, every node expanded; ms until drawn and painted. */
  async mountPeer(people: number) {
    root?.unmount();
    root = undefined;
    const peerOrg = syntheticOrg({ people });
    const target = freshHost();
    const data = [...peerOrg.nodes.values()].map((n) => ({
      id: n.id,
      parentId: n.parentId ?? '',
      title: n.title,
      name: n.holders[0]?.name ?? 'Vacante',
      _expanded: true,
    }));
    const start = performance.now();
    const chart = new PeerChart()
      .container(target)
      .data(data)
      .svgHeight(860)
      .nodeWidth(() => 224)
      .nodeHeight(() => 72)
      .duration(0)
      .nodeContent(
        (d: { data: { title: string; name: string } }) =>
          `<div style="border:1px solid #ddd;border-radius:8px;height:72px;padding:8px;font:13px Inter,sans-serif"><div>${d.data.title}</div><div style="font-size:12px;color:#666">${d.data.name}</div></div>`,
      )
      .render();
    await painted();
    const ms = performance.now() - start;
    // Search-to-focus equivalent: centre and highlight a deep node (expands its ancestors).
    const deep = [...peerOrg.nodes.values()].at(-1)?.id as string;
    const focusStart = performance.now();
    chart.setCentered(deep).setHighlighted(deep).render();
    await painted();
    return {
      ms,
      positions: peerOrg.nodes.size,
      centreMs: performance.now() - focusStart,
      domElements: target.querySelectorAll('*').length,
    };
  },
};

declare global {
  interface Window {
    orgChartBench?: typeof api;
  }
}
window.orgChartBench = api;
