import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useRestaurant } from '@/lib/management/api/get-restaurant';
import { LoadedPage } from '@/components/management/loaded-page';
import { PageHeader } from '@/components/management/page-header';

/**
 * Admin: /restaurants/{id}/ingredients. Ingredients and sides belong to categories, so this
 * page lists every category of every menu with a way into its ingredients and sides.
 */
export default function RestaurantIngredientsRoute() {
  const { restaurantId = '' } = useParams();
  const restaurant = useRestaurant(restaurantId);
  const back = { href: paths.restaurant.getHref(restaurantId), label: 'Back to Restaurant' };
  const header = <PageHeader title="Ingredients" subtitle={restaurant.data?.name} back={back} />;

  return (
    <LoadedPage
      query={restaurant}
      maxW="5xl"
      header={header}
      loading="Loading restaurant"
      failed={<ErrorState title="Restaurant not found" />}
    >
      {({ menus }) => (
        <>
          {header}
          {menus.length === 0 && <EmptyState title="No menus created yet" />}
          <Stack gap="6">
            {menus.map((menu) => (
              <Card.Root key={menu.id} variant="outline">
                <Card.Header>
                  <Heading as="h2" size="md">
                    {menu.name}
                  </Heading>
                </Card.Header>
                <Card.Body>
                  {menu.categories.length === 0 && <Text color="fg.muted">No categories yet</Text>}
                  <Stack gap="3">
                    {menu.categories.map((c) => (
                      <HStack key={c.id} justify="space-between" wrap="wrap" gap="2">
                        <Text fontWeight="medium">{c.name}</Text>
                        <HStack gap="2">
                          <Button asChild size="sm" variant="outline">
                            <Link
                              to={paths.categoryIngredients.getHref(restaurantId, menu.id, c.id)}
                            >
                              Ingredients
                            </Link>
                          </Button>
                          <Button asChild size="sm" variant="outline">
                            <Link to={paths.categorySides.getHref(restaurantId, menu.id, c.id)}>
                              Sides
                            </Link>
                          </Button>
                        </HStack>
                      </HStack>
                    ))}
                  </Stack>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        </>
      )}
    </LoadedPage>
  );
}
