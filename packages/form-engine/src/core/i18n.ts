/**
 * The `form` i18next namespace. Core cannot depend on i18next (it runs on the server too), so it
 * ships plain resource objects: the app registers them with
 * `i18n.addResourceBundle(locale, FORM_NAMESPACE, formResources[locale])` and layers tenant
 * wording on top. Placeholders use i18next's `{{name}}` syntax; `formMessage` fills them the same way.
 */

export const FORM_NAMESPACE = 'form';

export const FORM_LOCALES = ['es-MX', 'en-US'] as const;
export type FormLocale = (typeof FORM_LOCALES)[number];
export const DEFAULT_FORM_LOCALE: FormLocale = 'es-MX';

const esMX = {
  required: 'Este campo es requerido',
  form_has_errors: 'El formulario tiene errores. Por favor, revisa los campos marcados en rojo.',
  skip_label: 'No aplica',
  min_value: 'Debe ser al menos {{min}}',
  max_value: 'Debe ser a lo más {{max}}',
  step: 'Debe ser múltiplo de {{step}}',
  not_a_number: 'Debe ser un número',
  min_length: 'Debe tener al menos {{limit}} caracteres',
  max_length: 'Debe tener a lo más {{limit}} caracteres',
  regex: 'El formato no es válido',
  email: 'Email inválido',
  min_answers: 'Selecciona al menos {{min}} opciones',
  max_answers: 'Selecciona a lo más {{max}} opciones',
  max_files: 'Puedes adjuntar a lo más {{max}} archivos',
  invalid_choice: 'La opción no es válida',
  invalid_value: 'El valor no es válido',
  date_format: 'Format different from default not supported by frontend',
  invalid_datetime: 'La fecha y hora no es válida',
  invalid_upload: 'El archivo no es válido',
  hidden_answer: 'Este campo está oculto y no admite respuesta',
  unknown_field: 'Este campo no existe en el formulario',
  // Renderer (@faena/form-engine/react)
  submit: 'Enviar',
  submitting: 'Enviando…',
  field_valid: 'Campo válido',
  field_invalid: 'Campo con errores',
  yes: 'Sí',
  no: 'No',
  select_placeholder: 'Selecciona una opción',
  range_start: 'Desde',
  range_end: 'Hasta',
  clear: 'Borrar',
  loading: 'Cargando…',
  search: 'Buscar',
  no_results: 'Sin resultados',
  remove_item: 'Quitar {{name}}',
  record: 'Grabar',
  stop_recording: 'Detener',
  recording: 'Grabando… {{seconds}} s',
  delete_recording: 'Borrar grabación',
  microphone_unavailable: 'No se pudo acceder al micrófono',
  add_files: 'Adjuntar archivos',
  uploading: 'Subiendo {{name}}…',
  upload_failed: 'No se pudo subir {{name}}',
  take_photo: 'Tomar foto',
  choose_image: 'Elegir de la galería',
  remove_image: 'Quitar imagen',
  get_location: 'Obtener ubicación',
  locating: 'Obteniendo ubicación…',
  location_accuracy: 'Precisión: {{meters}} m',
  location_unavailable: 'No se pudo obtener la ubicación',
  rating_value: '{{value}} de {{max}}',
  interpretation_between: 'Entre',
  interpretation_equal: 'Exactamente',
  upload_unavailable: 'No es posible adjuntar archivos aquí',
  search_unavailable: 'La búsqueda no está disponible',
  latitude: 'Latitud',
  longitude: 'Longitud',
  voice_recorded: 'Nota de voz',
};

export type FormMessages = typeof esMX;
export type FormMessageKey = keyof FormMessages;

// `satisfies` makes a key missing in en-US a type error; the i18n test catches it at runtime too.
export const formResources = {
  'es-MX': esMX,
  'en-US': {
    required: 'This field is required',
    form_has_errors: 'The form has errors. Please review the fields marked in red.',
    skip_label: 'Not applicable',
    min_value: 'Must be at least {{min}}',
    max_value: 'Must be at most {{max}}',
    step: 'Must be a multiple of {{step}}',
    not_a_number: 'Must be a number',
    min_length: 'Must have at least {{limit}} characters',
    max_length: 'Must have at most {{limit}} characters',
    regex: 'The format is not valid',
    email: 'Invalid email',
    min_answers: 'Select at least {{min}} options',
    max_answers: 'Select at most {{max}} options',
    max_files: 'You can attach at most {{max}} files',
    invalid_choice: 'The option is not valid',
    invalid_value: 'The value is not valid',
    // SPEC 5 gives this text in English only; the product shows it as is in both languages.
    date_format: 'Format different from default not supported by frontend',
    invalid_datetime: 'The date and time is not valid',
    invalid_upload: 'The file is not valid',
    hidden_answer: 'This field is hidden and takes no answer',
    unknown_field: 'This field does not exist in the form',
    submit: 'Submit',
    submitting: 'Submitting…',
    field_valid: 'Valid field',
    field_invalid: 'Field with errors',
    yes: 'Yes',
    no: 'No',
    select_placeholder: 'Select an option',
    range_start: 'From',
    range_end: 'To',
    clear: 'Clear',
    loading: 'Loading…',
    search: 'Search',
    no_results: 'No results',
    remove_item: 'Remove {{name}}',
    record: 'Record',
    stop_recording: 'Stop',
    recording: 'Recording… {{seconds}} s',
    delete_recording: 'Delete recording',
    microphone_unavailable: 'The microphone could not be accessed',
    add_files: 'Attach files',
    uploading: 'Uploading {{name}}…',
    upload_failed: '{{name}} could not be uploaded',
    take_photo: 'Take photo',
    choose_image: 'Choose from gallery',
    remove_image: 'Remove image',
    get_location: 'Get location',
    locating: 'Getting location…',
    location_accuracy: 'Accuracy: {{meters}} m',
    location_unavailable: 'The location could not be obtained',
    rating_value: '{{value}} of {{max}}',
    interpretation_between: 'Between',
    interpretation_equal: 'Exactly',
    upload_unavailable: 'Files cannot be attached here',
    search_unavailable: 'Search is not available',
    latitude: 'Latitude',
    longitude: 'Longitude',
    voice_recorded: 'Voice message',
  } satisfies FormMessages,
} satisfies Record<FormLocale, FormMessages>;

/** The message in `locale`, with `{{name}}` placeholders filled from `params`. */
export function formMessage(
  key: FormMessageKey,
  locale: FormLocale = DEFAULT_FORM_LOCALE,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return fillPlaceholders(formResources[locale][key], params);
}

/** `text` with i18next-style `{{name}}` placeholders filled from `params` (unknown ones stay). */
export function fillPlaceholders(
  text: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
