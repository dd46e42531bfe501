import { describe, expect, it } from 'vitest';
import type { Organization } from '@/platform/organization/organization';
import {
  brandContrast,
  checkLogoFile,
  draftFieldOfServerKey,
  draftOf,
  newExtraWording,
  patchOf,
  sameDraft,
  validateDraft,
} from './organization-form';

const organization: Organization = {
  id: 'acme',
  name: 'Acme Logística',
  subdomain: 'acme',
  logoUrl: null,
  firebaseTenantId: null,
  signInMethods: [{ type: 'PASSWORD' }],
  brand: { primary: '#0f766e', accent: null },
  wording: {
    'es-MX': { 'formBuilder:type_venue': 'Tienda', 'home:greeting': 'Qué tal, {{name}}' },
    'en-US': { 'formBuilder:type_venue': 'Store' },
  },
  hiddenFieldTypes: ['locations', 'location'],
  stripImageMetadata: true,
};

describe('the organisation draft', () => {
  it('splits the wording into the renamed terms and other texts, and saves it back unchanged', () => {
    const draft = draftOf(organization);
    expect(draft.terms['es-MX']).toEqual({ 'formBuilder:type_venue': 'Tienda' });
    expect(draft.extra.map(({ key, texts }) => ({ key, texts }))).toEqual([
      { key: 'home:greeting', texts: { 'es-MX': 'Qué tal, {{name}}', 'en-US': '' } },
    ]);
    expect(validateDraft(draft)).toEqual({});
    expect(patchOf(draft)).toEqual({
      name: 'Acme Logística',
      brand: { primary: '#0f766e', accent: null },
      wording: organization.wording,
      hidden_field_types: ['location', 'locations'],
      strip_image_metadata: true,
    });
    expect(sameDraft(draft, { ...draft, name: ' Acme Logística ' })).toBe(true);
    expect(sameDraft(draft, { ...draft, stripImageMetadata: false })).toBe(false);
    expect(sameDraft(draft, { ...draft, primary: '#7a1fa2' })).toBe(false);
  });

  it('normalises colours and drops blank texts', () => {
    const draft = { ...draftOf(organization), primary: '#0A7', accent: '' };
    draft.terms = { 'es-MX': { 'formBuilder:type_venue': '  ' }, 'en-US': {} };
    expect(patchOf(draft).brand).toEqual({ primary: '#00aa77', accent: null });
    expect(patchOf(draft).wording['es-MX']).toEqual({ 'home:greeting': 'Qué tal, {{name}}' });
  });

  it('explains what the server would refuse', () => {
    const draft = draftOf(organization);
    const bad = newExtraWording('Home:greeting', { 'es-MX': 'x' });
    const duplicate = newExtraWording('formBuilder:type_venue', { 'en-US': 'Shop' });
    const empty = newExtraWording('home:title');
    const errors = validateDraft({
      ...draft,
      name: '  ',
      primary: 'red',
      extra: [bad, duplicate, empty, newExtraWording()],
    });
    expect(errors).toEqual({
      name: 'nameRequired',
      primary: 'colorInvalid',
      [`extra.${bad.id}.key`]: 'keyInvalid',
      [`extra.${duplicate.id}.key`]: 'keyDuplicate',
      [`extra.${empty.id}.es-MX`]: 'textRequired',
    });
    expect(validateDraft({ ...draft, name: 'x'.repeat(81) }).name).toBe('nameTooLong');
    for (const name of ['\u200B\u200D', '\u202E\u2066', '\uFEFF', '\u00A0\u3000']) {
      expect(validateDraft({ ...draft, name }).name).toBe('nameRequired');
    }
    expect(patchOf({ ...draft, name: '\u200B Acme\uFEFF' }).name).toBe('Acme');
  });

  it('places the server’s field errors on the draft’s fields', () => {
    const draft = draftOf(organization);
    const row = draft.extra[0]!;
    expect(draftFieldOfServerKey('name', draft)).toBe('name');
    expect(draftFieldOfServerKey('/brand/primary', draft)).toBe('primary');
    expect(draftFieldOfServerKey('wording.en-US.formBuilder:type_venue', draft)).toBe(
      'terms.en-US.formBuilder:type_venue',
    );
    expect(draftFieldOfServerKey('wording.es-MX.home:greeting', draft)).toBe(`extra.${row.id}.es-MX`);
    expect(draftFieldOfServerKey('hidden_field_types', draft)).toBeNull();
  });
});

describe('brand contrast', () => {
  it('keeps white on a dark brand and corrects it on a light one (AA)', () => {
    expect(brandContrast('#0f766e')).toMatchObject({ foreground: '#ffffff', corrected: false });
    const yellow = brandContrast('#f5e050');
    expect(yellow.corrected).toBe(true);
    expect(yellow.whiteRatio).toBeLessThan(4.5);
    expect(yellow.ratio).toBeGreaterThanOrEqual(4.5);
  });
});

describe('logo files', () => {
  it('accept PNG, JPEG, WebP and SVG up to 256 KiB', () => {
    expect(checkLogoFile({ type: 'image/svg+xml', size: 2_000 })).toBeNull();
    expect(checkLogoFile({ type: 'image/png', size: 256 * 1024 })).toBeNull();
    expect(checkLogoFile({ type: 'image/gif', size: 10 })).toEqual({ key: 'logoBadType' });
    expect(checkLogoFile({ type: 'image/png', size: 300 * 1024 })).toEqual({
      key: 'logoTooLarge',
      sizeKb: 300,
    });
    expect(checkLogoFile({ type: 'image/webp', size: 0 })).toEqual({ key: 'logoEmpty' });
  });
});
