import {
  type ClipboardEvent,
  type DragEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './FileDropZone.css.ts';

/** The zone's words, given by the app in the page's language. */
export interface FileDropZoneLabels {
  /** The field's label, e.g. 'Logotipo'. */
  label: string;
  /** What can be done, e.g. 'Arrastra una imagen aquí o pégala'. */
  instructions: string;
  /** The picker button, e.g. 'Elegir archivo'. */
  choose: string;
  /** The picker button once a file is chosen, e.g. 'Elegir otro archivo'. */
  change: string;
  /** Removes the chosen file, e.g. 'Quitar archivo'. */
  remove: string;
  /** The preview image's text, e.g. 'Vista previa'. */
  preview: string;
  /** Announced when a file is chosen, e.g. (name) => `Elegiste ${name}`. */
  chosen: (name: string) => string;
  /** Announced when the file is removed, e.g. 'Se quitó el archivo'. */
  removed: string;
  /** A file of a type not in `accept`. */
  wrongType: (name: string) => string;
  /** A file larger than `maxBytes`. */
  tooLarge: (sizeKb: number, maxKb: number) => string;
  /** The progress bar's name, e.g. 'Subiendo…'. */
  progress: string;
}

export interface FileDropZoneProps {
  labels: FileDropZoneLabels;
  /** The chosen file (controlled); `null` for none. */
  file: File | null;
  /** A file was chosen (dropped, pasted or picked) and passed `accept`/`maxBytes`, or removed (`null`). */
  onFileChange: (file: File | null) => void;
  /** Accepted MIME types, e.g. `['image/png', 'image/jpeg']`; any when omitted. */
  accept?: readonly string[];
  /** The largest accepted size in bytes. */
  maxBytes?: number;
  /** A hint under the zone, e.g. the accepted formats. */
  hint?: ReactNode;
  /** An error from outside (e.g. the server refused the upload), shown like the zone's own. */
  error?: string | null;
  /** Upload progress: 0–100, `'indeterminate'`, or `null` when nothing is under way. */
  progress?: number | 'indeterminate' | null;
  disabled?: boolean;
  /** Content next to the chosen file (e.g. an 'Upload' button). */
  actions?: ReactNode;
  /** `name` of the hidden file input (native form submission). */
  name?: string;
  className?: string;
}

function UploadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      aria-hidden="true"
      className={styles.icon}
    >
      <path
        d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const kb = (bytes: number) => Math.ceil(bytes / 1024);

/**
 * A branded file chooser: drop a file on the zone, paste one (while focus is in the zone), or use
 * its button (a real `<button>` opening the system picker). Checks type and size, previews images,
 * shows progress, and announces what happened in a live region. Labels come from the app, so the
 * zone speaks the page's language (unlike the browser's 'Choose File / No file chosen').
 */
export function FileDropZone({
  labels,
  file,
  onFileChange,
  accept,
  maxBytes,
  hint,
  error,
  progress = null,
  disabled = false,
  actions,
  name,
  className,
}: FileDropZoneProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [dragging, setDragging] = useState(false);
  const [ownError, setOwnError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const shownError = ownError ?? error ?? null;

  const previewUrl = useMemo(
    () =>
      file?.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(file)
        : null,
    [file],
  );
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  function take(candidate: File | undefined) {
    if (!candidate || disabled) return;
    if (accept && accept.length > 0 && !accept.includes(candidate.type)) {
      setOwnError(labels.wrongType(candidate.name));
      return;
    }
    if (maxBytes !== undefined && candidate.size > maxBytes) {
      setOwnError(labels.tooLarge(kb(candidate.size), kb(maxBytes)));
      return;
    }
    setOwnError(null);
    setAnnouncement(labels.chosen(candidate.name));
    onFileChange(candidate);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  }

  function onPaste(event: ClipboardEvent<HTMLDivElement>) {
    const pasted = event.clipboardData.files[0];
    if (!pasted) return;
    event.preventDefault();
    take(pasted);
  }

  function remove() {
    setOwnError(null);
    setAnnouncement(labels.removed);
    if (inputRef.current) inputRef.current.value = '';
    onFileChange(null);
    chooseRef.current?.focus();
  }

  // The button is the keyboard's and screen reader's way in: it carries the field's label, hint and error.
  const describedBy = [labelId, hint ? hintId : null, shownError ? errorId : null].filter(Boolean).join(' ');
  const percent = typeof progress === 'number' ? Math.max(0, Math.min(100, Math.round(progress))) : null;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={styles.label}>
        {labels.label}
      </span>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: drop and paste targets; the button inside is the keyboard way in. */}
      <div
        className={styles.zone}
        data-dragging={dragging}
        data-invalid={Boolean(shownError)}
        data-disabled={disabled}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        onPaste={onPaste}
      >
        <UploadIcon />
        <span>{labels.instructions}</span>
        <Button
          ref={chooseRef}
          type="button"
          variant="secondary"
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={() => inputRef.current?.click()}
        >
          {file ? labels.change : labels.choose}
        </Button>
        <input
          ref={inputRef}
          type="file"
          name={name}
          hidden
          tabIndex={-1}
          aria-hidden="true"
          accept={accept?.join(',')}
          disabled={disabled}
          onChange={(event) => {
            take(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <p id={errorId} role="alert" className={styles.error}>
        {shownError ?? ''}
      </p>
      {file ? (
        <div className={styles.file}>
          {previewUrl ? <img src={previewUrl} alt={labels.preview} className={styles.preview} /> : null}
          <span className={styles.fileText}>
            <span>{file.name}</span>
            <span className={styles.fileSize}>{kb(file.size)} KB</span>
          </span>
          {actions}
          <Button type="button" variant="ghost" size="sm" disabled={progress !== null} onClick={remove}>
            {labels.remove}
          </Button>
          {progress !== null ? (
            <div
              role="progressbar"
              aria-label={labels.progress}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent ?? undefined}
              className={styles.progress}
            >
              <div
                className={styles.progressBar}
                data-indeterminate={percent === null}
                style={percent === null ? undefined : { width: `${percent}%` }}
              />
            </div>
          ) : null}
        </div>
      ) : null}
      <p role="status" aria-live="polite" className={visuallyHidden}>
        {announcement}
      </p>
    </div>
  );
}
