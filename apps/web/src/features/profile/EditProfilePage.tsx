import { Card } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { useFlag } from '../../app/flags';
import { useShellSession } from '../../app/shell/shell-session';
import { NotAvailablePage } from '../errors/NotAvailablePage';

/** /profile/edit (flag editProfile; off → the not-available screen). */
export default function EditProfilePage() {
  const { t } = useTranslation('shell');
  const enabled = useFlag('editProfile');
  const { person } = useShellSession();
  if (!enabled) return <NotAvailablePage />;
  if (!person) return null;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <h1 className="text-2xl font-semibold">{t('profile.editTitle')}</h1>
      <Card>
        <p className="text-fg-muted">{t('profile.editManaged')}</p>
      </Card>
    </div>
  );
}
