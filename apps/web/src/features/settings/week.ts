/** SPEC 9: the week starts on Monday in the app and on Sunday for US English. */
export function firstDayOfWeek(language: string): 1 | 7 {
  return language === 'en-US' ? 7 : 1;
}

/** The seven days of the week holding `date`, starting on the language's first day. */
export function weekOf(date: Date, language: string): Date[] {
  const first = firstDayOfWeek(language) % 7; // 0 = Sunday, 1 = Monday
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  start.setDate(start.getDate() - ((start.getDay() - first + 7) % 7));
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(start);
    day.setDate(start.getDate() + index);
    return day;
  });
}
