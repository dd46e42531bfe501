import { ApiError } from '@faena/api-client';
import { pickerTypes } from '@faena/form-engine/builder';
import { Card, SaveBar, TextField, useToast } from '@faena/ui';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlag } from '@/platform/flags';
import type { Organization, WordingLocale } from '@/platform/organization/organization';
import { useUnsavedChangesGuard } from '@/platform/unsaved-changes';
import { BrandSection } from './BrandSection';
import { FieldTypesSection } from './FieldTypesSection';
import { FilesSection } from './FilesSection';
import { LogoSection } from './LogoSection';
import { serverFieldErrors, useUpdateOrganization } from './organization-api';
import {
  type DraftErrors,
  draftFieldOfServerKey,
  draftOf,
  type OrganizationDraft,
  patchOf,
  sameDraft,
  validateDraft,
  wordingOf,
} from './organization-form';
import { baseOf, WordingSection } from './WordingSection';

/** Focuses the first control (in page order) whose field is in error. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: DraftErrors) {
  const names = new Set(Object.keys(errors));
  const first = [...(form?.elements ?? [])].find((element): element is HTMLInputElement =>
    names.has(element.getAttribute('name') ?? ''),
  );
  first?.focus();
}

/** The administrator's editor of the organisation: name, logo, colours, wording, field types, files. */
export function OrganizationEditor({ organization }: { organization: Organization }) {
  const { t, i18n } = useTranslation('organization');
  const toast = useToast();
  const update = useUpdateOrganization();
  const pluralEntities = useFlag('multipleElementFields');
  const [saved, setSaved] = useState(() => draftOf(organization));
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = !sameDraft(draft, saved);
  useUnsavedChangesGuard(dirty);

  const types = useMemo(() => pickerTypes({ pluralEntities }), [pluralEntities]);
  const language: WordingLocale = i18n.language === 'en-US' ? 'en-US' : 'es-MX';
  const draftWording = useMemo(() => wordingOf(draft), [draft]);
  const labelOf = (type: string) => {
    const key = `formBuilder:type_${type}`;
    return draftWording[language][key] ?? baseOf(language, key);
  };

  const errorOf = (field: string) =>
    serverErrors[field] ?? (errors[field] ? t(`errors.${errors[field]}`) : undefined);
  const change = (next: Partial<OrganizationDraft>) => setDraft((current) => ({ ...current, ...next }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Nothing changed: nothing to save (the button says so and is disabled; Enter in a field lands here).
    if (!dirty) return;
    const found = validateDraft(draft);
    setErrors(found);
    setServerErrors({});
    if (Object.keys(found).length > 0) {
      setFormError(t('errors.form'));
      focusFirstInvalid(formRef.current, found);
      return;
    }
    setFormError(null);
    update.mutate(patchOf(draft), {
      onSuccess: (next) => {
        const fresh = draftOf(next);
        setSaved(fresh);
        setDraft(fresh);
        toast.show({ title: t('saved'), tone: 'success' });
      },
      onError: (failure) => {
        const fromServer: Record<string, string> = {};
        const unplaced: string[] = [];
        for (const [key, text] of Object.entries(serverFieldErrors(failure))) {
          const field = draftFieldOfServerKey(key, draft);
          if (field) fromServer[field] = text;
          else unplaced.push(text);
        }
        setServerErrors(fromServer);
        const summary =
          failure instanceof ApiError && failure.status === 400 ? t('errors.form') : t('errors.unexpected');
        const detail =
          unplaced.length > 0
            ? unplaced.join(' ')
            : failure instanceof ApiError && failure.status === 400 && Object.keys(fromServer).length === 0
              ? failure.message
              : '';
        setFormError([summary, detail].filter(Boolean).join(' '));
        focusFirstInvalid(formRef.current, fromServer);
      },
    });
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-6"
      aria-describedby="organization-form-error"
    >
      <Card as="section" title={t('general.title')} titleAs="h2">
        <TextField
          name="name"
          label={t('general.name')}
          value={draft.name}
          required
          autoComplete="organization"
          error={errorOf('name')}
          hint={t('general.address', { subdomain: window.location.host })}
          onChange={(event) => change({ name: event.target.value })}
        />
      </Card>
      <LogoSection organization={organization} />
      <BrandSection
        organization={{ ...organization, name: draft.name.trim() || organization.name }}
        primary={draft.primary}
        accent={draft.accent}
        errors={{ primary: errorOf('primary'), accent: errorOf('accent') }}
        onChange={change}
      />
      <WordingSection
        terms={draft.terms}
        extra={draft.extra}
        errorOf={errorOf}
        onTermChange={(locale, key, text) =>
          change({ terms: { ...draft.terms, [locale]: { ...draft.terms[locale], [key]: text } } })
        }
        onExtraChange={(extra) => change({ extra })}
      />
      <FieldTypesSection
        types={types}
        hidden={draft.hiddenFieldTypes}
        labelOf={labelOf}
        onChange={(hiddenFieldTypes) => change({ hiddenFieldTypes })}
      />
      <FilesSection
        stripImageMetadata={draft.stripImageMetadata}
        onChange={(stripImageMetadata) => change({ stripImageMetadata })}
      />
      <SaveBar
        dirty={dirty}
        saving={update.isPending}
        error={formError}
        errorId="organization-form-error"
        labels={{
          region: t('saveBar.region'),
          dirty: t('saveBar.dirty'),
          clean: t('saveBar.clean'),
          save: t('save'),
          saving: t('saving'),
          discard: t('discard'),
        }}
        onDiscard={() => {
          setDraft(saved);
          setErrors({});
          setServerErrors({});
          setFormError(null);
        }}
      />
    </form>
  );
}
