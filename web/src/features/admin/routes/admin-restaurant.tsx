import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function AdminRestaurantRoute() {
  return <PlaceholderPage title="Restaurant Details" />;
}
