import { TextField } from '@faena/ui';
import { useEffect, useState } from 'react';

export interface NumberInputProps {
  label: string;
  value: number | undefined;
  /** `undefined` when the input is blank. */
  onChange: (value: number | undefined) => void;
  min?: number;
  step?: number | 'any';
  className?: string;
  /** Help text under the input. */
  hint?: string;
  /** An accessible name longer than the visible label (it must start with it). */
  'aria-label'?: string;
}

/**
 * A number attribute. Keeps its own text while typing ('1.' or '-' are not numbers yet) and
 * reports a number only when the text is one.
 */
export function NumberInput({
  label,
  value,
  onChange,
  min,
  step = 'any',
  className,
  hint,
  'aria-label': ariaLabel,
}: NumberInputProps) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  // Follow outside changes (undo, import) unless they are what the text already says.
  useEffect(() => {
    setText((current) =>
      Number(current) === value && current.trim() !== '' ? current : (value?.toString() ?? ''),
    );
  }, [value]);
  return (
    <TextField
      label={label}
      hint={hint}
      aria-label={ariaLabel}
      type="number"
      inputMode="decimal"
      min={min}
      step={step}
      value={text}
      containerClassName={className}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        if (next.trim() === '') onChange(undefined);
        else if (Number.isFinite(Number(next))) onChange(Number(next));
      }}
    />
  );
}
