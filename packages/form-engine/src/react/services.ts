/**
 * What the renderer needs from the app, injected so the package knows nothing of Faena's API:
 * an uploader for files, images and voice messages, a resolver that turns a stored file's link
 * into one the browser can open, and an audience-aware search for people, venues and locations.
 * Widgets without their service say so instead of failing.
 */

/** A file in temporary storage; core turns it into a download link on submit. */
export interface UploadedFile {
  temporary_upload: string;
  name: string;
  size?: number;
  type?: string;
}

export interface UploadOptions {
  signal: AbortSignal;
  /** Share sent so far, 0–1. */
  onProgress?: (fraction: number) => void;
}

export interface Uploader {
  /**
   * Sends a file. A refusal the person should read (a type not allowed, a file too large, a full
   * quota) rejects with an error carrying that text as `reason`; the widget shows it under the
   * file's name. Any other rejection shows only that the file could not be uploaded.
   */
  upload(file: Blob & { name?: string }, options: UploadOptions): Promise<UploadedFile>;
  /**
   * The link a submitted answer keeps for an upload this uploader stored. The renderer uses it
   * unless given its own `downloadUrl`; without either, core's default `/filepond/{id}/download`.
   */
  downloadUrl?: (uploadId: string) => string;
}

/** A stored file as the browser can open it: `url` for `<img>`, `<audio>` or a link, and its name if known. */
export interface ResolvedFile {
  url: string;
  name?: string;
}

/**
 * Turns the link a response keeps (e.g. `/api/filepond/{id}/download`, which needs the
 * session) into one an `<img src>` or a new tab can load (e.g. a signed, expiring URL), and
 * names the file. Without one, links are used as they are.
 */
export interface FileResolver {
  resolve(link: string, signal: AbortSignal): Promise<ResolvedFile>;
}

/** The entity a picker field points at. Values keep `id` and `name` (conditions compare by id). */
export type EntityKind = 'user' | 'venue' | 'location';

export interface EntityOption {
  id: string;
  name: string;
  /** A second line, e.g. a person's position or a venue's address. */
  description?: string;
  /** Avatar or picture URL. */
  image?: string;
}

export interface EntitySearch {
  kind: EntityKind;
  query: string;
  /** The field's `audience`, passed through: the app decides whom it admits. */
  audience: unknown;
  signal: AbortSignal;
}

export interface EntityProvider {
  search(request: EntitySearch): Promise<EntityOption[]>;
}

export interface FormServices {
  uploader?: Uploader;
  files?: FileResolver;
  entities?: EntityProvider;
  /** Defaults to `navigator.geolocation`. */
  geolocation?: Pick<Geolocation, 'getCurrentPosition'>;
}

/** A gps field's value. */
export interface GpsValue {
  latitude: number;
  longitude: number;
  /** Metres, as the device reports it. */
  accuracy: number;
}

/** date_range and num_range values: both ends optional while the user fills them. */
export interface RangeValue<T> {
  start?: T;
  end?: T;
}
