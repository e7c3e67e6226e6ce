import { formatTaxPercent } from '@pickup/domain/catalog/money';
import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { NOTIFICATION_PREFERENCES, restaurantUpdateSchema } from '@pickup/domain/catalog/schemas';
import type { RestaurantUpdateBody } from '@pickup/domain/catalog/schemas';
import { useMemo, type FormEvent, type ReactNode } from 'react';
import {
  CUISINE_OPTIONS,
  SelectField,
  SwitchField,
  TextInputField,
  TextareaField,
  type Option,
} from '@/components/management/fields';
import { HoursEditor, weekOf } from '@/components/management/hours-editor';
import { LocationFields } from '@/components/management/location-fields';
import { serverFieldErrors, useForm, type TextKey } from '@/lib/management/form';
import { fullName } from '@/lib/management/format';
import type { ManagedUser, Restaurant } from '@/types/management';
import { formValuesOf, updateBodyOf, type RestaurantFormValues } from './restaurant-form-values';
import { timeZoneOptions } from './time-zones';

const preferenceOptions: Option[] = NOTIFICATION_PREFERENCES.map((p) => ({
  value: p,
  label: p === 'sms' ? 'SMS' : 'Phone call',
}));

type Props = {
  restaurant: Restaurant;
  isAdmin: boolean;
  /** Users with role restaurant_owner (DECISIONS 6); admins only. */
  owners: ManagedUser[];
  saving: boolean;
  onSave: (body: RestaurantUpdateBody) => Promise<unknown>;
  onCancel: () => void;
  image: ReactNode;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function RestaurantForm(props: Props) {
  const { restaurant, isAdmin, owners, saving, onSave, onCancel, image } = props;
  const initial = useMemo(() => formValuesOf(restaurant), [restaurant]);
  const { values, set, field, errors, setErrors, parse } = useForm<RestaurantFormValues>(initial);
  const zones = useMemo(() => timeZoneOptions(restaurant.timezone), [restaurant.timezone]);
  const ownerOptions = owners.map((o) => ({ value: o.id, label: `${fullName(o)} (${o.email})` }));

  const text = (key: TextKey<RestaurantFormValues>, label: string, extra = {}) => (
    <TextInputField label={label} {...field(key)} {...extra} />
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parse(restaurantUpdateSchema, updateBodyOf(values, isAdmin, initial));
    if (!body) return;
    try {
      await onSave(body);
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="6">
        <Section title="Details">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {text('name', 'Name', { required: true })}
            <SelectField label="Cuisine" options={CUISINE_OPTIONS} {...field('cuisine')} />
          </SimpleGrid>
          <TextareaField label="Description" {...field('description')} />
          {image}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {text('address', 'Address', { required: true })}
            {text('phone', 'Phone', { type: 'tel' })}
            {text('estimatedPickupTime', 'Pickup time (minutes)', { inputMode: 'numeric' })}
            {text('noShowAfterMinutes', 'No-show after (minutes)', {
              inputMode: 'numeric',
              helper:
                'A ready order still here this long past its promised time is flagged as a no-show on the board. 5 to 240.',
            })}
            {text('remindAfterMinutes', 'Remind after (minutes)', {
              inputMode: 'numeric',
              helper:
                'A ready order waiting this long since ready (or since its last reminder) offers "Remind" on its ticket. 1 to 120.',
            })}
            {text('largestOrderDollars', 'Largest order without calling us ($)', {
              inputMode: 'numeric',
              // The body carries cents under its own name; its message belongs here.
              error: errors.largestOrderCents,
              helper:
                'Customers pay at the counter: a bigger order is refused, with your phone number to call. Whole dollars, 10 to 100,000.',
            })}
            {text('taxRate', 'Tax rate', {
              inputMode: 'decimal',
              helper: `A number from 0 to 1. ${formatTaxPercent(values.taxRate)}`.trim(),
            })}
            {isAdmin && text('rating', 'Rating', { inputMode: 'decimal', helper: 'From 0 to 5' })}
            {isAdmin && (
              <SelectField
                label="Owner"
                options={ownerOptions}
                placeholder="Select an owner"
                {...field('ownerId')}
              />
            )}
          </SimpleGrid>
          <LocationFields
            values={{ latitude: values.latitude, longitude: values.longitude }}
            onChange={(place) => {
              set('latitude', place.latitude);
              set('longitude', place.longitude);
            }}
            errors={errors}
          />
          <SwitchField
            label="Active"
            checked={values.isActive}
            onCheckedChange={(v) => set('isActive', v)}
          />
          <SwitchField
            label="Check pickup code at handover"
            checked={values.checkPickupCode}
            onCheckedChange={(v) => set('checkPickupCode', v)}
          />
        </Section>

        <Section title="Notifications">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {text('notificationEmail', 'Notification email', { type: 'email' })}
            {text('notificationPhone', 'Notification phone', { type: 'tel' })}
            <SelectField
              label="Preference"
              options={preferenceOptions}
              {...field('notificationPreference')}
            />
          </SimpleGrid>
        </Section>

        <Section title="Hours">
          <SelectField label="Time zone" options={zones} {...field('timezone')} />
          <SwitchField
            label="Open 24 hours, every day"
            checked={values.hours === null}
            onCheckedChange={(on) =>
              set('hours', on ? null : (initial.hours ?? weekOf('09:00', '22:00')))
            }
          />
          {values.hours === null ? (
            <Text color="fg.muted" fontSize="sm">
              No closing time: customers can order at any hour of any day.
            </Text>
          ) : (
            <HoursEditor
              value={values.hours}
              onChange={(hours) => set('hours', hours)}
              errors={errors}
              errorPrefix="hours"
            />
          )}
        </Section>

        <HStack justify="flex-end" gap="3">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save Changes
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
