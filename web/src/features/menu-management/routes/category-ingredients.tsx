import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function CategoryIngredientsRoute() {
  return <PlaceholderPage title="Ingredients" />;
}
