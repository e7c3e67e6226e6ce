import { Button, HStack } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';

type Props = { name: string; onEdit: () => void; onDelete: () => void };

/** The edit and delete buttons of one row of a list, named after the row. */
export function RowActions({ name, onEdit, onDelete }: Props) {
  return (
    <HStack gap="1" justify="flex-end">
      <Button size="sm" variant="ghost" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        <Trash2 />
      </Button>
    </HStack>
  );
}
