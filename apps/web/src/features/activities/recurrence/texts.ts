/**
 * The recurrence editor's words, es-MX first. Sentences that depend on a number or a date are
 * functions, so each locale can phrase them its own way.
 */
import { monthName, type Weekday } from '@faena/recurrence';

export type RecurrenceEditorLocale = 'es-MX' | 'en-US';

/** The frequencies the editor offers; NONE is "does not repeat". */
export type EditorFrequency = 'NONE' | 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';

type Unit = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';

export interface RecurrenceTexts {
  legend: string;
  frequency: string;
  frequencies: Record<EditorFrequency, string>;
  every: string;
  /** The unit after the interval: "días" for 2, "día" for 1. */
  unit(freq: Unit, interval: number): string;
  intervalInvalid: string;
  days: string;
  /** Full names (the buttons' accessible names) and the letters shown on them. */
  weekdayNames: Record<Weekday, string>;
  weekdayLetters: Record<Weekday, string>;
  /** The week as the locale's calendar shows it. */
  weekOrder: readonly Weekday[];
  atLeastOneDay: string;
  monthlyOn: string;
  monthDay(day: number): string;
  /** "El segundo martes"; ordinal −1 is the last one. */
  nthWeekday(ordinal: number, weekday: Weekday): string;
  yearlyOn: string;
  yearDate(day: number, month: number): string;
  ends: string;
  never: string;
  onDate: string;
  untilDate: string;
  after: string;
  countLabel: string;
  times(count: number): string;
  dateInvalid: string;
  dateBeforeStart: string;
  countInvalid: string;
  advancedNote: string;
  change: string;
  summary: string;
  doesNotRepeat: string;
  preview: string;
  noDates: string;
  startOutsideRule: string;
  timesIn(zone: string): string;
}

const ES_WEEKDAYS: Record<Weekday, string> = {
  MO: 'lunes',
  TU: 'martes',
  WE: 'miércoles',
  TH: 'jueves',
  FR: 'viernes',
  SA: 'sábado',
  SU: 'domingo',
};

const EN_WEEKDAYS: Record<Weekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

const ES_ORDINALS = ['primer', 'segundo', 'tercer', 'cuarto', 'quinto'];
const EN_ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

const ES_UNITS: Record<Unit, [one: string, many: string]> = {
  DAILY: ['día', 'días'],
  WEEKLY: ['semana', 'semanas'],
  MONTHLY: ['mes', 'meses'],
  YEARLY: ['año', 'años'],
};

const EN_UNITS: Record<Unit, [one: string, many: string]> = {
  DAILY: ['day', 'days'],
  WEEKLY: ['week', 'weeks'],
  MONTHLY: ['month', 'months'],
  YEARLY: ['year', 'years'],
};

export const recurrenceTexts: Record<RecurrenceEditorLocale, RecurrenceTexts> = {
  'es-MX': {
    legend: 'Repetición',
    frequency: 'Repetir',
    frequencies: {
      NONE: 'No se repite',
      DAILY: 'Cada día',
      WEEKLY: 'Cada semana',
      MONTHLY: 'Cada mes',
      YEARLY: 'Cada año',
    },
    every: 'Cada',
    unit: (freq, interval) => ES_UNITS[freq][interval === 1 ? 0 : 1],
    intervalInvalid: 'Escribe un número entero de 1 a 999.',
    days: 'Días',
    weekdayNames: ES_WEEKDAYS,
    weekdayLetters: { MO: 'L', TU: 'M', WE: 'X', TH: 'J', FR: 'V', SA: 'S', SU: 'D' },
    weekOrder: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'],
    atLeastOneDay: 'Deja al menos un día elegido.',
    monthlyOn: 'Cuándo',
    monthDay: (day) => `El día ${day}`,
    nthWeekday: (ordinal, weekday) =>
      ordinal === -1
        ? `El último ${ES_WEEKDAYS[weekday]}`
        : `El ${ES_ORDINALS[ordinal - 1] ?? `${ordinal}.º`} ${ES_WEEKDAYS[weekday]}`,
    yearlyOn: 'Cuándo',
    yearDate: (day, month) => `El ${day} de ${monthName(month, 'es-MX')}`,
    ends: 'Termina',
    never: 'Nunca',
    onDate: 'El día',
    untilDate: 'Fecha final',
    after: 'Después de',
    countLabel: 'Número de veces',
    times: (count) => (count === 1 ? 'vez' : 'veces'),
    dateInvalid: 'Escribe una fecha válida.',
    dateBeforeStart: 'La fecha final no puede ser anterior al inicio.',
    countInvalid: 'Escribe un número entero de 1 a 1000.',
    advancedNote: 'Esta regla usa opciones que este editor no maneja; se conserva tal cual.',
    change: 'Cambiar',
    summary: 'Resumen',
    doesNotRepeat: 'No se repite',
    preview: 'Próximas fechas',
    noDates: 'Esta regla no produce fechas.',
    startOutsideRule: 'La primera fecha es el inicio de la actividad, aunque no siga la regla.',
    timesIn: (zone) => `Horas en ${zone}`,
  },
  'en-US': {
    legend: 'Repeat',
    frequency: 'Repeat',
    frequencies: {
      NONE: 'Does not repeat',
      DAILY: 'Daily',
      WEEKLY: 'Weekly',
      MONTHLY: 'Monthly',
      YEARLY: 'Yearly',
    },
    every: 'Every',
    unit: (freq, interval) => EN_UNITS[freq][interval === 1 ? 0 : 1],
    intervalInvalid: 'Enter a whole number from 1 to 999.',
    days: 'Days',
    weekdayNames: EN_WEEKDAYS,
    weekdayLetters: { MO: 'M', TU: 'T', WE: 'W', TH: 'T', FR: 'F', SA: 'S', SU: 'S' },
    weekOrder: ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'],
    atLeastOneDay: 'Keep at least one day selected.',
    monthlyOn: 'On',
    monthDay: (day) => `On day ${day}`,
    nthWeekday: (ordinal, weekday) =>
      ordinal === -1
        ? `On the last ${EN_WEEKDAYS[weekday]}`
        : `On the ${EN_ORDINALS[ordinal - 1] ?? `${ordinal}th`} ${EN_WEEKDAYS[weekday]}`,
    yearlyOn: 'On',
    yearDate: (day, month) => `On ${monthName(month, 'en-US')} ${day}`,
    ends: 'Ends',
    never: 'Never',
    onDate: 'On',
    untilDate: 'End date',
    after: 'After',
    countLabel: 'Number of times',
    times: (count) => (count === 1 ? 'time' : 'times'),
    dateInvalid: 'Enter a valid date.',
    dateBeforeStart: 'The end date cannot be before the start.',
    countInvalid: 'Enter a whole number from 1 to 1000.',
    advancedNote: 'This rule uses options this editor does not handle; it is kept as it is.',
    change: 'Change',
    summary: 'Summary',
    doesNotRepeat: 'Does not repeat',
    preview: 'Next dates',
    noDates: 'This rule produces no dates.',
    startOutsideRule: "The first date is the activity's start, even though it does not follow the rule.",
    timesIn: (zone) => `Times in ${zone}`,
  },
};
