import { Button, TrashIcon } from '@faena/ui';
import { useEffect, useRef, useState } from 'react';
import { useResolvedFile } from './resolvedFile.ts';
import * as styles from './rich.css.ts';
import type { WidgetProps } from './types.ts';
import {
  isStoredFile,
  PendingUploadItem,
  storedFileName,
  uploadCapOf,
  useObjectUrl,
  useUploads,
} from './uploads.tsx';

interface Recording {
  recorder: MediaRecorder;
  stream: MediaStream;
  startedAt: number;
}

function canRecord(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof MediaRecorder !== 'undefined'
  );
}

/** The file extension of what the browser recorded (Chromium: webm, Safari: mp4, Firefox: ogg). */
function extensionOf(type: string): string {
  if (type.includes('mp4')) return 'm4a';
  if (type.includes('ogg')) return 'ogg';
  return 'webm';
}

function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * voice_message: record from the microphone, listen back, delete. The recording uploads when it
 * stops; the value is the finished upload.
 */
export function VoiceMessageWidget({
  field,
  value,
  onChange,
  readOnly,
  disabled,
  t,
  services,
}: WidgetProps<'voice_message'>) {
  const [recording, setRecording] = useState<Recording | null>(null);
  const [seconds, setSeconds] = useState(0);
  const [clip, setClip] = useState<File | null>(null);
  const [failed, setFailed] = useState(false);
  const [starting, setStarting] = useState(false);
  const clipUrl = useObjectUrl(clip);
  const { pending, start, dismiss } = useUploads(services.uploader, onChange, uploadCapOf(field, t));
  const stored = isStoredFile(value) ? value : null;
  // The live recording, for the unmount cleanup (state would be stale there).
  const live = useRef<Recording | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const current = live.current;
      if (!current) return;
      // Leaving mid-recording drops it and frees the microphone.
      current.recorder.onstop = null;
      if (current.recorder.state !== 'inactive') current.recorder.stop();
      stopTracks(current.stream);
    };
  }, []);

  useEffect(() => {
    if (!recording) return;
    setSeconds(0);
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - recording.startedAt) / 1000)), 250);
    return () => clearInterval(timer);
  }, [recording]);

  const record = async () => {
    setFailed(false);
    // The permission prompt may take a while: a second click must not open a second stream.
    setStarting(true);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      if (mounted.current) {
        setStarting(false);
        setFailed(true);
      }
      return;
    }
    if (!mounted.current) return stopTracks(stream);
    setStarting(false);
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      stopTracks(stream);
      live.current = null;
      setRecording(null);
      const type = recorder.mimeType || chunks[0]?.type || 'audio/webm';
      const file = new File(chunks, `${t('voice_recorded')}.${extensionOf(type)}`, { type });
      setClip(file);
      start(file);
    };
    const current = { recorder, stream, startedAt: Date.now() };
    live.current = current;
    recorder.start();
    setRecording(current);
  };

  const remove = () => {
    for (const upload of pending) dismiss(upload.key);
    setClip(null);
    onChange(undefined);
  };

  // A link from an earlier response may need the app to sign it before <audio> can load it.
  const linked = useResolvedFile(typeof stored === 'string' ? stored : null, services.files);
  const src = clipUrl ?? linked?.url ?? null;
  const supported = services.uploader !== undefined && canRecord();
  const unavailable = !services.uploader
    ? t('upload_unavailable')
    : !supported || failed
      ? t('microphone_unavailable')
      : null;

  return (
    <div className={styles.stack}>
      {src && (stored || pending.length > 0) ? (
        // biome-ignore lint/a11y/useMediaCaption: a voice message recorded on the spot has no captions
        <audio className={styles.audio} controls src={src} aria-label={t('voice_recorded')} />
      ) : null}
      {stored && !src ? <p className={styles.message}>{storedFileName(stored)}</p> : null}
      {pending.length > 0 ? (
        <ul className={styles.list}>
          {pending.map((upload) => (
            <PendingUploadItem key={upload.key} upload={upload} onDismiss={remove} t={t} />
          ))}
        </ul>
      ) : null}
      {readOnly ? null : recording ? (
        <div className={styles.row}>
          <Button variant="danger" onClick={() => recording.recorder.stop()}>
            {t('stop_recording')}
          </Button>
          <span role="timer" className={styles.message}>
            {t('recording', { seconds })}
          </span>
        </div>
      ) : stored ? (
        <div className={styles.row}>
          <Button variant="secondary" startIcon={<TrashIcon />} disabled={disabled} onClick={remove}>
            {t('delete_recording')}
          </Button>
        </div>
      ) : pending.length > 0 ? null : (
        <div className={styles.row}>
          <Button variant="secondary" loading={starting} disabled={disabled || !supported} onClick={record}>
            {t('record')}
          </Button>
        </div>
      )}
      {unavailable && !readOnly ? (
        <p className={failed ? styles.failure : styles.message} role={failed ? 'alert' : undefined}>
          {unavailable}
        </p>
      ) : null}
    </div>
  );
}
