import { Button, TextField } from '@faena/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * The same components in the dark theme (and with the hard-to-read yellow brand), so axe checks
 * their contrast there too on every test run, without running the whole suite twice.
 */
function Showcase() {
  return (
    <div className="grid max-w-lg gap-4 rounded-lg bg-surface p-4">
      <p className="text-fg">
        Texto principal <span className="text-fg-muted">y secundario</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button>Guardar</Button>
        <Button variant="secondary">Cancelar</Button>
        <Button variant="ghost">Más</Button>
        <Button variant="danger">Eliminar</Button>
      </div>
      <TextField label="Nombre" hint="Como aparece en los reportes" defaultValue="Ana" />
      <TextField label="Correo" error="Escribe un correo válido" defaultValue="ana@" />
      <div className="grid gap-2 text-body">
        <p className="rounded-md bg-success-subtle p-2 text-success-fg">Guardado</p>
        <p className="rounded-md bg-warning-subtle p-2 text-warning-fg">Revisa los datos</p>
        <p className="rounded-md bg-danger-subtle p-2 text-danger-fg">No se pudo guardar</p>
        <p className="rounded-md bg-info p-2 text-on-info">Hay una versión nueva</p>
      </div>
    </div>
  );
}

const meta = {
  title: 'Fundamentos/Tema oscuro',
  render: () => <Showcase />,
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Oscuro: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    await expect(getComputedStyle(document.documentElement).colorScheme).toBe('dark');
  },
};

export const OscuroConMarcaAmarilla: Story = {
  name: 'Oscuro con marca amarilla',
  globals: { theme: 'dark', brand: 'amarillo' },
};

export const ClaroConMarcaAmarilla: Story = {
  name: 'Claro con marca amarilla',
  globals: { theme: 'light', brand: 'amarillo' },
};
