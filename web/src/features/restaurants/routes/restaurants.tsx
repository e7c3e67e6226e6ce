import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function RestaurantsRoute() {
  return <PlaceholderPage title="Restaurants" />;
}
