import { describe, expect, it } from 'vitest';
import { WORKFLOW_STEP_TYPES } from './element-types.ts';
import { elementTypeLabel, WORKFLOW_LOCALES, workflowResources } from './i18n.ts';

function keyPaths(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('workflow i18n resources', () => {
  it.each(WORKFLOW_LOCALES)('%s has exactly the keys of every other locale', (locale) => {
    for (const other of WORKFLOW_LOCALES) {
      expect(keyPaths(workflowResources[locale]).sort(), `${locale} vs ${other}`).toEqual(
        keyPaths(workflowResources[other]).sort(),
      );
    }
  });

  it.each(WORKFLOW_LOCALES)('%s labels every step type', (locale) => {
    for (const type of WORKFLOW_STEP_TYPES) expect(elementTypeLabel(type, locale).trim(), type).not.toBe('');
  });

  it('defaults to Spanish', () => {
    expect(elementTypeLabel('UserTask')).toBe('Tarea de usuario');
    expect(elementTypeLabel('UserTask', 'en-US')).toBe('User task');
  });
});
