/**
 * In-memory `FormServices` for stories: an uploader that "sends" in a few steps and answers
 * `{ temporary_upload: 'tmp-N', name }`, a search over fixed people, venues and locations, and a
 * fixed position. No network: previews and media are data: URLs made here.
 */
import type {
  EntityKind,
  EntityOption,
  EntityProvider,
  FormServices,
  GpsValue,
  Uploader,
} from '../services.ts';

/** Resolves after `ms`, or rejects when `signal` aborts first (as a real request would). */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

export function createFakeUploader(): Uploader {
  let count = 0;
  return {
    async upload(file, { signal, onProgress }) {
      for (const fraction of [0.25, 0.5, 0.75, 1]) {
        await wait(60, signal);
        onProgress?.(fraction);
      }
      count += 1;
      return {
        temporary_upload: `tmp-${count}`,
        name: file.name ?? 'archivo',
        size: file.size,
        type: file.type,
      };
    },
  };
}

interface Entry extends EntityOption {
  /** For the fake audience: `{ roles: ['supervisor'] }` admits only people with that role. */
  roles?: string[];
}

export const FAKE_ENTITIES: Record<EntityKind, Entry[]> = {
  user: [
    { id: 'u1', name: 'Ana López', description: 'Supervisora de zona', roles: ['supervisor'] },
    { id: 'u2', name: 'Andrés Pérez', description: 'Técnico de mantenimiento', roles: ['tecnico'] },
    { id: 'u3', name: 'Beatriz Soto', description: 'Gerente de sucursal', roles: ['supervisor'] },
    { id: 'u4', name: 'Carlos Ramírez', description: 'Técnico de refrigeración', roles: ['tecnico'] },
    { id: 'u5', name: 'Daniela Torres', description: 'Auditora', roles: ['auditor'] },
  ],
  venue: [
    { id: 'v1', name: 'Sucursal Centro', description: 'Av. Juárez 12, Cuauhtémoc' },
    { id: 'v2', name: 'Sucursal Polanco', description: 'Av. Presidente Masaryk 101' },
    { id: 'v3', name: 'Bodega Iztapalapa', description: 'Calz. Ermita Iztapalapa 3000' },
    { id: 'v4', name: 'Sucursal Guadalajara Centro', description: 'Av. Vallarta 1500' },
  ],
  location: [
    { id: 'l1', name: 'Ciudad de México' },
    { id: 'l2', name: 'Guadalajara' },
    { id: 'l3', name: 'Monterrey' },
    { id: 'l4', name: 'Puebla' },
  ],
};

/** Lower case without accents, so 'andres' finds 'Andrés'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function createFakeEntities(delayMs = 150): EntityProvider {
  return {
    async search({ kind, query, audience, signal }) {
      await wait(delayMs, signal);
      const roles = (audience as { roles?: string[] } | undefined)?.roles;
      return FAKE_ENTITIES[kind]
        .filter((entry) => fold(entry.name).includes(fold(query.trim())))
        .filter((entry) => !roles || entry.roles?.some((role) => roles.includes(role)))
        .map(({ roles: _roles, ...option }) => option);
    },
  };
}

/** The Zócalo of Mexico City, as a phone would report it. */
export const FAKE_POSITION: GpsValue = { latitude: 19.432608, longitude: -99.133209, accuracy: 8.4 };

export function createFakeGeolocation(position: GpsValue = FAKE_POSITION): FormServices['geolocation'] {
  return {
    getCurrentPosition(success) {
      setTimeout(
        () =>
          success({
            coords: { ...position, altitude: null, altitudeAccuracy: null, heading: null, speed: null },
            timestamp: Date.now(),
          } as GeolocationPosition),
        150,
      );
    },
  };
}

export function createFakeServices(): FormServices {
  return {
    uploader: createFakeUploader(),
    entities: createFakeEntities(),
    geolocation: createFakeGeolocation(),
  };
}

/** A 16×16 picture (two colour bands) as a PNG file, drawn here instead of downloaded. */
export async function samplePng(name = 'fachada.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 16;
  canvas.height = 16;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#1d4ed8';
    context.fillRect(0, 0, 16, 8);
    context.fillStyle = '#f59e0b';
    context.fillRect(0, 8, 16, 8);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], name, { type: 'image/png' });
}

/** An inline SVG picture, for a stored image value. */
export const SAMPLE_IMAGE_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="45" fill="#1d4ed8"/><rect y="45" width="160" height="45" fill="#f59e0b"/></svg>',
)}`;

/** Half a second of silence as a WAV data: URL, for a stored voice message. */
export function silentWavUrl(seconds = 0.5, sampleRate = 8000): string {
  const samples = Math.round(seconds * sampleRate);
  const bytes = new Uint8Array(44 + samples).fill(128); // 8-bit PCM: 128 is silence
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let index = 0; index < value.length; index++) view.setUint8(offset + index, value.charCodeAt(index));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true); // byte rate
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples, true);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
}

/** `findBy…` options for a play function's first query: a lazy widget's chunk may take a while to load. */
export const LAZY = { timeout: 5000 };
