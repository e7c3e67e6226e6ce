/** Where progress goes: a terminal redraws one line, anything else gets a line per step. */
export interface ProgressOutput {
  write(text: string): void;
  isTTY?: boolean;
  columns?: number;
}

const WIDTH = 30;

function bar(fraction: number): string {
  const filled = Math.round(Math.min(1, Math.max(0, fraction)) * WIDTH);
  return `[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}]`;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * A progress bar for one rebuild: `\r`-redrawn on a terminal; without one (CI, a pipe) a
 * line each time another 10% is done (every 10,000 events when the total is unknown).
 */
export function progressBar(
  out: ProgressOutput,
  label: string,
  total: number | null,
  now: () => number = Date.now,
) {
  const started = now();
  let lastStep = -1;
  let lastDraw = 0;
  let printedAt = -1;
  let shown = 0;
  let finished = false;
  const line = (applied: number) => {
    const seconds = Math.max((now() - started) / 1000, 0.001);
    const rate = `${count(Math.round(applied / seconds))} events/s`;
    if (!total) return `${label} ${count(applied)} events, ${rate}`;
    const fraction = Math.min(1, applied / total);
    const percent = `${Math.floor(fraction * 100)}%`.padStart(4);
    return `${label} ${bar(fraction)} ${percent} ${count(applied)}/${count(total)} events, ${rate}`;
  };
  return {
    update(applied: number): void {
      shown = applied;
      if (out.isTTY) {
        if (now() - lastDraw < 100) return;
        lastDraw = now();
        out.write(`\r${line(applied)}\x1b[K`);
        return;
      }
      const step = total
        ? Math.floor((Math.min(applied, total) / total) * 10)
        : Math.floor(applied / 10_000);
      if (step === lastStep) return;
      lastStep = step;
      printedAt = applied;
      out.write(`${line(applied)}\n`);
    },
    /** The final state on its own line. */
    finish(applied: number): void {
      const text = line(applied);
      if (out.isTTY) out.write(`\r${text}\x1b[K\n`);
      else if (applied !== printedAt) out.write(`${text}\n`);
      finished = true;
    },
    /** Lines printed above the bar, which a terminal then draws again below them. */
    note(lines: readonly string[]): void {
      if (!out.isTTY) {
        for (const l of lines) out.write(`${l}\n`);
        return;
      }
      const bar = finished ? '' : line(shown);
      out.write(`\r\x1b[K${lines.map((l) => `${l}\n`).join('')}${bar}`);
    },
  };
}
