import { useParams } from 'react-router';
import { useRestaurant } from '@/lib/management/api/get-restaurant';

/**
 * The restaurant, menu and category named by the address, found in the restaurant's menu
 * tree. `missing` says which one the tree does not hold.
 */
export function useMenuLocation() {
  const { restaurantId = '', menuId = '', categoryId = '', itemId = '' } = useParams();
  const restaurant = useRestaurant(restaurantId);
  const menu = restaurant.data?.menus.find((m) => m.id === menuId);
  const category = menu?.categories.find((c) => c.id === categoryId);
  return { restaurantId, menuId, categoryId, itemId, restaurant, menu, category };
}
