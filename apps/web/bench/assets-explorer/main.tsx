/**
 * The file explorer bench page: mounts the explorer on a folder of many documents, served by a
 * stand-in for the assets API (keyset pages of 200, as the server answers), and exposes the
 * timings as `window.assetsBench`.
 */
import './styles.css';
import type { AssetDocument, AssetFolder, AssetFolderItems } from '@faena/api-client';
import { client, configureApiClient } from '@faena/api-client';
import { FEATURE_FLAG_DEFAULTS } from '@faena/contract/flags';
import { ModalProvider, ToastProvider, UiTextProvider } from '@faena/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Explorer } from '../../src/features/assets/Explorer';
import { assets } from '../../src/features/assets/i18n';
import { AppContext, type AppContextValue } from '../../src/platform/context';
import { common } from '../../src/platform/i18n/common';

await i18next.use(initReactI18next).init({
  lng: 'es-MX',
  resources: { 'es-MX': { assets: assets['es-MX'], common: common['es-MX'] } },
  interpolation: { escapeValue: false },
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const STAMP = '2026-03-10T10:00:00.000Z';
const KINDS = ['application/pdf', 'image/png', 'text/plain', 'video/mp4', 'application/zip'];

function folderOf(n: number): AssetFolder {
  return {
    id: uuid(n),
    parentId: uuid(1),
    name: `Carpeta ${String(n).padStart(3, '0')}`,
    personId: null,
    audience: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    deletedAt: null,
    canManage: true,
  };
}

function documentOf(n: number): AssetDocument {
  return {
    id: uuid(100_000 + n),
    folderId: uuid(1),
    name: `Documento ${String(n).padStart(5, '0')}.pdf`,
    contentType: KINDS[n % KINDS.length] as string,
    size: 1000 + n * 37,
    createdAt: STAMP,
    updatedAt: STAMP,
    createdBy: { id: uuid(9), name: 'Ana Torres' },
    deletedAt: null,
    downloadUrl: `/api/filepond/${uuid(200_000 + n)}/download`,
    canManage: true,
  };
}

let documents: AssetDocument[] = [];
let folders: AssetFolder[] = [];
const FOLDER = { ...folderOf(1), parentId: null, name: 'Expedientes' };

/** The stand-in API: a folder's items in keyset pages (the cursor is the next index). */
configureApiClient(client, {
  gatewayUrl: 'http://bench.faena.localhost',
  subdomain: 'bench',
  getToken: () => 'token',
  fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url);
    const limit = Number(url.searchParams.get('limit') ?? 200);
    const from = Number(url.searchParams.get('cursor') ?? 0);
    const slice = documents.slice(from, from + limit);
    const body: AssetFolderItems = {
      folder: FOLDER,
      path: [],
      canManage: true,
      folders: from === 0 ? folders : [],
      documents: slice,
      nextCursor: from + limit < documents.length ? String(from + limit) : null,
      totalDocuments: documents.length,
    };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch,
  retry: { retries: {} },
});

const context = {
  config: { gatewayUrl: 'http://bench.faena.localhost', version: 'bench', flags: FEATURE_FLAG_DEFAULTS },
  subdomain: 'bench',
  organization: { id: 'bench', name: 'Bench', subdomain: 'bench' },
} as unknown as AppContextValue;

const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const waitFor = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 0));
};
let root: Root | undefined;
let host: HTMLElement | undefined;

const api = {
  /** Mounts the explorer on a folder of `count` documents and `folderCount` folders; ms until the first rows are painted. */
  async mount(count: number, folderCount: number) {
    documents = Array.from({ length: count }, (_, n) => documentOf(n + 1));
    folders = Array.from({ length: folderCount }, (_, n) => folderOf(n + 2));
    root?.unmount();
    host?.remove();
    host = document.createElement('div');
    host.style.cssText = 'width: 1280px; height: 800px; padding: 16px; box-sizing: border-box';
    document.body.append(host);
    const target = host;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const start = performance.now();
    root = createRoot(target);
    root.render(
      <I18nextProvider i18n={i18next}>
        <UiTextProvider locale="es-MX">
          <ToastProvider>
            <ModalProvider>
              <QueryClientProvider client={queryClient}>
                <AppContext.Provider value={context}>
                  <Explorer
                    folderId={FOLDER.id}
                    top={{ id: 'root', name: 'Archivos' }}
                    onOpenFolder={() => {}}
                    canShare
                  />
                </AppContext.Provider>
              </QueryClientProvider>
            </ModalProvider>
          </ToastProvider>
        </UiTextProvider>
      </I18nextProvider>,
    );
    await waitFor(() => target.querySelector('[data-row-index]') !== null);
    await painted();
    return {
      ms: performance.now() - start,
      domRows: target.querySelectorAll('[data-row-index]').length,
      domElements: target.querySelectorAll('*').length,
    };
  },

  /** Scrolls to the end again and again until the last document is in view: ms and pages asked for. */
  async scrollToEnd() {
    const target = host as HTMLElement;
    const scroller = target.querySelector<HTMLElement>('[data-testid="asset-rows"]') as HTMLElement;
    const last = folders.length + documents.length - 1;
    const start = performance.now();
    let frames = 0;
    const frameTimes: number[] = [];
    while (!target.querySelector(`[data-row-index="${last}"]`)) {
      const before = performance.now();
      scroller.scrollTop = scroller.scrollHeight;
      await painted();
      frameTimes.push(performance.now() - before);
      frames += 1;
    }
    frameTimes.sort((a, b) => a - b);
    return {
      ms: performance.now() - start,
      frames,
      p95FrameMs: frameTimes[Math.floor(frameTimes.length * 0.95)] ?? 0,
      domRows: target.querySelectorAll('[data-row-index]').length,
    };
  },

  /** Focuses the first row and presses End: ms until the last loaded row holds focus. */
  async keyboardEnd() {
    const target = host as HTMLElement;
    const scroller = target.querySelector<HTMLElement>('[data-testid="asset-rows"]') as HTMLElement;
    scroller.scrollTop = 0;
    await painted();
    const first = target.querySelector<HTMLElement>('[data-row-index="0"]') as HTMLElement;
    first.focus();
    const start = performance.now();
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    await waitFor(() => document.activeElement?.getAttribute('data-row-index') !== '0');
    await painted();
    return { ms: performance.now() - start, focused: document.activeElement?.getAttribute('data-row-index') };
  },
};

declare global {
  interface Window {
    assetsBench?: typeof api;
  }
}
window.assetsBench = api;
