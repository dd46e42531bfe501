import { vars } from '@faena/ui';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useReportFormat } from '../format';
import type { ReportData } from '../model';
import { chartRows, seriesOf } from './chart-model';

const AXIS_TICK = { fill: vars.color.fgMuted, fontSize: 12 };

/**
 * The report's chart (recharts, loaded on its own with this module): stacked bars, bars or lines
 * as the report says, keyboard-explorable (`accessibilityLayer`), values formatted as the table's.
 */
export default function ReportChart({ data }: { data: ReportData }) {
  const format = useReportFormat();
  const series = seriesOf(data);
  const rows = chartRows(data);
  const xColumn = data.columns.find((column) => column.key === data.chart.x);
  const yType = series[0]?.column.type ?? 'number';
  const formatX = (value: unknown) =>
    xColumn ? format.cell(xColumn.type, value as string | number | null) : String(value);
  const formatY = (value: unknown) => format.cell(yType, value as number);
  const tooltipValue = (value: unknown, _name: unknown, item: { dataKey?: unknown }) => {
    const column = series.find((entry) => entry.key === item.dataKey)?.column;
    return format.cell(column?.type ?? 'number', value as number);
  };

  const common = (
    <>
      <CartesianGrid stroke={vars.color.border} strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey={data.chart.x}
        tickFormatter={formatX}
        tick={AXIS_TICK}
        stroke={vars.color.border}
        interval="preserveStartEnd"
        minTickGap={16}
      />
      <YAxis tickFormatter={formatY} tick={AXIS_TICK} stroke={vars.color.border} width={64} />
      <Tooltip
        formatter={tooltipValue as never}
        labelFormatter={formatX as never}
        contentStyle={{
          background: vars.color.surface,
          border: `1px solid ${vars.color.border}`,
          borderRadius: 8,
          color: vars.color.fg,
        }}
        cursor={{ fill: vars.color.bgMuted }}
      />
      {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
    </>
  );

  return (
    <ResponsiveContainer width="100%" height="100%" minHeight={240}>
      {data.chart.type === 'line' ? (
        <LineChart data={rows} accessibilityLayer margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {common}
          {series.map((entry) => (
            <Line
              key={entry.key}
              type="monotone"
              dataKey={entry.key}
              name={entry.label}
              stroke={entry.color}
              strokeWidth={2}
              dot={{ r: 3, fill: entry.color }}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart data={rows} accessibilityLayer margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {common}
          {series.map((entry, index) => (
            <Bar
              key={entry.key}
              dataKey={entry.key}
              name={entry.label}
              fill={entry.color}
              maxBarSize={48}
              isAnimationActive={false}
              {...(data.chart.type === 'stackedBar'
                ? {
                    stackId: 'stack',
                    radius:
                      index === series.length - 1 ? ([4, 4, 0, 0] as [number, number, number, number]) : 0,
                  }
                : { radius: [4, 4, 0, 0] as [number, number, number, number] })}
            />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
