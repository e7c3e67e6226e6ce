import { Button, Text } from '@chakra-ui/react';
import { setStockCountSchema } from '@pickup/domain/ordering/stock-schemas';
import { TextInputField } from '@/components/management/fields';
import { FormDialog } from '@/components/management/form-dialog';
import { serverFieldErrors, useForm } from '@/lib/management/form';
import { useClearStock, useSetStock, type StockCount } from '@/lib/management/api/stock';

type Props = {
  item: { id: string; name: string };
  /** The item's count now; undefined when it is not counted. */
  count: StockCount | undefined;
  left: number | null;
  onClose: () => void;
};

/** Issue 32: how many of an item are left today, and the daily par it refills to. */
export function StockDialog({ item, count, left, onClose }: Props) {
  const save = useSetStock();
  const clear = useClearStock();
  const { values, set, errors, setErrors, parse } = useForm({
    left: left === null ? '' : String(left),
    par: count?.stock.par == null ? '' : String(count.stock.par),
  });

  const submit = async () => {
    const body = parse(setStockCountSchema, {
      left: values.left === '' ? undefined : Number(values.left),
      par: values.par === '' ? null : Number(values.par),
    });
    if (!body) return;
    try {
      await save.mutateAsync({ menuItemId: item.id, name: item.name, ...body });
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Stock count: ${item.name}`}
      submitLabel="Save count"
      pending={save.isPending}
      onSubmit={() => void submit()}
    >
      <Text textStyle="sm" color="fg.muted">
        Each order takes from the count; at zero the item shows as sold out everywhere, and a
        cancelled order gives its units back.
      </Text>
      <TextInputField
        label="Left today"
        required
        type="number"
        min="0"
        step="1"
        value={values.left}
        onValueChange={(v) => set('left', v)}
        error={errors.left}
      />
      <TextInputField
        label="Daily par (optional)"
        helper="Refills to this number at each opening"
        type="number"
        min="0"
        step="1"
        value={values.par}
        onValueChange={(v) => set('par', v)}
        error={errors.par}
      />
      {count && (
        <Button
          variant="ghost"
          colorPalette="red"
          alignSelf="start"
          loading={clear.isPending}
          onClick={() =>
            clear.mutate({ menuItemId: item.id, name: item.name }, { onSuccess: onClose })
          }
        >
          Stop counting
        </Button>
      )}
    </FormDialog>
  );
}
