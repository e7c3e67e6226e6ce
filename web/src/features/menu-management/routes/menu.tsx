import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function MenuRoute() {
  return <PlaceholderPage title="Menu" />;
}
