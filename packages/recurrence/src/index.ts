export * from './describe.ts';
export { type Duration, formatDuration, isValidDuration, parseDuration } from './duration.ts';
export { compareLocal, type ExpandOptions, expandRule, RecurrenceExpansionError } from './expand.ts';
export {
  escapeText,
  foldLine,
  type IcsProblem,
  type IcsTodo,
  parseCalendar,
  parseContentLine,
  serializeCalendar,
  unescapeText,
  unfoldLines,
} from './ics.ts';
export { formatRule, monthName, type ParseRuleResult, parseRule, ruleProblemsText } from './rule.ts';
export {
  type Occurrence,
  occurrencesBetween,
  parseRecurrenceId,
  recurrenceIdOf,
  type Series,
} from './series.ts';
export * from './types.ts';
export { isValidZone, offsetAt, toInstant, toLocal } from './zone.ts';
