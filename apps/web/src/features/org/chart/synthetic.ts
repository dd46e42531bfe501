import type { OrgChartNode, OrgChartSearchResult, OrgChartSource } from './types';

export interface SyntheticOrgOptions {
  /** How many people the organisation has (default 20,000). */
  people?: number;
  /** The seed: the same seed and size give the same organisation. */
  seed?: number;
  /** An artificial delay before every answer, in milliseconds (default 0). */
  delayMs?: number;
  /** Answers with an error for these parents' children (e.g. to show the retry). */
  failChildrenOf?: (parentId: string) => boolean;
}

export interface SyntheticOrg extends OrgChartSource {
  /** Every position, by id. */
  readonly nodes: ReadonlyMap<string, OrgChartNode>;
  readonly rootIds: readonly string[];
  /** Number of people holding a position. */
  readonly people: number;
  /** The ids from the root down to the node's parent. */
  pathOf(id: string): string[];
  /** How many calls each method answered. */
  readonly calls: { roots: number; children: number; search: number };
}

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elena',
  'Fernando',
  'Gabriela',
  'Héctor',
  'Irene',
  'Javier',
  'Karla',
  'Luis',
  'María',
  'Nicolás',
  'Olga',
  'Pablo',
  'Quetzali',
  'Rosa',
  'Sergio',
  'Teresa',
  'Úrsula',
  'Valeria',
  'Ximena',
  'Yolanda',
  'Zacarías',
  'Alejandro',
  'Beatriz',
  'Camila',
  'Daniel',
  'Estela',
  'Francisco',
  'Guadalupe',
  'Iván',
  'Jimena',
  'Lorena',
  'Mateo',
  'Natalia',
  'Óscar',
];
const LAST_NAMES = [
  'García',
  'Hernández',
  'López',
  'Martínez',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
  'Morales',
  'Vázquez',
  'Reyes',
  'Jiménez',
  'Torres',
  'Díaz',
  'Gutiérrez',
  'Ruiz',
  'Mendoza',
  'Aguilar',
  'Ortiz',
  'Moreno',
  'Castillo',
  'Romero',
  'Álvarez',
  'Méndez',
  'Chávez',
  'Rivera',
  'Juárez',
  'Domínguez',
  'Herrera',
  'Medina',
  'Castro',
  'Vargas',
];
const TITLES = [
  'Dirección general',
  'Director de operaciones',
  'Gerente regional',
  'Gerente de tienda',
  'Supervisor de turno',
  'Coordinador de área',
  'Asociado de piso',
  'Auxiliar',
];

/** mulberry32: a small, fast, seeded random number generator. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Lower case without accents, for matching 'Hector' with 'Héctor'. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('es-MX');

/**
 * A deterministic organisation of `people` people: positions reporting in a tree, each manager with
 * 3–8 direct reports, about 6% of positions vacant and 8% held by two people, Spanish names. Answers
 * as an in-memory `OrgChartSource`.
 */
export function syntheticOrg(options: SyntheticOrgOptions = {}): SyntheticOrg {
  const { people = 20_000, seed = 7, delayMs = 0, failChildrenOf } = options;
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const nodes = new Map<string, OrgChartNode>();
  const childIds = new Map<string, string[]>();
  const depthOf = new Map<string, number>();
  let placed = 0;
  let personSeq = 0;

  const person = () => {
    personSeq++;
    const name = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)} ${pick(LAST_NAMES)}`;
    return { id: `p${personSeq}`, name, photoUrl: null };
  };
  const position = (parentId: string | null, depth: number): OrgChartNode => {
    const id = `pos${nodes.size + 1}`;
    const roll = next();
    // The top position is always held; others are sometimes vacant or shared.
    const holderCount = depth === 0 ? 1 : roll < 0.06 ? 0 : roll < 0.14 ? 2 : 1;
    const holders = Array.from({ length: Math.min(holderCount, people - placed) }, person);
    placed += holders.length;
    const node: OrgChartNode = {
      id,
      parentId,
      title: TITLES[Math.min(depth, TITLES.length - 1)] as string,
      holders,
      childCount: 0,
      descendantCount: 0,
    };
    nodes.set(id, node);
    childIds.set(id, []);
    depthOf.set(id, depth);
    return node;
  };

  // Breadth first: every manager gets 3–8 reports until everyone has a position.
  const root = position(null, 0);
  const queue: OrgChartNode[] = [root];
  for (let head = 0; placed < people && head < queue.length; head++) {
    const manager = queue[head] as OrgChartNode;
    const reports = 3 + Math.floor(next() * 6);
    for (let i = 0; i < reports && placed < people; i++) {
      const report = position(manager.id, (depthOf.get(manager.id) ?? 0) + 1);
      (childIds.get(manager.id) as string[]).push(report.id);
      queue.push(report);
    }
  }
  // Counts, bottom-up (the queue is in breadth-first order).
  for (let i = queue.length - 1; i >= 0; i--) {
    const node = queue[i] as OrgChartNode;
    const kids = childIds.get(node.id) as string[];
    node.childCount = kids.length;
    node.descendantCount = kids.reduce((sum, id) => sum + 1 + (nodes.get(id)?.descendantCount ?? 0), 0);
  }

  const pathOf = (id: string) => {
    const path: string[] = [];
    for (let at = nodes.get(id)?.parentId ?? null; at; at = nodes.get(at)?.parentId ?? null) path.push(at);
    return path.reverse();
  };
  const folded = new Map(
    [...nodes.values()].map((n) => [n.id, fold([n.title, ...n.holders.map((h) => h.name)].join(' '))]),
  );
  const calls = { roots: 0, children: 0, search: 0 };
  const answer = <T>(value: () => T): Promise<T> =>
    delayMs > 0
      ? new Promise((resolve, reject) =>
          setTimeout(() => {
            try {
              resolve(value());
            } catch (error) {
              reject(error);
            }
          }, delayMs),
        )
      : new Promise((resolve) => resolve(value()));
  const copy = (node: OrgChartNode): OrgChartNode => ({
    ...node,
    holders: node.holders.map((h) => ({ ...h })),
  });

  return {
    nodes,
    rootIds: [root.id],
    people: placed,
    pathOf,
    calls,
    roots() {
      calls.roots++;
      return answer(() => [copy(root)]);
    },
    children(parentId) {
      calls.children++;
      return answer(() => {
        if (failChildrenOf?.(parentId)) throw new Error(`children of ${parentId} failed`);
        return (childIds.get(parentId) ?? []).map((id) => copy(nodes.get(id) as OrgChartNode));
      });
    },
    search(query) {
      calls.search++;
      return answer(() => {
        const words = fold(query).split(/\s+/).filter(Boolean);
        if (words.length === 0) return [];
        const results: OrgChartSearchResult[] = [];
        for (const [id, text] of folded) {
          if (words.every((word) => text.includes(word))) {
            results.push({ node: copy(nodes.get(id) as OrgChartNode), path: pathOf(id) });
            if (results.length === 20) break;
          }
        }
        return results;
      });
    },
  };
}
