import { describe, expect, it } from 'vitest';
import {
  draftOf,
  emptyDraft,
  fieldOfServerKey,
  inputOf,
  isTableauViewUrl,
  parseEmails,
  parseFrameAncestors,
  validateDraft,
} from './draft';
import { OPERATIONS, report } from './test-support';

describe('the report form', () => {
  it('asks for a title, a category and days between 7 and 366', () => {
    expect(validateDraft({ ...emptyDraft(''), days: '5' })).toEqual({
      categoryId: 'form.categoryRequired',
      title: 'form.titleRequired',
      days: 'form.daysInvalid',
    });
    expect(validateDraft({ ...emptyDraft(OPERATIONS), title: 'x'.repeat(121) }).title).toBe(
      'form.titleTooLong',
    );
    expect(validateDraft({ ...emptyDraft(OPERATIONS), title: 'Ventas', days: '366' })).toEqual({});
    expect(validateDraft({ ...emptyDraft(OPERATIONS), title: 'Ventas', days: '7.5' }).days).toBe(
      'form.daysInvalid',
    );
  });

  it('asks a Tableau report for the https address of a view', () => {
    const tableau = { ...emptyDraft(OPERATIONS), title: 'Ventas', kind: 'tableau' as const };
    expect(validateDraft({ ...tableau, viewUrl: 'http://tableau.example/views/Wb/Sheet' }).viewUrl).toBe(
      'form.viewUrlInvalid',
    );
    expect(validateDraft({ ...tableau, viewUrl: 'https://tableau.example/' }).viewUrl).toBe(
      'form.viewUrlInvalid',
    );
    expect(
      validateDraft({ ...tableau, viewUrl: 'https://online.tableau.com/t/site/views/Wb/Sheet' }),
    ).toEqual({});
    expect(isTableauViewUrl('javascript:alert(1)//views/a/b')).toBe(false);
  });

  it('sends only the chosen kind’s settings and the filters that apply to its source', () => {
    const draft = {
      ...emptyDraft(OPERATIONS),
      title: '  Ventas ',
      source: 'workflow-executions' as const,
      days: '30',
      checklistId: 'stale',
      workflowTypeId: 'type-1',
      venues: [{ id: 'v1', name: 'Centro' }],
      viewUrl: 'https://x/views/a/b',
    };
    expect(inputOf(draft)).toEqual({
      categoryId: OPERATIONS,
      title: 'Ventas',
      description: '',
      kind: 'native',
      native: {
        source: 'workflow-executions',
        days: 30,
        venueIds: ['v1'],
        checklistId: null,
        workflowTypeId: 'type-1',
      },
      tableau: null,
      audienceId: null,
    });
    expect(inputOf({ ...draft, kind: 'tableau' }).native).toBeNull();
    expect(inputOf({ ...draft, kind: 'tableau' }).tableau).toEqual({
      viewUrl: 'https://x/views/a/b',
      toolbar: 'bottom',
    });
  });

  it('opens an existing report with its settings', () => {
    const draft = draftOf(
      report({
        native: {
          source: 'checklist-scores',
          days: 30,
          venueIds: ['v1'],
          checklistId: 'c1',
          workflowTypeId: null,
        },
      }),
      new Map([['v1', 'Tienda Centro']]),
    );
    expect(draft).toMatchObject({ source: 'checklist-scores', days: '30', checklistId: 'c1' });
    expect(draft.venues).toEqual([{ id: 'v1', name: 'Tienda Centro' }]);
  });

  it('places a server message on its field', () => {
    expect(fieldOfServerKey('native.days')).toBe('days');
    expect(fieldOfServerKey('/tableau/viewUrl')).toBe('viewUrl');
    expect(fieldOfServerKey('title')).toBe('title');
    expect(fieldOfServerKey('native.source')).toBeUndefined();
  });
});

describe('the settings and the e-mail', () => {
  it('keeps https origins only, one per line', () => {
    expect(parseFrameAncestors('https://intranet.example.com\n\nhttps://a.example:8443/\n')).toEqual({
      origins: ['https://intranet.example.com', 'https://a.example:8443'],
      invalid: [],
    });
    expect(
      parseFrameAncestors('http://x.example\nhttps://x.example/path\n*\nhttps://ok.example').invalid,
    ).toEqual(['http://x.example', 'https://x.example/path', '*']);
  });

  it('reads the addresses typed, and the first one that is not an address', () => {
    expect(parseEmails('ana@example.com, luis@example.com\n')).toEqual({
      emails: ['ana@example.com', 'luis@example.com'],
      invalid: undefined,
    });
    expect(parseEmails('ana@example.com\nluis').invalid).toBe('luis');
  });
});
