// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearReturnTo,
  continueUrl,
  destinationAfterSignIn,
  readReturnTo,
  rememberReturnTo,
  safeReturnPath,
} from './return-to';

afterEach(() => sessionStorage.clear());

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnPath('/notifications')).toBe('/notifications');
    expect(safeReturnPath('/people/42?tab=roles#history')).toBe('/people/42?tab=roles#history');
    expect(safeReturnPath('/onboarding')).toBe('/onboarding');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    ['protocol-relative', '//evil.example/steal'],
    ['protocol-relative with backslashes', '/\\evil.example'],
    ['backslash first', '\\\\evil.example'],
    ['absolute https', 'https://evil.example/'],
    ['absolute http', 'http://demo.faena.localhost:3000/home'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['relative', 'notifications'],
    ['tab inside the scheme separator', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['dot segments that normalise to //', '/.//evil.example'],
    ['empty', ''],
    ['not a string', 42],
    ['null', null],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses the sign-in screens themselves (a loop)', () => {
    for (const path of ['/login', '/sign-in/', '/from-magic-link?oobCode=x', '/from-invite'])
      expect(safeReturnPath(path)).toBeNull();
  });
});

describe('the remembered page', () => {
  it('is read back once remembered, and forgotten when cleared', () => {
    rememberReturnTo('/notifications?page=2');
    expect(readReturnTo()).toBe('/notifications?page=2');
    expect(destinationAfterSignIn()).toBe('/notifications?page=2');
    clearReturnTo();
    expect(readReturnTo()).toBeNull();
    expect(destinationAfterSignIn()).toBe('/');
  });

  it('is never an unsafe value, even one written to storage directly', () => {
    rememberReturnTo('//evil.example');
    expect(readReturnTo()).toBeNull();
    sessionStorage.setItem('faena.returnTo', 'https://evil.example');
    expect(destinationAfterSignIn()).toBe('/');
  });

  it('prefers the page an email link names, when it is safe', () => {
    rememberReturnTo('/settings');
    expect(destinationAfterSignIn('/notifications')).toBe('/notifications');
    expect(destinationAfterSignIn('//evil.example')).toBe('/settings');
  });

  it('travels in an email link’s continue URL', () => {
    expect(continueUrl('http://acme.faena.localhost:3000', '/from-magic-link')).toBe(
      'http://acme.faena.localhost:3000/from-magic-link',
    );
    rememberReturnTo('/notifications?page=2');
    expect(continueUrl('http://acme.faena.localhost:3000', '/from-magic-link')).toBe(
      'http://acme.faena.localhost:3000/from-magic-link?next=%2Fnotifications%3Fpage%3D2',
    );
  });
});
