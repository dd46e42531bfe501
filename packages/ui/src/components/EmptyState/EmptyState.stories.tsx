import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { STATUS_KINDS, type StatusKind } from '../../illustrations/illustrations.tsx';
import { Button } from '../Button/Button.tsx';
import { SearchIcon } from '../Icons/Icons.tsx';
import { EmptyState } from './EmptyState.tsx';

const onCreate = fn();

/** Sample texts of each case, in both languages. */
const samples = {
  'es-MX': {
    empty: {
      title: 'No hay actividades',
      description: 'Cuando te asignen actividades aparecerán aquí.',
      action: 'Crear actividad',
    },
    'not-found': {
      title: 'Pagina no encontrada',
      description: 'La dirección que buscas no existe o ya no está disponible.',
      action: 'Ir al inicio',
    },
    'not-available': {
      title: 'No disponible en esta demo',
      description: 'Esta sección todavía no forma parte de la demo.',
      action: 'Ir al inicio',
    },
    error: {
      title: 'Vaya, algo salió mal',
      description: 'No pudimos cargar esta sección.',
      action: 'Reintentar',
    },
    'no-organization': {
      title: 'No encontramos la organización acme',
      description: 'Revisa la dirección o busca tus organizaciones por correo.',
      action: 'Buscar mis organizaciones',
    },
  },
  'en-US': {
    empty: {
      title: 'No activities',
      description: 'Activities assigned to you will show here.',
      action: 'Create activity',
    },
    'not-found': {
      title: 'Page not found',
      description: 'The address you are looking for does not exist or is no longer available.',
      action: 'Go to home',
    },
    'not-available': {
      title: 'Not available in this demo',
      description: 'This section is not part of the demo yet.',
      action: 'Go to home',
    },
    error: {
      title: 'Oops, something went wrong',
      description: 'We could not load this section.',
      action: 'Try again',
    },
    'no-organization': {
      title: 'We could not find the organization acme',
      description: 'Check the address or find your organizations by email.',
      action: 'Find my organizations',
    },
  },
} satisfies Record<string, Record<StatusKind, { title: string; description: string; action: string }>>;
type Locale = keyof typeof samples;
const localeOf = (globals: Record<string, unknown>): Locale =>
  String(globals.locale) === 'en-US' ? 'en-US' : 'es-MX';

const meta = {
  title: 'Componentes/EmptyState',
  component: EmptyState,
  args: { title: '' },
  argTypes: {
    kind: { control: 'select', options: STATUS_KINDS },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One case as a screen: centred in the content area, the heading is the page's h1. */
function caseStory(kind: StatusKind): Story {
  return {
    parameters: { layout: 'fullscreen' },
    render: (args, { globals }) => {
      const t = samples[localeOf(globals)][kind];
      return (
        <div style={{ display: 'flex', minHeight: '100vh' }}>
          <EmptyState
            {...args}
            kind={kind}
            size="screen"
            titleAs="h1"
            title={t.title}
            description={t.description}
            action={<Button onClick={onCreate}>{t.action}</Button>}
          />
        </div>
      );
    },
    play: async ({ canvas, canvasElement, globals }) => {
      const t = samples[localeOf(globals)][kind];
      await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(canvas.getByText(t.description)).toBeVisible();
      await expect(canvas.getByRole('button', { name: t.action })).toBeVisible();
      // The illustration is decoration only.
      const drawing = canvasElement.querySelector('svg[data-illustration]');
      await expect(drawing).toHaveAttribute('aria-hidden', 'true');
    },
  };
}

export const Empty = caseStory('empty');
export const NotFoundCase = caseStory('not-found');
export const NotAvailable = caseStory('not-available');
export const ErrorCase = caseStory('error');
export const NoOrganization = caseStory('no-organization');

/** Every case in both languages, side by side (the visual check shoots one locale). */
export const AllCasesBothLanguages: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '1rem' }}>
      {STATUS_KINDS.flatMap((kind) =>
        (Object.keys(samples) as Locale[]).map((locale) => {
          const t = samples[locale][kind];
          return (
            <div key={`${kind}-${locale}`} lang={locale} style={{ border: '1px dashed #d0d5dd' }}>
              <EmptyState
                kind={kind}
                titleAs="h3"
                title={t.title}
                description={t.description}
                action={
                  <Button size="sm" variant="secondary">
                    {t.action}
                  </Button>
                }
              />
            </div>
          );
        }),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(STATUS_KINDS.length * 2);
  },
};

/** Inside a list or card: smaller drawing, section title. */
export const InASection: Story = {
  render: (args, { globals }) => {
    const t = samples[localeOf(globals)].empty;
    return (
      <EmptyState
        {...args}
        title={t.title}
        description={t.description}
        action={<Button onClick={onCreate}>{t.action}</Button>}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const t = samples[localeOf(globals)].empty;
    onCreate.mockClear();
    await expect(canvas.getByRole('heading', { level: 2, name: t.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.action }));
    await expect(onCreate).toHaveBeenCalledOnce();
  },
};

/** An icon instead of the illustration, for tight spots (search without results). */
export const WithIcon: Story = {
  args: {
    icon: <SearchIcon />,
    title: 'Sin resultados',
    description: 'Prueba con otras palabras.',
    titleAs: 'h3',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Sin resultados' })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { title: 'No hay actividades este día' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No hay actividades este día' })).toBeVisible();
  },
};
