import { ApiError } from '@faena/api-client';
import { Button, Modal, RadioGroup, Skeleton, Switch, Textarea, TextField, useToast } from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/platform/errors/message';
import { ListLoadError } from '@/platform/list-states';
import { invalidateReports, saveSettings, useReportSettings } from '../api';
import { parseFrameAncestors } from '../draft';
import type { ReportSettings, ReportSettingsInput } from '../model';

/** The organization's report settings: framing sites, public links on/off, the Tableau connected app. */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('reports');
  const settings = useReportSettings();
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} size="md" title={t('settings.title')}>
      {settings.isPending ? (
        <div role="status" aria-label={t('loading')}>
          <Skeleton lines={6} />
        </div>
      ) : settings.isError ? (
        <ListLoadError message={t('loadError')} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm settings={settings.data} onClose={onClose} />
      )}
    </Modal>
  );
}

type Field = 'frameAncestors' | 'clientId' | 'secretId' | 'secretValue' | 'fixedUsername';

/** The form field a server message belongs to (`tableau.clientId` → clientId). */
const fieldOf = (key: string): Field | undefined => {
  const last = key
    .replace(/^\//, '')
    .split(/[./]/)
    .filter((part) => !/^\d+$/.test(part))
    .at(-1);
  return (['frameAncestors', 'clientId', 'secretId', 'secretValue', 'fixedUsername'] as const).find(
    (field) => field === last,
  );
};

function SettingsForm({ settings, onClose }: { settings: ReportSettings; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const toast = useToast();
  const queryClient = useQueryClient();
  const formId = useId();
  const [ancestors, setAncestors] = useState(settings.frameAncestors.join('\n'));
  const [publicLinks, setPublicLinks] = useState(settings.publicLinksEnabled);
  const [clientId, setClientId] = useState(settings.tableau.clientId ?? '');
  const [secretId, setSecretId] = useState(settings.tableau.secretId ?? '');
  const [secretValue, setSecretValue] = useState('');
  const [username, setUsername] = useState<'email' | 'fixed'>(settings.tableau.username ?? 'email');
  const [fixedUsername, setFixedUsername] = useState(settings.tableau.fixedUsername ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { origins, invalid } = parseFrameAncestors(ancestors);
    const found: Partial<Record<Field, string>> = {};
    if (invalid.length > 0) found.frameAncestors = t('settings.frameAncestorInvalid', { value: invalid[0] });
    if (username === 'fixed' && !fixedUsername.trim())
      found.fixedUsername = t('settings.fixedUsernameRequired');
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    const input: ReportSettingsInput = {
      frameAncestors: origins,
      publicLinksEnabled: publicLinks,
      tableau: {
        clientId: clientId.trim(),
        secretId: secretId.trim(),
        // Write-only: sent only when typed, so saving other fields keeps the stored secret.
        ...(secretValue ? { secretValue } : {}),
        username,
        fixedUsername: username === 'fixed' ? fixedUsername.trim() : null,
      },
    };
    setSaving(true);
    try {
      await saveSettings(input);
      invalidateReports(queryClient);
      toast.show({ title: t('settings.saved'), tone: 'success' });
      onClose();
    } catch (caught) {
      const fields = caught instanceof ApiError ? caught.fields : {};
      const mapped: Partial<Record<Field, string>> = {};
      for (const [key, message] of Object.entries(fields)) {
        const field = fieldOf(key);
        if (field) mapped[field] = message;
      }
      setErrors(mapped);
      if (Object.keys(mapped).length === 0) setProblem(t('settings.error', { message: messageOf(caught) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Switch
        label={t('settings.publicLinks')}
        hint={t('settings.publicLinksHint')}
        checked={publicLinks}
        onCheckedChange={setPublicLinks}
      />
      <Textarea
        label={t('settings.frameAncestors')}
        hint={t('settings.frameAncestorsHint')}
        value={ancestors}
        rows={3}
        spellCheck={false}
        autoCapitalize="off"
        optional
        onChange={(event) => setAncestors(event.target.value)}
        error={errors.frameAncestors}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-section-title font-semibold">{t('settings.tableau')}</legend>
        <p className="text-label text-fg-muted">{t('settings.tableauHint')}</p>
        <TextField
          label={t('settings.clientId')}
          value={clientId}
          autoComplete="off"
          spellCheck={false}
          optional
          onChange={(event) => setClientId(event.target.value)}
          error={errors.clientId}
        />
        <TextField
          label={t('settings.secretId')}
          value={secretId}
          autoComplete="off"
          spellCheck={false}
          optional
          onChange={(event) => setSecretId(event.target.value)}
          error={errors.secretId}
        />
        <TextField
          label={t('settings.secretValue')}
          type="password"
          value={secretValue}
          autoComplete="new-password"
          placeholder={settings.tableau.hasSecret ? t('settings.secretSaved') : undefined}
          hint={settings.tableau.hasSecret ? t('settings.secretHint') : undefined}
          optional
          onChange={(event) => setSecretValue(event.target.value)}
          error={errors.secretValue}
        />
        <RadioGroup
          label={t('settings.username')}
          value={username}
          onValueChange={(value) => setUsername(value as 'email' | 'fixed')}
          options={[
            { value: 'email', label: t('settings.usernameEmail') },
            { value: 'fixed', label: t('settings.usernameFixed') },
          ]}
        />
        {username === 'fixed' ? (
          <TextField
            label={t('settings.fixedUsername')}
            value={fixedUsername}
            autoComplete="off"
            onChange={(event) => setFixedUsername(event.target.value)}
            error={errors.fixedUsername}
          />
        ) : null}
      </fieldset>
      {problem ? (
        <p role="alert" className="rounded-md bg-danger-subtle p-2 text-body text-danger-fg">
          {problem}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
