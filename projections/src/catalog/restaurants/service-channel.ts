/**
 * Live signal of a restaurant's kitchen controls (pause, resume, rush): the restaurants read
 * model issues `NOTIFY pickup_restaurant_service, '<restaurantId>'` in the transaction that
 * stores the change, so a listener that then reads the restaurant sees it.
 */
export const RESTAURANT_SERVICE_CHANNEL = 'pickup_restaurant_service';
