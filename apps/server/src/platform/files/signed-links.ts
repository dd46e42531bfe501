/**
 * Signed download links: an `<img src>` sends no bearer token, so a member asks for a link
 * that carries its own proof — `exp` (Unix seconds) and `sig`, an HMAC-SHA256 of the
 * organization, the upload and `exp` under the server's secret. Anyone holding the link may
 * fetch that one file until `exp`; nothing else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface LinkSigner {
  /** `exp` at least `ttlSeconds` from `nowMs`, on a `ttlSeconds` boundary so links repeat (and cache) for a while. */
  sign(organizationId: string, uploadId: string, nowMs: number): { exp: number; sig: string };
  verify(organizationId: string, uploadId: string, exp: string, sig: string, nowMs: number): boolean;
}

export function linkSigner(secret: string, ttlSeconds: number): LinkSigner {
  const mac = (organizationId: string, uploadId: string, exp: number) =>
    createHmac('sha256', secret).update(`${organizationId}\n${uploadId}\n${exp}`).digest('base64url');
  return {
    sign(organizationId, uploadId, nowMs) {
      const earliest = Math.ceil(nowMs / 1000) + ttlSeconds;
      const exp = Math.ceil(earliest / ttlSeconds) * ttlSeconds;
      return { exp, sig: mac(organizationId, uploadId, exp) };
    },
    verify(organizationId, uploadId, exp, sig, nowMs) {
      if (!/^[0-9]{1,12}$/.test(exp)) return false;
      const expiry = Number(exp);
      if (expiry * 1000 <= nowMs) return false;
      const expected = Buffer.from(mac(organizationId, uploadId, expiry));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
