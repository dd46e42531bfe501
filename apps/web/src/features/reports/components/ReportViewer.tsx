import type { Report } from '../model';
import { NativeReport } from './NativeReport';
import { TableauView } from './TableauView';

/** A report as its kind shows it: native figures or the Tableau embed. */
export function ReportViewer({ report }: { report: Report }) {
  return report.kind === 'tableau' ? (
    <TableauView key={report.publicId} report={report} />
  ) : (
    <NativeReport key={report.publicId} report={report} />
  );
}
