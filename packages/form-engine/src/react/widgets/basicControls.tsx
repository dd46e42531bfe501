/**
 * Building blocks shared by the basic widgets: the ARIA props of a single control, a group of
 * native radios/checkboxes drawn as cards, buttons or stars, and a 'Desde'/'Hasta' pair of inputs.
 */
import { Button } from '@faena/ui';
import type { ReactNode } from 'react';
import * as styles from './basic.css.ts';
import type { WidgetProps } from './types.ts';

type ControlState = Pick<
  WidgetProps,
  'id' | 'describedBy' | 'invalid' | 'readOnly' | 'disabled' | 'required'
>;

/** What a single-control widget puts on its input (the shell's label points at `id`). */
export function controlProps({ id, describedBy, invalid, readOnly, disabled, required }: ControlState) {
  return {
    id,
    readOnly,
    disabled,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
  };
}

export interface OptionItem {
  /** The input's value (numbers as text). */
  value: string;
  /** What is seen: text, an image caption, a star, an emoji. */
  content: ReactNode;
  /** Accessible name, when `content` is not text (a star, a face). */
  name?: string;
  /** Image shown above the text of a card; its alt text is `alt`. */
  image?: string;
  alt?: string;
  /** Id of a text describing this option (the end labels of a scale). */
  describedBy?: string;
  /** Stars: drawn filled (up to the chosen one). */
  filled?: boolean;
}

export type OptionLook = 'card' | 'button' | 'emoji' | 'star';

export interface OptionGroupProps {
  type: 'radio' | 'checkbox';
  look: OptionLook;
  options: readonly OptionItem[];
  /** The checked values. */
  selected: readonly string[];
  onToggle(value: string, checked: boolean): void;
  /** Shows a 'Borrar' button when something is chosen (radios cannot be unchecked). */
  onClear?: () => void;
  /** What belongs to the options themselves (a scale's end labels), shown before 'Borrar'. */
  below?: ReactNode;
  widget: Pick<WidgetProps, 'id' | 'labelId' | 'invalid' | 'required' | 'readOnly' | 'disabled' | 't'>;
}

/**
 * Native radios or checkboxes (arrow keys, Space and screen readers for free), restyled. The shell
 * wraps the group in a fieldset whose legend is the field label; `id` is the inputs' `name`, unique
 * per rendered form. Read-only: the checked state is shown, changes are ignored.
 */
export function OptionGroup({
  type,
  look,
  options,
  selected,
  onToggle,
  onClear,
  below,
  widget,
}: OptionGroupProps) {
  const { id, labelId, invalid, required, readOnly, disabled, t } = widget;
  const radio = type === 'radio';
  return (
    <>
      {/* Checkboxes are grouped by the shell's fieldset alone; radios also form a radiogroup,
          which carries the required, read-only and invalid states radios cannot. */}
      <div
        {...(radio && {
          role: 'radiogroup',
          'aria-labelledby': labelId,
          'aria-required': required || undefined,
          'aria-readonly': readOnly || undefined,
          'aria-invalid': invalid || undefined,
        })}
        className={styles.options[look === 'emoji' ? 'button' : look]}
      >
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          const textId = `${optionId}-text`;
          const input = (
            <input
              type={type}
              id={optionId}
              name={id}
              value={option.value}
              checked={selected.includes(option.value)}
              disabled={disabled}
              aria-label={option.name}
              // An image inside the label would repeat the choice in the name: name it by its text.
              aria-labelledby={option.image ? textId : undefined}
              aria-describedby={option.describedBy}
              aria-readonly={(!radio && readOnly) || undefined}
              aria-invalid={(!radio && invalid) || undefined}
              className={look === 'card' ? styles.cardInput : styles.hiddenInput}
              onChange={(event) => {
                if (!readOnly) onToggle(option.value, event.target.checked);
              }}
            />
          );
          if (look === 'card') {
            return (
              <label
                key={option.value}
                htmlFor={optionId}
                className={[styles.card, option.image ? styles.cardWithImage : ''].join(' ')}
                data-disabled={disabled || undefined}
                data-readonly={readOnly || undefined}
              >
                {option.image ? (
                  <img className={styles.cardImage} src={option.image} alt={option.alt} />
                ) : null}
                <span className={styles.cardRow}>
                  {input}
                  <span id={textId}>{option.content}</span>
                </span>
              </label>
            );
          }
          return (
            <span key={option.value} className={styles.option}>
              {input}
              <label
                htmlFor={optionId}
                title={option.name}
                className={
                  look === 'star'
                    ? styles.star
                    : look === 'emoji'
                      ? `${styles.button} ${styles.emojiButton}`
                      : styles.button
                }
                data-filled={option.filled || undefined}
                data-readonly={readOnly || undefined}
              >
                {option.content}
              </label>
            </span>
          );
        })}
      </div>
      {below}
      {onClear && selected.length > 0 && !readOnly && !disabled ? (
        <div className={styles.clearRow}>
          <Button type="button" variant="ghost" size="sm" onClick={onClear}>
            {t('clear')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

export type RangePart = 'start' | 'end';

export interface RangeInputProps {
  id: string;
  /** The field label and 'Desde'/'Hasta', so each input is named e.g. 'Periodo Desde'. */
  'aria-labelledby': string;
  'aria-invalid': true | undefined;
  readOnly: boolean;
  disabled: boolean;
  value: unknown;
  onChange(value: unknown): void;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Two inputs for a `{ start, end }` value, labelled 'Desde' and 'Hasta'. Both blank is no answer
 * (undefined), so a required range counts as empty.
 */
export function RangeInputs({
  widget,
  renderInput,
}: {
  widget: WidgetProps;
  renderInput(part: RangePart, props: RangeInputProps): ReactNode;
}) {
  const { id, labelId, value, onChange, invalid, readOnly, disabled, t } = widget;
  const range = (value !== null && typeof value === 'object' ? value : {}) as Partial<
    Record<RangePart, unknown>
  >;
  const set = (part: RangePart, next: unknown) => {
    const merged = { ...range, [part]: next };
    if (isBlank(merged.start) && isBlank(merged.end)) onChange(undefined);
    else onChange(Object.fromEntries(Object.entries(merged).filter(([, partValue]) => !isBlank(partValue))));
  };
  return (
    <div className={styles.range}>
      {(['start', 'end'] as const).map((part) => {
        const inputId = `${id}-${part}`;
        return (
          <div key={part} className={styles.rangePart}>
            <label id={`${inputId}-label`} htmlFor={inputId} className={styles.rangeLabel}>
              {t(part === 'start' ? 'range_start' : 'range_end')}
            </label>
            {renderInput(part, {
              id: inputId,
              'aria-labelledby': `${labelId} ${inputId}-label`,
              'aria-invalid': invalid || undefined,
              readOnly,
              disabled,
              value: range[part],
              onChange: (next) => set(part, next),
            })}
          </div>
        );
      })}
    </div>
  );
}
