import { AdminRestaurantRoute } from '@/features/restaurant-admin/routes/admin-restaurant';
import { WhatIfCard } from '@/features/what-if/components/what-if-card';

/** Features do not import each other: the app puts the what-if card on the admin's page. */
export default function AdminRestaurantPage() {
  return (
    <AdminRestaurantRoute whatIf={(restaurantId) => <WhatIfCard restaurantId={restaurantId} />} />
  );
}
