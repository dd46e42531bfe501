export * from './describe.ts';
export { compareLocal, type ExpandOptions, expandRule, RecurrenceExpansionError } from './expand.ts';
export { formatRule, type ParseRuleResult, parseRule, ruleProblemsText } from './rule.ts';
export * from './types.ts';
export { isValidZone, offsetAt, toInstant, toLocal } from './zone.ts';
