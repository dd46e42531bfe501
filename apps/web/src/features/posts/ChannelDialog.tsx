import { ApiError, type PostChannel } from '@faena/api-client';
import { Button, CloseIcon, IconButton, Modal, Textarea, TextField, useToast } from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/platform/errors/message';
import { AudienceChoice } from '@/platform/forms/AudienceChoice';
import { apiEntityProvider } from '@/platform/forms/entity-provider';
import { type Option, OptionSearch } from '@/platform/OptionSearch';
import { invalidateChannels, saveChannel } from './api';
import { CHANNEL_DESCRIPTION_MAX, CHANNEL_NAME_MAX } from './model';

const searchPersons = (query: string, signal: AbortSignal): Promise<Option[]> =>
  apiEntityProvider.search({ kind: 'user', query, audience: undefined, signal });

/**
 * Creates a channel or edits one: its name and description, who reads it (an audience; none is
 * the whole organization) and who may post in it (besides the managers).
 */
export function ChannelDialog({
  channel,
  onClose,
  onSaved,
}: {
  channel: PostChannel | null;
  onClose: () => void;
  onSaved?: (channel: PostChannel) => void;
}) {
  const { t } = useTranslation('posts');
  const toast = useToast();
  const queryClient = useQueryClient();
  const formId = useId();
  const [name, setName] = useState(channel?.name ?? '');
  const [description, setDescription] = useState(channel?.description ?? '');
  const [audience, setAudience] = useState<Option | null>(
    channel?.audienceId ? { id: channel.audienceId, name: channel.audienceName ?? '' } : null,
  );
  const [posters, setPosters] = useState<Option[]>(channel?.posters ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const clean = name.trim();
    if (!clean) {
      setErrors({ name: t('channels.nameRequired') });
      return;
    }
    setSaving(true);
    setErrors({});
    setFormError(null);
    try {
      const saved = await saveChannel(
        {
          name: clean,
          description: description.trim(),
          audienceId: audience?.id ?? null,
          posterIds: posters.map((person) => person.id),
        },
        channel?.id,
      );
      invalidateChannels(queryClient);
      toast.show({
        tone: 'success',
        title: t(channel ? 'channels.saved' : 'channels.created', { name: saved.name }),
      });
      onSaved?.(saved);
      onClose();
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fields).length > 0) setErrors(caught.fields);
      setFormError(t('channels.saveError', { message: messageOf(caught) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="md"
      title={channel ? t('channels.editTitle', { name: channel.name }) : t('channels.createTitle')}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('channels.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t('channels.save')}
          </Button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('channels.name')}
          name="name"
          value={name}
          required
          maxLength={CHANNEL_NAME_MAX}
          autoComplete="off"
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <Textarea
          label={t('channels.descriptionLabel')}
          name="description"
          optional
          rows={2}
          maxLength={CHANNEL_DESCRIPTION_MAX}
          value={description}
          error={errors.description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <AudienceChoice
          legend={t('channels.audience')}
          value={audience}
          onChange={setAudience}
          noneText={t('channels.audienceEveryone')}
          searchLabel={t('channels.audienceSearch')}
          clearLabel={(name) => t('channels.audienceClear', { name })}
        >
          <p className="text-caption text-fg-muted">{t('channels.audienceHint')}</p>
          {errors.audienceId ? <p className="text-label text-danger-fg">{errors.audienceId}</p> : null}
        </AudienceChoice>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-label font-medium text-fg">{t('channels.posters')}</legend>
          {posters.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={t('channels.posters')}>
              {posters.map((person) => (
                <li
                  key={person.id}
                  className="flex items-center gap-1 rounded-full border border-border bg-bg-subtle py-0.5 pr-1 pl-3 text-body"
                >
                  {person.name}
                  <IconButton
                    size="sm"
                    variant="ghost"
                    label={t('channels.removePoster', { name: person.name })}
                    icon={<CloseIcon />}
                    onClick={() => setPosters((current) => current.filter((other) => other.id !== person.id))}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-body text-fg-muted">{t('channels.postersNone')}</p>
          )}
          <OptionSearch
            label={t('channels.postersSearch')}
            search={searchPersons}
            exclude={posters.map((person) => person.id)}
            onPick={(person) => setPosters((current) => [...current, person])}
          />
          <p className="text-caption text-fg-muted">{t('channels.postersHint')}</p>
          {errors.posterIds ? <p className="text-label text-danger-fg">{errors.posterIds}</p> : null}
        </fieldset>
        {formError ? (
          <p role="alert" className="text-label text-danger-fg">
            {formError}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
