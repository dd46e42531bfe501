import { VALIDATION_CODES } from '@faena/workflow-engine';
import { describe, expect, it } from 'vitest';
import { LINT_ERRORS_XML, PURCHASE_APPROVAL_XML } from '../samples/diagrams.ts';
import { fieldForProblem, lintXml } from './lint.ts';

describe('studio lint', () => {
  it('maps each problem code to the panel field at fault', () => {
    expect(Object.fromEntries(VALIDATION_CODES.map((code) => [code, fieldForProblem(code)]))).toEqual({
      no_start: undefined,
      plain_task: undefined,
      unsupported_element: undefined,
      user_task_without_form: 'form',
      audience_not_variable: 'audience',
      timer_without_definition: 'timer',
      message_without_name: 'messageName',
      gateway_without_default: 'defaultFlow',
      flow_without_condition: 'condition',
      invalid_condition: 'condition',
      invalid_variable_type: 'variables',
      unreachable: undefined,
      no_end: undefined,
    });
  });

  it('names the element of each problem and where it is fixed', async () => {
    const result = await lintXml(LINT_ERRORS_XML, 'es-MX');
    expect(result.state).toBe('done');
    const problems = result.state === 'done' ? result.problems : [];
    expect(problems).toContainEqual(
      expect.objectContaining({
        elementId: 'Review',
        code: 'user_task_without_form',
        elementName: 'Revisar solicitud',
        target: 'Review',
        field: 'form',
        tab: 'diagram',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ elementId: 'Decide', elementName: '¿Aprobada?', field: 'defaultFlow' }),
    );
    // An unnamed flow is named by its ends.
    const unnamed = LINT_ERRORS_XML.replace(' name="Sí"', '');
    const again = await lintXml(unnamed, 'en-US');
    expect(again.state === 'done' && again.problems).toContainEqual(
      expect.objectContaining({
        elementId: 'Flow_yes',
        elementName: '¿Aprobada? → Archivar',
        field: 'condition',
      }),
    );
  });

  it('process-wide problems have no element to select; variable types lead to the variables tab', async () => {
    const xml = PURCHASE_APPROVAL_XML.replace('type="decimal"', 'type="money"');
    const result = await lintXml(xml, 'es-MX');
    expect(result.state === 'done' && result.problems).toEqual([
      expect.objectContaining({
        elementId: 'Process_compra',
        code: 'invalid_variable_type',
        elementName: 'Aprobación de compra',
        field: 'variables',
        tab: 'variables',
      }),
    ]);
    expect(result.state === 'done' && result.problems[0]?.target).toBeUndefined();
  });

  it('a clean definition has no problems; unreadable XML is an error', async () => {
    await expect(lintXml(PURCHASE_APPROVAL_XML, 'es-MX')).resolves.toEqual({ state: 'done', problems: [] });
    await expect(lintXml('<oops', 'es-MX')).resolves.toMatchObject({ state: 'error' });
  });
});
