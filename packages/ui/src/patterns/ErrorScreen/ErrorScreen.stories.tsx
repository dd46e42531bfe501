import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { resolveUiLocale, type UiTexts, uiResources } from '../../i18n/resources.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

const sampleError = new TypeError("Cannot read properties of undefined (reading 'venue')");
sampleError.stack = `TypeError: Cannot read properties of undefined (reading 'venue')
    at ActivityCard (activities/ActivityCard.tsx:42:17)
    at renderWithHooks (react-dom.development.js:16305:18)`;

// Many lines, some far wider than the box (a minified frame, a long request id).
const longDetails = [
  'Component stack:',
  ...Array.from(
    { length: 60 },
    (_, index) =>
      `    at Frame${index} (https://app.faena.mx/assets/chunk-${String(index).padStart(4, '0')}.js:1:${1000 + index * 37})`,
  ),
  `Request: ${'a1b2c3d4'.repeat(40)}`,
  `Payload: ${JSON.stringify({ activity: 42, fields: Array.from({ length: 30 }, (_, index) => `field_${index}`) })}`,
].join('\n');

const meta = {
  title: 'Patrones/ErrorScreen',
  component: ErrorScreen,
  args: {
    error: sampleError,
    appVersion: '1.2.146',
    // Fixed, so the details read the same wherever and in whatever browser the stories run.
    url: 'https://app.faena.mx/actividades/42',
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    onReload: fn(),
    onGoHome: fn((event) => event.preventDefault()),
    support: { email: 'soporte@faena.app', phone: '+52 55 1234 5678' },
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['web', 'native'] },
    error: { control: false },
    renderLink: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const textsFor = (globals: Record<string, unknown>): UiTexts =>
  uiResources[resolveUiLocale(String(globals.locale ?? ''))];

export const Web: Story = {
  play: async ({ args, canvas, globals, step }) => {
    const t = textsFor(globals).errorScreen;
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByText(t.restart)).toBeNull();

    await step('recovery actions work from the keyboard', async () => {
      const reload = canvas.getByRole('button', { name: t.reloadAction });
      reload.focus();
      await expect(reload).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onReload).toHaveBeenCalledOnce();
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: t.goHomeAction })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onGoHome).toHaveBeenCalledOnce();
    });

    await step('the details are a focusable disclosure', async () => {
      await userEvent.tab();
      const summary = canvas.getByText(t.details);
      await expect(summary).toHaveFocus();
      const disclosure = summary.closest('details');
      await expect(disclosure).not.toHaveAttribute('open');
      // A native <summary>: the browser toggles it on Enter/Space; the simulated keyboard does not.
      await userEvent.click(summary);
      await waitFor(() => expect(disclosure).toHaveAttribute('open'));
      await expect(canvas.getByText(/Cannot read properties of undefined/)).toBeVisible();
      await userEvent.tab();
      await expect(canvas.getByRole('region', { name: t.details })).toHaveFocus();
    });

    await expect(canvas.getByRole('link', { name: 'soporte@faena.app' })).toHaveAttribute(
      'href',
      'mailto:soporte@faena.app',
    );
  },
};

export const Native: Story = {
  args: { variant: 'native', onClearData: fn() },
  play: async ({ args, canvas, globals }) => {
    const t = textsFor(globals).errorScreen;
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText(t.restart)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.clearDataAction }));
    await expect(args.onClearData).toHaveBeenCalledOnce();
  },
};

export const DownloadDetails: Story = {
  args: { fileName: 'informe-error.html' },
  play: async ({ canvas, globals }) => {
    const t = textsFor(globals).errorScreen;
    const blobs: Blob[] = [];
    const createObjectURL = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:informe';
    });
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await userEvent.click(canvas.getByText(t.details));
      await userEvent.click(canvas.getByRole('button', { name: t.download }));
      await expect(click).toHaveBeenCalledOnce();
      await expect(blobs).toHaveLength(1);
      const html = await blobs[0]!.text();
      await expect(html).toContain(`<title>${t.reportTitle}</title>`);
      await expect(html).toContain('1.2.146');
      await expect(html).toContain('at ActivityCard');
    } finally {
      createObjectURL.mockRestore();
      click.mockRestore();
    }
  },
};

export const LongDetails: Story = {
  args: { details: longDetails },
  play: async ({ canvas, globals }) => {
    const t = textsFor(globals).errorScreen;
    const summary = canvas.getByText(t.details);
    await userEvent.click(summary);
    const region = canvas.getByRole('region', { name: t.details });
    await expect(region).toBeVisible();
    // The text overflows its box, so only the keyboard focus on the region lets it be scrolled without a pointer.
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(region).toHaveTextContent(`Request: ${'a1b2c3d4'.repeat(40)}`);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.download })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(region).toHaveFocus();
  },
};

export const WithoutSupport: Story = {
  args: { support: undefined, error: 'Network request failed' },
  play: async ({ canvas, globals }) => {
    const t = textsFor(globals).errorScreen;
    await expect(canvas.queryByText(t.support)).toBeNull();
  },
};

export const Mobile: Story = {
  render: (args) => (
    <div style={{ width: 360 }}>
      <ErrorScreen {...args} as="div" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const page = canvasElement.querySelector<HTMLElement>('[data-status]')!;
    await expect(page.scrollWidth).toBeLessThanOrEqual(360);
  },
};
