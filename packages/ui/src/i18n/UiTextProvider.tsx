import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { DEFAULT_UI_LOCALE, resolveUiLocale, type UiLocale, type UiTexts, uiResources } from './resources.ts';

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

export interface UiTextContextValue {
  locale: UiLocale;
  texts: UiTexts;
}

const UiTextContext = createContext<UiTextContextValue>({
  locale: DEFAULT_UI_LOCALE,
  texts: uiResources[DEFAULT_UI_LOCALE],
});

function merge<T extends object>(base: T, overrides: DeepPartial<T> | undefined): T {
  if (!overrides) return base;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides)) {
    const current = out[key];
    if (value === undefined || value === null) continue;
    if (typeof value === 'object' && current && typeof current === 'object') {
      out[key] = merge(current as object, value as DeepPartial<object>);
    } else if (typeof value === 'string' && value !== '') {
      out[key] = value;
    }
  }
  return out as T;
}

export interface UiTextProviderProps {
  /** The app's language (`i18n.language`); anything starting with `en` gives en-US, the rest es-MX. */
  locale?: string;
  /**
   * Texts that replace the shipped ones, key by key: e.g. the app's i18next bundle with the
   * tenant's wording layered on (`i18n.getResourceBundle(lng, 'ui')`). Blank values are ignored.
   */
  texts?: DeepPartial<UiTexts>;
  children: ReactNode;
}

/** Gives @faena/ui components their texts. Without a provider they use es-MX. */
export function UiTextProvider({ locale, texts, children }: UiTextProviderProps) {
  const resolved = resolveUiLocale(locale);
  const value = useMemo<UiTextContextValue>(
    () => ({ locale: resolved, texts: merge(uiResources[resolved], texts) }),
    [resolved, texts],
  );
  return <UiTextContext.Provider value={value}>{children}</UiTextContext.Provider>;
}

/** The `ui` texts of the nearest `UiTextProvider` (es-MX without one). */
export function useUiText(): UiTexts {
  return useContext(UiTextContext).texts;
}

/** The locale of the nearest `UiTextProvider`. */
export function useUiLocale(): UiLocale {
  return useContext(UiTextContext).locale;
}
