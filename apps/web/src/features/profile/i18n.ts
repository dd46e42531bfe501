const esMX = {
  title: 'Mi perfil',
  signInMethod: 'Método de inicio de sesión',
  edit: 'Editar perfil',
  editTitle: 'Editar perfil',
  editName: 'Nombre',
  editEmailManaged: 'Tu correo electrónico lo administra tu organización.',
  editSave: 'Guardar',
  editSaving: 'Guardando…',
  editSaved: 'Perfil actualizado',
  editCancel: 'Cancelar',
};

const enUS: typeof esMX = {
  title: 'My profile',
  signInMethod: 'Sign-in method',
  edit: 'Edit profile',
  editTitle: 'Edit profile',
  editName: 'Name',
  editEmailManaged: 'Your email address is managed by your organization.',
  editSave: 'Save',
  editSaving: 'Saving…',
  editSaved: 'Profile updated',
  editCancel: 'Cancel',
};

/** The `profile` namespace in both languages. */
export const profile = { namespace: 'profile', 'es-MX': esMX, 'en-US': enUS } as const;
