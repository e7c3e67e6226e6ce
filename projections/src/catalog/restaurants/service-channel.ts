import { z } from 'zod';

/**
 * Live signal of a restaurant's kitchen controls (pause, resume, rush): the restaurants read
 * model issues `NOTIFY pickup_restaurant_service, '<restaurantId>'` in the transaction that
 * stores the change, so a listener that then reads the restaurant sees it.
 */
export const RESTAURANT_SERVICE_CHANNEL = 'pickup_restaurant_service';

/** The Socket.IO event a restaurant's service room receives: refetch what it says about ordering. */
export const RESTAURANT_SERVICE_EVENT = 'restaurant:service';
export type RestaurantServiceEvent = typeof RESTAURANT_SERVICE_EVENT;

/** The `restaurant:service` payload. */
export const restaurantServiceSignalSchema = z.object({ restaurantId: z.string() });
export type RestaurantServiceSignal = z.infer<typeof restaurantServiceSignalSchema>;
