import { ApiError, submitOnboarding, unwrap } from '@faena/api-client';
import { getOnboardingFormOptions } from '@faena/api-client/query';
import { parseFormDefinition } from '@faena/form-engine/core';
import { type ChoiceLabel, FormRenderer } from '@faena/form-engine/react';
import { Button, Skeleton, useToast } from '@faena/ui';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { NotAvailablePage } from '@/platform/errors/NotAvailablePage';
import { FullPageSpinner } from '@/platform/FullPageSpinner';
import { useFlag } from '@/platform/flags';
import { APP_FORM_SERVICES } from '@/platform/forms/entity-provider';
import { useSession } from '@/platform/session/session';
import { useUnsavedChangesGuard } from '@/platform/unsaved-changes';
import { onboarding } from './i18n';
import { OnboardingFrame } from './OnboardingFrame';
import { OnboardingIntro } from './OnboardingIntro';

/** Field errors of a refused submission (`fields` of the error body). */
export function onboardingFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return Object.keys(error.fields).length > 0 ? error.fields : null;
}

/**
 * Names the identity document types in the person's language (the form, made by the server,
 * lists their codes; the code is still what is sent). Other choices show as they are.
 */
export function onboardingChoiceLabel(t: TFunction<'onboarding'>): ChoiceLabel {
  return (choice, field) =>
    field.name === 'identity_document_type' && isDocumentType(choice)
      ? t(`documentTypes.${choice}`)
      : undefined;
}

/** Whether a value of the form holds something the person entered. */
const isAnswered = (value: unknown) =>
  Array.isArray(value)
    ? value.length > 0
    : value !== undefined && value !== null && value !== '' && value !== false;

type DocumentType = keyof (typeof onboarding)['es-MX']['documentTypes'];
const isDocumentType = (choice: string): choice is DocumentType =>
  Object.hasOwn(onboarding['es-MX'].documentTypes, choice);

/**
 * /onboarding (SPEC 2.1, flag `onboarding`): the personal-data form after the first sign-in.
 * Sending needs a signed-in person: a signed-out visitor is told so and offered sign-in, which
 * returns here; `?simulate=1` shows it again to someone already onboarded.
 */
export function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const enabled = useFlag('onboarding');
  const { session } = useSession();
  const [params] = useSearchParams();
  const simulate = params.get('simulate') === '1';

  if (!enabled) return <NotAvailablePage />;
  if (session.status === 'loading') return <FullPageSpinner label={t('common:loading')} />;
  if (session.status === 'signedOut') return <OnboardingIntro />;
  if (session.person.onboarded_at && !simulate) return <Navigate to="/" replace />;
  return <Onboarding simulated={simulate && Boolean(session.person.onboarded_at)} />;
}

function Onboarding({ simulated }: { simulated: boolean }) {
  const { t } = useTranslation('onboarding');
  const toast = useToast();
  const navigate = useNavigate();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const choiceLabel = useMemo(() => onboardingChoiceLabel(t), [t]);
  const form = useQuery({
    ...getOnboardingFormOptions(),
    select: parseFormDefinition,
    staleTime: Number.POSITIVE_INFINITY,
  });

  async function onSubmit(response: Record<string, unknown>) {
    setSubmitError(null);
    try {
      // A simulation is checked by the server like the real thing but never stored.
      await unwrap(
        submitOnboarding({ body: { response }, ...(simulated ? { query: { simulate: true } } : {}) }),
      );
    } catch (error) {
      const fields = onboardingFieldErrors(error);
      if (fields) return { errors: fields };
      setSubmitError(error instanceof ApiError && error.status === 400 ? error.message : t('submitError'));
      return undefined;
    }
    toast.show({ title: simulated ? t('simulatedDone') : t('done'), tone: 'success' });
    guard.release();
    navigate(simulated ? '/settings' : '/', { replace: true });
    return undefined;
  }

  return (
    <OnboardingFrame
      note={
        simulated ? <p className="rounded-md bg-info-subtle p-3 text-body text-fg">{t('simulated')}</p> : null
      }
    >
      {form.isPending ? (
        <div role="status" className="flex flex-col gap-4">
          <span className="sr-only">{t('loading')}</span>
          <Skeleton lines={5} />
        </div>
      ) : form.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="rounded-md bg-danger-subtle p-3 text-body text-danger-fg">
            {t('loadError')}
          </p>
          <Button variant="secondary" onClick={() => form.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : (
        <>
          <FormRenderer
            definition={form.data}
            choiceLabel={choiceLabel}
            services={APP_FORM_SERVICES}
            onSubmit={onSubmit}
            onValuesChange={(values) => setDirty(Object.values(values).some(isAnswered))}
            aria-label={t('formLabel')}
          />
          {submitError ? (
            <p role="alert" className="rounded-md bg-danger-subtle p-3 text-body text-danger-fg">
              {submitError}
            </p>
          ) : null}
        </>
      )}
    </OnboardingFrame>
  );
}
