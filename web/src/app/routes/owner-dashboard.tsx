import { KitchenBoard } from '@/features/kitchen/components/kitchen-board';
import { OwnerDashboard } from '@/features/owner-dashboard/routes/owner-dashboard';

/** Features do not import each other: the app puts the kitchen board in the owner's tab. */
export default function OwnerDashboardRoute() {
  return (
    <OwnerDashboard
      liveOrders={(restaurantId) => <KitchenBoard key={restaurantId} restaurantId={restaurantId} />}
    />
  );
}
