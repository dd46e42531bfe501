import type { ReactNode } from 'react';
import { type FieldOfType, parseNumberInput } from '../../core/index.ts';
import * as styles from './basic.css.ts';
import { OptionGroup, type OptionItem, type OptionLook } from './basicControls.tsx';
import type { WidgetProps } from './types.ts';

type RatingType = 'stars' | 'emotion' | 'reactions';

const DEFAULT_MAX = 5;
/** Worst to best; a scale of another length picks evenly from them. */
const FACES = ['😞', '🙁', '😐', '🙂', '😄'];
const REACTIONS = ['👎', '😕', '😐', '👍', '❤️'];

const pick = (symbols: readonly string[], index: number, max: number) =>
  symbols[max <= 1 ? symbols.length - 1 : Math.round((index * (symbols.length - 1)) / (max - 1))];

function StarIcon() {
  return (
    <svg className={styles.starIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
        fill="currentColor"
        stroke="currentColor"
        strokeWidth="1"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface RatingLook {
  look: OptionLook;
  /** What one value looks like; `label` is the definition's label of that value, if any. */
  content(index: number, max: number, label: string | undefined): ReactNode;
}

const LOOKS: Record<RatingType, RatingLook> = {
  stars: { look: 'star', content: () => <StarIcon /> },
  emotion: {
    look: 'emoji',
    content: (index, max) => (
      <span className={styles.emoji} aria-hidden="true">
        {pick(FACES, index, max)}
      </span>
    ),
  },
  reactions: {
    look: 'emoji',
    content: (index, max, label) => (
      <>
        <span className={styles.emoji} aria-hidden="true">
          {pick(REACTIONS, index, max)}
        </span>
        {label ? <span className={styles.emojiLabel}>{label}</span> : null}
      </>
    ),
  },
};

/**
 * stars, emotion and reactions: radios 1..max (default 5) drawn as stars, faces or reactions.
 * Each is named by `labels[i]` or '3 de 5'; the value is the number chosen.
 */
function RatingWidget<T extends RatingType>(props: WidgetProps<T>) {
  const { value, onChange, required, t } = props;
  // Generic so that one component serves each type's entry; the field is one of the three.
  const field = props.field as FieldOfType<RatingType>;
  const max = field.max ?? DEFAULT_MAX;
  const current = parseNumberInput(value);
  const { look, content } = LOOKS[field.type];
  const options: OptionItem[] = Array.from({ length: max }, (_, index) => {
    const rating = index + 1;
    const label = field.labels?.[index]?.trim() || undefined;
    return {
      value: String(rating),
      content: content(index, max, label),
      name: label ?? t('rating_value', { value: rating, max }),
      filled: current !== undefined && rating <= current,
    };
  });
  return (
    <OptionGroup
      type="radio"
      look={look}
      options={options}
      selected={current === undefined ? [] : [String(current)]}
      onToggle={(next) => onChange(Number(next))}
      onClear={required ? undefined : () => onChange(undefined)}
      widget={props}
    />
  );
}

export const StarsWidget = RatingWidget;
export const EmotionWidget = RatingWidget;
export const ReactionsWidget = RatingWidget;
