import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function OrderRoute() {
  return <PlaceholderPage title="Your Order" />;
}
