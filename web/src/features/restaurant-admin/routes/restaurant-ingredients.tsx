import { Button, Card, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useRestaurant } from '@/lib/management/api/get-restaurant';
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

  if (restaurant.isPending) {
    return (
      <Container maxW="5xl" py="8">
        {header}
        <PageSpinner label="Loading restaurant" />
      </Container>
    );
  }
  if (restaurant.isError) {
    return (
      <Container maxW="5xl" py="8">
        {header}
        <ErrorState title="Restaurant not found" />
      </Container>
    );
  }
  const { menus } = restaurant.data;
  return (
    <Container maxW="5xl" py="8">
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
                        <Link to={paths.categoryIngredients.getHref(restaurantId, menu.id, c.id)}>
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
    </Container>
  );
}
