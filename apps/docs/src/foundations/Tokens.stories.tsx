import { palette, radius, resolveColor, shadow, space, themeVars } from '@faena/ui/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** `#rrggbb` -> `rgb(r, g, b)`, the way getComputedStyle reports colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <div className="flex items-center gap-3">
      <span
        className="size-10 shrink-0 rounded-md border border-border shadow-sm"
        style={{ backgroundColor: value }}
      />
      <span className="text-sm">
        <span className="block font-semibold">{name}</span>
        <code className="text-xs text-fg-muted">{value}</code>
      </span>
    </div>
  );
}

function Colors() {
  return (
    <div className="grid gap-6">
      {Object.entries(palette).map(([hue, steps]) => (
        <section key={hue}>
          <h2 className="mb-2 text-lg font-semibold">{hue}</h2>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-6">
            {Object.entries(steps).map(([step, hex]) => (
              <Swatch key={step} name={`${hue}-${step}`} value={hex} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function Scales() {
  return (
    <div className="grid gap-8">
      <section>
        <h2 className="mb-2 text-lg font-semibold">Espaciado (p-*, gap-*, m-*)</h2>
        <div className="grid gap-2">
          {Object.entries(space).map(([step, value]) => (
            <div key={step} className="flex items-center gap-3 text-sm">
              <code className="w-24 text-fg-muted">
                {step} · {value}
              </code>
              <span className="h-3 rounded-sm bg-primary" style={{ width: value }} />
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2 className="mb-2 text-lg font-semibold">Radios y sombras</h2>
        <div className="flex flex-wrap gap-4">
          {Object.keys(radius).map((name) => (
            <div
              key={name}
              className="grid size-20 place-items-center border border-border-strong bg-bg-subtle text-xs"
              style={{ borderRadius: `var(--faena-radius-${name})` }}
            >
              {name}
            </div>
          ))}
          {Object.keys(shadow).map((name) => (
            <div
              key={name}
              className="grid size-20 place-items-center rounded-lg bg-surface text-xs"
              style={{ boxShadow: `var(--faena-shadow-${name})` }}
            >
              shadow-{name}
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}

/** Tailwind utilities resolve to the same variables the components use. */
function TailwindMapping() {
  return (
    <div className="grid max-w-md gap-3">
      <div data-testid="primary" className="rounded-md bg-primary p-4 text-on-primary">
        bg-primary · text-on-primary · p-4 · rounded-md
      </div>
      <div data-testid="muted" className="rounded-md border border-border bg-bg-subtle p-4 text-fg-muted">
        bg-bg-subtle · text-fg-muted · border-border
      </div>
      <div data-testid="danger" className="rounded-md bg-danger-subtle p-4 text-danger-fg">
        bg-danger-subtle · text-danger-fg
      </div>
    </div>
  );
}

const meta = {
  title: 'Fundamentos/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colores: Story = { render: () => <Colors /> };

export const Escalas: Story = { render: () => <Scales /> };

export const Tailwind: Story = {
  render: () => <TailwindMapping />,
  play: async ({ canvas }) => {
    const primary = getComputedStyle(canvas.getByTestId('primary'));
    await expect(primary.backgroundColor).toBe(rgb(resolveColor('primary')));
    await expect(primary.color).toBe(rgb(resolveColor('onPrimary')));
    await expect(primary.paddingTop).toBe('16px');
    await expect(primary.borderTopLeftRadius).toBe('6px');
    await expect(getComputedStyle(canvas.getByTestId('muted')).color).toBe(rgb(resolveColor('fgMuted')));
    await expect(getComputedStyle(canvas.getByTestId('danger')).backgroundColor).toBe(
      rgb(resolveColor('dangerSubtle')),
    );
    // The token variables are on :root, with stable names.
    const root = getComputedStyle(document.documentElement);
    await expect(root.getPropertyValue('--faena-color-brand-600').trim()).toBe(palette.brand[600]);
    await expect(themeVars.color.primary).toBe('var(--faena-color-primary)');
  },
};

/** A tenant brand re-tints everything by assigning the palette variables on <html>. */
export const MarcaDelCliente: Story = {
  render: () => (
    <div className="flex gap-3">
      <span data-testid="brand" className="rounded-md bg-primary px-4 py-2 text-on-primary">
        Marca del cliente
      </span>
    </div>
  ),
  play: async ({ canvas }) => {
    const html = document.documentElement;
    html.style.setProperty('--faena-color-brand-600', '#7a1fa2');
    try {
      await expect(getComputedStyle(canvas.getByTestId('brand')).backgroundColor).toBe('rgb(122, 31, 162)');
    } finally {
      html.style.removeProperty('--faena-color-brand-600');
    }
  },
};
