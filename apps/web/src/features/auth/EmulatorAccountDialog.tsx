import { Button, Checkbox, Modal, ModalClose, type ModalControls, TextField } from '@faena/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmail } from '@/platform/email';
import type { EmulatorAccount } from './federated';

/**
 * Against the Auth Emulator (development and tests) a federated sign-in cannot open the
 * provider's popup: this dialog asks for the test account instead.
 */
export function EmulatorAccountDialog({
  method,
  email,
  controls,
}: {
  method: string;
  email: string;
  controls: ModalControls<EmulatorAccount>;
}) {
  const { t } = useTranslation('auth');
  const [errors, setErrors] = useState<{ email?: string; name?: string }>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const data = new FormData(event.currentTarget);
    const account = {
      email: String(data.get('email') ?? '').trim(),
      name: String(data.get('name') ?? '').trim(),
      emailVerified: data.get('emailVerified') === 'on',
    };
    const next = {
      ...(isEmail(account.email) ? {} : { email: t('emailInvalid') }),
      ...(account.name ? {} : { name: t('nameRequired') }),
    };
    setErrors(next);
    if (next.email || next.name) return;
    controls.answer(account);
  }

  return (
    <Modal
      title={t('emulatorTitle')}
      description={t('emulatorDescription', { method })}
      size="sm"
      footer={null}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label={t('email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          defaultValue={email}
          error={errors.email}
        />
        <TextField label={t('name')} name="name" autoComplete="name" error={errors.name} />
        <Checkbox label={t('emulatorEmailVerified')} name="emailVerified" defaultChecked />
        <div className="flex justify-end gap-2">
          <ModalClose asChild>
            <Button type="button" variant="secondary">
              {t('common:cancel')}
            </Button>
          </ModalClose>
          <Button type="submit">{t('emulatorSubmit')}</Button>
        </div>
      </form>
    </Modal>
  );
}
