const esMX = {
  title: 'Completa tus datos',
  formLabel: 'Datos personales',
  loading: 'Cargando el formulario…',
  loadError: 'No pudimos cargar el formulario. Revisa tu conexión e inténtalo de nuevo.',
  submitError: 'No pudimos enviar tus datos. Inténtalo de nuevo.',
  simulated:
    'Simulación: ya completaste tus datos. Lo que envíes aquí se revisa, pero no se guarda ni cambia tus datos.',
  simulatedDone: 'Simulación terminada: tus datos no cambiaron',
  done: 'Tus datos se guardaron',
  // Signed out: what onboarding is, and sign-in first.
  introBody:
    'Al unirte a {{organization}}, aquí completas tus datos personales para que tu organización los tenga al día.',
  introSignIn: 'Primero inicia sesión; después volverás aquí para completarlos.',
  introSignInAction: 'Iniciar sesión para continuar',
  /** SPEC 3 identity document types, by code (the value sent stays the code). */
  documentTypes: {
    CL_CI: 'RUT (Chile)',
    PASSPORT: 'Pasaporte',
    PE_DNI: 'DNI (Perú)',
    CO_CC: 'Cédula de ciudadanía (Colombia)',
    MX_CURP: 'CURP (México)',
    MX_RFS: 'RFC (México)',
    MX_INE: 'Credencial para votar, INE (México)',
    MX_NSS: 'Número de seguridad social, NSS (México)',
    SV_DUI: 'DUI (El Salvador)',
  },
};

const enUS: typeof esMX = {
  title: 'Complete your details',
  formLabel: 'Personal details',
  loading: 'Loading the form…',
  loadError: 'We could not load the form. Check your connection and try again.',
  submitError: 'We could not send your details. Please try again.',
  simulated:
    'Simulation: you already completed your details. What you send here is checked, but not saved, and your details do not change.',
  simulatedDone: 'Simulation finished: your details did not change',
  done: 'Your details were saved',
  introBody:
    'When you join {{organization}}, you complete your personal details here so your organization has them up to date.',
  introSignIn: 'Sign in first; you will come back here to complete them.',
  introSignInAction: 'Sign in to continue',
  documentTypes: {
    CL_CI: 'RUT (Chile)',
    PASSPORT: 'Passport',
    PE_DNI: 'DNI (Peru)',
    CO_CC: 'Citizenship card (Colombia)',
    MX_CURP: 'CURP (Mexico)',
    MX_RFS: 'RFC tax ID (Mexico)',
    MX_INE: 'INE voter ID (Mexico)',
    MX_NSS: 'Social security number, NSS (Mexico)',
    SV_DUI: 'DUI (El Salvador)',
  },
};

/** The `onboarding` namespace in both languages. */
export const onboarding = { namespace: 'onboarding', 'es-MX': esMX, 'en-US': enUS } as const;
