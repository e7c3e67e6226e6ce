import type { AccuracyFigures } from '@pickup/domain/timing/accuracy';
import { FiguresTable, type FiguresColumn } from './figures-table';

export type AccuracyRow = AccuracyFigures & { key: string; label: string };

const share = (v: number | null) => (v === null ? '—' : `${Math.round(v * 100)}%`);
const mins = (v: number | null) => (v === null ? '—' : `${v} min`);

const COLUMNS: FiguresColumn<AccuracyRow>[] = [
  { header: 'Orders', cell: (r) => r.orders },
  { header: 'Ready by promise', cell: (r) => share(r.keptShare) },
  { header: 'Median late', cell: (r) => mins(r.medianLateMinutes) },
  { header: '90th pct late', cell: (r) => mins(r.p90LateMinutes) },
  { header: 'No-shows', cell: (r) => r.noShows },
];

/** Promise accuracy rows: kept share, median and 90th-percentile lateness, no-shows. */
export function PromiseAccuracyTable(props: {
  caption: string;
  /** What the rows are: "Day" or "Restaurant". */
  rowHeader: string;
  rows: AccuracyRow[];
}) {
  return <FiguresTable {...props} columns={COLUMNS} />;
}
