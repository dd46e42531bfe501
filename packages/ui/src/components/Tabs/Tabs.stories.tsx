import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs.tsx';

const sections = [
  { value: 'documents', label: 'Documentos', body: 'RUT 12.345.678-k · Pasaporte P1234567' },
  { value: 'history', label: 'Historial', body: 'Ingresó a Sede Centro el 2 de mayo.' },
  { value: 'places', label: 'Lugares de trabajo', body: 'Sede Centro, Sede Norte' },
  { value: 'profile', label: 'Perfil', body: 'Ana López · ana@faena.mx' },
  { value: 'roles', label: 'Cargos', body: 'Supervisora de turno' },
];

const meta = {
  title: 'Componentes/Tabs',
  component: Tabs,
  args: { defaultValue: 'documents', onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Secciones del perfil">
        {sections.map((section) => (
          <TabsTrigger key={section.value} value={section.value} disabled={section.value === 'roles'}>
            {section.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {sections.map((section) => (
        <TabsContent key={section.value} value={section.value}>
          <p style={{ margin: 0 }}>{section.body}</p>
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Secciones del perfil' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Documentos' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const history = canvas.getByRole('tab', { name: 'Historial' });
    await expect(history).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Historial' })).toHaveTextContent(
      'Ingresó a Sede Centro',
    );
    await userEvent.keyboard('{End}');
    // The last tab is disabled, so End stops on the one before it.
    await expect(canvas.getByRole('tab', { name: 'Perfil' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('tab', { name: 'Lugares de trabajo' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('places');
    // Tab from the tab list moves into the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    canvas.getByRole('tab', { name: 'Documentos' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Historial' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvas }) => {
    canvas.getByRole('tab', { name: 'Documentos' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const history = canvas.getByRole('tab', { name: 'Historial' });
    await expect(history).toHaveFocus();
    await expect(history).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(history).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithBadge: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="pending">
      <TabsList aria-label="Actividades">
        <TabsTrigger value="pending">
          Pendientes <Badge count={4} tone="danger" label="4 pendientes" />
        </TabsTrigger>
        <TabsTrigger value="done">Completadas</TabsTrigger>
      </TabsList>
      <TabsContent value="pending">4 actividades pendientes.</TabsContent>
      <TabsContent value="done">Nada por aquí.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Pendientes 4 pendientes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
