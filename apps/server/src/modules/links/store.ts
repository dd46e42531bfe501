/**
 * Reading the organization's links as the API answers them, and checking a link's address.
 */
import { checkLinkUrl, type LinkIcon } from '@faena/contract/links';
import { trimInvisible } from '@faena/contract/text';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/database/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { Say } from '../../platform/http/language.ts';
import { type OrganizationLinkRow, organizationLinks } from './tables.ts';

export const MANAGE = 'MANAGE_LINKS' as const;

export const linkNotFound = (say: Say) =>
  new ApiError(404, 'LINK_NOT_FOUND', say('El enlace no existe.', 'The link does not exist.'));

/** The address as stored (`checkLinkUrl`); a refused one answers 400 INVALID_LINK_URL saying why. */
export function checkedUrl(value: string, say: Say): string {
  const { url, problem } = checkLinkUrl(value);
  if (problem === null) return url;
  throw new ApiError(
    400,
    'INVALID_LINK_URL',
    problem === 'credentials'
      ? say(
          'La dirección no puede incluir usuario ni contraseña.',
          'The address cannot include a user name or password.',
        )
      : say(
          'La dirección debe ser un enlace completo que empiece con https:// o http://.',
          'The address must be a full link starting with https:// or http://.',
        ),
  );
}

/** An optional description as stored: trimmed, and null when nothing visible is left. */
export function storedDescription(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = trimInvisible(value);
  return trimmed === '' ? null : trimmed;
}

export const toLink = (row: OrganizationLinkRow) => ({
  id: row.id,
  title: row.title,
  url: row.url,
  description: row.description,
  icon: row.icon as LinkIcon,
  position: row.position,
  updatedAt: row.updatedAt.toISOString(),
});

export async function readLinks(tx: Tx, organizationId: string) {
  const rows = await tx
    .select()
    .from(organizationLinks)
    .where(eq(organizationLinks.organizationId, organizationId))
    .orderBy(asc(organizationLinks.position), asc(organizationLinks.createdAt), asc(organizationLinks.id));
  return rows.map(toLink);
}
