import { ApiError, type LinkIcon, type OrganizationLink } from '@faena/api-client';
import { LINK_DESCRIPTION_MAX, LINK_ICONS, LINK_TITLE_MAX, LINK_URL_MAX } from '@faena/contract/links';
import { Button, Modal, Select, Textarea, TextField, useToast } from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/platform/errors/message';
import { invalidateLinks, saveLink } from './api';
import { LinkGlyph } from './LinkGlyph';
import { checkedUrl } from './model';

/** Adds a link (`link` null) or edits one: its title, address, description and icon. */
export function LinkDialog({ link, onClose }: { link: OrganizationLink | null; onClose: () => void }) {
  const { t } = useTranslation('links');
  const toast = useToast();
  const queryClient = useQueryClient();
  const formId = useId();
  const [title, setTitle] = useState(link?.title ?? '');
  const [url, setUrl] = useState(link?.url ?? 'https://');
  const [description, setDescription] = useState(link?.description ?? '');
  const [icon, setIcon] = useState<LinkIcon>(link?.icon ?? 'link');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = t('dialog.titleRequired');
    const address = url.trim();
    if (!address || address === 'https://') found.url = t('dialog.urlRequired');
    else if (!checkedUrl(address)) found.url = t('dialog.urlInvalid');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const saved = await saveLink(
        { title: title.trim(), url: address, description: description.trim() || null, icon },
        link?.id,
      );
      await invalidateLinks(queryClient);
      toast.show({
        tone: 'success',
        title: t(link ? 'dialog.saved' : 'dialog.created', { title: saved.title }),
      });
      onClose();
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'INVALID_LINK_URL') {
        setErrors({ url: caught.message });
      } else {
        if (caught instanceof ApiError && Object.keys(caught.fields).length > 0) setErrors(caught.fields);
        setFormError(t('dialog.saveError', { message: messageOf(caught) }));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="md"
      title={link ? t('dialog.editTitle') : t('dialog.createTitle')}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t('dialog.save')}
          </Button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('dialog.title')}
          name="title"
          value={title}
          required
          maxLength={LINK_TITLE_MAX}
          autoComplete="off"
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextField
          label={t('dialog.url')}
          name="url"
          type="url"
          inputMode="url"
          value={url}
          required
          maxLength={LINK_URL_MAX}
          autoComplete="off"
          hint={t('dialog.urlHint')}
          error={errors.url}
          onChange={(event) => setUrl(event.target.value)}
        />
        <Textarea
          label={t('dialog.description')}
          name="description"
          optional
          rows={2}
          maxLength={LINK_DESCRIPTION_MAX}
          value={description}
          error={errors.description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <div className="flex items-end gap-3">
          <Select
            label={t('dialog.icon')}
            name="icon"
            containerClassName="flex-1"
            value={icon}
            options={LINK_ICONS.map((value) => ({ value, label: t(`icons.${value}`) }))}
            onChange={(event) => setIcon(event.target.value as LinkIcon)}
          />
          <span className="mb-2 text-2xl text-fg-muted">
            <LinkGlyph icon={icon} />
          </span>
        </div>
        {formError ? (
          <p role="alert" className="text-label text-danger-fg">
            {formError}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
