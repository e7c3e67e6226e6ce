import { PromiseAccuracyTable } from '@/components/promise-accuracy-table';
import { usePromiseAccuracy } from '../api/figures';
import { DailyFigures } from './thirty-day-figures';

/** How well the promised ready times were kept, per day over the last 30 days. */
export function PromiseAccuracyCard({ restaurantId }: { restaurantId: string }) {
  return (
    <DailyFigures
      query={usePromiseAccuracy(restaurantId)}
      what="promise accuracy"
      empty={{
        title: 'No promises yet',
        description: 'Once orders are ready, you will see how often they were ready on time.',
      }}
      intro="Each order's promised ready time against when it was marked ready, by the day it was promised for. No-shows: ready orders cancelled or left waiting over 30 minutes."
      table={PromiseAccuracyTable}
      caption="Promises kept, last 30 days"
    />
  );
}
