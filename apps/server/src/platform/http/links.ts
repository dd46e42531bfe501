/** What routes need to build links to the web app. */
export interface Links {
  /** The web app's URL template, `{subdomain}` placeholder included. */
  webUrl: string;
  /**
   * Development only (Auth Emulator): hand email sign-in links back in API answers, since no
   * mail leaves the machine.
   */
  exposeEmailLinks: boolean;
}

/** The web app's base URL for an organization, without a trailing slash. */
export function webUrlOf(links: Links, subdomain: string): string {
  return links.webUrl.replaceAll('{subdomain}', subdomain).replace(/\/+$/, '');
}
