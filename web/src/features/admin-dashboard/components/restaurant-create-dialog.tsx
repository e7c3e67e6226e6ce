import { SimpleGrid } from '@chakra-ui/react';
import {
  DEFAULT_PICKUP_MINUTES,
  DEFAULT_TAX_RATE,
  restaurantCreateSchema,
} from '@pickup/domain/catalog/schemas';
import {
  CUISINE_OPTIONS,
  SelectField,
  SwitchField,
  TextInputField,
  TextareaField,
} from '@/components/management/fields';
import { FormDialog } from '@/components/management/form-dialog';
import { LocationFields, coordinateOrNull } from '@/components/management/location-fields';
import { serverFieldErrors, useForm } from '@/lib/management/form';
import { fullName } from '@/lib/management/format';
import type { ManagedUser } from '@/types/management';
import type { NewRestaurant } from '../api/restaurants';

// The placeholder zone only satisfies the shared schema; the server sets the real default.
const schema = restaurantCreateSchema({ defaultTimezone: 'UTC' });

type Props = {
  /** DECISIONS 6: any user with role restaurant_owner. */
  owners: ManagedUser[];
  onClose: () => void;
  onSave: (body: NewRestaurant) => Promise<unknown>;
  pending: boolean;
};

export function RestaurantCreateDialog({ owners, onClose, onSave, pending }: Props) {
  const { values, set, field, errors, setErrors, parse } = useForm({
    name: '',
    cuisine: 'american',
    description: '',
    address: '',
    phone: '',
    taxRate: DEFAULT_TAX_RATE,
    estimatedPickupTime: String(DEFAULT_PICKUP_MINUTES),
    isActive: true,
    ownerId: '',
    latitude: '',
    longitude: '',
  });
  const submit = async () => {
    const parsed = parse(schema, {
      ...values,
      latitude: coordinateOrNull(values.latitude),
      longitude: coordinateOrNull(values.longitude),
    });
    if (!parsed) return;
    const { timezone: _serverDefault, ...body } = parsed;
    await onSave(body).then(onClose, (error: unknown) => setErrors(serverFieldErrors(error)));
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Create Restaurant"
      submitLabel="Create Restaurant"
      pending={pending}
      onSubmit={() => void submit()}
      size="lg"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextInputField label="Name" required {...field('name')} />
        <SelectField label="Cuisine" options={CUISINE_OPTIONS} {...field('cuisine')} />
      </SimpleGrid>
      <TextareaField label="Description" {...field('description')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextInputField label="Address" required {...field('address')} />
        <TextInputField label="Phone" {...field('phone')} />
        <TextInputField label="Tax rate" required {...field('taxRate')} />
        <TextInputField label="Pickup time (minutes)" {...field('estimatedPickupTime')} />
      </SimpleGrid>
      <LocationFields
        values={{ latitude: values.latitude, longitude: values.longitude }}
        onChange={(place) => {
          set('latitude', place.latitude);
          set('longitude', place.longitude);
        }}
        errors={errors}
      />
      <SelectField
        label="Restaurant owner"
        required
        placeholder="Select an owner"
        options={owners.map((o) => ({ value: o.id, label: `${fullName(o)} (${o.email})` }))}
        {...field('ownerId')}
      />
      <SwitchField
        label="Active"
        checked={values.isActive}
        onCheckedChange={(v) => set('isActive', v)}
      />
    </FormDialog>
  );
}
