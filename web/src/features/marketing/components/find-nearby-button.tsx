import { Button, type ButtonProps } from '@chakra-ui/react';
import { Navigation } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { LocationError, getCurrentLocation } from '@/lib/geolocation';

export function FindNearbyButton(props: ButtonProps) {
  const [locating, setLocating] = useState(false);
  const navigate = useNavigate();

  const findNearby = async () => {
    setLocating(true);
    try {
      const { lat, lng } = await getCurrentLocation();
      notify.success({ title: 'Location Found', description: 'Showing restaurants near you!' });
      navigate(paths.restaurants.getHref({ lat, lng, nearby: true }));
    } catch (error) {
      const location = error instanceof LocationError ? error : null;
      notify.error({
        title: location?.title ?? 'Location Error',
        description: location?.message ?? 'Unable to get your location.',
      });
    } finally {
      setLocating(false);
    }
  };

  return (
    <Button
      {...props}
      onClick={findNearby}
      disabled={locating}
      loading={locating}
      loadingText="Getting Location..."
    >
      <Navigation aria-hidden="true" />
      Find Restaurants Near You
    </Button>
  );
}
