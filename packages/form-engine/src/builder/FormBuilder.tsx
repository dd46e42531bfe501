import {
  Button,
  DownloadIcon,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useBreakpoint,
  useUiLocale,
  visuallyHidden,
} from '@faena/ui';
import { type KeyboardEvent, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { checkFormDefinition, type FieldType, type FormDefinition, type FormLocale } from '../core/index.ts';
import { BuilderPreview } from './BuilderPreview.tsx';
import { BuilderContext, type BuilderContextValue } from './context.ts';
import { FieldConfig } from './FieldConfig.tsx';
import { FieldList, fieldTitle, type ItemCommand } from './FieldList.tsx';
import { FieldPicker } from './FieldPicker.tsx';
import * as styles from './FormBuilder.css.ts';
import { type BuilderFlags, createField, pickerTypes, type TypeLabels } from './fieldTypes.ts';
import { ErrorList, ImportDialog } from './ImportDialog.tsx';
import { builderTranslator } from './i18n.ts';
import { builderReducer, type FieldPatch, initBuilderState } from './state.ts';

export interface FormBuilderProps {
  /** The definition to start from (read once); an empty form otherwise. */
  value?: FormDefinition;
  /** Every change to the definition, valid or not. */
  onChange?: (definition: FormDefinition) => void;
  /** Shows a Save button; called only with a valid definition. */
  onSave?: (definition: FormDefinition) => void;
  flags?: BuilderFlags;
  /** Types this tenant does not offer (e.g. 'location'). */
  hiddenTypes?: readonly FieldType[];
  /** The tenant's wording of types (e.g. 'Tienda' for venue). */
  typeLabels?: TypeLabels;
  /** Defaults to the nearest `UiTextProvider`'s locale. */
  locale?: FormLocale;
  /**
   * Checklist mode: choices get a score and a flag, yes/no fields their scores and flagged answer,
   * scorable fields a weight (see core `scoreForm`). Off by default.
   */
  scoring?: boolean;
}

const EMPTY: FormDefinition = { id: 'formulario', fields: [] };

/** The selector of a list item's control, to put focus back after the list re-renders. */
const controlOf = (id: string, action: string) =>
  `[data-field-id="${CSS.escape(id)}"] [data-action="${action}"]`;

/**
 * Builds a form definition: pick field types, configure them (show_if visually), reorder by drag
 * or keyboard, undo/redo, import/export JSON, with a live preview.
 */
export function FormBuilder({
  value,
  onChange,
  onSave,
  flags,
  hiddenTypes,
  typeLabels,
  locale: localeProp,
  scoring = false,
}: FormBuilderProps) {
  const uiLocale = useUiLocale();
  const locale: FormLocale = localeProp ?? (uiLocale === 'en-US' ? 'en-US' : 'es-MX');
  const context = useMemo<BuilderContextValue>(
    () => ({ t: builderTranslator(locale), typeLabels: typeLabels ?? {}, scoring }),
    [locale, typeLabels, scoring],
  );
  const { t } = context;
  const [state, dispatch] = useReducer(builderReducer, value ?? EMPTY, initBuilderState);
  const { definition, selectedId } = state;
  const check = useMemo(() => checkFormDefinition(definition, { locale }), [definition, locale]);
  const types = useMemo(() => pickerTypes(flags, hiddenTypes), [flags, hiddenTypes]);
  const { isDesktop } = useBreakpoint();
  const [tab, setTab] = useState('edit');
  const [saveAttempted, setSaveAttempted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  // Re-announcing the same text needs a change: a trailing no-break space alternates.
  const [status, setStatus] = useState('');
  const announce = (message: string) =>
    setStatus((current) => (current === message ? `${message}\u00a0` : message));
  const rootRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<(() => HTMLElement | null) | null>(null);

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const initial = useRef(definition);
  useEffect(() => {
    if (definition !== initial.current) onChangeRef.current?.(definition);
  }, [definition]);

  // Moves, deletions and history change the list under the focused control: put focus back.
  useEffect(() => {
    const target = pendingFocus.current?.();
    pendingFocus.current = null;
    target?.focus();
  });

  const query = (selector: string) => rootRef.current?.querySelector<HTMLElement>(selector) ?? null;
  const enabled = (element: HTMLElement | null) =>
    element && !(element as HTMLButtonElement).disabled ? element : null;
  const titleOf = (id: string) => {
    const field = definition.fields.find((candidate) => candidate.id === id);
    return field ? fieldTitle(field) : id;
  };

  const add = (type: FieldType) => {
    const field = createField(type, definition, t, typeLabels);
    dispatch({ type: 'add', field });
    announce(t('added', { label: fieldTitle(field) }));
    setFocusRequest((n) => n + 1);
  };

  /** A move by the Subir/Bajar buttons; focus stays on the moved field's button. */
  const moveBy = (id: string, to: number, focus: 'up' | 'down') => {
    const total = definition.fields.length;
    dispatch({ type: 'move', id, to });
    announce(t('moved', { label: titleOf(id), position: to + 1, total }));
    const other = focus === 'up' ? 'down' : 'up';
    pendingFocus.current = () => enabled(query(controlOf(id, focus))) ?? query(controlOf(id, other));
  };

  const command = (id: string, action: ItemCommand) => {
    const index = definition.fields.findIndex((field) => field.id === id);
    if (action === 'up' || action === 'down') moveBy(id, action === 'up' ? index - 1 : index + 1, action);
    if (action === 'duplicate') {
      dispatch({ type: 'duplicate', id });
      announce(t('duplicated', { label: titleOf(id) }));
      pendingFocus.current = () => query('[aria-current="true"][data-action="select"]');
    }
    if (action === 'delete') {
      const next = definition.fields[index + 1] ?? definition.fields[index - 1];
      dispatch({ type: 'remove', id });
      announce(t('deleted', { label: titleOf(id) }));
      pendingFocus.current = () =>
        next ? query(controlOf(next.id, 'select')) : query('[data-builder-picker] button');
    }
  };

  const history = (kind: 'undo' | 'redo') => {
    const available = kind === 'undo' ? state.past.length > 0 : state.future.length > 0;
    dispatch({ type: kind });
    announce(available ? t(kind === 'undo' ? 'undone' : 'redone') : t(`nothing_to_${kind}`));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Portals (the import dialog) bubble through React: only keys typed in the builder itself count.
    if (!rootRef.current?.contains(event.target as Node)) return;
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'z' || key === 'y') {
      event.preventDefault();
      history(key === 'y' || event.shiftKey ? 'redo' : 'undo');
    }
  };

  const json = () => `${JSON.stringify(definition, null, 2)}\n`;
  const download = () => {
    const file = `${definition.id || 'formulario'}.json`;
    const url = URL.createObjectURL(new Blob([json()], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = file;
    link.click();
    // Revoked on the next task: the download must have started reading it.
    setTimeout(() => URL.revokeObjectURL(url), 0);
    announce(t('exported', { file }));
  };
  const copy = async () => {
    // No clipboard outside secure contexts: the download remains.
    if (!navigator.clipboard) return;
    await navigator.clipboard.writeText(json());
    announce(t('copied'));
  };
  const save = () => {
    setSaveAttempted(!check.ok);
    if (!check.ok) return;
    onSave?.(check.definition);
    announce(t('saved'));
  };

  const selected = definition.fields.find((field) => field.id === selectedId);
  const patch = (id: string, next: FieldPatch, merge?: string) =>
    dispatch({ type: 'update', id, patch: next, merge });
  const editor = (
    <>
      <div data-builder-picker="">
        <FieldPicker types={types} onPick={add} />
      </div>
      <FieldList
        fields={definition.fields}
        selectedId={selectedId}
        onSelect={(id) => dispatch({ type: 'select', id })}
        // dnd-kit announces the drop itself.
        onMove={(id, to) => dispatch({ type: 'move', id, to })}
        onCommand={command}
      />
    </>
  );
  const config = (
    <FieldConfig field={selected} fields={definition.fields} onPatch={patch} focusRequest={focusRequest} />
  );
  const preview = <BuilderPreview check={check} locale={locale} />;

  return (
    <BuilderContext.Provider value={context}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Ctrl/Cmd+Z anywhere in the builder; every control stays focusable on its own */}
      <div ref={rootRef} className={styles.root} onKeyDown={onKeyDown}>
        <div className={styles.toolbar} role="toolbar" aria-label={t('title')}>
          <Button
            variant="secondary"
            aria-disabled={state.past.length === 0 || undefined}
            onClick={() => history('undo')}
          >
            {t('undo')}
          </Button>
          <Button
            variant="secondary"
            aria-disabled={state.future.length === 0 || undefined}
            onClick={() => history('redo')}
          >
            {t('redo')}
          </Button>
          <span className={styles.spacer} />
          <ImportDialog
            locale={locale}
            onImport={(imported) => {
              dispatch({ type: 'import', definition: imported });
              announce(t('imported', { count: imported.fields.length }));
            }}
          />
          <Button variant="secondary" startIcon={<DownloadIcon />} onClick={download}>
            {t('export')}
          </Button>
          <Button variant="secondary" onClick={copy}>
            {t('copy')}
          </Button>
          {onSave ? <Button onClick={save}>{t('save')}</Button> : null}
        </div>
        <div role="alert" data-builder-errors="">
          {saveAttempted && !check.ok ? <ErrorList title={t('save_errors')} errors={check.errors} /> : null}
        </div>
        {isDesktop ? (
          <div className={styles.columns}>
            <div className={styles.stack}>{editor}</div>
            {config}
            {preview}
          </div>
        ) : (
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label={t('views')}>
              <TabsTrigger value="edit">{t('edit')}</TabsTrigger>
              <TabsTrigger value="preview">{t('preview')}</TabsTrigger>
            </TabsList>
            <TabsContent value="edit" className={styles.stack}>
              {editor}
              {config}
            </TabsContent>
            <TabsContent value="preview">{preview}</TabsContent>
          </Tabs>
        )}
        <div role="status" className={visuallyHidden} data-builder-status="">
          {status}
        </div>
      </div>
    </BuilderContext.Provider>
  );
}
