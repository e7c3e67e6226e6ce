/** Latency figures of a benchmark phase: how many were done, the rate, p50, p99 and the worst. */
export interface LatencySummary {
  done: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
}

export function summary(latencies: number[], elapsedSeconds: number): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return {
    done: sorted.length,
    perSecond: sorted.length / elapsedSeconds,
    p50: pct(0.5),
    p99: pct(0.99),
    max: sorted[sorted.length - 1] ?? 0,
  };
}
