import { describe, it } from 'vitest';
import { projectionSpec } from '../../testing/projection-spec';
import { restaurantsProjection } from './projection';

const spec = projectionSpec(restaurantsProjection);

const placed = (orderId: string) => ({
  stream: `order-${orderId}`,
  type: 'OrderPlaced',
  data: { orderId, restaurantId: 'r1', placedAt: '2030-01-01T12:00:00.000Z' },
});

describe('restaurants projection batch', () => {
  it('drops the orders placed before a deletion in the same batch and keeps later ones', async () => {
    await spec
      .given([
        placed('o1'),
        { stream: 'restaurant-r1', type: 'RestaurantDeleted', data: { restaurantId: 'r1' } },
        placed('o2'),
      ])
      .then('SELECT order_id FROM rm_restaurants.restaurant_orders ORDER BY order_id', [
        { order_id: 'o2' },
      ]);
  });
});
