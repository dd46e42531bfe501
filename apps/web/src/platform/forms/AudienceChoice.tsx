import { CloseIcon, IconButton } from '@faena/ui';
import type { ReactNode } from 'react';
import { type Option, OptionSearch } from '@/platform/OptionSearch';
import { searchAudienceOptions } from './audience-options';

const searchAudiences = async (text: string, signal: AbortSignal): Promise<Option[]> =>
  (await searchAudienceOptions(text, signal)).map((audience) => ({
    id: audience.value,
    name: audience.label,
  }));

/**
 * One saved audience, or none, for something shared with it (a posts channel's readers, a
 * shared folder): the chosen one as a chip that clears, what none means, and a search to pick
 * another. `children` come last in the group (a hint, an error).
 */
export function AudienceChoice({
  legend,
  value,
  onChange,
  noneText,
  searchLabel,
  clearLabel,
  children,
}: {
  legend: string;
  value: Option | null;
  onChange: (audience: Option | null) => void;
  /** What it means to have no audience (everyone, nobody). */
  noneText: string;
  searchLabel: string;
  /** The clear button's name, for the chosen audience. */
  clearLabel: (name: string) => string;
  children?: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-label font-medium text-fg">{legend}</legend>
      {value ? (
        <p className="flex w-fit items-center gap-1 rounded-full border border-border bg-bg-subtle py-0.5 pr-1 pl-3 text-body">
          {value.name}
          <IconButton
            size="sm"
            variant="ghost"
            label={clearLabel(value.name)}
            icon={<CloseIcon />}
            onClick={() => onChange(null)}
          />
        </p>
      ) : (
        <p className="text-body text-fg-muted">{noneText}</p>
      )}
      <OptionSearch label={searchLabel} search={searchAudiences} onPick={onChange} />
      {children}
    </fieldset>
  );
}
