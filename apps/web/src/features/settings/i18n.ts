const esMX = {
  title: 'Configuración',
  language: {
    title: 'Idioma',
    label: 'Idioma de la aplicación',
    options: { 'es-MX': 'Español (México)', 'en-US': 'Inglés (Estados Unidos)' },
  },
  week: {
    title: 'Calendario',
    firstDay: 'La semana empieza el {{day}}.',
    preview: 'Semana de {{month}}',
  },
  onboarding: {
    title: 'Onboarding',
    description: 'Recorre el formulario de datos personales como lo vería una persona nueva.',
    action: 'Simular onboarding',
  },
  audit: {
    title: 'Registro de auditoría',
    description: 'Lo que se hizo mientras un administrador actuaba como otra persona.',
    action: 'Ver registro',
  },
  invite: {
    title: 'Invitaciones',
    description: 'Invita a una persona a tu organización por correo electrónico.',
    action: 'Crear invitación',
    dialogTitle: 'Crear invitación',
    email: 'Correo electrónico',
    name: 'Nombre',
    submit: 'Enviar invitación',
    emailInvalid: 'Email inválido',
    required: 'Este campo es requerido',
    emailInUse: 'El correo electrónico ya está en uso',
    failed: 'No se pudo crear la invitación.',
    sent: 'Invitación enviada a {{email}}',
    devLink: 'Enlace de desarrollo',
  },
  error: {
    title: 'Errores',
    description: 'Provoca un error para ver la pantalla de error.',
    action: 'Simular error',
    message: 'Error simulado desde la configuración',
  },
};

const enUS: typeof esMX = {
  title: 'Settings',
  language: {
    title: 'Language',
    label: 'App language',
    options: { 'es-MX': 'Spanish (Mexico)', 'en-US': 'English (United States)' },
  },
  week: {
    title: 'Calendar',
    firstDay: 'The week starts on {{day}}.',
    preview: 'Week of {{month}}',
  },
  onboarding: {
    title: 'Onboarding',
    description: 'Go through the personal-data form as a new person would see it.',
    action: 'Simulate onboarding',
  },
  audit: {
    title: 'Audit log',
    description: 'What was done while an administrator acted as someone else.',
    action: 'View log',
  },
  invite: {
    title: 'Invitations',
    description: 'Invite a person to your organization by email.',
    action: 'Create invite',
    dialogTitle: 'Create invite',
    email: 'Email',
    name: 'Name',
    submit: 'Send invite',
    emailInvalid: 'Invalid email',
    required: 'This field is required',
    emailInUse: 'The email address is already in use',
    failed: 'The invitation could not be created.',
    sent: 'Invitation sent to {{email}}',
    devLink: 'Development link',
  },
  error: {
    title: 'Errors',
    description: 'Cause an error to see the error screen.',
    action: 'Simulate error',
    message: 'Error simulated from the settings',
  },
};

/** The `settings` namespace in both languages. */
export const settings = { namespace: 'settings', 'es-MX': esMX, 'en-US': enUS } as const;
