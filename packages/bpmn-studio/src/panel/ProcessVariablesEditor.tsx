import { type BuilderMessageKey, builderTranslator, type TypeLabels } from '@faena/form-engine/builder';
import type { FieldType } from '@faena/form-engine/core';
import {
  Badge,
  Button,
  IconButton,
  Modal,
  Select,
  TextField,
  TrashIcon,
  useUiLocale,
  visuallyHidden,
} from '@faena/ui';
import { isProcessVariableType, PROCESS_VARIABLE_TYPES, type ProcessVariable } from '@faena/workflow-engine';
import type Modeler from 'bpmn-js/lib/Modeler';
import { type FormEvent, useId, useState } from 'react';
import type { EnsureSaved } from '../contract.ts';
import type { StudioLocale } from '../i18n.ts';
import {
  displayName,
  type ModdleElement,
  readVariables,
  services,
  variablesContainer,
  variableUses,
} from './diagram.ts';
import { type PanelTranslate, panelTranslator } from './messages.ts';
import * as styles from './PropertiesPanel.css.ts';
import { resolveLocale, useDiagram } from './useDiagram.ts';

export interface ProcessVariablesEditorProps {
  modeler: Modeler | null;
  /** Called before creating or unlinking (SPEC 4); false stops the action. */
  ensureSaved: EnsureSaved;
  readOnly?: boolean;
  locale?: StudioLocale;
  /** The tenant's wording of types (as for the form builder). */
  typeLabels?: TypeLabels;
  /** The heading level of "Variables de proceso" (3 inside the properties panel). */
  headingLevel?: 2 | 3;
}

const KEY = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The readable label of a variable type: the form builder's own type names, or the tenant's. */
export function variableTypeLabel(type: string, locale: StudioLocale, typeLabels: TypeLabels = {}): string {
  if (!isProcessVariableType(type)) return type;
  return typeLabels[type as FieldType] || builderTranslator(locale)(`type_${type}` as BuilderMessageKey);
}

/** Replaces the process's variables through one modeling command (undo, redo and change events work). */
function writeVariables(modeler: Modeler, change: (current: ModdleElement[]) => ModdleElement[]) {
  const { canvas, modeling, moddle, bpmnFactory } = services(modeler);
  const root = canvas.getRootElement();
  const process = root.businessObject;
  const extensions = process.extensionElements;
  const container = extensions ? variablesContainer(process) : undefined;
  if (container) {
    modeling.updateModdleProperties(root, container, { variables: change(container.variables ?? []) });
    return;
  }
  const created = moddle.create('faena:ProcessVariables', { variables: change([]) });
  if (extensions) {
    created.$parent = extensions;
    modeling.updateModdleProperties(root, extensions, { values: [...(extensions.values ?? []), created] });
  } else {
    const values = bpmnFactory.create('bpmn:ExtensionElements', { values: [created] });
    created.$parent = values;
    values.$parent = process;
    modeling.updateModdleProperties(root, process, { extensionElements: values });
  }
}

/** "«Revisar» (audiencia), «Aprobado» (condición)": where the variable is used, or ''. */
function usesText(modeler: Modeler, name: string, t: PanelTranslate): string {
  const { registry } = services(modeler);
  return variableUses(registry, name)
    .map(({ element, kind }) =>
      t(kind === 'audience' ? 'useAudience' : 'useCondition', { element: `«${displayName(element)}»` }),
    )
    .join(', ');
}

