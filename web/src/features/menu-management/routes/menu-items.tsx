import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function MenuItemsRoute() {
  return <PlaceholderPage title="Menu Items" />;
}
