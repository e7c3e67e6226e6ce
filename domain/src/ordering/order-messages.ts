/** What the order decider says when it refuses (the words users see). */
export const PHONE_NOT_VERIFIED = 'Please verify your phone number to place orders';
export const RESTAURANT_NOT_ACCEPTING = 'This restaurant is not accepting orders';
export const RESTAURANT_CLOSED = 'This restaurant is closed right now';
export const MENU_INACTIVE = 'This menu is no longer available';
export const MENU_OUTSIDE_HOURS = 'This menu is not available at this time';
export const CART_EMPTY = 'Your cart is empty';
export const ORDER_NOT_FOUND = 'Order not found';
export const ORDER_EXISTS = 'This order has already been placed';
export const soldOutMessage = (name: string) => `Sorry, ${name} is sold out today`;
