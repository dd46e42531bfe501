import { uiResources } from '@faena/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { appNamespaces } from '@/app/i18n';
import type { Namespace } from '@/platform/i18n';

/**
 * en-US is American English: the interface language setting offers 'English (US)', so its texts
 * say color, organization, favorite, canceled… Common British spellings, as whole-word stems.
 */
const BRITISH =
  /\b(colour\w*|favour\w*|behaviour\w*|honour\w*|labour\w*|neighbour\w*|centre[sd]?|catalogue[sd]?|licence[sd]?|programme[sd]?|defence|judgement\w*|whilst|amongst|grey\w*|cancell(ed|ing|ation\w*)|travell(ed|ing|er)|modell(ed|ing)|labell(ed|ing)|enrolment|fulfil|(organis|recognis|customis|authoris|initialis|minimis|maximis|prioritis|summaris|optimis|normalis|finalis|personalis|apologis|realis|utilis|categoris|synchronis|standardis|localis|visualis|capitalis|sanitis|emphasis|analys)(e|ed|es|ing|ation|ations)|organisations?)\b/i;

/** Every text of a resource tree, with its dotted key. */
function textsOf(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'object' && value !== null
      ? textsOf(value, `${prefix}${key}.`)
      : typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : [],
  );
}

const britishIn = (tree: object, prefix: string) =>
  textsOf(tree, prefix)
    .filter(([, text]) => BRITISH.test(text))
    .map(([key, text]) => `${key}: ${text}`);

let namespaces: Namespace[] = [];
beforeAll(async () => {
  namespaces = await appNamespaces();
});

describe('en-US texts', () => {
  it('the check knows British spellings and lets American ones through', () => {
    for (const british of ['Brand colours', 'organisation', 'Favourite', 'Cancelled', 'customise', 'centre'])
      expect(british).toMatch(BRITISH);
    for (const american of ['Brand colors', 'organization', 'Favorite', 'Canceled', 'customize'])
      expect(american).not.toMatch(BRITISH);
  });

  it('of the app and its form namespaces are in American English', () => {
    expect(namespaces.flatMap((ns) => britishIn(ns['en-US'], `${ns.namespace}:`))).toEqual([]);
  });

  it('of the design system are in American English', () => {
    expect(britishIn(uiResources['en-US'], 'ui:')).toEqual([]);
  });
});
