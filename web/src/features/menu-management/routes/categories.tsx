import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function CategoriesRoute() {
  return <PlaceholderPage title="Categories" />;
}
