import { ApiError } from '@faena/api-client';
import { Button, Card, FileDropZone, useToast } from '@faena/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileToBase64 } from '@/platform/files/base64';
import { OrganizationLogo } from '@/platform/organization/OrganizationLogo';
import type { Organization } from '@/platform/organization/organization';
import { useUploadLogo } from './organization-api';
import { checkLogoFile, LOGO_MAX_BYTES, LOGO_TYPES, type LogoType } from './organization-form';

/** The current logo, a drop zone checking the file before upload, a preview and the upload itself. */
export function LogoSection({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organization');
  const toast = useToast();
  const upload = useUploadLogo();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  function onFileChange(next: File | null) {
    setError(null);
    upload.reset();
    if (next) {
      const problem = checkLogoFile(next);
      if (problem) {
        setFile(null);
        return setError(
          t(`errors.${problem.key}`, problem.key === 'logoTooLarge' ? { size: problem.sizeKb } : undefined),
        );
      }
    }
    setFile(next);
  }

  async function onUpload() {
    if (!file) return;
    setError(null);
    let data: string;
    try {
      data = await fileToBase64(file);
    } catch {
      return setError(t('errors.logoRead'));
    }
    upload.mutate(
      { contentType: file.type as LogoType, data },
      {
        onSuccess: () => {
          setFile(null);
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
        <div className="flex flex-col gap-1">
          <span className="text-body font-medium text-fg-muted">{t('logo.current')}</span>
          <div className="flex min-h-16 items-center self-start rounded-md border border-border bg-surface p-2">
            <OrganizationLogo organization={organization} height={48} />
          </div>
          {organization.logoUrl ? null : <p className="text-body text-fg-muted">{t('logo.none')}</p>}
        </div>
        <FileDropZone
          labels={{
            label: t('logo.choose'),
            instructions: t('logo.instructions'),
            choose: t('logo.pick'),
            change: t('logo.pickAnother'),
            remove: t('logo.remove'),
            preview: t('logo.preview'),
            chosen: (name) => t('logo.chosen', { name }),
            removed: t('logo.removed'),
            wrongType: () => t('errors.logoBadType'),
            tooLarge: (size) => t('errors.logoTooLarge', { size }),
            progress: t('logo.uploading'),
          }}
          file={file}
          onFileChange={onFileChange}
          accept={LOGO_TYPES}
          maxBytes={LOGO_MAX_BYTES}
          hint={t('logo.hint')}
          error={error}
          progress={upload.isPending ? 'indeterminate' : null}
          actions={
            <Button type="button" size="sm" loading={upload.isPending} onClick={onUpload}>
              {upload.isPending ? t('logo.uploading') : t('logo.upload')}
            </Button>
          }
        />
      </div>
    </Card>
  );
}
