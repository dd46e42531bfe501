import { Button, Card, TextField } from '@faena/ui';
import { defaultBrand } from '@faena/ui/brand';
import { useTranslation } from 'react-i18next';
import type { Organization } from '@/platform/organization/organization';
import { brandContrast, formatRatio, normalizeColor } from './organization-form';

interface ColorFieldProps {
  id: string;
  label: string;
  value: string;
  /** What an empty value means, shown (and announced) while it is empty. */
  unsetHint: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A colour chosen with the native picker or typed as hex; both edit the same value. */
function ColorField({ id, label, value, unsetHint, error, onChange }: ColorFieldProps) {
  const { t } = useTranslation('organization');
  const normalized = normalizeColor(value);
  const unset = normalized === '';
  return (
    <div className="flex items-start gap-3">
      {/* Unset, the swatch shows no colour (a struck-through empty square), not the picker's default. */}
      <span className="relative mt-6 inline-flex shrink-0">
        <input
          type="color"
          aria-label={unset ? t('brand.pickerUnset', { label }) : t('brand.picker', { label })}
          data-unset={unset || undefined}
          value={normalized || defaultBrand.primary}
          onChange={(event) => onChange(event.target.value)}
          className={`h-10 w-12 cursor-pointer rounded-md border border-border bg-surface p-1 ${unset ? 'border-dashed border-border-strong [&::-moz-color-swatch]:opacity-0 [&::-webkit-color-swatch]:opacity-0' : ''}`}
        />
        {unset ? (
          <span
            aria-hidden="true"
            data-testid={`${id}-unset-swatch`}
            className="pointer-events-none absolute inset-1 rounded-sm bg-[linear-gradient(to_top_right,transparent_calc(50%-1px),var(--faena-color-fg-muted)_50%,transparent_calc(50%+1px))]"
          />
        ) : null}
      </span>
      <TextField
        id={id}
        name={id}
        label={t('brand.hex', { label })}
        value={value}
        spellCheck={false}
        autoComplete="off"
        error={error}
        hint={unset ? unsetHint : undefined}
        onChange={(event) => onChange(event.target.value)}
        containerClassName="min-w-0 flex-1"
      />
    </div>
  );
}

export interface BrandSectionProps {
  organization: Organization;
  primary: string;
  accent: string;
  errors: { primary?: string; accent?: string };
  onChange: (change: { primary?: string; accent?: string }) => void;
}

/** Brand colours with a live preview of the top bar and a primary button, and the AA note. */
export function BrandSection({ organization, primary, accent, errors, onChange }: BrandSectionProps) {
  const { t, i18n } = useTranslation('organization');
  const fill = normalizeColor(primary) || defaultBrand.primary;
  const contrast = brandContrast(fill);
  const accentFill = normalizeColor(accent) || null;
  const own = Boolean(normalizeColor(primary));
  return (
    <Card as="section" title={t('brand.title')} titleAs="h2" description={t('brand.description')}>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <ColorField
            id="primary"
            label={t('brand.primary')}
            value={primary}
            unsetHint={t('brand.primaryUnset')}
            error={errors.primary}
            onChange={(value) => onChange({ primary: value })}
          />
          <ColorField
            id="accent"
            label={t('brand.accent')}
            value={accent}
            unsetHint={t('brand.accentUnset')}
            error={errors.accent}
            onChange={(value) => onChange({ accent: value })}
          />
          <p className="text-body text-fg-muted">{t('brand.hexHint')}</p>
          {own || accent ? (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="self-start"
              onClick={() => onChange({ primary: '', accent: '' })}
            >
              {t('brand.clear')}
            </Button>
          ) : null}
        </div>
        <figure className="flex flex-col gap-3" aria-labelledby="brand-preview-title">
          <figcaption id="brand-preview-title" className="text-body font-medium">
            {t('brand.preview')}
          </figcaption>
          <div className="overflow-hidden rounded-lg border border-border">
            <div
              className="flex items-center gap-2 px-3 py-2 text-body font-semibold"
              style={{ backgroundColor: fill, color: contrast.foreground }}
              data-testid="brand-preview-bar"
            >
              <span aria-hidden="true" className="text-body">
                ☰
              </span>
              <span className="truncate">{organization.name}</span>
              <span className="sr-only">({t('brand.previewBar')})</span>
            </div>
            <div className="flex flex-wrap items-center gap-3 bg-surface p-4">
              <span
                className="inline-flex min-h-10 items-center rounded-md px-4 text-body font-medium"
                style={{ backgroundColor: fill, color: contrast.foreground }}
                data-testid="brand-preview-button"
              >
                {t('brand.previewButton')}
              </span>
              {accentFill ? (
                <span
                  aria-hidden="true"
                  className="inline-block size-6 rounded-full border border-border"
                  style={{ backgroundColor: accentFill }}
                />
              ) : null}
            </div>
          </div>
          <div className="flex flex-col gap-1 text-body" aria-live="polite">
            {own ? null : <p className="text-fg-muted">{t('brand.faenaDefault')}</p>}
            <p>{t('brand.contrastWhite', { ratio: formatRatio(contrast.whiteRatio, i18n.language) })}</p>
            {contrast.corrected ? (
              <>
                <p>{t('brand.contrastUsed', { ratio: formatRatio(contrast.ratio, i18n.language) })}</p>
                <p className="rounded-md bg-warning-subtle p-2 text-fg">{t('brand.corrected')}</p>
              </>
            ) : (
              <p className="text-fg-muted">{t('brand.passes')}</p>
            )}
          </div>
        </figure>
      </div>
    </Card>
  );
}
