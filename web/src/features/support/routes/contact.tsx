import { PlaceholderPage } from '@/components/ui/placeholder-page';
export default function R() {
  return <PlaceholderPage title="contact" />;
}
