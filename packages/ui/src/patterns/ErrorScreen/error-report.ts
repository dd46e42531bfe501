/** The technical side of the error screen: what the details disclosure shows and the HTML download. */

export interface ErrorInfo {
  /** `error.name: error.message`, or the value as text. */
  message: string;
  stack?: string;
}

/** Reads a message and stack out of anything thrown. */
export function describeError(error: unknown): ErrorInfo {
  if (error instanceof Error) {
    return { message: `${error.name}: ${error.message}`, ...(error.stack ? { stack: error.stack } : {}) };
  }
  if (typeof error === 'string') return { message: error };
  if (error === undefined || error === null) return { message: String(error) };
  try {
    return { message: JSON.stringify(error) };
  } catch {
    return { message: String(error) };
  }
}

export interface ErrorReport {
  error?: unknown;
  /** Extra technical text (a component stack, a request id…). */
  details?: string;
  appVersion?: string;
  url?: string;
  userAgent?: string;
  time: Date;
}

export interface ErrorReportLabels {
  reportTitle: string;
  reportTime: string;
  reportUrl: string;
  reportMessage: string;
  reportStack: string;
  reportUserAgent: string;
  title: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The plain-text technical details (shown in the disclosure). */
export function errorReportText(report: ErrorReport, labels: ErrorReportLabels): string {
  const info = describeError(report.error);
  return [
    `${labels.reportTime}: ${report.time.toISOString()}`,
    report.appVersion ? `Version: ${report.appVersion}` : null,
    report.url ? `${labels.reportUrl}: ${report.url}` : null,
    report.userAgent ? `${labels.reportUserAgent}: ${report.userAgent}` : null,
    `${labels.reportMessage}: ${info.message}`,
    info.stack ? `${labels.reportStack}:\n${info.stack}` : null,
    report.details ? `\n${report.details}` : null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

/** A standalone HTML document with the technical details, every value escaped. */
export function errorReportHtml(report: ErrorReport, labels: ErrorReportLabels, lang = 'es-MX'): string {
  const info = describeError(report.error);
  const row = (label: string, value: string | undefined) =>
    value ? `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>` : '';
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(labels.reportTitle)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1f27}th{text-align:left;padding-right:1rem;vertical-align:top}pre{white-space:pre-wrap;background:#f1f3f6;padding:1rem;border-radius:.375rem}</style>
</head>
<body>
<h1>${escapeHtml(labels.reportTitle)}</h1>
<p>${escapeHtml(labels.title)}</p>
<table>
${row(labels.reportTime, report.time.toISOString())}
${row('Version', report.appVersion)}
${row(labels.reportUrl, report.url)}
${row(labels.reportUserAgent, report.userAgent)}
${row(labels.reportMessage, info.message)}
</table>
${info.stack ? `<h2>${escapeHtml(labels.reportStack)}</h2>\n<pre>${escapeHtml(info.stack)}</pre>` : ''}
${report.details ? `<pre>${escapeHtml(report.details)}</pre>` : ''}
</body>
</html>
`;
}

/** Saves the report as an HTML file (Blob + object URL + a temporary `<a download>`). */
export function downloadHtml(html: string, fileName: string): void {
  const blob = new Blob([html], { type: 'text/html;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