/** The process's typed variables (SPEC 3): list, create, unlink. Usable on its own or in the panel. */
export function ProcessVariablesEditor({
  modeler,
  ensureSaved,
  readOnly = false,
  locale: localeProp,
  typeLabels,
  headingLevel = 3,
}: ProcessVariablesEditorProps) {
  const locale = resolveLocale(localeProp, useUiLocale());
  const t = panelTranslator(locale);
  useDiagram(modeler);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  const [name, setName] = useState('');
  const [label, setLabel] = useState('');
  const [type, setType] = useState<string>('text');
  const [nameError, setNameError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [unlinking, setUnlinking] = useState<{ variable: ProcessVariable; uses: string } | null>(null);
  const announce = (message: string) =>
    setStatus((current) => (current === message ? `${message}\u00a0` : message));

  const process = modeler ? services(modeler).canvas.getRootElement().businessObject : undefined;
  const variables = readVariables(process);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!modeler || readOnly) return;
    const key = name.trim();
    const problem = !key
      ? t('variableNameRequired')
      : !KEY.test(key)
        ? t('variableNameInvalid')
        : variables.some((variable) => variable.name === key)
          ? t('variableNameTaken')
          : null;
    setNameError(problem);
    if (problem) return;
    if (!(await ensureSaved())) return;
    const { moddle } = services(modeler);
    const text = label.trim();
    writeVariables(modeler, (current) => [
      ...current,
      moddle.create('faena:ProcessVariable', { name: key, type, ...(text ? { label: text } : {}) }),
    ]);
    setName('');
    setLabel('');
    announce(t('variableCreated', { name: text || key }));
  };

  const unlink = async (variable: ProcessVariable) => {
    if (!modeler || readOnly) return;
    if (!(await ensureSaved())) return;
    writeVariables(modeler, (current) => current.filter((item) => item.get('name') !== variable.name));
    announce(t('variableUnlinked', { name: variable.label || variable.name }));
  };

  const askUnlink = (variable: ProcessVariable) => {
    if (!modeler || readOnly) return;
    const uses = usesText(modeler, variable.name, t);
    if (uses) setUnlinking({ variable, uses });
    else void unlink(variable);
  };

  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {t('variables')}
      </Heading>
      {variables.length === 0 ? (
        <p className={styles.muted} tabIndex={-1} data-studio-field="variables">
          {t('variablesNone')}
        </p>
      ) : (
        <ul className={styles.list} tabIndex={-1} data-studio-field="variables" aria-labelledby={headingId}>
          {variables.map((variable) => {
            const title = variable.label || variable.name;
            const valid = isProcessVariableType(variable.type);
            return (
              <li key={variable.name} className={styles.listItem}>
                <span className={styles.grow}>
                  <span className={styles.strong}>
                    {t('variableItem', { label: title, name: variable.name })}
                  </span>
                  {valid ? (
                    <span className={styles.muted}>
                      {t('variableType', { type: variableTypeLabel(variable.type, locale, typeLabels) })}
                    </span>
                  ) : (
                    <Badge tone="danger">{t('variableTypeUnsupported', { type: variable.type })}</Badge>
                  )}
                </span>
                <IconButton
                  size="sm"
                  variant="ghost"
                  icon={<TrashIcon />}
                  label={t('variableUnlink', { name: title })}
                  disabled={readOnly}
                  onClick={() => askUnlink(variable)}
                />
              </li>
            );
          })}
        </ul>
      )}
      {readOnly ? null : (
        <form className={styles.form} onSubmit={create} noValidate aria-label={t('variableCreateTitle')}>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('variableCreateTitle')}</legend>
            <TextField
              label={t('variableName')}
              hint={t('variableNameHint')}
              error={nameError ?? undefined}
              autoComplete="off"
              spellCheck={false}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <TextField
              label={t('variableLabel')}
              optional
              value={label}
              onChange={(event) => setLabel(event.target.value)}
            />
            <Select
              label={t('variableTypeField')}
              value={type}
              options={PROCESS_VARIABLE_TYPES.map((value) => ({
                value,
                label: variableTypeLabel(value, locale, typeLabels),
              }))}
              onChange={(event) => setType(event.target.value)}
            />
            <div>
              <Button type="submit" variant="secondary">
                {t('variableCreate')}
              </Button>
            </div>
          </fieldset>
        </form>
      )}
      <Modal
        open={unlinking !== null}
        onOpenChange={(open) => {
          if (!open) setUnlinking(null);
        }}
        mode="confirm"
        size="sm"
        title={t('variableUnlinkTitle', {
          name: unlinking?.variable.label || unlinking?.variable.name || '',
        })}
        description={unlinking ? t('variableUnlinkInUse', { uses: unlinking.uses }) : undefined}
        confirmLabel={t('variableUnlinkConfirm')}
        confirmVariant="danger"
        onConfirm={async () => {
          if (unlinking) await unlink(unlinking.variable);
          setUnlinking(null);
        }}
        onCancel={() => setUnlinking(null)}
      />
      <div role="status" className={visuallyHidden}>
        {status}
      </div>
    </section>
  );
}
