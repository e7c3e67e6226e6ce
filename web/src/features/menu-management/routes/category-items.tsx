import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function CategoryItemsRoute() {
  return <PlaceholderPage title="Menu Items" />;
}
