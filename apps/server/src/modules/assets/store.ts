/**
 * What the assets routes share: the caller, their language, the errors, and rows shaped as
 * the API shows them.
 */
import type { FastifyRequest } from 'fastify';
import { downloadPath } from '../../platform/files/routes.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { Say } from '../../platform/http/language.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';

export const MANAGE = 'MANAGE_ASSETS' as const;
/** The people module's permission: whoever holds it manages every person's documents folder. */
export const MANAGE_PEOPLE = 'MANAGE_PEOPLE' as const;

/** Who is asking, as the access rules see them. */
export interface Caller {
  organizationId: string;
  personId: string;
  /** MANAGE_ASSETS: the organization's explorer, sharing and the trash. */
  manages: boolean;
  /** MANAGE_PEOPLE: every person's documents folder. */
  managesPeople: boolean;
}

export function callerOf(request: FastifyRequest): Caller {
  const member = requireMember(request);
  return {
    organizationId: requireOrganization(request).id,
    personId: member.person.id,
    manages: member.permissions.has(MANAGE),
    managesPeople: member.permissions.has(MANAGE_PEOPLE),
  };
}

export const folderNotFound = (say: Say) =>
  new ApiError(404, 'FOLDER_NOT_FOUND', say('La carpeta no existe.', 'The folder does not exist.'));
export const documentNotFound = (say: Say) =>
  new ApiError(404, 'DOCUMENT_NOT_FOUND', say('El documento no existe.', 'The document does not exist.'));
export const notAllowed = (say: Say) =>
  new ApiError(
    403,
    'FORBIDDEN',
    say('No tienes permiso para realizar esta acción.', 'You do not have permission to do this.'),
  );
export const duplicateFolder = (say: Say) =>
  new ApiError(
    409,
    'FOLDER_NAME_TAKEN',
    say('Ya existe una carpeta con ese nombre aquí.', 'A folder with that name already exists here.'),
    {
      name: say('Ya existe una carpeta con ese nombre aquí.', 'A folder with that name already exists here.'),
    },
  );

const iso = (text: string) => new Date(text).toISOString();
const isoOrNull = (text: string | null) => (text === null ? null : iso(text));

/** A folder row as the queries read it (timestamps as text, with their microseconds). */
export interface RawFolder {
  id: string;
  parent_id: string | null;
  name: string;
  person_id: string | null;
  person_name: string | null;
  audience_id: string | null;
  audience_name: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface RawDocument {
  id: string;
  folder_id: string | null;
  name: string;
  upload_id: string;
  content_type: string;
  size: number | string;
  created_by: string | null;
  created_by_name: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/**
 * The folder as the API shows it. `personId` is the person whose documents tree it is in; a
 * person's own folder is named after the person (its stored name only keeps it unique).
 */
export function toFolder(raw: RawFolder, canManage: boolean, personId: string | null = raw.person_id) {
  return {
    id: raw.id,
    parentId: raw.parent_id,
    name: raw.person_id !== null && raw.person_name !== null ? raw.person_name : raw.name,
    personId,
    audience:
      raw.audience_id !== null && raw.audience_name !== null
        ? { id: raw.audience_id, name: raw.audience_name }
        : null,
    createdAt: iso(raw.created_at),
    updatedAt: iso(raw.updated_at),
    deletedAt: isoOrNull(raw.deleted_at),
    canManage,
  };
}

export function toDocument(raw: RawDocument, canManage: boolean) {
  return {
    id: raw.id,
    folderId: raw.folder_id,
    name: raw.name,
    contentType: raw.content_type,
    size: Number(raw.size),
    createdAt: iso(raw.created_at),
    updatedAt: iso(raw.updated_at),
    createdBy:
      raw.created_by !== null && raw.created_by_name !== null
        ? { id: raw.created_by, name: raw.created_by_name }
        : null,
    deletedAt: isoOrNull(raw.deleted_at),
    downloadUrl: downloadPath(raw.upload_id),
    canManage,
  };
}
