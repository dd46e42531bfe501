import type { ReactElement } from 'react';
import type { FileKind } from './model';

/** A folder or a file's kind, drawn small beside its name; `label` names it for screen readers. */
export function FileIcon({ kind, label }: { kind: FileKind | 'folder'; label: string }) {
  const colour = COLOURS[kind];
  const icon = (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={colour}
      data-kind={kind}
    >
      {kind === 'folder' ? (
        <path d="M3 7.5A1.5 1.5 0 0 1 4.5 6h4.2l2 2h8.8A1.5 1.5 0 0 1 21 9.5v8A1.5 1.5 0 0 1 19.5 19h-15A1.5 1.5 0 0 1 3 17.5z" />
      ) : (
        <>
          <path d="M6 3h8l5 5v12a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z" />
          <path d="M14 3v5h5" />
          {GLYPHS[kind]}
        </>
      )}
    </svg>
  );
  return label ? (
    <span role="img" aria-label={label} className="inline-flex">
      {icon}
    </span>
  ) : (
    icon
  );
}

const COLOURS: Record<FileKind | 'folder', string> = {
  folder: 'text-primary',
  image: 'text-success-fg',
  pdf: 'text-danger-fg',
  video: 'text-info-fg',
  audio: 'text-info-fg',
  spreadsheet: 'text-success-fg',
  presentation: 'text-warning-fg',
  document: 'text-primary',
  archive: 'text-fg-muted',
  text: 'text-fg-muted',
  other: 'text-fg-muted',
};

const GLYPHS: Record<FileKind, ReactElement | null> = {
  image: <path d="M8 17l2.5-3 2 2 1.5-2 2 3z" />,
  pdf: <path d="M8.5 16.5h7M8.5 13.5h7" />,
  video: <path d="M10 12.5v4l3.5-2z" />,
  audio: <path d="M10 17a1.3 1.3 0 1 1 0-.1V12l4-1v4.5" />,
  spreadsheet: <path d="M8 12h8v5H8zM8 14.5h8M12 12v5" />,
  presentation: <path d="M8 12h8v4H8zM12 16v2" />,
  document: <path d="M8.5 12h7M8.5 14.5h7M8.5 17h4" />,
  archive: <path d="M11 9v1.5M11 12v1.5M11 15v1.5" />,
  text: <path d="M8.5 12h7M8.5 14.5h5" />,
  other: null,
};
