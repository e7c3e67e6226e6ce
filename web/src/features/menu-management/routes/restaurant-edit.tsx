import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function RestaurantEditRoute() {
  return <PlaceholderPage title="Edit Restaurant" />;
}
