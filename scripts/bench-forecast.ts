/**
 * `npm run bench:forecast`: tonight's forecast for a restaurant with eight weeks of
 * 2,000-order days, as GET /api/restaurants/:id/forecast computes it: the summary read from
 * Postgres (18 dates: today, yesterday and eight weeks of each weekday) and the pure model
 * (forecast, prep list, yesterday's review). One day of orders goes through the projection's
 * own batch apply; its rows are copied, varied, to the 56 days before (the summary is the same
 * size however it was written). Target: under 200 ms. The last line printed is one JSON object.
 */
import pg from 'pg';
import type { RecordedEvent } from '@pickup/domain/eventstore/types';
import type { OrderPlaced } from '@pickup/domain/ordering/order';
import { forecastDay } from '@pickup/domain/forecast/forecast';
import { forecastDates } from '@pickup/domain/forecast/forecast-dates';
import { reviewDay } from '@pickup/domain/forecast/forecast-review';
import { NO_CAPACITY_LIMIT } from '@pickup/domain/timing/capacity';
import { forecastSummaryProjection } from '@pickup/projections/forecast/forecast-summary';
import { forecastHistoryStart, forecastSummary } from '@pickup/projections/forecast/queries';
import { schemaOf } from '@pickup/projections/runner/projection';
import { withDatabase } from './bench/with-database';

const ORDERS_PER_DAY = Number(process.env.BENCH_FORECAST_ORDERS ?? 2000);
const DAYS = 7 * 8 + 1;
const ITEMS = 20;
const RUNS = 20;
const TARGET_MS = 200;
const TIMEZONE = 'America/New_York';
const MINUTE = 60_000;
// Tuesday 2030-01-15, 10:00 in New York: the day forecast.
const NOW = new Date('2030-01-15T15:00:00.000Z');
const FIRST_PICKUP = Date.parse('2030-01-14T16:00:00.000Z'); // 11:00 the day before, local

/** A day of orders, 11:00–23:00 local, one to three items of twenty. */
function dayOfOrders(): RecordedEvent[] {
  const span = 12 * 60 * MINUTE;
  return Array.from({ length: ORDERS_PER_DAY }, (_, i) => {
    const promisedAt = new Date(FIRST_PICKUP + Math.floor((i * span) / ORDERS_PER_DAY));
    const lines = Array.from({ length: 1 + (i % 3) }, (_, k) => ({
      menuItemId: `item-${(i * 7 + k * 3) % ITEMS}`,
      name: `Dish ${(i * 7 + k * 3) % ITEMS}`,
      quantity: 1 + ((i + k) % 2),
    }));
    const data = {
      orderId: `bench-${i}`,
      restaurantId: 'bench-r',
      restaurant: { timezone: TIMEZONE },
      lines,
      placedAt: new Date(promisedAt.getTime() - 20 * MINUTE).toISOString(),
      estimatedReadyAt: promisedAt.toISOString(),
    } as unknown as OrderPlaced['data'];
    return {
      id: `e${i}`,
      stream: `order-bench-${i}`,
      version: 0n,
      type: 'OrderPlaced',
      data,
      metadata: { actorId: null, actorRole: null, correlationId: 'b', causationId: null, at: '' },
      checkpoint: String(i).padStart(20, '0'),
      recordedAt: '',
    };
  });
}

async function fill(pool: pg.Pool): Promise<void> {
  const schema = schemaOf(forecastSummaryProjection.name);
  await pool.query(`CREATE SCHEMA ${schema}; SET search_path TO ${schema};
    ${forecastSummaryProjection.ddl}`);
  const tx = await pool.connect();
  try {
    await tx.query(`BEGIN; SET LOCAL search_path TO ${schema}, public`);
    await forecastSummaryProjection.apply(tx, dayOfOrders());
    // The day before the forecast (2030-01-14) copied to the 56 days before it, a little
    // busier or quieter each day.
    await tx.query(
      `INSERT INTO forecast_slots
       SELECT restaurant_id, local_date - d, slot, greatest(1, orders + (d % 5) - 2)
       FROM forecast_slots, generate_series(1, $1::int) AS d`,
      [DAYS - 1],
    );
    await tx.query(
      `INSERT INTO forecast_items
       SELECT restaurant_id, local_date - d, slot, item_id, name, quantity + (d % 3)
       FROM forecast_items, generate_series(1, $1::int) AS d`,
      [DAYS - 1],
    );
    await tx.query('COMMIT; ANALYZE');
  } finally {
    tx.release();
  }
}

async function forecastOnce(pool: pg.Pool) {
  const dates = forecastDates(TIMEZONE, NOW);
  const [summary, historyStart] = await Promise.all([
    forecastSummary(pool, 'bench-r', dates.all),
    forecastHistoryStart(pool, 'bench-r'),
  ]);
  const facts = { historyStart, excludedDates: [], summary, capacity: NO_CAPACITY_LIMIT };
  return {
    rows: summary.length,
    forecast: forecastDay({ ...facts, date: dates.today }),
    review: reviewDay({ ...facts, date: dates.yesterday }),
  };
}

await withDatabase(async (url) => {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  try {
    const filling = performance.now();
    await fill(pool);
    const fillMs = performance.now() - filling;
    const { rows } = await pool.query<{ slots: string; items: string }>(
      `SELECT (SELECT count(*) FROM ${schemaOf('forecast_summary')}.forecast_slots) AS slots,
              (SELECT count(*) FROM ${schemaOf('forecast_summary')}.forecast_items) AS items`,
    );
    const times: number[] = [];
    let last: Awaited<ReturnType<typeof forecastOnce>> | undefined;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      last = await forecastOnce(pool);
      times.push(performance.now() - started);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(RUNS / 2)]!;
    const worst = sorted.at(-1)!;
    const forecast = last?.forecast;
    const slots = forecast?.status === 'ready' ? forecast.slots.length : 0;
    const expected =
      forecast?.status === 'ready' ? forecast.slots.reduce((n, s) => n + s.expectedOrders, 0) : 0;
    console.log(
      `summary: ${rows[0]?.slots} slot rows, ${rows[0]?.items} item rows (${DAYS} days of ${ORDERS_PER_DAY} orders), filled in ${fillMs.toFixed(0)} ms`,
    );
    console.log(
      `forecast (${last?.rows} summary rows read, ${slots} slots, ${expected.toFixed(0)} orders expected): first ${times[0]?.toFixed(1)} ms, median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms of ${RUNS}`,
    );
    console.log(
      JSON.stringify({
        ordersPerDay: ORDERS_PER_DAY,
        days: DAYS,
        rowsRead: last?.rows,
        firstMs: Number(times[0]?.toFixed(1)),
        medianMs: Number(median.toFixed(1)),
        worstMs: Number(worst.toFixed(1)),
        targetMs: TARGET_MS,
        targetMet: worst < TARGET_MS,
      }),
    );
  } finally {
    await pool.end();
  }
});
