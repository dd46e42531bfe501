import { Avatar, buttonVariants, Card, PageHeader } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFlag } from '@/platform/flags';
import { useShellSession } from '@/platform/session/current-person';
import { useSession } from '@/platform/session/session';
import { useMethodName } from '@/platform/session/use-method-name';
import { signInMethodOf } from './sign-in-method';

/** /profile: the person's name, email, picture and sign-in method. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { session } = useSession();
  const { person, picture } = useShellSession();
  const editProfile = useFlag('editProfile');
  const methodNameOf = useMethodName();
  if (!person || session.status !== 'signedIn') return null;
  const method = signInMethodOf(session.user.providerData[0]?.providerId);
  const methodName = methodNameOf(method);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
      <PageHeader title={t('title')} />
      <Card>
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <Avatar name={person.name} src={picture} size="lg" />
          <dl className="grid w-full min-w-0 grid-cols-1 gap-x-4 sm:grid-cols-[auto_1fr] sm:gap-y-1">
            <dt className="text-fg-muted">{t('common:name')}</dt>
            <dd className="mb-2 sm:mb-0">{person.name}</dd>
            <dt className="text-fg-muted">{t('common:email')}</dt>
            <dd className="mb-2 break-all sm:mb-0">{person.email}</dd>
            <dt className="text-fg-muted">{t('signInMethod')}</dt>
            <dd>{methodName}</dd>
          </dl>
        </div>
      </Card>
      {editProfile ? (
        <Link to="/profile/edit" className={`${buttonVariants({ variant: 'secondary' })} self-start`}>
          {t('edit')}
        </Link>
      ) : null}
    </div>
  );
}
