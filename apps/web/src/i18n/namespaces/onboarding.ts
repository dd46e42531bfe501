const esMX = {
  title: 'Completa tus datos',
  formLabel: 'Datos personales',
  loading: 'Cargando el formulario…',
  loadError: 'No pudimos cargar el formulario. Revisa tu conexión e inténtalo de nuevo.',
  submitError: 'No pudimos enviar tus datos. Inténtalo de nuevo.',
  simulated: 'Simulación: ya completaste tus datos; puedes enviarlos de nuevo.',
  done: 'Tus datos se guardaron',
};

const enUS: typeof esMX = {
  title: 'Complete your details',
  formLabel: 'Personal details',
  loading: 'Loading the form…',
  loadError: 'We could not load the form. Check your connection and try again.',
  submitError: 'We could not send your details. Please try again.',
  simulated: 'Simulation: you already completed your details; you can send them again.',
  done: 'Your details were saved',
};

/** The `onboarding` namespace in both languages. */
export const onboarding = { 'es-MX': esMX, 'en-US': enUS };
