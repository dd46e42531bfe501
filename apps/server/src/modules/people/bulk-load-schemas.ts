import { Type } from 'typebox';
import { Nullable, ref } from '../../platform/http/schemas.ts';
import { BULK_LOAD_FIELDS } from './bulk-load-columns.ts';
import { BULK_LOAD_ROW_OUTCOMES, BULK_LOAD_STATUSES } from './tables.ts';

/** A string enum whose static type is the union of its values. */
const stringEnum = <T extends string>(
  values: readonly T[],
  options: { $id?: string; description?: string } = {},
) => Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

export const BulkLoadField = stringEnum(BULK_LOAD_FIELDS, {
  $id: 'BulkLoadField',
  description: 'The person field a column fills.',
});

const CellValue = Nullable(Type.Union([Type.String(), Type.Number(), Type.Boolean()]));

export const BulkLoadProblem = Type.Object(
  {
    row: Type.Integer({ minimum: 2, description: "The row's number in the sheet (the header is row 1)." }),
    column: Type.String({ description: 'The header of the column to fix.' }),
    value: CellValue,
    message: Type.String(),
  },
  { $id: 'BulkLoadProblem', additionalProperties: false },
);

const Count = Type.Integer({ minimum: 0 });

export const BulkLoad = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    file_name: Type.String(),
    status: stringEnum(BULK_LOAD_STATUSES),
    created_at: Type.String({ format: 'date-time' }),
    finished_at: Nullable(Type.String({ format: 'date-time' })),
    /** The sheet's headers, in column order. */
    headers: Type.Array(Type.String()),
    /** Header → field; headers left out are not loaded. */
    mapping: Type.Record(Type.String(), ref(BulkLoadField)),
    /** What the reading noticed without refusing the file (sheets left unread…). */
    notes: Type.Array(Type.String()),
    total_rows: Count,
    done_rows: Count,
    error_rows: Count,
    /** The dry run's totals; null until it ran. */
    check: Nullable(
      Type.Object(
        { create: Count, update: Count, unchanged: Count, error: Count },
        { additionalProperties: false },
      ),
    ),
    /** What the load did so far, row by row. */
    outcomes: Type.Object(
      { pending: Count, created: Count, updated: Count, unchanged: Count, error: Count },
      { additionalProperties: false },
    ),
    /** The first problems, by row and column (all of them: the rows list and the error report). */
    problems: Type.Array(ref(BulkLoadProblem)),
  },
  { $id: 'BulkLoad', additionalProperties: false },
);

export const BulkLoadSheetRow = Type.Object(
  {
    row: Type.Integer({ minimum: 2 }),
    outcome: stringEnum(BULK_LOAD_ROW_OUTCOMES),
    cells: Type.Record(Type.String(), CellValue),
    problems: Type.Array(
      Type.Object({ column: Type.String(), message: Type.String() }, { additionalProperties: false }),
    ),
    person_id: Nullable(Type.String({ format: 'uuid' })),
  },
  { $id: 'BulkLoadSheetRow', additionalProperties: false },
);

export const BulkLoadSheetRowList = Type.Object(
  { count: Count, results: Type.Array(ref(BulkLoadSheetRow)) },
  { $id: 'BulkLoadSheetRowList', additionalProperties: false },
);

export { stringEnum };

export const BULK_LOAD_SCHEMAS = [
  BulkLoadField,
  BulkLoadProblem,
  BulkLoad,
  BulkLoadSheetRow,
  BulkLoadSheetRowList,
];
