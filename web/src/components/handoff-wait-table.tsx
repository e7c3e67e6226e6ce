import type { HandoffFigures } from '@pickup/projections/handoff/contract';
import { FiguresTable, type FiguresColumn } from './figures-table';

export type HandoffRow = HandoffFigures & { key: string; label: string };

/** Whole minutes, as a cook reads a wait. */
const mins = (v: number | null) => (v === null ? '—' : `${Math.round(v)} min`);
const pair = (median: number | null, p90: number | null) =>
  median === null ? '—' : `${Math.round(median)} / ${mins(p90)}`;
const early = (r: HandoffFigures) =>
  r.arrivedBeforeReadyShare === null
    ? '—'
    : `${Math.round(r.arrivedBeforeReadyShare * 100)}% of ${r.arrived}`;

const COLUMNS: FiguresColumn<HandoffRow>[] = [
  { header: 'Collected', cell: (r) => r.collected },
  {
    header: 'Ready → collected (usually / worst 1 in 10)',
    cell: (r) => pair(r.medianReadyToCollectedMinutes, r.p90ReadyToCollectedMinutes),
  },
  {
    header: "I'm here → collected (usually / worst 1 in 10)",
    cell: (r) => pair(r.medianArrivedToCollectedMinutes, r.p90ArrivedToCollectedMinutes),
  },
  { header: 'Here before ready', cell: early },
  { header: 'Their wait for it (usually)', cell: (r) => mins(r.medianWaitForReadyMinutes) },
];

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The wait at the handoff, one row per day or restaurant: minutes on the shelf (ready →
 * collected) and at the counter ("I'm here" → collected) as median / 90th percentile, the
 * share of customers who said "I'm here" before their order was ready, and their median wait.
 */
export function HandoffWaitTable(props: {
  caption: string;
  /** What the rows are: "Day" or "Restaurant". */
  rowHeader: string;
  rows: HandoffRow[];
}) {
  return <FiguresTable {...props} columns={COLUMNS} rowProps={() => NO_WRAP} />;
}
