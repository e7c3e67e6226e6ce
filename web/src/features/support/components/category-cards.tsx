import { Box, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

export type CategoryCard = { value: string; title: string; text: string; icon: LucideIcon };

/** Picking a card preselects the form's category and moves focus to the form. */
export function CategoryCards({
  cards,
  selected,
  onSelect,
}: {
  cards: CategoryCard[];
  selected: string;
  onSelect: (category: string) => void;
}) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      {cards.map(({ value, title, text, icon: Icon }) => {
        const active = selected === value;
        return (
          <chakra.button
            key={value}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(value)}
            textAlign="start"
            p="5"
            rounded="xl"
            borderWidth="2px"
            borderColor={active ? 'brand.solid' : 'border'}
            bg={active ? 'brand.subtle' : 'bg'}
            transition="border-color 0.15s, background 0.15s"
            _hover={{ borderColor: 'brand.emphasized' }}
            focusRing="outside"
          >
            <Box color="brand.fg" mb="3" aria-hidden="true">
              <Icon size={24} />
            </Box>
            <Text fontWeight="semibold">{title}</Text>
            <Text fontSize="sm" color="fg.muted" mt="1">
              {text}
            </Text>
          </chakra.button>
        );
      })}
    </SimpleGrid>
  );
}
