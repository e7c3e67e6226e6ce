import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function AdminDashboardRoute() {
  return <PlaceholderPage title="Admin Dashboard" />;
}
