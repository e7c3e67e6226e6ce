import { Button } from '@chakra-ui/react';
import { Maximize2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { KitchenBoard } from '@/features/kitchen/components/kitchen-board';
import { OwnerDashboard } from '@/features/owner-dashboard/routes/owner-dashboard';
import { WhatIfCard } from '@/features/what-if/components/what-if-card';

/**
 * Features do not import each other: the app puts the kitchen board in the owner's tab and
 * the what-if card under the promise accuracy.
 */
export default function OwnerDashboardRoute() {
  return (
    <OwnerDashboard
      liveOrders={(restaurantId) => (
        <KitchenBoard
          key={restaurantId}
          restaurantId={restaurantId}
          actions={
            <Button asChild variant="outline" size="lg" minH="12">
              <Link to={paths.kitchen.getHref(restaurantId)}>
                <Maximize2 aria-hidden="true" /> Kitchen mode
              </Link>
            </Button>
          }
        />
      )}
      whatIf={(restaurantId) => (
        <WhatIfCard key={`what-if-${restaurantId}`} restaurantId={restaurantId} />
      )}
    />
  );
}
