import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function ItemCreateRoute() {
  return <PlaceholderPage title="Create Menu Item" />;
}
