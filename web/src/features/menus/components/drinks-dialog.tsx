import { formatPrice } from '@pickup/domain/catalog/money';
import { Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { ActiveBadge } from '@/components/management/active-badge';
import { ConfirmDialog } from '@/components/management/confirm-dialog';
import type { Drink, Menu } from '@/types/management';
import { useCreateDrink, useDeleteDrink, useDrinks, useUpdateDrink } from '../api/drinks';
import { useDeleteConfirm } from '../use-delete-confirm';
import { DrinkDialog } from './choice-dialogs';
import { RowActions } from './row-actions';
import { dismissedByUserOnly } from '@/components/ui/dismissal';
import type { DrinkCreateBody } from '@pickup/domain/catalog/menu-schemas';
import { useEditor } from '@/lib/management/use-editor';

/** A menu's drinks (offered with categories that include a drink, DECISIONS 13). */
export function DrinksDialog({ menu, onClose }: { menu: Menu; onClose: () => void }) {
  const drinks = useDrinks(menu.id);
  const create = useCreateDrink(menu.id);
  const update = useUpdateDrink();
  const remove = useDeleteDrink();
  const editor = useEditor<Drink, DrinkCreateBody>(create, update);
  const deleting = useDeleteConfirm<Drink>(
    remove,
    (name) => `This will permanently delete the drink ${name}.`,
  );

  return (
    <>
      <Dialog.Root
        {...dismissedByUserOnly}
        open
        onOpenChange={(e) => !e.open && onClose()}
        size={{ base: 'full', md: 'lg' }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Drinks · {menu.name}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {drinks.isPending && <PageSpinner label="Loading drinks" />}
                {drinks.isError && <ErrorState title="Failed to load drinks" />}
                {drinks.data?.length === 0 && <EmptyState title="No drinks yet" />}
                <Stack gap="2">
                  {drinks.data?.map((drink) => (
                    <HStack
                      key={drink.id}
                      justify="space-between"
                      borderWidth="1px"
                      p="3"
                      rounded="md"
                    >
                      <HStack gap="3">
                        <Text fontWeight="medium">{drink.name}</Text>
                        <Text color="fg.muted">{formatPrice(drink.price)}</Text>
                        <ActiveBadge active={drink.isActive} />
                      </HStack>
                      <RowActions
                        name={drink.name}
                        onEdit={() => editor.edit(drink)}
                        onDelete={() => deleting.ask(drink)}
                      />
                    </HStack>
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Close
                </Button>
                <Button onClick={editor.startNew}>
                  <Plus /> Add Drink
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {editor.isOpen && <DrinkDialog value={editor.row} {...editor.form} />}
      <ConfirmDialog {...deleting.dialog} />
    </>
  );
}
