import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function PrivacyAccountRoute() {
  return <PlaceholderPage title="Privacy & Account" />;
}
