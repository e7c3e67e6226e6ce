import { Badge, Box, HStack, Image, Stack, Text, chakra } from '@chakra-ui/react';
import { formatPrice } from '@pickup/domain/catalog/money';
import { Plus } from 'lucide-react';
import type { MenuItem } from '../types';

type Props = {
  item: MenuItem;
  onChoose: () => void;
  soldOut?: boolean;
  /** Units left today where the restaurant counts them; null or absent: not counted. */
  left?: number | null;
};

/** One menu item; the whole card opens the item dialog, unless it is sold out. */
export function MenuItemCard({ item, onChoose, soldOut = false, left = null }: Props) {
  const fewLeft = !soldOut && left !== null && left > 0;
  return (
    <chakra.button
      type="button"
      onClick={onChoose}
      disabled={soldOut}
      data-sold-out={soldOut || undefined}
      opacity={soldOut ? 0.6 : undefined}
      cursor={soldOut ? 'not-allowed' : undefined}
      textAlign="start"
      w="full"
      h="full"
      borderWidth="1px"
      rounded="lg"
      p="4"
      bg="bg"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={soldOut ? undefined : { borderColor: 'brand.300', shadow: 'md' }}
      _focusVisible={{
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '2px',
      }}
      aria-label={
        soldOut
          ? `${item.name}, sold out today`
          : `${item.name}, ${formatPrice(item.price)}${fewLeft ? `, ${left} left today` : ''}. Customise and add to cart`
      }
    >
      <HStack align="start" gap="4" h="full">
        {/* A long unbroken name (a phone, 390 px) wraps inside the card instead of off it. */}
        <Stack gap="1" flex="1" h="full" minW="0">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {item.name}
          </Text>
          {fewLeft && (
            <Badge alignSelf="start" colorPalette="orange" variant="subtle" aria-hidden="true">
              {left} left today
            </Badge>
          )}
          {item.description && (
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {item.description}
            </Text>
          )}
          <HStack justify="space-between" mt="auto" pt="2">
            <Text fontWeight="semibold">{formatPrice(item.price)}</Text>
            {soldOut ? (
              <Badge colorPalette="gray" variant="solid" aria-hidden="true">
                Sold out today
              </Badge>
            ) : (
              <HStack gap="1" color="brand.fg" fontSize="sm" fontWeight="medium" aria-hidden="true">
                <Plus size={16} />
                <Text>Add</Text>
              </HStack>
            )}
          </HStack>
        </Stack>
        {item.imageUrl && (
          <Box w="24" h="24" flexShrink={0} rounded="md" overflow="hidden" bg="brand.subtle">
            <Image
              src={item.imageUrl}
              alt=""
              loading="lazy"
              decoding="async"
              width="96"
              height="96"
              w="full"
              h="full"
              objectFit="cover"
            />
          </Box>
        )}
      </HStack>
    </chakra.button>
  );
}
