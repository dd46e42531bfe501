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
  editDiscard: 'Descartar cambios',
  saveBar: {
    region: 'Guardar los cambios del perfil',
    dirty: 'Tienes cambios sin guardar.',
    clean: 'No hay cambios por guardar.',
  },
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
  editDiscard: 'Discard changes',
  saveBar: {
    region: 'Save the profile’s changes',
    dirty: 'You have unsaved changes.',
    clean: 'No changes to save.',
  },
};

/** The `profile` namespace in both languages. */
export const profile = { namespace: 'profile', 'es-MX': esMX, 'en-US': enUS } as const;
