import { applyBrand, brandVariables, clearBrand, parseBrand, useBreakpoint } from '@faena/ui';
import {
  breakpoints,
  contrastRatio,
  fontSize,
  fontWeight,
  iconSize,
  lineHeight,
  motion,
  nonTextContrastPairs,
  palette,
  radius,
  resolveColor,
  shadow,
  space,
  type ThemeName,
  textContrastPairs,
  themeVars,
  zIndex,
} from '@faena/ui/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const themeOf = (globals: Record<string, unknown>): ThemeName =>
  globals.theme === 'dark' ? 'dark' : 'light';
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

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
      <span className="text-body">
        <span className="block font-semibold">{name}</span>
        <code className="text-caption text-fg-muted">{value}</code>
        <span className="block text-caption text-fg-muted">
          {contrastRatio(value, '#ffffff').toFixed(2)}:1 blanco · {contrastRatio(value, '#000000').toFixed(2)}
          :1 negro
        </span>
      </span>
    </div>
  );
}

function Colors() {
  return (
    <div className="grid gap-6">
      {Object.entries(palette).map(([hue, steps]) => (
        <section key={hue}>
          <h2 className="mb-2 text-section-title font-semibold">{hue}</h2>
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
        <h2 className="mb-2 text-section-title font-semibold">Espaciado (p-*, gap-*, m-*)</h2>
        <div className="grid gap-2">
          {Object.entries(space).map(([step, value]) => (
            <div key={step} className="flex items-center gap-3 text-body">
              <code className="w-24 text-fg-muted">
                {step} · {value}
              </code>
              <span className="h-3 rounded-sm bg-primary" style={{ width: value }} />
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2 className="mb-2 text-section-title font-semibold">Radios y sombras</h2>
        <div className="flex flex-wrap gap-4">
          {Object.keys(radius).map((name) => (
            <div
              key={name}
              className="grid size-20 place-items-center border border-border-strong bg-bg-subtle text-caption"
              style={{ borderRadius: `var(--faena-radius-${name})` }}
            >
              {name}
            </div>
          ))}
          {Object.keys(shadow).map((name) => (
            <div
              key={name}
              className="grid size-20 place-items-center rounded-lg bg-surface text-caption"
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

/** Every text/background role pair with its WCAG contrast in both themes (tested in tokens.test.ts). */
function ColorRoles() {
  const row = (
    fg: Parameters<typeof resolveColor>[0],
    bg: Parameters<typeof resolveColor>[0],
    min: number,
  ) => (
    <tr key={`${fg}-${bg}`} className="border-t border-border">
      <td className="py-1 pr-3">
        <code>{kebab(fg)}</code> / <code>{kebab(bg)}</code>
      </td>
      {(['light', 'dark'] as const).map((theme) => {
        const [f, b] = [resolveColor(fg, theme), resolveColor(bg, theme)];
        const ratio = contrastRatio(f, b);
        return (
          <td key={theme} className="py-1 pr-3">
            <span className="inline-flex items-center gap-2">
              {min >= 4.5 ? (
                <span
                  className="rounded-sm px-2 py-0.5 font-semibold"
                  style={{ color: f, backgroundColor: b }}
                >
                  Aa
                </span>
              ) : (
                <span
                  aria-hidden="true"
                  className="inline-block size-6 rounded-sm"
                  style={{ backgroundColor: b, border: `3px solid ${f}` }}
                />
              )}
              <span>
                {ratio.toFixed(2)}:1 {ratio >= min ? '✓' : '✗'}
              </span>
            </span>
          </td>
        );
      })}
    </tr>
  );
  return (
    <div className="grid gap-4">
      <p className="max-w-prose text-body text-fg-muted">
        Pares de texto sobre fondo: mínimo 4.5:1 (WCAG AA). Bordes, anillo de foco y relleno primario: 3:1.
        Una prueba unitaria verifica cada par en los dos temas.
      </p>
      <table className="text-body">
        <thead>
          <tr className="text-left">
            <th className="pr-3">Texto / fondo</th>
            <th className="pr-3">Claro</th>
            <th className="pr-3">Oscuro</th>
          </tr>
        </thead>
        <tbody>
          {textContrastPairs.map(([fg, bg]) => row(fg, bg, 4.5))}
          {nonTextContrastPairs.map(([fg, bg]) => row(fg, bg, 3))}
        </tbody>
      </table>
    </div>
  );
}

function Typography() {
  return (
    <div className="grid gap-6">
      <section>
        <h2 className="mb-2 text-section-title font-semibold">Tamaños (text-*)</h2>
        <div className="grid gap-2">
          {Object.entries(fontSize).map(([name, value]) => (
            <div key={name} className="flex items-baseline gap-4">
              <code className="w-28 shrink-0 text-caption text-fg-muted">
                {name} · {value}
              </code>
              <span style={{ fontSize: value }}>Órdenes de trabajo del día</span>
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2 className="mb-2 text-section-title font-semibold">Pesos e interlineado</h2>
        <div className="flex flex-wrap gap-6">
          {Object.entries(fontWeight).map(([name, value]) => (
            <span key={name} style={{ fontWeight: value }}>
              {name} · {value}
            </span>
          ))}
        </div>
        <div className="mt-3 flex flex-wrap gap-6 text-body text-fg-muted">
          {Object.entries(lineHeight).map(([name, value]) => (
            <code key={name}>
              leading-{name} · {value}
            </code>
          ))}
        </div>
      </section>
    </div>
  );
}

function Breakpoints() {
  const { breakpoint, isDesktop } = useBreakpoint();
  return (
    <div className="grid gap-4">
      <p data-testid="current" className="rounded-md bg-primary-subtle p-3 text-primary-fg">
        Ahora: <strong>{breakpoint}</strong> · diseño {isDesktop ? 'de escritorio' : 'móvil'} (useBreakpoint)
      </p>
      <table className="text-body">
        <thead>
          <tr className="text-left">
            <th className="pr-4">Nombre</th>
            <th className="pr-4">Desde</th>
            <th>Prefijo Tailwind / vanilla-extract</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(breakpoints).map(([name, px]) => (
            <tr key={name} className="border-t border-border">
              <td className="py-1 pr-4">{name}</td>
              <td className="py-1 pr-4">
                {px}px{name === 'lg' ? ' — diseño de escritorio' : ''}
              </td>
              <td className="py-1">
                <code>{name}:</code> · <code>mediaUp('{name}')</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-body text-fg-muted">
        Icono: <code>size-icon</code> = {iconSize}. z-index:{' '}
        {Object.entries(zIndex)
          .map(([n, v]) => `${n} ${v}`)
          .join(' · ')}
        . Movimiento:{' '}
        {Object.entries(motion.duration)
          .map(([n, v]) => `${n} ${v}`)
          .join(' · ')}
        .
      </p>
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

export const RolesYContraste: Story = { name: 'Roles y contraste', render: () => <ColorRoles /> };

export const Escalas: Story = { render: () => <Scales /> };

export const Tipografia: Story = { name: 'Tipografía', render: () => <Typography /> };

export const PuntosDeQuiebre: Story = {
  name: 'Puntos de quiebre',
  render: () => <Breakpoints />,
  play: async ({ canvas }) => {
    const desktop = window.innerWidth >= breakpoints.lg;
    await expect(canvas.getByTestId('current')).toHaveTextContent(desktop ? 'de escritorio' : 'móvil');
  },
};

export const Tailwind: Story = {
  render: () => <TailwindMapping />,
  play: async ({ canvas, globals }) => {
    const theme = themeOf(globals);
    const primary = getComputedStyle(canvas.getByTestId('primary'));
    if (globals.brand === 'faena' || !globals.brand) {
      await expect(primary.backgroundColor).toBe(rgb(resolveColor('primary', theme)));
      await expect(primary.color).toBe(rgb(resolveColor('onPrimary', theme)));
    }
    await expect(primary.paddingTop).toBe('16px');
    await expect(primary.borderTopLeftRadius).toBe('6px');
    await expect(getComputedStyle(canvas.getByTestId('muted')).color).toBe(
      rgb(resolveColor('fgMuted', theme)),
    );
    await expect(getComputedStyle(canvas.getByTestId('danger')).backgroundColor).toBe(
      rgb(resolveColor('dangerSubtle', theme)),
    );
    // The token variables are on :root, with stable names.
    const root = getComputedStyle(document.documentElement);
    await expect(root.getPropertyValue('--faena-color-brand-600').trim()).toBe(palette.brand[600]);
    await expect(themeVars.color.primary).toBe('var(--faena-color-primary)');
  },
};

/**
 * A tenant brand re-tints the primary roles with variables on <html> (`applyBrand`). The yellow
 * brand asks for white text, which fails WCAG; the foreground is corrected toward black.
 */
export const MarcaDelCliente: Story = {
  name: 'Marca del cliente',
  render: () => (
    <div className="flex flex-wrap gap-3">
      <span data-testid="brand" className="rounded-md bg-primary px-4 py-2 text-on-primary">
        Marca del cliente
      </span>
      <span className="rounded-md bg-primary-subtle px-4 py-2 text-primary-fg">Texto de marca</span>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const html = document.documentElement;
    const brand = parseBrand({ primary: '#f5e050', foreground: '#ffffff' });
    const expected = brandVariables(brand, themeOf(globals));
    applyBrand(brand, html, themeOf(globals));
    try {
      const style = getComputedStyle(canvas.getByTestId('brand'));
      await expect(style.backgroundColor).toBe('rgb(245, 224, 80)');
      await expect(style.color).toBe(rgb(expected['--faena-color-on-primary']));
      await expect(contrastRatio(expected['--faena-color-on-primary'], '#f5e050')).toBeGreaterThanOrEqual(
        4.5,
      );
    } finally {
      clearBrand(html);
    }
  },
};
