const esMX = {
  greeting: 'Hola, {{name}}',
  yourDay: 'Tu día',
  shortcuts: 'Accesos rápidos',
  tab: 'Inicio',
  cardFailed: 'No pudimos mostrar esta tarjeta',
  cardFailedHint: 'Recarga la página para intentarlo de nuevo.',
  links: {
    tools: { label: 'Herramientas', hint: 'Actividades, reportes, flujos y más.' },
    advanced: { label: 'Avanzado', hint: 'La administración de tu organización.' },
    profile: { label: 'Mi perfil', hint: 'Tus datos y tu foto.' },
    myAccount: { label: 'Mi cuenta', hint: 'Idioma, notificaciones y sesión.' },
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
    tools: { label: 'Tools', hint: 'Activities, reports, workflows and more.' },
    advanced: { label: 'Advanced', hint: 'Your organization’s administration.' },
    profile: { label: 'My profile', hint: 'Your details and photo.' },
    myAccount: { label: 'My account', hint: 'Language, notifications and session.' },
  },
};

/** The `home` namespace in both languages. */
export const home = { namespace: 'home', 'es-MX': esMX, 'en-US': enUS } as const;
