import { Button, Field, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import {
  ORDER_STATUSES,
  STAFF_STATUS_LABELS,
  type OrderStatus,
} from '@pickup/domain/ordering/status';
import { isOrderNumberSearch, ORDER_SEARCH_HINT } from '@pickup/domain/ordering/order-number';
import { Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useRestaurants } from '@/lib/management/api/get-restaurants';
import type { OrderListFilters } from '@/features/admin-dashboard/api/get-orders';

type Props = {
  filters: OrderListFilters;
  onChange: (next: Partial<OrderListFilters>) => void;
};

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Restaurant, status, the restaurant's local day, and a search by order number. */
export function OrderFilters({ filters, onChange }: Props) {
  const restaurants = useRestaurants();
  // The box holds what is typed; the list follows only on Search (one request, not one per key).
  const [typed, setTyped] = useState(filters.q ?? '');
  const [typo, setTypo] = useState(false);
  useEffect(() => setTyped(filters.q ?? ''), [filters.q]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = typed.trim();
    // A name or a typo would only come back refused: say what to type, keep the list.
    const refused = q !== '' && !isOrderNumberSearch(q);
    setTypo(refused);
    if (!refused) onChange({ q: q || undefined });
  };
  const filtered = Boolean(filters.restaurantId || filters.status || filters.date || filters.q);

  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="3" alignItems="end">
      <Field.Root>
        <Field.Label>Restaurant</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={filters.restaurantId ?? ''}
            onChange={(e) => onChange({ restaurantId: e.target.value || undefined })}
          >
            <option value="">All restaurants</option>
            {[...(restaurants.data ?? [])].sort(byName).map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>Status</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={filters.status ?? ''}
            onChange={(e) =>
              onChange({ status: (e.target.value || undefined) as OrderStatus | undefined })
            }
          >
            <option value="">Any status</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STAFF_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>Day (restaurant’s local date)</Field.Label>
        <Input
          type="date"
          value={filters.date ?? ''}
          onChange={(e) => onChange({ date: e.currentTarget.value || undefined })}
        />
      </Field.Root>
      <form role="search" aria-label="Orders" onSubmit={submit}>
        <Field.Root invalid={typo}>
          <Field.Label>Order number</Field.Label>
          <HStack gap="2" w="full">
            <Input
              placeholder="#1A2B3C4D"
              value={typed}
              onChange={(e) => {
                setTyped(e.currentTarget.value);
                setTypo(false);
              }}
              autoComplete="off"
            />
            <Button type="submit" variant="outline" aria-label="Search orders">
              <Search />
            </Button>
          </HStack>
          <Field.ErrorText>{ORDER_SEARCH_HINT}</Field.ErrorText>
        </Field.Root>
      </form>
      {filtered && (
        <Button
          variant="ghost"
          size="sm"
          justifySelf="start"
          onClick={() =>
            onChange({ restaurantId: undefined, status: undefined, date: undefined, q: undefined })
          }
        >
          Clear filters
        </Button>
      )}
    </SimpleGrid>
  );
}
