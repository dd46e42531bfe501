import { Card, EmptyState, PageHeader, Skeleton } from '@faena/ui';
import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HomeCard } from '@/platform/feature';
import { useFlags } from '@/platform/flags';
import { useHomeCards } from '@/platform/home-cards';
import { useShellSession } from '@/platform/session/current-person';
import { usePermissions } from '@/platform/site-config';
import { ErrorBoundary } from './CardBoundary';

/**
 * The home screen (/ and /home). With the task-manager home on: the person's day, as a dashboard of
 * the cards the features bring (one column on phones, two or three on wider screens), then quick
 * links to the built areas. The shell already shows the organisation, so the page does not.
 */
export function HomePage() {
  const { t, i18n } = useTranslation('home');
  const { person } = useShellSession();
  const flags = useFlags();
  const permissions = usePermissions();
  const cards = useHomeCards();
  const visible = cards.filter((card) => card.visible?.({ permissions, flags }) ?? true);
  const today = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date());
  if (!person) return null;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 p-4 sm:p-6">
      <PageHeader
        title={t('greeting', { name: person.name })}
        description={<span className="first-letter:uppercase inline-block">{today}</span>}
      />
      {flags.taskManagerHome ? (
        <section
          aria-label={t('yourDay')}
          className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 xl:grid-cols-3"
        >
          {visible.map((card) => (
            <DashboardCard key={card.id} card={card} />
          ))}
          <QuickLinks />
        </section>
      ) : (
        <QuickLinks />
      )}
    </div>
  );
}

const loaded = new Map<string, ComponentType>();
function cardComponent(card: HomeCard): ComponentType {
  let component = loaded.get(card.id);
  if (!component) {
    component = lazy(card.card);
    loaded.set(card.id, component);
  }
  return component;
}

/** One feature's card: a skeleton while its code loads, a message if it breaks. */
function DashboardCard({ card }: { card: HomeCard }) {
  const { t } = useTranslation('home');
  const Component = useMemo(() => cardComponent(card), [card]);
  return (
    <ErrorBoundary
      fallback={
        <Card>
          <EmptyState kind="error" titleAs="h2" title={t('cardFailed')} description={t('cardFailedHint')} />
        </Card>
      }
    >
      <Suspense
        fallback={
          <Card>
            <Skeleton lines={3} />
          </Card>
        }
      >
        <Component />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The areas built so far, one tap away. */
const LINKS = [
  { href: '/tools', key: 'links.tools' },
  { href: '/advanced', key: 'links.advanced' },
  { href: '/profile', key: 'links.profile' },
  { href: '/my-account', key: 'links.myAccount' },
] as const;

function QuickLinks() {
  const { t } = useTranslation('home');
  return (
    <Card as="section" title={t('shortcuts')} titleAs="h2">
      <ul className="-mx-2 flex flex-col">
        {LINKS.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="flex flex-col rounded-md px-2 py-1.5 hover:bg-bg-subtle focus-visible:outline-2 focus-visible:outline-focus-ring"
            >
              <span className="text-label text-fg">{t(`${link.key}.label`)}</span>
              <span className="text-caption text-fg-muted">{t(`${link.key}.hint`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
