import { Type } from 'typebox';
import { Nullable, ref } from '../../platform/http/schemas.ts';

export const AuditPerson = Type.Object(
  { id: Type.String({ format: 'uuid' }), name: Type.String() },
  { $id: 'AuditPerson', additionalProperties: false },
);

/** One recorded write: who (both people while impersonating), what, and how it ended. */
export const AuditEntry = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    at: Type.String({ format: 'date-time' }),
    /** The person whose session it was: the one acted as, while impersonating. */
    person: ref(AuditPerson),
    /** The administrator really acting, while impersonating. */
    impersonator: Nullable(ref(AuditPerson)),
    method: Type.String({ description: 'POST, PUT, PATCH or DELETE' }),
    route: Type.String({ description: "The route's pattern, e.g. /api/notifications/:id" }),
    operation_id: Nullable(Type.String({ description: "The route's OpenAPI operationId" })),
    params: Type.Record(Type.String(), Type.String(), { description: "The route's params (ids)" }),
    status: Nullable(
      Type.Integer({ description: "The response's status code; null if no response was recorded" }),
    ),
  },
  { $id: 'AuditEntry', additionalProperties: false },
);

export const AuditLogPage = Type.Object(
  {
    results: Type.Array(ref(AuditEntry)),
    count: Type.Integer({ minimum: 0, description: 'All the entries that match' }),
  },
  { $id: 'AuditLogPage', additionalProperties: false },
);

export const AUDIT_SCHEMAS = [AuditPerson, AuditEntry, AuditLogPage];
