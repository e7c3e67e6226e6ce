import { formatPrice } from '@pickup/domain/catalog/money';
import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectField, type Option } from '@/components/management/fields';
import { FormDialog } from '@/components/management/form-dialog';
import { menuKeys } from '../api/keys';
import { Checklist } from './checklist';

type Choice = { id: string; name: string; price: string };

type Props<T extends Choice> = {
  noun: 'ingredients' | 'sides';
  /** Other categories of the same restaurant (copies never cross restaurants). */
  sources: Option[];
  load: (categoryId: string) => Promise<T[]>;
  onCopy: (body: { fromCategoryId: string; ids: string[] }) => Promise<unknown>;
  onClose: () => void;
  pending: boolean;
};

export function CopyFromDialog<T extends Choice>(props: Props<T>) {
  const { noun, sources, load, onCopy, onClose, pending } = props;
  const [from, setFrom] = useState('');
  const [ids, setIds] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const choices = useQuery({
    queryKey: menuKeys[noun](from),
    queryFn: () => load(from),
    enabled: from !== '',
  });

  const submit = () => {
    if (from === '') return setError('Choose a category to copy from');
    if (ids.length === 0) return setError(`Select at least one of the ${noun} to copy`);
    void onCopy({ fromCategoryId: from, ids }).then(onClose, () => undefined);
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Copy ${noun} from another category`}
      submitLabel={`Copy ${noun}`}
      pending={pending}
      onSubmit={submit}
    >
      <SelectField
        label="Copy from"
        placeholder="Select a category"
        options={sources}
        value={from}
        onValueChange={(v) => {
          setFrom(v);
          setIds([]);
          setError(undefined);
        }}
      />
      {sources.length === 0 && (
        <Text color="fg.muted">This restaurant has no other categories yet.</Text>
      )}
      {from !== '' && choices.isPending && <Text color="fg.muted">Loading...</Text>}
      {choices.data && (
        <Checklist
          title={noun === 'ingredients' ? 'Ingredients' : 'Sides'}
          options={choices.data.map((c) => ({
            id: c.id,
            label: c.name,
            detail: formatPrice(c.price),
          }))}
          selected={ids}
          onChange={(next) => {
            setIds(next);
            setError(undefined);
          }}
          emptyText={`That category has no ${noun}.`}
        />
      )}
      {error && (
        <Text color="fg.error" textStyle="sm" role="alert">
          {error}
        </Text>
      )}
    </FormDialog>
  );
}
