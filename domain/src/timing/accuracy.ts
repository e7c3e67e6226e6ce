/** What the promise-accuracy endpoints answer (figures computed by the orders read model). */
export interface AccuracyFigures {
  /** Orders promised in the period, cancelled ones included. */
  orders: number;
  /** Orders that became ready (and were not cancelled). */
  ready: number;
  /** Share of the ready orders ready by their promise; null when none were ready. */
  keptShare: number | null;
  medianLateMinutes: number | null;
  p90LateMinutes: number | null;
  noShows: number;
}

export interface DayAccuracy extends AccuracyFigures {
  /** The restaurant's local date the orders were promised for, YYYY-MM-DD. */
  date: string;
}
