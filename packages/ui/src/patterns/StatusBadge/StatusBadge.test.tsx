import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider.tsx';
import { ACTIVITY_DISPLAY_STATUSES, StatusBadge } from './StatusBadge.tsx';

describe('StatusBadge', () => {
  it.each([
    ['SCHEDULED', 'Programada'],
    ['ACTIVE', 'Activa'],
    ['COMPLETED', 'Completada'],
    ['EXPIRED', 'Vencida'],
    ['CANCELLED', 'Cancelada'],
  ] as const)('labels %s as %s in es-MX', (status, label) => {
    render(<StatusBadge status={status} />);
    const badge = screen.getByText(label);
    expect(badge.dataset.status).toBe(status);
  });

  it('speaks en-US inside an en-US provider', () => {
    render(
      <UiTextProvider locale="en-US">
        {ACTIVITY_DISPLAY_STATUSES.map((status) => (
          <StatusBadge key={status} status={status} />
        ))}
      </UiTextProvider>,
    );
    for (const label of ['Scheduled', 'Active', 'Completed', 'Overdue', 'Canceled']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
  });

  it('gives each status its own class and merges className', () => {
    const { container } = render(
      <>
        <StatusBadge status="ACTIVE" className="ml-2" />
        <StatusBadge status="EXPIRED" />
      </>,
    );
    const [active, expired] = Array.from(container.querySelectorAll<HTMLElement>('[data-status]'));
    expect(active?.className).toContain('ml-2');
    expect(active?.className).not.toBe(expired?.className);
  });
});
