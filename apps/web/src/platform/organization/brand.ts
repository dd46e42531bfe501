import { applyBrand, clearBrand } from '@faena/ui/brand';
import { useLayoutEffect } from 'react';
import { applyWording } from '../i18n';
import type { Organization, OrganizationBrand } from './organization';

/** The brand colours on <html> (Faena's own when the tenant has none); re-applied on a theme switch. */
export function useBrandColors(brand: OrganizationBrand) {
  const { primary, accent } = brand;
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (!primary) {
      clearBrand(root);
      return;
    }
    const apply = () => applyBrand({ primary, ...(accent ? { accent } : {}) }, root);
    apply();
    // applyBrand derives shades for the current theme: follow `data-theme` / `.faena-dark`.
    const observer = new MutationObserver(apply);
    observer.observe(root, { attributes: true, attributeFilter: ['data-theme', 'class'] });
    return () => {
      observer.disconnect();
      clearBrand(root);
    };
  }, [primary, accent]);
}

/**
 * The organisation's look and words: brand colours and wording overrides, applied when it loads
 * and whenever it changes (e.g. after an administrator saves /organization).
 */
export function useOrganizationTheme(organization: Organization | undefined) {
  useBrandColors(organization?.brand ?? { primary: null, accent: null });
  const wording = organization?.wording;
  useLayoutEffect(() => {
    if (wording) applyWording(wording);
  }, [wording]);
}
