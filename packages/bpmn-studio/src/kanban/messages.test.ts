import { describe, expect, it } from 'vitest';
import { STUDIO_LOCALES } from '../i18n.ts';
import { formatKanban, kanbanMessages } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('kanban messages', () => {
  it.each(STUDIO_LOCALES)('%s has exactly the keys and placeholders of every other locale', (locale) => {
    const keys = Object.keys(kanbanMessages[locale]).sort();
    for (const other of STUDIO_LOCALES) {
      expect(keys, `${locale} vs ${other}`).toEqual(Object.keys(kanbanMessages[other]).sort());
      for (const key of keys) {
        const k = key as keyof (typeof kanbanMessages)['es-MX'];
        expect(placeholders(kanbanMessages[locale][k]), `${locale}.${key}`).toEqual(
          placeholders(kanbanMessages[other][k]),
        );
      }
    }
  });

  it('fills placeholders', () => {
    expect(formatKanban('es-MX', 'moved', { name: 'Revisión', position: 2, total: 3 })).toBe(
      'La columna «Revisión» quedó en la posición 2 de 3.',
    );
    expect(formatKanban('en-US', 'status_Success')).toBe('Completed successfully');
  });
});
