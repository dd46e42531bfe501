import { auth } from '../namespaces/auth';
import { common } from '../namespaces/common';
import { errors } from '../namespaces/errors';
import { home } from '../namespaces/home';
import { notifications } from '../namespaces/notifications';
import { onboarding } from '../namespaces/onboarding';
import { organization } from '../namespaces/organization';
import { settings } from '../namespaces/settings';
import { shell } from '../namespaces/shell';
import type { AppResources } from './es-MX';

export const enUS: AppResources = {
  common: common['en-US'],
  auth: auth['en-US'],
  home: home['en-US'],
  errors: errors['en-US'],
  shell: shell['en-US'],
  settings: settings['en-US'],
  organization: organization['en-US'],
  onboarding: onboarding['en-US'],
  notifications: notifications['en-US'],
};
