import { expect, tenantUrl, test } from './support';

test.describe('security headers', () => {
  test('the app page comes with its security headers and a policy without inline script', async ({
    page,
  }) => {
    const response = await page.goto(tenantUrl('demo', '/sign-in'));
    const headers = response!.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    // Served over http here: no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined();

    const policy = Object.fromEntries(
      headers['content-security-policy']!.split(';').map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['script-src']).toContain("'self'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['style-src']).not.toContain("'unsafe-inline'");
    // The app started under it: the runtime configuration's inline script ran.
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  });

  test('the browser refuses a script the policy does not name, and reports it', async ({
    page,
    cspViolations,
  }) => {
    await page.goto(tenantUrl('demo', '/sign-in'));
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.head.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(() => cspViolations.take().map((violation) => violation.directive))
      .toEqual(['script-src-elem']);
  });

  test('the API docs render under their own policy', async ({ page }) => {
    const response = await page.goto(tenantUrl('demo', '/api/docs/'));
    expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { name: /Faena API/ })).toBeVisible();
  });
});
