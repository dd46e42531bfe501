/**
 * The activities API's shapes: an activity (the series, as its editor reads and writes it), one
 * occurrence as the day view and the detail show it, and their inputs.
 */
import { Type } from 'typebox';
import { Nullable, nameString, ref } from '../../platform/http/schemas.ts';
import { DISPLAY_STATUSES, type DisplayStatus } from './series.ts';
import { ACTIVITY_STATUSES, type ActivityStatus, RELATED_MODELS, type RelatedModel } from './tables.ts';

/** The content types an activity can link to. */
export const LINKABLE_CONTENT_TYPES = ['checklist', 'workflow', 'text'] as const;

/** A wall-clock date-time in the activity's zone, as an editor writes it. */
export const LOCAL_DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?$';
const LocalDateTime = (description: string) =>
  Type.String({ pattern: LOCAL_DATE_TIME_PATTERN, maxLength: 19, description });
const ZoneName = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'An IANA time zone (America/Mexico_City)',
});
export const RecurrenceIdString = Type.String({
  pattern: '^\\d{8}T\\d{6}$',
  description: "The occurrence's original wall-clock start, RFC 5545 local form (20261125T080000)",
});
const Category = Type.String({ minLength: 1, maxLength: 60 });

export const ActivityDisplayStatus = Type.Unsafe<DisplayStatus>({
  $id: 'ActivityDisplayStatus',
  type: 'string',
  enum: [...DISPLAY_STATUSES],
  description: 'SPEC 4, computed when read: SCHEDULED, ACTIVE, COMPLETED, EXPIRED, CANCELLED',
});

export const ActivityStoredStatus = Type.Unsafe<ActivityStatus>({
  $id: 'ActivityStoredStatus',
  type: 'string',
  enum: [...ACTIVITY_STATUSES],
  description: 'SPEC 3: the stored status of a series or of one occurrence',
});

const Person = Type.Object(
  { passport: Type.String({ format: 'uuid' }), name: Type.String() },
  { additionalProperties: false },
);
const Venue = Type.Object(
  { id: Type.String({ format: 'uuid' }), name: Type.String() },
  { additionalProperties: false },
);

export const ActivityContent = Type.Object(
  {
    contentType: Type.Union(LINKABLE_CONTENT_TYPES.map((type) => Type.Literal(type))),
    objectId: Nullable(Type.String({ description: 'The linked checklist or workflow type; null for text' })),
    /** The checklist's title or the workflow type's name, or null. */
    name: Nullable(Type.String()),
    text: Nullable(Type.String()),
  },
  { $id: 'ActivityContent', additionalProperties: false },
);

const seriesFields = {
  id: Type.Integer({ description: 'The numeric id' }),
  publicId: Type.String({ description: "The VTODO's UID; names the activity in links" }),
  title: Type.String(),
  description: Nullable(Type.String()),
  timeZone: Type.String(),
  duration: Type.String({ description: 'RFC 5545 duration (PT1H, P1D)' }),
  priority: Type.Integer({ minimum: 0, maximum: 8 }),
  venue: Nullable(Venue),
  responsible: Type.Array(Person),
  categories: Type.Array(Type.String()),
  isReminder: Type.Boolean(),
  content: Nullable(ref(ActivityContent)),
};

export const Activity = Type.Object(
  {
    ...seriesFields,
    start: Type.String({ description: 'DTSTART on the wall clock of `timeZone` (2026-11-25T08:00:00)' }),
    rrule: Nullable(Type.String({ description: 'The RRULE value (FREQ=WEEKLY;BYDAY=MO,TH)' })),
    rdates: Type.Array(Type.String()),
    exdates: Type.Array(Type.String()),
    status: ref(ActivityStoredStatus),
  },
  { $id: 'Activity', additionalProperties: false },
);

export const ActivityOccurrence = Type.Object(
  {
    ...seriesFields,
    recurrenceId: RecurrenceIdString,
    startDate: Type.String({ format: 'date-time' }),
    dueDate: Type.String({ format: 'date-time' }),
    status: ref(ActivityDisplayStatus),
    recurring: Type.Boolean({ description: 'The activity repeats (RRULE or RDATE)' }),
    completedAt: Nullable(Type.String({ format: 'date-time' })),
    completedBy: Nullable(Type.String()),
    completionDescription: Nullable(Type.String()),
  },
  { $id: 'ActivityOccurrence', additionalProperties: false },
);

