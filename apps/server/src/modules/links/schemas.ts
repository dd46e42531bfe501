/**
 * The links API's shapes. `LINK_ICONS` (`@faena/contract/links`) is the fixed set of icons a
 * link may show; the web app draws one picture per name.
 */
import {
  LINK_DESCRIPTION_MAX,
  LINK_ICONS,
  LINK_TITLE_MAX,
  LINK_URL_MAX,
  type LinkIcon,
} from '@faena/contract/links';
import { Type } from 'typebox';
import { Nullable, nameString, ref, refTo } from '../../platform/http/schemas.ts';

export { LINK_ICONS, type LinkIcon };

export const LinkIconSchema = Type.Union(
  LINK_ICONS.map((icon) => Type.Literal(icon)),
  { $id: 'LinkIcon', description: 'Which of the product’s link icons the card shows' },
);

const Url = Type.String({
  minLength: 1,
  maxLength: LINK_URL_MAX,
  description:
    'An absolute http(s) URL without user name or password (javascript:, data:, relative URLs are refused)',
});
const Description = Nullable(
  Type.String({ maxLength: LINK_DESCRIPTION_MAX, description: 'Optional; empty is no description' }),
);

export const OrganizationLink = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    title: Type.String(),
    url: Type.String(),
    description: Nullable(Type.String()),
    icon: refTo<LinkIcon>('LinkIcon'),
    position: Type.Integer(),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'OrganizationLink', additionalProperties: false },
);

export const OrganizationLinkList = Type.Object(
  { results: Type.Array(ref(OrganizationLink), { description: 'By position' }) },
  { $id: 'OrganizationLinkList', additionalProperties: false },
);

export const OrganizationLinkInput = Type.Object(
  {
    title: nameString({ maxLength: LINK_TITLE_MAX }),
    url: Url,
    description: Type.Optional(Description),
    icon: Type.Optional(refTo<LinkIcon>('LinkIcon')),
  },
  { $id: 'OrganizationLinkInput', additionalProperties: false },
);

export const OrganizationLinkChanges = Type.Object(
  {
    title: Type.Optional(nameString({ maxLength: LINK_TITLE_MAX })),
    url: Type.Optional(Url),
    description: Type.Optional(Description),
    icon: Type.Optional(refTo<LinkIcon>('LinkIcon')),
  },
  { $id: 'OrganizationLinkChanges', additionalProperties: false },
);

export const OrganizationLinkOrder = Type.Object(
  {
    ids: Type.Array(Type.String({ format: 'uuid' }), {
      maxItems: 500,
      uniqueItems: true,
      description: "Every link's id, in the new order",
    }),
  },
  { $id: 'OrganizationLinkOrder', additionalProperties: false },
);

export const LINK_SCHEMAS = [
  LinkIconSchema,
  OrganizationLink,
  OrganizationLinkList,
  OrganizationLinkInput,
  OrganizationLinkChanges,
  OrganizationLinkOrder,
];
