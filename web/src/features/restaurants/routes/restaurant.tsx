import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function RestaurantRoute() {
  return <PlaceholderPage title="Restaurant" />;
}
