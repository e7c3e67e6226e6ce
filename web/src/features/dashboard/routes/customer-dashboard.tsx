import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function CustomerDashboardRoute() {
  return <PlaceholderPage title="My Dashboard" />;
}
