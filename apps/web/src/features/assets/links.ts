/**
 * A document's signed link (the download route needs the session, which an `<img>`, a `<video>`
 * or a download cannot send): asked for through the app's file resolver, reused while it lasts.
 */
import { appFileResolver } from '@/platform/files/uploader';
import type { AssetDocument } from './types';

export async function signedUrlOf(document: Pick<AssetDocument, 'downloadUrl'>): Promise<string> {
  return (await appFileResolver.resolve(document.downloadUrl, new AbortController().signal)).url;
}

/** Downloads a document under its name through its signed link. */
export async function downloadDocument(document: Pick<AssetDocument, 'downloadUrl' | 'name'>): Promise<void> {
  const url = await signedUrlOf(document);
  const anchor = window.document.createElement('a');
  anchor.href = url;
  anchor.download = document.name;
  anchor.rel = 'noopener';
  window.document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
