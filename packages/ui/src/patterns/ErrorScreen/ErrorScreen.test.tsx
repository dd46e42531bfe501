import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';
import { describeError, errorReportHtml } from './error-report.ts';

function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ErrorScreen', () => {
  it('shows the title and the recovery steps (web)', async () => {
    const onReload = vi.fn();
    const onClearData = vi.fn();
    render(<ErrorScreen onReload={onReload} onClearData={onClearData} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Vaya, algo salió mal' })).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(screen.queryByText('Cierra la aplicación y vuelve a abrirla.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Borrar datos' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(onClearData).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/');
  });

  it('adds the restart step in native', () => {
    render(<ErrorScreen variant="native" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Cierra la aplicación y vuelve a abrirla.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Borrar datos' })).toBeNull();
  });

  it('keeps the technical details in a disclosure', async () => {
    const error = new TypeError('x is undefined');
    render(<ErrorScreen error={error} details="at Component" appVersion="1.2.146" />);
    const summary = screen.getByText('Detalles técnicos');
    const disclosure = summary.closest('details')!;
    expect(disclosure.open).toBe(false);
    await userEvent.click(summary);
    expect(disclosure.open).toBe(true);
    const pre = disclosure.querySelector('pre')!;
    expect(pre.textContent).toContain('TypeError: x is undefined');
    expect(pre.textContent).toContain('1.2.146');
    expect(pre.textContent).toContain('at Component');
  });

  it.each([
    ['es-MX', 'Detalles técnicos'],
    ['en-US', 'Technical details'],
  ])('puts the details in a named region the keyboard reaches (%s)', async (locale, name) => {
    render(
      <UiTextProvider locale={locale}>
        <ErrorScreen error={new Error('boom')} />
      </UiTextProvider>,
    );
    await userEvent.click(screen.getByText(name));
    await userEvent.tab();
    const region = screen.getByRole('region', { name });
    expect(region).toHaveFocus();
    expect(region).toHaveTextContent('Error: boom');
  });

  it('shows the given address and browser instead of the current ones', async () => {
    render(
      <ErrorScreen error={new Error('boom')} url="https://app.faena.mx/x" userAgent="TestBrowser/1.0" />,
    );
    const text = screen.getByText(/Error: boom/, { selector: 'pre' }).textContent;
    expect(text).toContain('Dirección: https://app.faena.mx/x');
    expect(text).toContain('Navegador: TestBrowser/1.0');
    expect(text).not.toContain(window.location.href);
  });

  it('downloads the details as an escaped HTML file', async () => {
    const { blobs, names } = captureDownloads();
    render(<ErrorScreen error={new Error('<script>alert(1)</script>')} fileName="informe.html" />);
    await userEvent.click(screen.getByText('Detalles técnicos'));
    await userEvent.click(screen.getByRole('button', { name: 'Descargar detalles' }));
    expect(names).toEqual(['informe.html']);
    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.type).toBe('text/html;charset=utf-8');
    const html = await blobs[0]!.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<html lang="es-MX">');
    expect(html).toContain('<title>Informe de error</title>');
    expect(html).toContain('Error: &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('names the default file with a timestamp', async () => {
    const { names } = captureDownloads();
    render(<ErrorScreen error="boom" />);
    await userEvent.click(screen.getByText('Detalles técnicos'));
    await userEvent.click(screen.getByRole('button', { name: 'Descargar detalles' }));
    expect(names[0]).toMatch(/^faena-error-\d{4}-\d{2}-\d{2}T[\d-]+Z\.html$/);
  });

  it('shows the support contact', () => {
    render(<ErrorScreen support={{ email: 'soporte@faena.app', phone: '+52 55 1234 5678' }} />);
    expect(screen.getByRole('link', { name: 'soporte@faena.app' }).getAttribute('href')).toBe(
      'mailto:soporte@faena.app',
    );
    expect(screen.getByRole('link', { name: '+52 55 1234 5678' }).getAttribute('href')).toBe(
      'tel:+525512345678',
    );
  });

  it('speaks en-US', () => {
    render(
      <UiTextProvider locale="en-US">
        <ErrorScreen />
      </UiTextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Oops, something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Technical details')).toBeInTheDocument();
  });

  it('describes anything thrown', () => {
    expect(describeError('boom')).toEqual({ message: 'boom' });
    expect(describeError({ code: 42 })).toEqual({ message: '{"code":42}' });
    expect(describeError(undefined)).toEqual({ message: 'undefined' });
    const html = errorReportHtml(
      { error: 'x', time: new Date('2026-01-01T00:00:00Z') },
      {
        reportTitle: 'R',
        reportTime: 'T',
        reportUrl: 'U',
        reportMessage: 'M',
        reportStack: 'S',
        reportUserAgent: 'A',
        title: 'Oops',
      },
      'en-US',
    );
    expect(html).toContain('<tr><th scope="row">T</th><td>2026-01-01T00:00:00.000Z</td></tr>');
    expect(html).toContain('<tr><th scope="row">M</th><td>x</td></tr>');
  });
});
