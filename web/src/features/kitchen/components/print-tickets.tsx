import { formatMoney } from '@pickup/domain/catalog/money';
import { orderLabel } from '@pickup/domain/ordering/order-number';
import { Box, Text } from '@chakra-ui/react';
import { restaurantDateTime, restaurantTime } from '@pickup/domain/catalog/zoned-time';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { customizationsOf, type StaffOrder } from '@/types/management-orders';
import { promiseOf } from '../age';

/**
 * An 80 mm receipt printer's page: one ticket per page, black on white, nothing of the site
 * around it. On screen the print area is hidden; in print it is all there is.
 */
const PRINT_CSS = `
@media screen { [data-print-root] { display: none !important; } }
@media print {
  @page { size: 80mm 297mm; margin: 3mm; }
  html, body { background: #fff !important; }
  body > :not([data-print-root]) { display: none !important; }
  [data-print-root] { display: block !important; color: #000; background: #fff; width: 74mm; }
  [data-print-root] article { break-after: page; }
  [data-print-root] article:last-child { break-after: auto; }
}`;

const when = (order: StaffOrder, iso: string, withDay = false) => {
  const tz = order.restaurant.timezone;
  return withDay ? restaurantDateTime(tz, new Date(iso)) : restaurantTime(tz, new Date(iso));
};

const line = { fontSize: '11pt', lineHeight: '1.3' } as const;

function PrintTicket({ order }: { order: StaffOrder }) {
  const name = `${order.customer.firstName} ${order.customer.lastName}`.trim() || 'Customer';
  return (
    <Box as="article" fontFamily="mono" color="#000" bg="#fff" py="2">
      {order.restaurant && (
        <Text textAlign="center" fontWeight="bold" {...line}>
          {order.restaurant.name}
        </Text>
      )}
      <Text textAlign="center" fontSize="20pt" fontWeight="bold" lineHeight="1.2">
        {orderLabel(order.id)}
      </Text>
      <Text textAlign="center" fontWeight="bold" fontSize="13pt">
        {name}
      </Text>
      {order.customer.phone && (
        <Text textAlign="center" {...line}>
          {order.customer.phone}
        </Text>
      )}
      <Text {...line} mt="2">
        Placed {when(order, order.createdAt, true)}
      </Text>
      <Text {...line} fontWeight="bold">
        Promised {when(order, new Date(promiseOf(order)).toISOString())}
      </Text>
      <Box borderTop="1px dashed #000" my="2" />
      {order.orderItems.map((item, index) => {
        const c = customizationsOf(item);
        return (
          <Box key={index} mb="1.5">
            <Text fontWeight="bold" fontSize="12pt">
              {item.quantity}× {item.menuItem.name}
            </Text>
            {c.optionalIngredients.map((i) => (
              <Text key={`no-${i.name}`} {...line} ps="4" fontWeight="bold">
                NO {i.name}
              </Text>
            ))}
            {c.possibleIngredients.map((i) => (
              <Text key={`add-${i.name}`} {...line} ps="4" fontWeight="bold">
                ADD {i.name}
                {(i.quantity ?? 1) > 1 ? ` ×${i.quantity}` : ''}
              </Text>
            ))}
            {c.sides.map((s) => (
              <Text key={`side-${s.name}`} {...line} ps="4">
                Side: {s.name}
              </Text>
            ))}
            {c.addons.map((a) => (
              <Text key={`drink-${a.name}`} {...line} ps="4">
                Drink: {a.name}
              </Text>
            ))}
          </Box>
        );
      })}
      {order.notes && (
        <Box border="2px solid #000" p="1.5" mt="2">
          <Text fontWeight="bold" {...line}>
            NOTE: {order.notes}
          </Text>
        </Box>
      )}
      <Box borderTop="1px dashed #000" my="2" />
      <Text {...line} textAlign="right" fontWeight="bold">
        Total {formatMoney(order.total)} · pay at pickup
      </Text>
    </Box>
  );
}

/** The tickets to print, outside the app's tree so the print stylesheet can hide the rest. */
export function PrintTickets({ orders }: { orders: readonly StaffOrder[] }) {
  return createPortal(
    <div data-print-root="">
      <style>{PRINT_CSS}</style>
      {orders.map((order) => (
        <PrintTicket key={order.id} order={order} />
      ))}
    </div>,
    document.body,
  );
}

/**
 * `print(orders)` puts those tickets in the print area and opens the browser's print once
 * they are drawn (a kiosk-printing browser prints without asking). The area empties after
 * printing, so the browser's own Print of the page prints the page.
 */
export function usePrinter() {
  const [queue, setQueue] = useState<readonly StaffOrder[]>([]);
  useEffect(() => {
    if (queue.length === 0) return;
    const done = () => setQueue([]);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [queue]);
  return { queue, print: (orders: readonly StaffOrder[]) => setQueue(orders) };
}
