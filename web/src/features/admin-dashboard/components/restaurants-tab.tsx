import { Button, HStack, Stack, Table } from '@chakra-ui/react';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useRestaurants } from '@/lib/management/api/get-restaurants';
import { useUsers } from '@/lib/management/api/get-users';
import { ActiveBadge } from '@/components/management/active-badge';
import { ConfirmDialog } from '@/components/management/confirm-dialog';
import { fullName } from '@/lib/management/format';
import type { Restaurant } from '@/types/management';
import { useCreateRestaurant, useDeleteRestaurant } from '../api/restaurants';
import { RestaurantCreateDialog } from './restaurant-create-dialog';

export function RestaurantsTab() {
  const restaurants = useRestaurants();
  const users = useUsers({ enabled: true });
  const create = useCreateRestaurant();
  const remove = useDeleteRestaurant();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Restaurant | null>(null);
  const owners = (users.data ?? []).filter((u) => u.role === 'restaurant_owner');
  const ownerName = (id: string | undefined) => {
    const owner = owners.find((o) => o.id === id);
    return owner ? fullName(owner) : '—';
  };

  return (
    <Stack gap="4">
      <HStack justify="flex-end">
        <Button onClick={() => setCreating(true)}>
          <Plus /> Create Restaurant
        </Button>
      </HStack>
      {restaurants.isPending && <PageSpinner label="Loading restaurants" />}
      {restaurants.isError && <ErrorState title="Failed to load restaurants" />}
      {restaurants.data?.length === 0 && <EmptyState title="No restaurants yet" />}
      {restaurants.data && restaurants.data.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Cuisine</Table.ColumnHeader>
                <Table.ColumnHeader>Owner</Table.ColumnHeader>
                <Table.ColumnHeader>Address</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {restaurants.data.map((r) => (
                <Table.Row key={r.id}>
                  <Table.Cell
                    fontWeight="medium"
                    whiteSpace="normal"
                    overflowWrap="anywhere"
                    minW="32"
                  >
                    {r.name}
                  </Table.Cell>
                  <Table.Cell textTransform="capitalize">{r.cuisine}</Table.Cell>
                  <Table.Cell>{ownerName(r.ownerId)}</Table.Cell>
                  <Table.Cell>{r.address}</Table.Cell>
                  <Table.Cell>
                    <ActiveBadge active={r.isActive} />
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" justify="flex-end">
                      <Button asChild size="sm" variant="ghost">
                        <Link to={paths.restaurant.getHref(r.id)} aria-label={`View ${r.name}`}>
                          <Eye />
                        </Link>
                      </Button>
                      <Button asChild size="sm" variant="ghost">
                        <Link to={paths.restaurantEdit.getHref(r.id)} aria-label={`Edit ${r.name}`}>
                          <Pencil />
                        </Link>
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={`Delete ${r.name}`}
                        onClick={() => setDeleting(r)}
                      >
                        <Trash2 />
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {creating && (
        <RestaurantCreateDialog
          owners={owners}
          onClose={() => setCreating(false)}
          pending={create.isPending}
          onSave={(body) => create.mutateAsync(body)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        description={`This action cannot be undone. This will permanently delete the restaurant ${deleting?.name ?? ''} and all associated menus, items, and orders.`}
        pending={remove.isPending}
        onConfirm={() =>
          deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })
        }
      />
    </Stack>
  );
}
