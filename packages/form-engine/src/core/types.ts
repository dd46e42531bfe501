/**
 * Form-definition types (SPEC 3 "Form definition", "Field common attributes", "Field types in forms",
 * "Type extras", "Linear-scale field"). Property names keep the wire format (snake_case) so a
 * definition from the server can be used as is. `schema.ts` mirrors them as JSON Schema; a type test
 * keeps both in step.
 */

import type { Condition } from './conditions.ts';

/** Every field type a form definition may contain, in SPEC 3 order. */
export const FIELD_TYPES = [
  'text',
  'multiple_choice',
  'date',
  'datetime',
  'time',
  'boolean',
  'integer',
  'float',
  'decimal',
  'voice_message',
  'files',
  'code',
  'date_range',
  'checkboxes',
  'num_range',
  'value_in_num_range',
  'reactions',
  'stars',
  'emotion',
  'gps',
  'venue',
  'users',
  'display_text',
  'user',
  'location',
  'image',
  'venues',
  'locations',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

/** Field validators of SPEC 5; each may carry its own message. */
export type FieldValidator =
  | { type: 'min_length'; limit_value: number; message?: string }
  | { type: 'max_length'; limit_value: number; message?: string }
  | { type: 'regex'; pattern: string; message?: string }
  | { type: 'email'; message?: string };

/** Visibility condition: the condition model shared with workflow gateways (`conditions.ts`). */
export type ShowIfCondition = Condition;

/** Who may be picked in venue/user/location fields. SPEC names it without a shape, hence `unknown`. */
export type FieldAudience = unknown;

export interface FieldCommon {
  id: string;
  /** Key of the value in the form response. */
  name: string;
  style_class?: string;
  /** Absent means optional. */
  required?: boolean;
  /**
   * Custom text for an empty required field (SPEC 3 "Form field state": required message). Not in
   * SPEC's list of common attributes; optional, so definitions without it stay valid.
   */
  required_message?: string;
  /** A skippable field gets a companion `<name>_skipped` checkbox ('No aplica'). */
  skippable?: boolean;
  label?: string;
  placeholder?: string;
  readonly?: boolean;
  disabled?: boolean;
  validators?: FieldValidator[];
  show_if?: ShowIfCondition;
  description?: string;
  /**
   * Scoring (`scoring.ts`): multiplies the field's score and its maximum. >= 0, default 1. Only
   * scorable fields (boolean with `scores`, choices with a `score`) use it.
   */
  weight?: number;
}

export interface Choice {
  choice: string;
  /** Image URL shown with the choice. */
  image?: string;
  /** Points for picking this choice (multiple_choice, checkboxes); negative allowed. */
  score?: number;
  /** Picking this choice flags the question (e.g. a failed critical check). */
  flagged?: boolean;
}

/** Points of a boolean field's answers; a missing side scores 0. */
export interface BooleanScores {
  yes?: number;
  no?: number;
}

/** SPEC 5: number fields are bounded by min/max and stepped by step (default 1). */
interface NumberBounds {
  min?: number;
  max?: number;
  step?: number;
}

export type ImageSource = 'camera' | 'gallery' | 'camera_and_gallery';

export type InterpretationType = 'between' | 'equal';

/** Names a range of a linear scale; `stop` only applies to 'between'. */
export interface Interpretation {
  type: InterpretationType;
  start: number;
  stop?: number;
  name: string;
}

/** Shared by stars, emotion and reactions. */
interface RatingExtras {
  max?: number;
  labels?: string[];
}

interface AudienceExtras {
  audience?: FieldAudience;
}

/** Adds the type discriminator and its extras to the common attributes. */
type Field<T extends FieldType, Extras = unknown> = FieldCommon & { type: T } & Extras;

export type TextField = Field<'text'>;
export type MultipleChoiceField = Field<'multiple_choice', { choices: Choice[] }>;
/** Only the year-month-day format is supported (SPEC 3, 5). */
export type DateField = Field<'date'>;
export type DatetimeField = Field<'datetime'>;
export type TimeField = Field<'time'>;
export type BooleanField = Field<
  'boolean',
  {
    scores?: BooleanScores;
    /** The answer (true = Sí, false = No) that flags the question. */
    flagged_answer?: boolean;
  }
>;
export type IntegerField = Field<'integer', NumberBounds>;
export type FloatField = Field<'float', NumberBounds>;
export type DecimalField = Field<'decimal', NumberBounds>;
/** Fields whose answers are uploads may cap each file's size, in MB (1 MB = 1,048,576 bytes). */
export interface UploadLimit {
  max_size_mb?: number;
}
export type VoiceMessageField = Field<'voice_message', UploadLimit>;
export type FilesField = Field<'files', { max_files?: number } & UploadLimit>;
export type CodeField = Field<'code'>;
export type DateRangeField = Field<'date_range'>;
export type CheckboxesField = Field<
  'checkboxes',
  { choices: Choice[]; min_answers?: number; max_answers?: number }
>;
export type NumRangeField = Field<'num_range', NumberBounds>;
export type ValueInNumRangeField = Field<
  'value_in_num_range',
  {
    start: number;
    stop: number;
    step: number;
    start_label?: string;
    stop_label?: string;
    interpretations?: Interpretation[];
  }
>;
export type ReactionsField = Field<'reactions', RatingExtras>;
export type StarsField = Field<'stars', RatingExtras>;
export type EmotionField = Field<'emotion', RatingExtras>;
export type GpsField = Field<'gps'>;
export type VenueField = Field<'venue', AudienceExtras>;
export type UsersField = Field<'users', AudienceExtras>;
/** Static text; `style_class` (common) styles it. */
export type DisplayTextField = Field<'display_text', { text: string }>;
export type UserField = Field<'user', AudienceExtras>;
export type LocationField = Field<'location', AudienceExtras>;
export type ImageField = Field<'image', { source?: ImageSource } & UploadLimit>;
export type VenuesField = Field<'venues', AudienceExtras>;
export type LocationsField = Field<'locations', AudienceExtras>;

export type FormField =
  | TextField
  | MultipleChoiceField
  | DateField
  | DatetimeField
  | TimeField
  | BooleanField
  | IntegerField
  | FloatField
  | DecimalField
  | VoiceMessageField
  | FilesField
  | CodeField
  | DateRangeField
  | CheckboxesField
  | NumRangeField
  | ValueInNumRangeField
  | ReactionsField
  | StarsField
  | EmotionField
  | GpsField
  | VenueField
  | UsersField
  | DisplayTextField
  | UserField
  | LocationField
  | ImageField
  | VenuesField
  | LocationsField;

/** The field of a given type, e.g. `FieldOfType<'checkboxes'>`. */
export type FieldOfType<T extends FieldType> = Extract<FormField, { type: T }>;

export interface FormDefinition {
  id: string;
  description?: string;
  fields: FormField[];
}

export function isFieldType(value: unknown): value is FieldType {
  return typeof value === 'string' && (FIELD_TYPES as readonly string[]).includes(value);
}
