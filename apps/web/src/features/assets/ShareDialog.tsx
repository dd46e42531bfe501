import { Button, Modal } from '@faena/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/platform/errors/message';
import { AudienceChoice } from '@/platform/forms/AudienceChoice';
import type { Option } from '@/platform/OptionSearch';
import type { AssetFolder } from './types';

/**
 * Shares a folder with an audience (the picker posts' channels use), or stops sharing it: the
 * audience's people then see the folder and everything under it.
 */
export function ShareDialog({
  folder,
  onClose,
  share,
}: {
  folder: AssetFolder;
  onClose: () => void;
  share: (audienceId: string | null) => Promise<void>;
}) {
  const { t } = useTranslation('assets');
  const [audience, setAudience] = useState<Option | null>(folder.audience);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setSaving(true);
    setError(null);
    try {
      await share(audience?.id ?? null);
      onClose();
    } catch (caught) {
      setError(
        t('share.failed', {
          message: messageOf(caught),
        }),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={t('share.title', { name: folder.name })}
      description={t('share.description')}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={saving}>
            {t('share.save')}
          </Button>
        </div>
      }
    >
      <AudienceChoice
        legend={t('share.audience')}
        value={audience}
        onChange={setAudience}
        noneText={t('share.nobody')}
        searchLabel={t('share.search')}
        clearLabel={(name) => t('share.clear', { name })}
      >
        {error ? (
          <p role="alert" className="text-label text-danger-fg">
            {error}
          </p>
        ) : null}
      </AudienceChoice>
    </Modal>
  );
}
