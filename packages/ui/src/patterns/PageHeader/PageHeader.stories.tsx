import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../components/Button/Button.tsx';
import { PlusIcon } from '../../components/Icons/Icons.tsx';
import { PageHeader } from './PageHeader.tsx';

const texts = {
  'es-MX': {
    title: 'Notificaciones',
    description: 'Avisos de tus actividades, flujos y publicaciones.',
    markAll: 'Marcar todas como leídas',
    create: 'Nueva actividad',
    longTitle: 'Configuración de la organización y de los tipos de campo personalizados',
  },
  'en-US': {
    title: 'Notifications',
    description: 'Updates on your activities, workflows and posts.',
    markAll: 'Mark all as read',
    create: 'New activity',
    longTitle: 'Organization settings and the custom field types it offers',
  },
} as const;
const textsFor = (globals: Record<string, unknown>) =>
  texts[String(globals.locale) === 'en-US' ? 'en-US' : 'es-MX'];

const meta = {
  title: 'Patrones/PageHeader',
  component: PageHeader,
  args: { title: '' },
  argTypes: { actions: { control: false } },
  render: (args, { globals }) => {
    const t = textsFor(globals);
    return <PageHeader {...args} title={args.title || t.title} />;
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: textsFor(globals).title })).toBeVisible();
  },
};

export const WithDescriptionAndActions: Story = {
  render: (args, { globals }) => {
    const t = textsFor(globals);
    return (
      <PageHeader
        {...args}
        title={t.title}
        description={t.description}
        actions={
          <>
            <Button variant="secondary" size="sm">
              {t.markAll}
            </Button>
            <Button size="sm" startIcon={<PlusIcon />}>
              {t.create}
            </Button>
          </>
        }
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const t = textsFor(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(canvas.getByText(t.description)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.markAll })).toBeVisible();
  },
};

/** At 375 px the actions go under the title and a long title wraps. */
export const Phone: Story = {
  render: (args, { globals }) => {
    const t = textsFor(globals);
    return (
      <div style={{ width: 375 }}>
        <PageHeader
          {...args}
          title={t.longTitle}
          description={t.description}
          actions={
            <Button size="sm" startIcon={<PlusIcon />}>
              {t.create}
            </Button>
          }
        />
      </div>
    );
  },
  play: async ({ canvasElement, canvas, globals }) => {
    const t = textsFor(globals);
    const header = canvasElement.querySelector<HTMLElement>('[data-page-header]')!;
    await expect(header.scrollWidth).toBeLessThanOrEqual(375);
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const action = canvas.getByRole('button', { name: t.create }).getBoundingClientRect();
    await expect(action.top).toBeGreaterThanOrEqual(title.bottom);
  },
};
