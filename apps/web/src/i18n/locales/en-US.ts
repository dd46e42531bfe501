import type { AppResources } from './es-MX';

export const enUS: AppResources = {
  common: {
    appName: 'Faena',
    loading: 'Loading…',
    retry: 'Retry',
    goHome: 'Go home',
    logout: 'Sign out',
    version: 'Version {{version}}',
  },
  auth: {
    title: 'Sign in',
    subtitle: 'Sign in to {{organization}}',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    emailInvalid: 'Invalid email',
    passwordRequired: 'You must enter a password',
    wrongPassword: 'Wrong password. Please try again.',
    passwordNotAllowed: 'Password sign-in is not available right now.',
    tooManyRequests: 'Too many attempts. Wait a moment and try again.',
    networkError: 'We could not connect. Check your connection and try again.',
    notMember: 'You do not belong to the organization',
    sessionRevoked: 'Your session was revoked by the system; you probably do not belong to the organization.',
    sessionExpired: 'Your session has expired. Please sign in again.',
    organizationNotFound: 'We could not find the organization {{subdomain}}.',
    organizationNotFoundHint: 'If the problem persists, contact your administrator.',
    noPasswordMethod: 'This organization does not have email and password sign-in enabled.',
    unexpected: 'Oops, something went wrong. Please try again.',
  },
  home: {
    greeting: 'Hello, {{name}}',
    organization: 'Organization',
    signedInAs: 'Signed in as {{email}}',
  },
  errors: {
    configTitle: 'Error parsing environment variables',
    notAvailableTitle: 'Not available for this demo',
    notAvailableBody: 'This section is not available in this demo yet.',
  },
};
