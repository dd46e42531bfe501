import { ApiError, deletePersonPhoto, type PersonDetail, unwrap, uploadPersonPhoto } from '@faena/api-client';
import { getPersonOptions } from '@faena/api-client/query';
import { Avatar, Button, FileDropZone, Modal, useToast } from '@faena/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileToBase64 } from '@/platform/files/base64';
import { usePhotoSrc } from './photo-src';

export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
type PhotoType = (typeof PHOTO_TYPES)[number];
export const PHOTO_MAX_BYTES = 256 * 1024;

/** Stores the person the server answered and refreshes what shows them. */
function useStorePerson(personId: string) {
  const queryClient = useQueryClient();
  return async (saved: PersonDetail) => {
    queryClient.setQueryData(getPersonOptions({ path: { personId } }).queryKey, saved);
    await queryClient.invalidateQueries({ queryKey: [{ _id: 'listPersonHistory' }] });
    await queryClient.invalidateQueries({ queryKey: [{ _id: 'listPersons' }] });
  };
}

/**
 * The person's avatar in their page's header: a button that opens a dialog to change the photo
 * (a PNG, JPEG or WebP of at most 256 KB, dropped or chosen) or remove it.
 */
export function PersonPhoto({ person }: { person: PersonDetail }) {
  const { t } = useTranslation('people');
  const photoSrc = usePhotoSrc();
  const toast = useToast();
  const store = useStorePerson(person.id);
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const src = photoSrc(person.photo_url);

  const upload = useMutation({
    mutationFn: async (chosen: File) =>
      unwrap(
        uploadPersonPhoto({
          path: { personId: person.id },
          body: {
            content_type: chosen.type as PhotoType,
            data: await fileToBase64(chosen),
          },
        }),
      ),
  });
  const remove = useMutation({
    mutationFn: async () => unwrap(deletePersonPhoto({ path: { personId: person.id } })),
  });
  const failed = (failure: unknown) =>
    setError(failure instanceof ApiError ? failure.message : t('photo.error'));

  function close(next: boolean) {
    setOpen(next);
    if (!next) {
      setFile(null);
      setError(null);
    }
  }

  async function save(): Promise<boolean> {
    if (!file) {
      setError(t('photo.pickFirst'));
      return false;
    }
    setError(null);
    try {
      await store((await upload.mutateAsync(file)) as PersonDetail);
    } catch (failure) {
      failed(failure);
      return false;
    }
    toast.show({ title: t('photo.saved'), tone: 'success' });
    setFile(null);
    return true;
  }

  async function removePhoto() {
    setError(null);
    try {
      await store((await remove.mutateAsync()) as PersonDetail);
    } catch (failure) {
      return failed(failure);
    }
    toast.show({ title: t('photo.removedToast'), tone: 'success' });
    close(false);
  }

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('photo.title')}
      description={t('photo.description', { name: person.name })}
      size="sm"
      confirmLabel={upload.isPending ? t('photo.saving') : t('photo.save')}
      onConfirm={save}
      trigger={
        <button
          type="button"
          className="shrink-0 rounded-full focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          aria-label={t('photo.change', { name: person.name })}
          title={t('photo.change', { name: person.name })}
        >
          <Avatar name={person.name} src={src} size="lg" />
        </button>
      }
    >
      <div className="flex flex-col gap-4">
        <FileDropZone
          labels={{
            label: t('photo.choose'),
            instructions: t('photo.instructions'),
            choose: t('photo.pick'),
            change: t('photo.pickAnother'),
            remove: t('photo.discard'),
            preview: t('photo.preview'),
            chosen: (name) => t('photo.chosen', { name }),
            removed: t('photo.discarded'),
            wrongType: () => t('photo.badType'),
            tooLarge: (size) => t('photo.tooLarge', { size }),
            progress: t('photo.saving'),
          }}
          file={file}
          onFileChange={(next) => {
            setError(null);
            setFile(next);
          }}
          accept={PHOTO_TYPES}
          maxBytes={PHOTO_MAX_BYTES}
          hint={t('photo.hint')}
          error={error}
          progress={upload.isPending ? 'indeterminate' : null}
        />
        {person.photo_url ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="self-start"
            loading={remove.isPending}
            onClick={() => void removePhoto()}
          >
            {t('photo.removeCurrent')}
          </Button>
        ) : null}
      </div>
    </Modal>
  );
}
