import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { notify } from '@/components/ui/toaster';
import { getCurrentLocation, LocationError } from '@/lib/geolocation';
import { TextInputField } from './fields';

export type LocationValues = { latitude: string; longitude: string };

/** An empty field is "not given": the server then places the restaurant from its address. */
export const coordinateOrNull = (value: string): string | null =>
  value.trim() === '' ? null : value.trim();

/** About 10 cm: more digits than a phone's position is worth. */
const rounded = (degrees: number) => String(Math.round(degrees * 1e6) / 1e6);

type Props = {
  values: LocationValues;
  onChange: (values: LocationValues) => void;
  errors: Partial<Record<keyof LocationValues, string>>;
};

/**
 * Latitude and longitude, to see and correct where the restaurant shows on "nearby", and
 * "Use this device's location" for someone standing in it.
 */
export function LocationFields({ values, onChange, errors }: Props) {
  const [locating, setLocating] = useState(false);
  const locateHere = async () => {
    setLocating(true);
    try {
      const here = await getCurrentLocation();
      onChange({ latitude: rounded(here.lat), longitude: rounded(here.lng) });
    } catch (error) {
      const { title, message } =
        error instanceof LocationError
          ? error
          : { title: 'Location Error', message: 'Unable to get your location.' };
      notify.error({ title, description: message });
    } finally {
      setLocating(false);
    }
  };
  return (
    <Stack gap="2" role="group" aria-labelledby="location-fields-label">
      <Text id="location-fields-label" fontWeight="medium" textStyle="sm">
        Location
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextInputField
          label="Latitude"
          inputMode="decimal"
          placeholder="42.3601"
          value={values.latitude}
          onValueChange={(latitude) => onChange({ ...values, latitude })}
          error={errors.latitude}
        />
        <TextInputField
          label="Longitude"
          inputMode="decimal"
          placeholder="-71.0589"
          value={values.longitude}
          onValueChange={(longitude) => onChange({ ...values, longitude })}
          error={errors.longitude}
        />
      </SimpleGrid>
      <Text textStyle="xs" color="fg.muted">
        Leave both empty to place the restaurant from its address.
      </Text>
      <Button
        variant="outline"
        size="sm"
        alignSelf="start"
        loading={locating}
        onClick={() => void locateHere()}
      >
        <LocateFixed aria-hidden="true" />
        Use this device&apos;s location
      </Button>
    </Stack>
  );
}
