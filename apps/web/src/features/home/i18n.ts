const esMX = {
  greeting: 'Hola, {{name}}',
  yourDay: 'Tu día',
  shortcuts: 'Accesos rápidos',
  tab: 'Inicio',
  cardFailed: 'No pudimos mostrar esta tarjeta',
  cardFailedHint: 'Recarga la página para intentarlo de nuevo.',
  links: {
    tools: 'Actividades, reportes, flujos y más.',
    advanced: 'La administración de tu organización.',
    profile: 'Tus datos y tu foto.',
    myAccount: 'Idioma, notificaciones y sesión.',
  },
};

const enUS: typeof esMX = {
  greeting: 'Hello, {{name}}',
  yourDay: 'Your day',
  shortcuts: 'Shortcuts',
  tab: 'Home',
  cardFailed: 'We could not show this card',
  cardFailedHint: 'Reload the page to try again.',
  links: {
    tools: 'Activities, reports, workflows and more.',
    advanced: 'Your organisation’s administration.',
    profile: 'Your details and photo.',
    myAccount: 'Language, notifications and session.',
  },
};

/** The `home` namespace in both languages. */
export const home = { namespace: 'home', 'es-MX': esMX, 'en-US': enUS } as const;
