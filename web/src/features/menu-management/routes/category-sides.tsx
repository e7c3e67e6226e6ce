import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function CategorySidesRoute() {
  return <PlaceholderPage title="Sides" />;
}
