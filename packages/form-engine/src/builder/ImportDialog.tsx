import { Button, Modal, Textarea } from '@faena/ui';
import { useId, useState } from 'react';
import {
  checkFormDefinition,
  DEFAULT_FORM_LOCALE,
  type FormDefinition,
  type FormLocale,
} from '../core/index.ts';
import { useBuilder } from './context.ts';
import * as styles from './FormBuilder.css.ts';
import type { BuilderTranslate } from './i18n.ts';

/** The definition in `text`, or why it cannot be imported (in `locale`, like the builder's texts). */
export function parseImport(
  text: string,
  t: BuilderTranslate,
  locale: FormLocale = DEFAULT_FORM_LOCALE,
): { ok: true; definition: FormDefinition } | { ok: false; errors: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [t('import_invalid_json', { message: (error as Error).message })] };
  }
  return checkFormDefinition(json, { locale });
}

export function ErrorList({ title, errors }: { title: string; errors: readonly string[] }) {
  return (
    <div className={styles.errors}>
      <p className={styles.subheading}>{title}</p>
      <ul className={styles.errorList}>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}

export interface ImportDialogProps {
  onImport: (definition: FormDefinition) => void;
  /** The language of the definition problems; the builder passes its own. */
  locale?: FormLocale;
}

/** Paste JSON or pick a .json file; an invalid one lists its errors and changes nothing. */
export function ImportDialog({ onImport, locale = DEFAULT_FORM_LOCALE }: ImportDialogProps) {
  const { t } = useBuilder();
  const fileId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setText('');
      setErrors([]);
    }
  };
  const confirm = () => {
    const result = parseImport(text, t, locale);
    if (!result.ok) {
      setErrors(result.errors);
      return false;
    }
    onImport(result.definition);
    setText('');
    setErrors([]);
    return true;
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button variant="secondary">{t('import')}</Button>}
      title={t('import_title')}
      description={t('import_description')}
      size="lg"
      confirmLabel={t('import_confirm')}
      onConfirm={confirm}
    >
      <div className={styles.stack}>
        <Textarea
          label={t('import_json')}
          rows={10}
          value={text}
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
        />
        <div className={styles.stack}>
          <label htmlFor={fileId} className={styles.subheading}>
            {t('import_file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".json,application/json"
            className={styles.fileInput}
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (file) setText(await file.text());
            }}
          />
        </div>
        <div role="alert">
          {errors.length > 0 ? <ErrorList title={t('import_errors')} errors={errors} /> : null}
        </div>
      </div>
    </Modal>
  );
}
