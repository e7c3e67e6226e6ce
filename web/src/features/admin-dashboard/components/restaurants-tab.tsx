import { Table } from '@chakra-ui/react';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { useRestaurants } from '@/lib/management/api/get-restaurants';
import { useUsers } from '@/lib/management/api/get-users';
import { ActiveBadge } from '@/components/management/active-badge';
import { ConfirmDialog } from '@/components/management/confirm-dialog';
import { fullName } from '@/lib/management/format';
import type { Restaurant } from '@/types/management';
import { useCreateRestaurant, useDeleteRestaurant } from '../api/restaurants';
import { ManagedList, RowAction } from './managed-list';
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
    <ManagedList
      query={restaurants}
      what="restaurants"
      createLabel="Create Restaurant"
      onCreate={() => setCreating(true)}
      headers={['Cuisine', 'Owner', 'Address', 'Status']}
      name={(r) => r.name}
      cells={(r) => (
        <>
          <Table.Cell textTransform="capitalize">{r.cuisine}</Table.Cell>
          <Table.Cell>{ownerName(r.ownerId)}</Table.Cell>
          <Table.Cell>{r.address}</Table.Cell>
          <Table.Cell>
            <ActiveBadge active={r.isActive} />
          </Table.Cell>
        </>
      )}
      actions={(r) => (
        <>
          <RowAction label={`View ${r.name}`} icon={<Eye />} to={paths.restaurant.getHref(r.id)} />
          <RowAction
            label={`Edit ${r.name}`}
            icon={<Pencil />}
            to={paths.restaurantEdit.getHref(r.id)}
          />
          <RowAction
            label={`Delete ${r.name}`}
            icon={<Trash2 />}
            danger
            onClick={() => setDeleting(r)}
          />
        </>
      )}
    >
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
    </ManagedList>
  );
}
