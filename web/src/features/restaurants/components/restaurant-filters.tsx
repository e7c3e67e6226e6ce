import { Button, HStack, NativeSelect, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { LocateFixed, X } from 'lucide-react';
import { CUISINE_FILTERS, SORTS, type CuisineFilter, type SortKey } from '../list-view';
import { capitalise, type DistanceUnit } from '../types';

type Props = {
  cuisine: CuisineFilter;
  onCuisine: (cuisine: CuisineFilter) => void;
  sort: SortKey;
  onSort: (sort: SortKey) => void;
  nearby: boolean;
  locating: boolean;
  onNearMe: () => void;
  onShowAll: () => void;
  unit: DistanceUnit;
  onUnit: (unit: DistanceUnit) => void;
};

export function RestaurantFilters(props: Props) {
  const { cuisine, sort, nearby, unit } = props;
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      gap="3"
      align={{ base: 'stretch', md: 'end' }}
      wrap="wrap"
    >
      <Stack gap="1" flex={{ md: '1' }} minW={{ md: '40' }} maxW={{ md: '60' }}>
        <Text asChild fontSize="sm" fontWeight="medium">
          <label htmlFor="cuisine-filter">Cuisine</label>
        </Text>
        <NativeSelect.Root>
          <NativeSelect.Field
            id="cuisine-filter"
            value={cuisine}
            onChange={(e) => props.onCuisine(e.currentTarget.value as CuisineFilter)}
          >
            {CUISINE_FILTERS.map((c) => (
              <option key={c} value={c}>
                {c === 'all' ? 'All cuisines' : capitalise(c)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      <Stack gap="1" flex={{ md: '1' }} minW={{ md: '40' }} maxW={{ md: '60' }}>
        <Text asChild fontSize="sm" fontWeight="medium">
          <label htmlFor="sort-filter">Sort by</label>
        </Text>
        <NativeSelect.Root>
          <NativeSelect.Field
            id="sort-filter"
            value={sort}
            onChange={(e) => props.onSort(e.currentTarget.value as SortKey)}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value} disabled={s.value === 'distance' && !nearby}>
                {s.label}
                {s.value === 'distance' && !nearby ? ' (use Near Me)' : ''}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      <HStack gap="3" wrap="wrap">
        <Button
          variant={nearby ? 'solid' : 'outline'}
          onClick={props.onNearMe}
          loading={props.locating}
          loadingText="Getting Location..."
        >
          <LocateFixed aria-hidden="true" />
          Near Me
        </Button>
        {nearby && (
          <>
            <SegmentGroup.Root
              value={unit}
              onValueChange={(e) => e.value && props.onUnit(e.value as DistanceUnit)}
              aria-label="Distance unit"
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items
                items={[
                  { value: 'miles', label: 'Miles' },
                  { value: 'km', label: 'km' },
                ]}
              />
            </SegmentGroup.Root>
            <Button variant="ghost" onClick={props.onShowAll}>
              <X aria-hidden="true" />
              Show All
            </Button>
          </>
        )}
      </HStack>
    </Stack>
  );
}
