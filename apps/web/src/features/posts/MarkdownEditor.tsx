import { IconButton, Tabs, TabsContent, TabsList, TabsTrigger, Textarea } from '@faena/ui';
import { type ChangeEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/platform/errors/message';
import { uploadBlob } from '@/platform/files/uploader';
import { applyFormat, type Edit, type Format, imageMarkdown, insertBlock, type Selection } from './model';
import { PostBody } from './PostBody';
import * as styles from './posts.css';

const Glyph = ({ children }: { children: ReactNode }) => (
  <svg
    width="1em"
    height="1em"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {children}
  </svg>
);

const ICONS: Record<Format | 'image', ReactNode> = {
  bold: (
    <Glyph>
      <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />
    </Glyph>
  ),
  italic: (
    <Glyph>
      <path d="M14 5h5M5 19h5M15 5l-6 14" />
    </Glyph>
  ),
  list: (
    <Glyph>
      <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
    </Glyph>
  ),
  link: (
    <Glyph>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </Glyph>
  ),
  image: (
    <Glyph>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.5" />
      <path d="M21 16l-5-5-9 8" />
    </Glyph>
  ),
};

const PLACEHOLDERS: Record<
  Format,
  'boldPlaceholder' | 'italicPlaceholder' | 'listPlaceholder' | 'linkPlaceholder'
> = {
  bold: 'boldPlaceholder',
  italic: 'italicPlaceholder',
  list: 'listPlaceholder',
  link: 'linkPlaceholder',
};

type UploadState = { kind: 'uploading' | 'done' | 'failed'; text: string } | null;

/**
 * The body's markdown: a textarea with a small toolbar (bold, italic, list, link, picture) and a
 * preview through the shared sanitiser. A picture is uploaded at once and its link inserted; the
 * preview shows it from the device until the post is published.
 */
export function MarkdownEditor({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (next: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('posts');
  const area = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const pendingSelection = useRef<Selection | null>(null);
  const [tab, setTab] = useState('write');
  const [upload, setUpload] = useState<UploadState>(null);
  const [localImages, setLocalImages] = useState<ReadonlyMap<string, string>>(new Map());

  // The device's copies of the pictures go with the editor.
  const images = useRef(localImages);
  images.current = localImages;
  useEffect(
    () => () => {
      for (const url of images.current.values()) URL.revokeObjectURL(url);
    },
    [],
  );

  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    const element = area.current;
    if (!selection || !element) return;
    pendingSelection.current = null;
    element.focus();
    element.setSelectionRange(selection.start, selection.end);
  });

  const selectionNow = (): Selection => {
    const element = area.current;
    return element
      ? { start: element.selectionStart, end: element.selectionEnd }
      : { start: value.length, end: value.length };
  };

  const apply = (edit: Edit) => {
    pendingSelection.current = edit.selection;
    onChange(edit.text);
  };

  const format = (kind: Format) =>
    apply(applyFormat(value, selectionNow(), kind, t(`editor.${PLACEHOLDERS[kind]}`)));

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const at = selectionNow();
    setUpload({ kind: 'uploading', text: t('editor.uploading', { name: file.name }) });
    try {
      const stored = await uploadBlob(file, file.name);
      setLocalImages((current) => new Map(current).set(stored.upload_id, URL.createObjectURL(file)));
      apply(insertBlock(area.current?.value ?? value, at, imageMarkdown(file.name, stored.url)));
      setUpload({ kind: 'done', text: t('editor.uploaded', { name: file.name }) });
    } catch (caught) {
      setUpload({
        kind: 'failed',
        text: t('editor.uploadError', {
          name: file.name,
          message: messageOf(caught),
        }),
      });
    }
  };

  const tool = (kind: Format | 'image', label: string, onClick: () => void) => (
    <IconButton
      size="sm"
      variant="ghost"
      label={label}
      title={label}
      icon={ICONS[kind]}
      disabled={tab !== 'write' || (kind === 'image' && upload?.kind === 'uploading')}
      onClick={onClick}
    />
  );

  return (
    <Tabs value={tab} onValueChange={setTab} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TabsList aria-label={t('editor.body')}>
          <TabsTrigger value="write">{t('editor.write')}</TabsTrigger>
          <TabsTrigger value="preview">{t('editor.preview')}</TabsTrigger>
        </TabsList>
        <div role="toolbar" aria-label={t('editor.toolbar')} className="flex items-center gap-0.5">
          {tool('bold', t('editor.bold'), () => format('bold'))}
          {tool('italic', t('editor.italic'), () => format('italic'))}
          {tool('list', t('editor.list'), () => format('list'))}
          {tool('link', t('editor.link'), () => format('link'))}
          {tool('image', t('editor.image'), () => fileInput.current?.click())}
        </div>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('editor.image')}
        onChange={(event) => void onFile(event)}
      />
      <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
        <Textarea
          ref={area}
          label={t('editor.body')}
          name="body"
          required
          rows={12}
          className={styles.editorArea}
          hint={t('editor.bodyHint')}
          error={error}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </TabsContent>
      <TabsContent value="preview" className="min-h-64 rounded-md border border-border bg-surface p-4">
        {value.trim() ? (
          <PostBody markdown={value} localImages={localImages} label={t('editor.preview')} />
        ) : (
          <p className="text-body text-fg-muted">{t('editor.previewEmpty')}</p>
        )}
      </TabsContent>
      {upload ? (
        <p
          role={upload.kind === 'failed' ? 'alert' : 'status'}
          className={`text-caption ${upload.kind === 'failed' ? 'text-danger-fg' : 'text-fg-muted'}`}
        >
          {upload.text}
        </p>
      ) : null}
    </Tabs>
  );
}
