import type { Choice } from '../../core/index.ts';
import * as styles from './basic.css.ts';
import { OptionGroup, type OptionItem } from './basicControls.tsx';
import type { WidgetProps } from './types.ts';

/** A choice as a card: its text (or the renderer's label for it), and its image (alt: the text). */
function choiceOptions(
  { field, choiceLabel }: Pick<WidgetProps, 'field' | 'choiceLabel'>,
  choices: readonly Choice[],
): OptionItem[] {
  return choices.map(({ choice, image }) => {
    const text = choiceLabel?.(choice, field) ?? choice;
    return { value: choice, content: text, image, alt: text };
  });
}

/** One choice out of several (radio cards); the value is the choice text. */
export function MultipleChoiceWidget(props: WidgetProps<'multiple_choice'>) {
  const { field, value, onChange, required } = props;
  return (
    <OptionGroup
      type="radio"
      look="card"
      options={choiceOptions(props, field.choices)}
      selected={typeof value === 'string' ? [value] : []}
      onToggle={onChange}
      onClear={required ? undefined : () => onChange(undefined)}
      widget={props}
    />
  );
}

/** Any number of choices (checkbox cards); the value is the list of chosen texts, in choice order. */
export function CheckboxesWidget(props: WidgetProps<'checkboxes'>) {
  const { field, value, onChange, t } = props;
  const selected = Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
  // A bound of 1 reads badly with the plural message ('al menos 1 opciones') and says little: skip it.
  const min = (field.min_answers ?? 0) > 1 ? field.min_answers : undefined;
  const max = (field.max_answers ?? 0) > 1 ? field.max_answers : undefined;
  return (
    <>
      {min !== undefined || max !== undefined ? (
        <p className={styles.hint}>
          {[
            min !== undefined ? t('min_answers', { min }) : null,
            max !== undefined ? t('max_answers', { max }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}
      <OptionGroup
        type="checkbox"
        look="card"
        options={choiceOptions(props, field.choices)}
        selected={selected}
        onToggle={(choice, checked) => {
          const next = field.choices
            .map((option) => option.choice)
            .filter((option) => (option === choice ? checked : selected.includes(option)));
          onChange(next.length > 0 ? next : undefined);
        }}
        widget={props}
      />
    </>
  );
}