export const ActivityRelatedRecord = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    contentTypeModel: Type.Unsafe<RelatedModel>({ type: 'string', enum: [...RELATED_MODELS] }),
    objectId: Type.String(),
    userName: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    completedAt: Nullable(Type.String({ format: 'date-time' })),
    recurrenceActivity: RecurrenceIdString,
    task: Nullable(Type.String({ format: 'uuid', description: "The occurrence's task-execution record" })),
  },
  { $id: 'ActivityRelatedRecord', additionalProperties: false },
);

export const ActivityOccurrenceDetail = Type.Object(
  {
    occurrence: ref(ActivityOccurrence),
    rrule: Nullable(Type.String()),
    relatedRecords: Type.Array(ref(ActivityRelatedRecord)),
    canEdit: Type.Boolean({ description: 'The caller may edit the activity (MANAGE_ACTIVITIES)' }),
  },
  { $id: 'ActivityOccurrenceDetail', additionalProperties: false },
);

export const ActivityOccurrenceList = Type.Object(
  {
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    timeZone: Type.String(),
    occurrences: Type.Array(ref(ActivityOccurrence), {
      description: 'Sorted by priority, then due date',
    }),
    hasActivities: Type.Boolean({
      description: 'Whether the list would show anything on some day: false says "no activities at all"',
    }),
  },
  { $id: 'ActivityOccurrenceList', additionalProperties: false },
);

const ContentInput = Type.Union([
  Type.Object(
    { contentType: Type.Literal('checklist'), objectId: Type.String({ format: 'uuid' }) },
    { additionalProperties: false },
  ),
  Type.Object(
    { contentType: Type.Literal('workflow'), objectId: Type.String({ format: 'uuid' }) },
    { additionalProperties: false },
  ),
  Type.Object(
    { contentType: Type.Literal('text'), text: Type.String({ minLength: 1, maxLength: 20_000 }) },
    { additionalProperties: false },
  ),
]);

const inputFields = {
  title: nameString({ maxLength: 200 }),
  description: Type.Optional(Nullable(Type.String({ maxLength: 5_000 }))),
  start: LocalDateTime('DTSTART on the wall clock of `timeZone`'),
  timeZone: ZoneName,
  duration: Type.Optional(
    Type.String({ maxLength: 40, description: 'RFC 5545 duration, at most 366 days; PT1H when not given' }),
  ),
  rrule: Type.Optional(
    Nullable(Type.String({ maxLength: 1_000, description: 'RRULE value; null: does not repeat' })),
  ),
  rdates: Type.Optional(Type.Array(LocalDateTime('An extra occurrence'), { maxItems: 366 })),
  exdates: Type.Optional(Type.Array(LocalDateTime('An occurrence left out'), { maxItems: 366 })),
  status: Type.Optional(ref(ActivityStoredStatus)),
  priority: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 9,
      description: 'SPEC 4: 0–9; a value outside the allowed set falls to the nearest lower one',
    }),
  ),
  categories: Type.Optional(Type.Array(Category, { maxItems: 20 })),
  venueId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
  responsible: Type.Optional(
    Type.Array(Type.String({ format: 'uuid' }), { maxItems: 200, description: 'Passports' }),
  ),
  isReminder: Type.Optional(Type.Boolean()),
  content: Type.Optional(Nullable(ContentInput)),
};

export const ActivityInput = Type.Object(inputFields, { additionalProperties: false });
export const ActivityChanges = Type.Partial(Type.Object(inputFields), { additionalProperties: false });

export const OccurrenceOutcome = Type.Object(
  { description: Type.Optional(Type.String({ maxLength: 2_000 })) },
  { additionalProperties: false },
);

export const ACTIVITY_SCHEMAS = [
  ActivityDisplayStatus,
  ActivityStoredStatus,
  ActivityContent,
  Activity,
  ActivityOccurrence,
  ActivityRelatedRecord,
  ActivityOccurrenceDetail,
  ActivityOccurrenceList,
];

export { RELATED_MODELS };
