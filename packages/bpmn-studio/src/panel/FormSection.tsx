import { type BuilderFlags, FormBuilder, type TypeLabels } from '@faena/form-engine/builder';
import type { FieldType, FormDefinition } from '@faena/form-engine/core';
import { Button, Modal, ModalClose } from '@faena/ui';
import { useState } from 'react';
import type { EnsureSaved, StudioFormsAdapter } from '../contract.ts';
import { attr, displayName } from './diagram.ts';
import * as styles from './PropertiesPanel.css.ts';
import type { SectionProps } from './sections.tsx';

export interface FormSectionProps extends SectionProps {
  forms: StudioFormsAdapter;
  ensureSaved: EnsureSaved;
  announce: (message: string) => void;
  hiddenFieldTypes?: readonly FieldType[];
  typeLabels?: TypeLabels;
  builderFlags?: BuilderFlags;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The user task's form: created or edited with the form builder in a large modal, saved through the
 * app's forms adapter; the task keeps only `faena:formId`. The definition is saved first (SPEC 4).
 */
export function FormSection(props: FormSectionProps) {
  const { element, modeling, t, locale, readOnly, forms, ensureSaved, announce } = props;
  const formId = attr(element.businessObject, 'faena:formId');
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState<{ key: number; definition: FormDefinition }>({
    key: 0,
    definition: { id: element.id, fields: [] },
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The builder holds edits not saved yet: closing asks before dropping them. */
  const [dirty, setDirty] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);

  const close = () => {
    setOpen(false);
    setDirty(false);
    setConfirmingClose(false);
  };
  const onOpenChange = (next: boolean) => {
    if (next) setOpen(true);
    else if (dirty) setConfirmingClose(true);
    else close();
  };

  const start = async () => {
    if (readOnly || busy) return;
    setError(null);
    setBusy(true);
    try {
      if (!(await ensureSaved())) return;
      const definition = formId ? await forms.load(formId) : { id: element.id, fields: [] };
      setSession((current) => ({ key: current.key + 1, definition }));
      setDirty(false);
      setOpen(true);
    } catch (caught) {
      setError(t('formLoadError', { message: messageOf(caught) }));
    } finally {
      setBusy(false);
    }
  };

  const save = async (definition: FormDefinition) => {
    setError(null);
    try {
      const saved = await forms.save(definition, formId);
      if (saved.formId !== formId) modeling.updateProperties(element, { 'faena:formId': saved.formId });
      close();
      announce(t('formSaved'));
    } catch (caught) {
      setError(t('formSaveError', { message: messageOf(caught) }));
    }
  };

  return (
    <>
      <p className={styles.muted}>{formId ? t('formLinked', { id: formId }) : t('formNone')}</p>
      <div className={styles.actions}>
        <Button
          variant={formId ? 'secondary' : 'primary'}
          data-studio-field="form"
          disabled={readOnly}
          aria-busy={busy || undefined}
          onClick={start}
        >
          {formId ? t('formEdit') : t('formCreate')}
        </Button>
        {formId && forms.pageHref ? (
          <a href={forms.pageHref(formId)} className={styles.link}>
            {readOnly ? t('formView') : t('formPage')}
          </a>
        ) : null}
      </div>
      {busy ? (
        <p className={styles.muted} role="status">
          {t('formLoading')}
        </p>
      ) : null}
      {error && !open ? <p role="alert">{error}</p> : null}
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        size="lg"
        className={styles.wideModal}
        title={t('formTitle', { name: displayName(element) })}
        footer={
          <ModalClose asChild>
            <Button variant="secondary">{t('close')}</Button>
          </ModalClose>
        }
      >
        {error ? <p role="alert">{error}</p> : null}
        <FormBuilder
          key={session.key}
          value={session.definition}
          locale={locale}
          onSave={save}
          onChange={() => setDirty(true)}
          hiddenTypes={props.hiddenFieldTypes}
          typeLabels={props.typeLabels}
          flags={props.builderFlags}
        />
      </Modal>
      <Modal
        open={confirmingClose}
        onOpenChange={setConfirmingClose}
        mode="confirm"
        size="sm"
        title={t('formDiscardTitle')}
        confirmLabel={t('formDiscard')}
        confirmVariant="danger"
        cancelLabel={t('formKeepEditing')}
        onConfirm={close}
      />
    </>
  );
}
