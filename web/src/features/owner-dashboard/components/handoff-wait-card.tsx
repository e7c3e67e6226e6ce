import { HandoffWaitTable } from '@/components/handoff-wait-table';
import { useHandoffWait } from '../api/figures';
import { DailyFigures } from './thirty-day-figures';

/** How long collected orders waited on the shelf and customers at the counter, last 30 days. */
export function HandoffWaitCard({ restaurantId }: { restaurantId: string }) {
  return (
    <DailyFigures
      query={useHandoffWait(restaurantId)}
      what="the wait at the handoff"
      empty={{
        title: 'No handoffs yet',
        description:
          'Once orders are picked up, you will see how long they waited and how long customers did.',
      }}
      intro={
        <>
          Picked-up orders by the day they were collected: minutes from ready to collected, and from
          the customer&apos;s &quot;I&apos;m here&quot; to collected (what usually happens / the
          worst one in ten); of the customers who said they were here, the share who came before
          their order was ready and how long they waited for it.
        </>
      }
      table={HandoffWaitTable}
      caption="Wait at the handoff, last 30 days"
    />
  );
}
