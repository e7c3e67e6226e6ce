import { formatMoney, formatTaxPercent } from '@pickup/domain/catalog/money';
import { DataList, Separator, Stack } from '@chakra-ui/react';
import type { Totals } from '@pickup/domain/ordering/money';

/** Subtotal, tax at the restaurant's rate, and total: the cart's, the receipt's. */
export function CartTotals({ totals, taxRate }: { totals: Totals; taxRate: string }) {
  return (
    <Stack gap="2">
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item justifyContent="space-between">
          <DataList.ItemLabel>Subtotal</DataList.ItemLabel>
          <DataList.ItemValue justifyContent="end">
            {formatMoney(totals.subtotalCents)}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item justifyContent="space-between">
          <DataList.ItemLabel>Tax ({formatTaxPercent(taxRate)})</DataList.ItemLabel>
          <DataList.ItemValue justifyContent="end">
            {formatMoney(totals.taxCents)}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Separator />
      <DataList.Root orientation="horizontal">
        <DataList.Item justifyContent="space-between" fontWeight="bold" fontSize="lg">
          <DataList.ItemLabel color="fg">Total</DataList.ItemLabel>
          <DataList.ItemValue justifyContent="end">
            {formatMoney(totals.totalCents)}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Stack>
  );
}
