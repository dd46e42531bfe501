/**
 * The org module's `$id` schemas: companies, positions, groups, venues, locations and the
 * org chart's nodes (the chart's field names, camelCase, as the web component reads them).
 */
import { Type } from 'typebox';
import { Nullable, ref } from '../../platform/http/schemas.ts';
import { COMPANY_KINDS } from './tables.ts';

export const CompanyKind = Type.Union([Type.Literal(COMPANY_KINDS[0]), Type.Literal(COMPANY_KINDS[1])], {
  $id: 'CompanyKind',
  description: 'PARTNER: a commercial partner; CONTRACTOR: a contractor company',
});

export const Company = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    kind: ref(CompanyKind),
    logo_url: Nullable(Type.String()),
  },
  { $id: 'Company', additionalProperties: false },
);

export const CompanyList = Type.Object(
  { count: Type.Integer({ minimum: 0 }), results: Type.Array(ref(Company)) },
  { $id: 'CompanyList', additionalProperties: false },
);

export const Position = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    code: Nullable(Type.String()),
    parent_id: Nullable(Type.String({ format: 'uuid', description: 'The position it reports to' })),
    parent_name: Nullable(Type.String()),
    holder_count: Type.Integer({ minimum: 0 }),
  },
  { $id: 'Position', additionalProperties: false },
);

export const PositionList = Type.Object(
  { count: Type.Integer({ minimum: 0 }), results: Type.Array(ref(Position)) },
  { $id: 'PositionList', additionalProperties: false },
);

export const PersonRef = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    email: Nullable(Type.String()),
    photo_url: Nullable(Type.String()),
  },
  { $id: 'OrgPersonRef', additionalProperties: false },
);

export const PositionHolders = Type.Object(
  { count: Type.Integer({ minimum: 0 }), results: Type.Array(ref(PersonRef)) },
  { $id: 'PositionHolders', additionalProperties: false },
);

export const Group = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    member_count: Type.Integer({ minimum: 0 }),
  },
  { $id: 'Group', additionalProperties: false },
);

export const GroupList = Type.Object(
  { count: Type.Integer({ minimum: 0 }), results: Type.Array(ref(Group)) },
  { $id: 'GroupList', additionalProperties: false },
);

export const Venue = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    code: Nullable(Type.String()),
    type: Nullable(Type.String()),
    category: Nullable(Type.String()),
    business_line: Nullable(Type.String()),
    company_id: Nullable(Type.String({ format: 'uuid' })),
    company_name: Nullable(Type.String()),
    company_kind: Nullable(ref(CompanyKind)),
    address: Nullable(Type.String()),
    country: Nullable(Type.String()),
    gla: Nullable(Type.Number({ description: 'Gross leasable area, m²' })),
    position_id: Nullable(Type.String({ format: 'uuid' })),
    position_name: Nullable(Type.String()),
    last_status: Nullable(Type.String()),
    has_qr: Type.Boolean(),
    location_count: Type.Integer({ minimum: 0 }),
    description: Type.String({ description: 'One line for pickers: the address, else the code, else empty' }),
  },
  { $id: 'Venue', additionalProperties: false },
);

export const VenueList = Type.Object(
  { count: Type.Integer({ minimum: 0 }), results: Type.Array(ref(Venue)) },
  { $id: 'VenueList', additionalProperties: false },
);

export const VenueQr = Type.Object(
  {
    token: Type.String(),
    url: Type.String({
      description: "The venue's page in the web app carrying the token: {web}/venues/{id}?qr={token}",
    }),
  },
  { $id: 'VenueQr', additionalProperties: false },
);

export const Location = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    venue_id: Type.String({ format: 'uuid' }),
    venue_name: Type.String(),
    name: Type.String(),
    code: Nullable(Type.String()),
    type: Nullable(Type.String()),
    active: Type.Boolean(),
    description: Type.String({ description: "One line for pickers: the venue's name" }),
  },
  { $id: 'Location', additionalProperties: false },
);

export const LocationList = Type.Object(
  { count: Type.Integer({ minimum: 0 }), results: Type.Array(ref(Location)) },
  { $id: 'LocationList', additionalProperties: false },
);

export const OrgChartHolder = Type.Object(
  { id: Type.String({ format: 'uuid' }), name: Type.String(), photoUrl: Nullable(Type.String()) },
  { $id: 'OrgChartHolder', additionalProperties: false },
);

export const OrgChartNode = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'The position' }),
    parentId: Nullable(Type.String({ format: 'uuid' })),
    title: Type.String(),
    holders: Type.Array(ref(OrgChartHolder), {
      description: 'People holding the position, by name (at most 50)',
    }),
    childCount: Type.Integer({ minimum: 0, description: 'Positions reporting directly to it' }),
    descendantCount: Type.Integer({ minimum: 0, description: 'Every position below it' }),
  },
  { $id: 'OrgChartNode', additionalProperties: false },
);

export const OrgChartSearchResult = Type.Object(
  {
    node: ref(OrgChartNode),
    path: Type.Array(Type.String({ format: 'uuid' }), {
      description: "The ancestors' ids, from the top position down to the node's parent",
    }),
  },
  { $id: 'OrgChartSearchResult', additionalProperties: false },
);

export const ORG_SCHEMAS = [
  CompanyKind,
  Company,
  CompanyList,
  Position,
  PositionList,
  PersonRef,
  PositionHolders,
  Group,
  GroupList,
  Venue,
  VenueList,
  VenueQr,
  Location,
  LocationList,
  OrgChartHolder,
  OrgChartNode,
  OrgChartSearchResult,
];
