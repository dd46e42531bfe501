import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider.tsx';
import { NotificationBell } from './NotificationBell.tsx';

describe('NotificationBell', () => {
  it('is a button named Notificaciones without unread items', async () => {
    const onClick = vi.fn();
    render(<NotificationBell onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Notificaciones' });
    expect(button.querySelector('[data-slot="badge"]')).toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('includes the unread count in its name and shows a badge', () => {
    render(<NotificationBell unreadCount={5} />);
    const button = screen.getByRole('button', { name: 'Notificaciones, 5 sin leer' });
    expect(button.querySelector('[data-slot="badge"]')?.textContent).toBe('5');
  });

  it('caps the badge at 99+', () => {
    render(<NotificationBell unreadCount={250} href="/notifications" />);
    const link = screen.getByRole('link', { name: 'Notificaciones, 99+ sin leer' });
    expect(link.getAttribute('href')).toBe('/notifications');
    expect(link.querySelector('[data-slot="badge"]')?.textContent).toBe('99+');
  });

  it('marks the current page and speaks en-US', () => {
    render(
      <UiTextProvider locale="en-US">
        <NotificationBell unreadCount={1} href="/notifications" current />
      </UiTextProvider>,
    );
    const link = screen.getByRole('link', { name: 'Notifications, 1 unread' });
    expect(link.getAttribute('aria-current')).toBe('page');
  });
});
