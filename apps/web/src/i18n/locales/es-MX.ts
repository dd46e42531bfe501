export const esMX = {
  common: {
    appName: 'Faena',
    loading: 'Cargando…',
    retry: 'Reintentar',
    goHome: 'Ir al inicio',
    logout: 'Cerrar sesión',
    version: 'Versión {{version}}',
  },
  auth: {
    title: 'Inicia sesión',
    subtitle: 'Ingresa a {{organization}}',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    emailInvalid: 'Email inválido',
    passwordRequired: 'Debes ingresar una contraseña',
    wrongPassword: 'Contraseña incorrecta. Por favor, inténtalo nuevamente.',
    passwordNotAllowed: 'El inicio de sesión con contraseña no está disponible en estos momentos.',
    tooManyRequests: 'Demasiados intentos. Espera un momento e inténtalo nuevamente.',
    networkError: 'No pudimos conectarnos. Revisa tu conexión e inténtalo nuevamente.',
    notMember: 'No perteneces a la organización',
    sessionRevoked:
      'Tu sesión ha sido revocada por el sistema, probablemente no perteneces a la organización.',
    sessionExpired: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
    organizationNotFound: 'No encontramos la organización {{subdomain}}.',
    organizationNotFoundHint: 'Si el problema persiste, contacta al administrador.',
    noPasswordMethod: 'Esta organización no tiene habilitado el inicio de sesión con correo y contraseña.',
    unexpected: 'Vaya, algo salió mal. Inténtalo nuevamente.',
  },
  home: {
    greeting: 'Hola, {{name}}',
    organization: 'Organización',
    signedInAs: 'Sesión iniciada como {{email}}',
  },
  errors: {
    configTitle: 'Error parsing environment variables',
    notAvailableTitle: 'No disponible para esta demo',
    notAvailableBody: 'Esta sección aún no está disponible en esta demo.',
  },
};

export type AppResources = typeof esMX;
