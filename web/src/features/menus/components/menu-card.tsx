import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { availabilitySummary } from '@pickup/domain/catalog/hours';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ActiveBadge } from '@/components/management/active-badge';
import type { Menu } from '@/types/management';
import { RowActions } from './row-actions';

type Props = {
  restaurantId: string;
  menu: Menu;
  onEdit: () => void;
  onDelete: () => void;
  onDrinks: () => void;
};

export function MenuCard({ restaurantId, menu, onEdit, onDelete, onDrinks }: Props) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="1">
            <HStack>
              <Heading as="h2" size="md">
                {menu.name}
              </Heading>
              <ActiveBadge active={menu.isActive} />
            </HStack>
            {menu.description && <Text color="fg.muted">{menu.description}</Text>}
          </Stack>
          <RowActions name={menu.name} onEdit={onEdit} onDelete={onDelete} />
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="1" textStyle="sm">
          <HStack>
            <Clock size="14" aria-hidden="true" />
            <Text>{availabilitySummary(menu.availableHours)}</Text>
          </HStack>
          <Text color="fg.muted">Orders close {menu.cutoffMinutes} min before the menu ends</Text>
        </Stack>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button asChild size="sm">
          <Link to={paths.categories.getHref(restaurantId, menu.id)}>Manage Categories</Link>
        </Button>
        <Button size="sm" variant="outline" onClick={onDrinks}>
          Manage Drinks
        </Button>
        <Button asChild size="sm" variant="ghost">
          <Link to={paths.menu.getHref(restaurantId, menu.id)}>View Menu</Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
