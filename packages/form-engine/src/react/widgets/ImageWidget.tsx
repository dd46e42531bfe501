import { Button, TrashIcon } from '@faena/ui';
import { useRef, useState } from 'react';
import type { FormMessageKey, ImageSource } from '../../core/index.ts';
import { useResolvedFile } from './resolvedFile.ts';
import * as styles from './rich.css.ts';
import type { WidgetProps } from './types.ts';
import {
  isStoredFile,
  isUploadedFile,
  PendingUploadItem,
  storedFileName,
  uploadCapOf,
  useObjectUrl,
  useUploads,
} from './uploads.tsx';

/** Which pickers a source offers: the camera one asks phones to open the rear camera. */
const PICKERS: Record<ImageSource, { capture: boolean; label: FormMessageKey }[]> = {
  camera: [{ capture: true, label: 'take_photo' }],
  gallery: [{ capture: false, label: 'choose_image' }],
  camera_and_gallery: [
    { capture: true, label: 'take_photo' },
    { capture: false, label: 'choose_image' },
  ],
};

/** image: one picture from the camera and/or the gallery, previewed while it uploads. */
export function ImageWidget({
  field,
  value,
  onChange,
  readOnly,
  disabled,
  t,
  services,
}: WidgetProps<'image'>) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  // The picture chosen here, for the preview; a value from an earlier response has only its link.
  const [local, setLocal] = useState<File | null>(null);
  const localUrl = useObjectUrl(local);
  const { pending, start, dismiss } = useUploads(services.uploader, onChange, uploadCapOf(field, t));
  const stored = isStoredFile(value) ? value : null;
  const pickers = PICKERS[field.source ?? 'camera_and_gallery'];

  const choose = (file: File | undefined) => {
    if (!file) return;
    setLocal(file);
    start(file);
  };

  const remove = () => {
    for (const upload of pending) dismiss(upload.key);
    setLocal(null);
    onChange(undefined);
  };

  // A link from an earlier response may need the app to sign it before an <img> can load it.
  const linked = useResolvedFile(typeof stored === 'string' ? stored : null, services.files);
  const src = localUrl ?? linked?.url ?? null;
  const name = local?.name ?? linked?.name ?? (stored ? storedFileName(stored) : '');
  // A link (`…/download`, a data: URL) names nothing useful: the field's label describes the picture.
  const alt = local?.name ?? (isUploadedFile(stored) ? stored.name : (field.label ?? field.name));
  const busy = pending.length > 0;

  return (
    <div className={styles.stack}>
      {src && (stored || busy) ? <img className={styles.preview} src={src} alt={alt} /> : null}
      {stored && !src ? <p className={styles.message}>{name}</p> : null}
      {busy ? (
        <ul className={styles.list}>
          {pending.map((upload) => (
            <PendingUploadItem key={upload.key} upload={upload} onDismiss={remove} t={t} />
          ))}
        </ul>
      ) : null}
      {readOnly ? null : stored ? (
        <div className={styles.row}>
          <Button variant="secondary" startIcon={<TrashIcon />} disabled={disabled} onClick={remove}>
            {t('remove_image')}
          </Button>
        </div>
      ) : !services.uploader ? (
        <p className={styles.message}>{t('upload_unavailable')}</p>
      ) : busy ? null : (
        <div className={styles.row}>
          {pickers.map((picker, index) => (
            <Button
              key={picker.label}
              variant="secondary"
              disabled={disabled}
              onClick={() => inputs.current[index]?.click()}
            >
              {t(picker.label)}
            </Button>
          ))}
          {/* After the buttons, so focusing the field on a submit error lands on a button. */}
          {pickers.map((picker, index) => (
            <input
              key={picker.label}
              ref={(element) => {
                inputs.current[index] = element;
              }}
              type="file"
              accept="image/*"
              capture={picker.capture ? 'environment' : undefined}
              hidden
              tabIndex={-1}
              disabled={disabled}
              data-source={picker.capture ? 'camera' : 'gallery'}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
