/** Fills i18next-style `{{name}}` placeholders of a `ui` text (the package has no i18n runtime). */
export function formatText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
