/**
 * An organization's links (`/links`): the icons a link may show, the lengths it may have, and
 * the one rule for its address — shared by the server, which refuses, and the form, which warns.
 */
import { trimInvisible } from './text';

/** The icons a link may show, in the order the picker lists them. */
export const LINK_ICONS = [
  'link',
  'book',
  'calendar',
  'chart',
  'chat',
  'document',
  'globe',
  'help',
  'megaphone',
  'money',
  'shield',
  'users',
  'video',
] as const;
export type LinkIcon = (typeof LINK_ICONS)[number];

export const LINK_TITLE_MAX = 120;
export const LINK_DESCRIPTION_MAX = 500;
export const LINK_URL_MAX = 2000;

/**
 * The address as it is kept (trimmed), or why it is refused: it must be absolute, http or https,
 * with a host (so never javascript:, data: or a relative path), and carry no user name or password.
 */
export function checkLinkUrl(
  value: string,
): { url: string; problem: null } | { url: null; problem: 'not-web-address' | 'credentials' } {
  const trimmed = trimInvisible(value);
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { url: null, problem: 'not-web-address' };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') {
    return { url: null, problem: 'not-web-address' };
  }
  if (url.username !== '' || url.password !== '') return { url: null, problem: 'credentials' };
  return { url: trimmed, problem: null };
}
