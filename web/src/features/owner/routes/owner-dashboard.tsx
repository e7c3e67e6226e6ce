import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function OwnerDashboardRoute() {
  return <PlaceholderPage title="Restaurant Owner Dashboard" />;
}
