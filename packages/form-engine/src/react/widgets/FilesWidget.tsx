import { Button, IconButton, PlusIcon, TrashIcon } from '@faena/ui';
import { useRef, useState } from 'react';
import type { FileResolver } from '../services.ts';
import { useResolvedFile } from './resolvedFile.ts';
import * as styles from './rich.css.ts';
import type { WidgetProps } from './types.ts';
import {
  isStoredFile,
  PendingUploadItem,
  type StoredFile,
  storedFileName,
  uploadCapOf,
  useUploads,
} from './uploads.tsx';

/**
 * A file from an earlier response: a link that opens it in a new tab, through the app's resolver
 * (a signed URL, the file's real name); plain text until it resolves.
 */
function StoredLink({
  link,
  fallbackName,
  resolver,
}: {
  link: string;
  fallbackName: string;
  resolver: FileResolver | undefined;
}) {
  const file = useResolvedFile(link, resolver);
  const name = file?.name ?? fallbackName;
  if (!file) return <span className={styles.itemName}>{name}</span>;
  return (
    <a className={styles.itemName} href={file.url} target="_blank" rel="noopener noreferrer">
      {name}
    </a>
  );
}

/**
 * files: a button opens the file dialog; each file uploads on its own with its progress. The value
 * lists finished uploads only (plus links from an earlier response), so nothing half-sent is submitted.
 */
export function FilesWidget({
  field,
  value,
  onChange,
  readOnly,
  invalid,
  disabled,
  t,
  services,
}: WidgetProps<'files'>) {
  const input = useRef<HTMLInputElement>(null);
  const stored = Array.isArray(value) ? value.filter(isStoredFile) : [];
  // Uploads can end between two renders: each one appends to what the previous one left.
  const latest = useRef<StoredFile[]>(stored);
  latest.current = stored;
  const [overflow, setOverflow] = useState(false);
  const { pending, running, start, dismiss } = useUploads(
    services.uploader,
    (file) => {
      latest.current = [...latest.current, file];
      onChange(latest.current);
    },
    uploadCapOf(field, t),
  );

  const max = field.max_files;
  const room = max === undefined ? Number.POSITIVE_INFINITY : max - stored.length - running;
  const full = room <= 0;
  const uploader = services.uploader;

  const add = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    setOverflow(chosen.length > room);
    for (const file of chosen.slice(0, Math.max(0, room))) start(file);
  };

  const remove = (index: number) => {
    setOverflow(false);
    onChange(stored.filter((_, position) => position !== index));
  };

  return (
    <div className={styles.stack}>
      {stored.length + pending.length > 0 ? (
        <ul className={styles.list}>
          {stored.map((item, index) => {
            const name = storedFileName(item);
            return (
              <li key={typeof item === 'string' ? item : item.temporary_upload} className={styles.item}>
                {typeof item === 'string' ? (
                  <StoredLink link={item} fallbackName={name} resolver={services.files} />
                ) : (
                  <span className={styles.itemName}>{name}</span>
                )}
                {readOnly ? null : (
                  <IconButton
                    size="sm"
                    label={t('remove_item', { name })}
                    icon={<TrashIcon />}
                    disabled={disabled}
                    onClick={() => remove(index)}
                  />
                )}
              </li>
            );
          })}
          {pending.map((upload) => (
            <PendingUploadItem key={upload.key} upload={upload} onDismiss={dismiss} t={t} />
          ))}
        </ul>
      ) : null}
      {readOnly ? null : uploader ? (
        <div className={styles.row}>
          <Button
            variant="secondary"
            startIcon={<PlusIcon />}
            disabled={disabled || full}
            onClick={() => input.current?.click()}
          >
            {t('add_files')}
          </Button>
          {/* After the button, so focusing the field on a submit error lands on the button. */}
          <input
            ref={input}
            type="file"
            name={field.name}
            multiple={max === undefined || max > 1}
            hidden
            tabIndex={-1}
            disabled={disabled || full}
            onChange={(event) => {
              add(event.target.files);
              event.target.value = '';
            }}
          />
        </div>
      ) : (
        <p className={styles.message}>{t('upload_unavailable')}</p>
      )}
      {/* The limit, as a note; when the field is in error the shell's message says it instead. */}
      {max !== undefined && (full || overflow) && !readOnly && !invalid ? (
        <p className={styles.message}>{t('max_files', { max })}</p>
      ) : null}
    </div>
  );
}
