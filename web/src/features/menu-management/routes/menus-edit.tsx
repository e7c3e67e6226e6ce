import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function MenusEditRoute() {
  return <PlaceholderPage title="Menu Management" />;
}
