import { ApiError } from '@faena/api-client';
import { Button, Card, useToast } from '@faena/ui';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrganizationLogo } from '@/platform/organization/OrganizationLogo';
import type { Organization } from '@/platform/organization/organization';
import { useUploadLogo } from './organization-api';
import { checkLogoFile, type LogoType, toBase64 } from './organization-form';

interface Chosen {
  file: File;
  previewUrl: string;
}

/** The current logo, a file chooser checked before upload, a preview and the upload itself. */
export function LogoSection({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organization');
  const toast = useToast();
  const upload = useUploadLogo();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.previewUrl) : undefined), [chosen]);

  function reset() {
    setChosen(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setError(null);
    upload.reset();
    if (!file) return setChosen(null);
    const problem = checkLogoFile(file);
    if (problem) {
      setChosen(null);
      event.target.value = '';
      return setError(
        t(`errors.${problem.key}`, problem.key === 'logoTooLarge' ? { size: problem.sizeKb } : undefined),
      );
    }
    setChosen({ file, previewUrl: URL.createObjectURL(file) });
  }

  async function onUpload() {
    if (!chosen) return;
    setError(null);
    let data: string;
    try {
      data = toBase64(new Uint8Array(await chosen.file.arrayBuffer()));
    } catch {
      return setError(t('errors.logoRead'));
    }
    upload.mutate(
      { contentType: chosen.file.type as LogoType, data },
      {
        onSuccess: () => {
          reset();
          toast.show({ title: t('logo.uploaded'), tone: 'success' });
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : t('errors.unexpected')),
      },
    );
  }

  return (
    <Card as="section" title={t('logo.title')} titleAs="h2" description={t('logo.description')}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium text-fg-muted">{t('logo.current')}</span>
            <div className="flex min-h-16 items-center rounded-md border border-border bg-surface p-2">
              <OrganizationLogo organization={organization} height={48} />
            </div>
          </div>
          {chosen ? (
            <div className="flex flex-col gap-1">
              <span className="text-sm font-medium text-fg-muted">{t('logo.preview')}</span>
              <div className="flex min-h-16 items-center rounded-md border border-dashed border-border-strong bg-surface p-2">
                <img
                  src={chosen.previewUrl}
                  alt={t('logo.preview')}
                  className="h-12 w-auto max-w-60 object-contain"
                />
              </div>
            </div>
          ) : null}
        </div>
        {organization.logoUrl ? null : <p className="text-sm text-fg-muted">{t('logo.none')}</p>}
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('logo.choose')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/svg+xml"
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            onChange={onChoose}
            className="max-w-full text-sm file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-md file:border file:border-border file:bg-surface file:px-4 file:text-sm file:font-medium file:text-fg hover:file:bg-bg-muted"
          />
          <p id={hintId} className="text-sm text-fg-muted">
            {t('logo.hint')}
          </p>
          <p id={errorId} role="alert" className="text-sm text-danger-fg empty:hidden">
            {error ?? ''}
          </p>
        </div>
        {chosen ? (
          <div className="flex flex-wrap gap-3">
            <Button type="button" loading={upload.isPending} onClick={onUpload}>
              {upload.isPending ? t('logo.uploading') : t('logo.upload')}
            </Button>
            <Button type="button" variant="secondary" disabled={upload.isPending} onClick={reset}>
              {t('logo.cancel')}
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
