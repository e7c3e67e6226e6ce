import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function RestaurantIngredientsRoute() {
  return <PlaceholderPage title="Ingredients" />;
}
