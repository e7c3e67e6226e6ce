import { Box, Button, Heading } from '@chakra-ui/react';
import { Minimize2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { useRestaurants } from '@/lib/management/api/get-restaurants';
import { KitchenBoard } from '../components/kitchen-board';
import { useWakeLock } from '../use-wake-lock';

/**
 * Issue 15: the board alone, full screen, for a wall-mounted tablet: no site header or
 * footer, the screen kept awake where the browser allows it.
 */
export default function KitchenModeRoute() {
  const { restaurantId = '' } = useParams();
  const name = useRestaurants().data?.find((r) => r.id === restaurantId)?.name;
  useWakeLock();
  return (
    <Box px={{ base: '3', md: '6' }} py="2" minH="100dvh" bg="bg">
      <Head title={`Kitchen · ${name ?? 'Orders'}`} />
      {/* A line of title and one row of controls: the tickets get the rest of a tablet. */}
      <Heading as="h1" size="md">
        Kitchen{name ? ` · ${name}` : ''}
      </Heading>
      <KitchenBoard
        restaurantId={restaurantId}
        actions={
          <Button asChild variant="outline" size="lg" minH="12">
            <Link to={paths.ownerDashboard.getHref()}>
              <Minimize2 aria-hidden="true" /> Leave kitchen mode
            </Link>
          </Button>
        }
      />
    </Box>
  );
}
