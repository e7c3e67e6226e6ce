import { Heading, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { soldOutKeys, stockLeft, type Category, type Menu, type MenuItem } from '../types';
import { MenuItemCard } from './menu-item-card';

type Props = {
  menu: Menu;
  onChoose: (item: MenuItem, category: Category, menu: Menu) => void;
};

/** A menu with its categories as tabs (spec §2). */
export function MenuSection({ menu, onChoose }: Props) {
  const categories = menu.categories.filter((c) => c.menuItems.length > 0);
  const now = new Date();
  const soldOut = soldOutKeys(menu, now);
  const headingId = `menu-${menu.id}`;
  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Stack gap="1">
        <Heading as="h2" id={headingId} size="xl">
          {menu.name}
        </Heading>
        {menu.description && <Text color="fg.muted">{menu.description}</Text>}
        {menu.availability && menu.availability !== 'Always available' && (
          <Text fontSize="sm" color="fg.muted">
            Available: {menu.availability}
          </Text>
        )}
      </Stack>
      {categories.length === 0 ? (
        <Text color="fg.muted">Nothing on this menu yet.</Text>
      ) : (
        <Tabs.Root defaultValue={categories[0]?.id} variant="enclosed" lazyMount={false}>
          <Tabs.List overflowX="auto" maxW="full" flexWrap={{ base: 'nowrap', md: 'wrap' }}>
            {categories.map((category) => (
              <Tabs.Trigger key={category.id} value={category.id} flexShrink={0}>
                {category.name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {categories.map((category) => (
            <Tabs.Content key={category.id} value={category.id}>
              {category.description && (
                <Text color="fg.muted" mb="4">
                  {category.description}
                </Text>
              )}
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
                {category.menuItems.map((item) => (
                  <li key={item.id}>
                    <MenuItemCard
                      item={item}
                      soldOut={soldOut.has(`item:${item.id}`)}
                      left={stockLeft(item, now)}
                      onChoose={() => onChoose(item, category, menu)}
                    />
                  </li>
                ))}
              </SimpleGrid>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Stack>
  );
}
