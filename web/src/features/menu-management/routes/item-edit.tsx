import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function ItemEditRoute() {
  return <PlaceholderPage title="Edit Menu Item" />;
}
