import { cx } from 'class-variance-authority';
import { type ChangeEvent, type ComponentProps, type KeyboardEvent, useRef, useState } from 'react';
import { useUiText } from '../../i18n/UiTextProvider.tsx';
import { fieldStyles } from '../Field/Field.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CloseIcon, SearchIcon } from '../Icons/Icons.tsx';
import * as styles from './SearchBox.css.ts';

export interface SearchBoxProps
  extends Omit<ComponentProps<'input'>, 'type' | 'size' | 'value' | 'defaultValue' | 'onChange'> {
  /** Accessible name (default 'Buscar' / 'Search'); also the placeholder unless you pass one. */
  label?: string;
  /** Controlled value; pair with `onValueChange`. */
  value?: string;
  defaultValue?: string;
  /** Every edit, and '' on clear. */
  onValueChange?: (value: string) => void;
  /** Enter in the box, and '' when cleared (button or Escape). */
  onSearch?: (value: string) => void;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  containerClassName?: string;
}

/**
 * A search input (`type="search"`) with a search icon and a clear button ('Limpiar búsqueda')
 * shown while it has text. Enter calls `onSearch`; Escape or the button clears it and gives focus
 * back to the input. `ref` reaches the `<input>`.
 */
export function SearchBox({
  label,
  value,
  defaultValue = '',
  onValueChange,
  onSearch,
  onChange,
  onKeyDown,
  placeholder,
  className,
  containerClassName,
  disabled,
  ref,
  ...rest
}: SearchBoxProps) {
  const texts = useUiText();
  const name = label ?? texts.searchBox.label;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;
  const inner = useRef<HTMLInputElement | null>(null);

  const update = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  const clear = () => {
    update('');
    onSearch?.('');
    inner.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onSearch?.(current);
    } else if (event.key === 'Escape' && current !== '') {
      event.preventDefault();
      clear();
    }
  };

  return (
    <div className={cx(styles.root, containerClassName)}>
      <span className={styles.searchIcon} aria-hidden="true">
        <SearchIcon width="100%" height="100%" />
      </span>
      <input
        {...rest}
        ref={(node) => {
          inner.current = node;
          if (typeof ref === 'function') return ref(node);
          if (ref) ref.current = node;
        }}
        type="search"
        aria-label={name}
        placeholder={placeholder ?? name}
        disabled={disabled}
        value={current}
        className={cx(fieldStyles.input, styles.input, className)}
        onChange={(event) => {
          onChange?.(event);
          update(event.target.value);
        }}
        onKeyDown={handleKeyDown}
      />
      {current !== '' && !disabled ? (
        <IconButton
          className={styles.clear}
          size="sm"
          label={texts.searchBox.clear}
          icon={<CloseIcon />}
          onClick={clear}
        />
      ) : null}
    </div>
  );
}
