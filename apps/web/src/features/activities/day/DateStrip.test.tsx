// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { DayLocale } from './calendar-days';
import { DateStrip } from './DateStrip';

/** The strip with its selection kept in state, as a page keeps it. */
function Controlled({
  initial,
  today,
  locale,
  onChange,
}: {
  initial: string;
  today: string;
  locale: DayLocale;
  onChange: (date: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateStrip
      value={value}
      today={today}
      locale={locale}
      onChange={(date) => {
        onChange(date);
        setValue(date);
      }}
    />
  );
}

function setup(initial: string, { today = '2026-11-25', locale = 'es-MX' as DayLocale } = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<Controlled initial={initial} today={today} locale={locale} onChange={onChange} />, {
    locale,
  });
  return { onChange, user };
}

const days = () => within(screen.getByRole('radiogroup')).getAllByRole('radio');
const names = () => days().map((day) => day.getAttribute('aria-label'));

describe('the date strip', () => {
  afterEach(cleanup);

  it('shows the Mexican week from Monday, under its month, with the selected day checked', () => {
    setup('2026-11-25');
    expect(screen.getByText('noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Día' })).toBeInTheDocument();
    expect(names()).toEqual([
      'lunes 23 de noviembre de 2026',
      'martes 24 de noviembre de 2026',
      'miércoles 25 de noviembre de 2026',
      'jueves 26 de noviembre de 2026',
      'viernes 27 de noviembre de 2026',
      'sábado 28 de noviembre de 2026',
      'domingo 29 de noviembre de 2026',
    ]);
    expect(days().map((day) => day.textContent)).toEqual([
      'lun23',
      'mar24',
      'mié25hoy',
      'jue26',
      'vie27',
      'sáb28',
      'dom29',
    ]);
    const selected = screen.getByRole('radio', { checked: true });
    expect(selected).toHaveAccessibleName('miércoles 25 de noviembre de 2026');
    // Only the selected day is in the tab order.
    expect(days().map((day) => day.tabIndex)).toEqual([-1, -1, 0, -1, -1, -1, -1]);
    expect(screen.getByRole('button', { name: 'Semana anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Semana siguiente' })).toBeInTheDocument();
  });

  it('shows the US week from Sunday in English', () => {
    setup('2026-11-25', { locale: 'en-US' });
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Day' })).toBeInTheDocument();
    expect(names()).toEqual([
      'Sunday, November 22, 2026',
      'Monday, November 23, 2026',
      'Tuesday, November 24, 2026',
      'Wednesday, November 25, 2026',
      'Thursday, November 26, 2026',
      'Friday, November 27, 2026',
      'Saturday, November 28, 2026',
    ]);
    expect(days()[0]).toHaveTextContent('Sun22');
    expect(screen.getByRole('radio', { checked: true })).toHaveAccessibleName('Wednesday, November 25, 2026');
    expect(screen.getByRole('radio', { name: 'Wednesday, November 25, 2026' })).toHaveAccessibleDescription(
      'today',
    );
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next week' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
  });

  it('marks today, whichever day is selected', () => {
    setup('2026-11-27');
    expect(
      screen.getByRole('radio', { name: 'miércoles 25 de noviembre de 2026' }),
    ).toHaveAccessibleDescription('hoy');
    expect(
      screen.getByRole('radio', { name: 'viernes 27 de noviembre de 2026' }),
    ).not.toHaveAccessibleDescription();
    expect(screen.getByRole('radio', { checked: true })).toHaveAccessibleName(
      'viernes 27 de noviembre de 2026',
    );
  });

  it('names both months when the week spans two, and both years across New Year', () => {
    setup('2026-12-01');
    expect(screen.getByText('noviembre – diciembre de 2026')).toBeInTheDocument();
    cleanup();
    setup('2026-12-31', { locale: 'en-US' });
    expect(screen.getByText('December 2026 – January 2027')).toBeInTheDocument();
  });

  it('moves the selection a day with the arrows, into the next and previous weeks, focus following', async () => {
    const { onChange, user } = setup('2026-11-28');
    await user.click(screen.getByRole('radio', { checked: true }));
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-29');
    expect(screen.getByRole('radio', { name: 'domingo 29 de noviembre de 2026' })).toHaveFocus();

    // Past Sunday: Monday of the next week, which spans November and December.
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-30');
    expect(screen.getByText('noviembre – diciembre de 2026')).toBeInTheDocument();
    expect(names()[0]).toBe('lunes 30 de noviembre de 2026');
    expect(screen.getByRole('radio', { name: 'lunes 30 de noviembre de 2026' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'lunes 30 de noviembre de 2026' })).toBeChecked();

    // Before Monday: Sunday of the previous week.
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-29');
    expect(screen.getByRole('radio', { name: 'domingo 29 de noviembre de 2026' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-28');
  });

  it('goes to the first and last day of the week with Home and End', async () => {
    const { onChange, user } = setup('2026-11-25', { locale: 'en-US' });
    await user.click(screen.getByRole('radio', { checked: true }));
    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-22');
    expect(screen.getByRole('radio', { name: 'Sunday, November 22, 2026' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-28');
    expect(screen.getByRole('radio', { name: 'Saturday, November 28, 2026' })).toHaveFocus();
  });

  it('enters the days by Tab at the selected one', async () => {
    const { user } = setup('2026-11-25');
    await user.tab(); // Hoy is disabled: today is selected.
    expect(screen.getByRole('button', { name: 'Semana anterior' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Semana siguiente' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'miércoles 25 de noviembre de 2026' })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('selects a day by click', async () => {
    const { onChange, user } = setup('2026-11-25');
    await user.click(screen.getByRole('radio', { name: 'viernes 27 de noviembre de 2026' }));
    expect(onChange).toHaveBeenCalledWith('2026-11-27');
    expect(screen.getByRole('radio', { name: 'viernes 27 de noviembre de 2026' })).toBeChecked();
  });

  it('moves a week back and forth keeping the weekday', async () => {
    const { onChange, user } = setup('2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-12-02');
    expect(screen.getByText('noviembre – diciembre de 2026')).toBeInTheDocument();
    expect(screen.getByRole('radio', { checked: true })).toHaveAccessibleName(
      'miércoles 2 de diciembre de 2026',
    );
    // Today is not in this week: nothing is marked.
    expect(days().some((day) => day.hasAttribute('aria-describedby'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Semana anterior' }));
    await user.click(screen.getByRole('button', { name: 'Semana anterior' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-18');
    expect(screen.getByRole('radio', { checked: true })).toHaveAccessibleName(
      'miércoles 18 de noviembre de 2026',
    );
  });

  it('comes back to today with Hoy, which is off while today is selected', async () => {
    const { onChange, user } = setup('2027-01-08');
    const todayButton = screen.getByRole('button', { name: 'Hoy' });
    expect(todayButton).toBeEnabled();
    await user.click(todayButton);
    expect(onChange).toHaveBeenLastCalledWith('2026-11-25');
    expect(screen.getByText('noviembre de 2026')).toBeInTheDocument();
    const today = screen.getByRole('radio', { name: 'miércoles 25 de noviembre de 2026' });
    expect(today).toBeChecked();
    expect(today).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Hoy' })).toBeDisabled();
  });
});
