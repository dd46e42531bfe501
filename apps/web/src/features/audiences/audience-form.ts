import type { Audience, AudienceInput, AudienceRule } from '@faena/api-client';

/** One thing a rule names, with its name for the chips (the API stores ids only). */
export interface Named {
  id: string;
  name: string;
}

export const RULE_LISTS = ['venues', 'positions', 'groups', 'companies', 'include', 'exclude'] as const;
export type RuleList = (typeof RULE_LISTS)[number];

/** The editor's state: what the administrator sees and changes. */
export interface AudienceDraft {
  name: string;
  description: string;
  rule: Record<RuleList, Named[]>;
}

/** The rule's entry for the organization itself among the companies. */
export const OWN_COMPANY = 'own';

export const emptyDraft = (): AudienceDraft => ({
  name: '',
  description: '',
  rule: { venues: [], positions: [], groups: [], companies: [], include: [], exclude: [] },
});

/** The editor's state of a saved audience (names from the answer; 'own' named by `ownLabel`). */
export function draftOf(audience: Audience, ownLabel: string): AudienceDraft {
  const named = (ids: string[]) =>
    ids.map((id) => ({ id, name: id === OWN_COMPANY ? ownLabel : (audience.names[id] ?? id) }));
  return {
    name: audience.name,
    description: audience.description ?? '',
    rule: {
      venues: named(audience.rule.venues),
      positions: named(audience.rule.positions),
      groups: named(audience.rule.groups),
      companies: named(audience.rule.companies),
      include: named(audience.rule.include),
      exclude: named(audience.rule.exclude),
    },
  };
}

export function ruleOf(draft: AudienceDraft): AudienceRule {
  const ids = (list: RuleList) => draft.rule[list].map((item) => item.id);
  return {
    venues: ids('venues'),
    positions: ids('positions'),
    groups: ids('groups'),
    companies: ids('companies'),
    include: ids('include'),
    exclude: ids('exclude'),
  };
}

export function inputOf(draft: AudienceDraft): AudienceInput {
  const description = draft.description.trim();
  return {
    name: draft.name.trim(),
    description: description === '' ? null : description,
    rule: ruleOf(draft),
  };
}

/** Whether two drafts would save the same audience (order of the chips aside). */
export function sameDraft(a: AudienceDraft, b: AudienceDraft): boolean {
  const key = (draft: AudienceDraft) =>
    JSON.stringify({
      ...inputOf(draft),
      rule: Object.fromEntries(RULE_LISTS.map((list) => [list, [...ruleOf(draft)[list]].sort()])),
    });
  return key(a) === key(b);
}

/** How many things of each list a rule names, for the list's one-line summary (empty lists left out). */
export function ruleCounts(rule: AudienceRule): { list: RuleList; count: number }[] {
  return RULE_LISTS.map((list) => ({ list, count: rule[list].length })).filter((entry) => entry.count > 0);
}
