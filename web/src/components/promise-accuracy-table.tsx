import type { AccuracyFigures } from '@pickup/domain/timing/accuracy';
import { FiguresTable, type FiguresColumn } from './figures-table';

export type AccuracyRow = AccuracyFigures & { key: string; label: string };

const share = (v: number | null) => (v === null ? '—' : `${Math.round(v * 100)}%`);
/** Whole minutes late; nothing late reads "On time". */
const late = (v: number | null) => {
  if (v === null) return '—';
  const minutes = Math.round(v);
  return minutes <= 0 ? 'On time' : `${minutes} min`;
};

// In a cook's words: the median is what usually happens, the 90th percentile a bad one in ten.
const COLUMNS: FiguresColumn<AccuracyRow>[] = [
  { header: 'Orders', cell: (r) => r.orders },
  { header: 'Ready by promise', cell: (r) => share(r.keptShare) },
  { header: 'Usually late by', cell: (r) => late(r.medianLateMinutes) },
  { header: 'Worst 1 in 10 late by', cell: (r) => late(r.p90LateMinutes) },
  { header: 'No-shows', cell: (r) => r.noShows },
];

/** Promise accuracy rows: kept share, usual and worst-in-ten lateness, no-shows. */
export function PromiseAccuracyTable(props: {
  caption: string;
  /** What the rows are: "Day" or "Restaurant". */
  rowHeader: string;
  rows: AccuracyRow[];
}) {
  return <FiguresTable {...props} columns={COLUMNS} />;
}
