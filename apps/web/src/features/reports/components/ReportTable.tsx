import { isNumeric, useReportFormat } from '../format';
import type { ReportData } from '../model';

/**
 * The chart's data as a table (what a screen reader or a careful reader uses): a caption, column
 * headers, the first column as each row's header, numbers right-aligned in tabular figures.
 */
export function ReportTable({ data, caption }: { data: ReportData; caption: string }) {
  const format = useReportFormat();
  return (
    // A scrolling region is reached by keyboard (Tab, then the arrow keys) and named for screen readers.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
      tabIndex={0}
      className="max-h-[28rem] overflow-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-focus-ring"
    >
      <table className="w-full border-collapse text-body">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-bg-subtle">
          <tr>
            {data.columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`whitespace-nowrap border-b border-border px-3 py-2 text-label font-medium text-fg-muted ${
                  isNumeric(column.type) ? 'text-right' : 'text-left'
                }`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row, index) => (
            // Rows have no id of their own; their order is the server's and stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a fixed, ordered answer
            <tr key={index} className="border-b border-border last:border-b-0">
              {data.columns.map((column, columnIndex) => {
                const text = format.cell(column.type, row[column.key] ?? null);
                const className = `px-3 py-2 ${
                  isNumeric(column.type) ? 'text-right tabular-nums whitespace-nowrap' : 'text-left'
                }`;
                return columnIndex === 0 ? (
                  <th key={column.key} scope="row" className={`${className} font-normal`}>
                    {text}
                  </th>
                ) : (
                  <td key={column.key} className={className}>
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
