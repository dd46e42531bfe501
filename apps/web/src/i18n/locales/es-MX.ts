import { auth } from '../namespaces/auth';
import { common } from '../namespaces/common';
import { errors } from '../namespaces/errors';
import { home } from '../namespaces/home';
import { notifications } from '../namespaces/notifications';
import { onboarding } from '../namespaces/onboarding';
import { organization } from '../namespaces/organization';
import { settings } from '../namespaces/settings';
import { shell } from '../namespaces/shell';

/** Every app namespace in es-MX; each namespace lives in its own file under `namespaces/`. */
export const esMX = {
  common: common['es-MX'],
  auth: auth['es-MX'],
  home: home['es-MX'],
  errors: errors['es-MX'],
  shell: shell['es-MX'],
  settings: settings['es-MX'],
  organization: organization['es-MX'],
  onboarding: onboarding['es-MX'],
  notifications: notifications['es-MX'],
};

export type AppResources = typeof esMX;
