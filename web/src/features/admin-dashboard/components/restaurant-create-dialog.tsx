import { SimpleGrid } from '@chakra-ui/react';
import {
  CUISINES,
  DEFAULT_PICKUP_MINUTES,
  DEFAULT_TAX_RATE,
  restaurantCreateSchema,
} from '@pickup/domain/catalog/schemas';
import {
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

const cuisineOptions = CUISINES.map((c) => ({
  value: c,
  label: c.charAt(0).toUpperCase() + c.slice(1),
}));

type Props = {
  /** DECISIONS 6: any user with role restaurant_owner. */
  owners: ManagedUser[];
  onClose: () => void;
  onSave: (body: NewRestaurant) => Promise<unknown>;
  pending: boolean;
};

export function RestaurantCreateDialog({ owners, onClose, onSave, pending }: Props) {
  const { values, set, errors, setErrors, parse } = useForm({
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
  const text = (
    key: 'name' | 'address' | 'phone' | 'taxRate' | 'estimatedPickupTime',
    label: string,
    required = false,
  ) => (
    <TextInputField
      label={label}
      required={required}
      value={values[key]}
      onValueChange={(v) => set(key, v)}
      error={errors[key]}
    />
  );
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
        {text('name', 'Name', true)}
        <SelectField
          label="Cuisine"
          value={values.cuisine}
          onValueChange={(v) => set('cuisine', v)}
          options={cuisineOptions}
          error={errors.cuisine}
        />
      </SimpleGrid>
      <TextareaField
        label="Description"
        value={values.description}
        onValueChange={(v) => set('description', v)}
        error={errors.description}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text('address', 'Address', true)}
        {text('phone', 'Phone')}
        {text('taxRate', 'Tax rate', true)}
        {text('estimatedPickupTime', 'Pickup time (minutes)')}
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
        value={values.ownerId}
        onValueChange={(v) => set('ownerId', v)}
        options={owners.map((o) => ({ value: o.id, label: `${fullName(o)} (${o.email})` }))}
        error={errors.ownerId}
      />
      <SwitchField
        label="Active"
        checked={values.isActive}
        onCheckedChange={(v) => set('isActive', v)}
      />
    </FormDialog>
  );
}
