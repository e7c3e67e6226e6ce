export const itemCount = (order: { orderItems: { quantity: number }[] }): number =>
  order.orderItems.reduce((sum, item) => sum + item.quantity, 0);

export const plural = (count: number, word: string): string =>
  `${count} ${word}${count === 1 ? '' : 's'}`;
