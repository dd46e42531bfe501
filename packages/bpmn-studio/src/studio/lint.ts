import {
  elementTypeLabel,
  type ParsedProcess,
  parseBpmn,
  type ValidationCode,
  type ValidationProblem,
  validate,
} from '@faena/workflow-engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PanelField } from '../contract.ts';
import type { StudioLocale } from '../i18n.ts';
import { studioShellMessages } from './messages.ts';

/** Wait after the last change before linting again. */
export const LINT_DELAY_MS = 300;

/** A lint problem with what the studio needs to lead to it. */
export interface LintProblem extends ValidationProblem {
  /** The element's name (or its type, or the process for process-wide problems). */
  elementName: string;
  /** Absent for process-wide problems: there is no element to select. */
  target?: string;
  /** The panel field at fault. */
  field?: PanelField;
  /** Where the problem is fixed. */
  tab: 'diagram' | 'variables';
}

const FIELD_BY_CODE: Partial<Record<ValidationCode, PanelField>> = {
  user_task_without_form: 'form',
  audience_not_variable: 'audience',
  timer_without_definition: 'timer',
  message_without_name: 'messageName',
  gateway_without_default: 'defaultFlow',
  flow_without_condition: 'condition',
  invalid_condition: 'condition',
  invalid_variable_type: 'variables',
};

/** The panel field a problem's code leads to (none: the element only). */
export function fieldForProblem(code: ValidationCode): PanelField | undefined {
  return FIELD_BY_CODE[code];
}

function describe(process: ParsedProcess, problem: ValidationProblem, locale: StudioLocale): LintProblem {
  const texts = studioShellMessages[locale].problems;
  const field = fieldForProblem(problem.code);
  const tab = problem.code === 'invalid_variable_type' ? 'variables' : 'diagram';
  if (problem.elementId === process.id) {
    return { ...problem, elementName: process.name || texts.process, field, tab };
  }
  const nameOf = (id: string): string => {
    const node = process.nodes.find((candidate) => candidate.id === id);
    if (!node) return id;
    return node.name || (node.faenaType ? elementTypeLabel(node.faenaType, locale) : id);
  };
  const flow = process.flows.find((candidate) => candidate.id === problem.elementId);
  const elementName = flow
    ? flow.name || `${nameOf(flow.sourceRef)} → ${nameOf(flow.targetRef)}`
    : nameOf(problem.elementId);
  return { ...problem, elementName, target: problem.elementId, field, tab };
}

export type LintResult =
  | { state: 'checking' }
  | { state: 'done'; problems: LintProblem[] }
  | { state: 'error'; message: string };

/** Parses and validates a definition's XML with the workflow engine (the server's own rules). */
export async function lintXml(
  xml: string,
  locale: StudioLocale,
): Promise<Exclude<LintResult, { state: 'checking' }>> {
  try {
    const process = await parseBpmn(xml);
    const problems = validate(process, { locale }).map((problem) => describe(process, problem, locale));
    return { state: 'done', problems };
  } catch (error) {
    return { state: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

/** Lints `xml` after it stops changing for `LINT_DELAY_MS` (the first time at once). */
export function useLint(xml: string, locale: StudioLocale): LintResult {
  const [result, setResult] = useState<LintResult>({ state: 'checking' });
  const first = useRef(true);
  const run = useCallback(
    (target: string, isCurrent: () => boolean) => {
      lintXml(target, locale).then((next) => {
        if (isCurrent()) setResult(next);
      });
    },
    [locale],
  );

  useEffect(() => {
    let current = true;
    const isCurrent = () => current;
    if (first.current) {
      first.current = false;
      run(xml, isCurrent);
      return () => {
        current = false;
      };
    }
    const timer = setTimeout(() => run(xml, isCurrent), LINT_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [xml, run]);

  return result;
}
