/**
 * What the demo menus hold, per kind of kitchen. Prices in dollars. In each category an
 * item links every optional (removable) and possible (addable) ingredient and every side
 * of its category unless it names its own subset.
 */

export interface ItemPlan {
  name: string;
  description: string;
  price: number;
  /** Names of the category's ingredients to link; all when absent. */
  ingredients?: readonly string[];
}

export interface CategoryPlan {
  name: string;
  description: string;
  includesDrink?: boolean;
  sidesRequired?: number;
  /** Removable: part of the dish as served. */
  optional?: readonly string[];
  /** Addable for a price, up to maxQuantity each. */
  possible?: readonly (readonly [name: string, price: number, maxQuantity: number])[];
  sides?: readonly (readonly [name: string, price: number])[];
  items: readonly ItemPlan[];
}

export interface MenuPlan {
  key: string;
  name: string;
  description: string;
  /** null: always available; otherwise daily from–to, or weekdays only. */
  hours: null | { start: string; end: string; weekdaysOnly?: boolean };
  drinks: readonly (readonly [name: string, price: number])[];
  categories: readonly CategoryPlan[];
}

export type Kitchen =
  'american' | 'italian' | 'asian' | 'mexican' | 'indian' | 'bakery' | 'caribbean' | 'salvadoran';

const i = (name: string, price: number, description: string, ingredients?: string[]): ItemPlan => ({
  name,
  price,
  description,
  ...(ingredients ? { ingredients } : {}),
});

const SODAS = [
  ['Cola', 2.5],
  ['Lemonade', 3.25],
  ['Sparkling water', 2.75],
  ['Iced tea', 2.95],
] as const;

const LUNCH = { start: '11:00', end: '15:00', weekdaysOnly: true };

// prettier-ignore
export const KITCHENS: Record<Kitchen, readonly MenuPlan[]> = {
  american: [
    { key: 'main', name: 'Main Menu', description: 'Served all day.', hours: null, drinks: [...SODAS, ['Vanilla milkshake', 5.5]], categories: [
      { name: 'Burgers', description: 'Two smashed patties on a toasted potato bun.', includesDrink: true, sidesRequired: 1,
        optional: ['Pickles', 'Onion', 'Lettuce', 'Tomato', 'House sauce'],
        possible: [['Bacon', 1.75, 2], ['Extra cheese', 1, 3], ['Fried egg', 1.5, 2], ['Avocado', 2, 1]],
        sides: [['Hand-cut fries', 0], ['Sweet potato fries', 1], ['Side salad', 0], ['Onion rings', 1.5]],
        items: [
          i('Classic Smash', 11.5, 'American cheese, pickles, onion and house sauce.'),
          i('Bacon BBQ', 13.75, 'Cheddar, bacon, crispy onions and smoky barbecue sauce.'),
          i('Mushroom Swiss', 13.25, 'Roasted mushrooms, Swiss cheese and garlic aioli.', ['Onion', 'Lettuce', 'Bacon', 'Extra cheese']),
        ] },
      { name: 'Sandwiches', description: 'On bread from the bakery down the street.', sidesRequired: 1,
        optional: ['Coleslaw', 'Pickles', 'Mayo'], possible: [['Extra meat', 3, 2], ['Jalapeños', 0.75, 1]],
        sides: [['Hand-cut fries', 0], ['Side salad', 0], ['Mac and cheese', 2]],
        items: [
          i('Pulled Pork', 12.5, 'Twelve-hour smoked pork shoulder with coleslaw.'),
          i('Buttermilk Fried Chicken', 12.95, 'Crispy thigh, pickles and honey mayo.'),
          i('Brisket Melt', 14.5, 'Sliced brisket, caramelised onions and cheddar on sourdough.'),
        ] },
      { name: 'Starters', description: 'For the table.', possible: [['Blue cheese dip', 1, 2], ['Ranch dip', 1, 2]],
        items: [
          i('Buffalo Wings', 10.5, 'Eight wings tossed in hot sauce, with celery.'),
          i('Loaded Fries', 8.75, 'Fries with cheese sauce, bacon and scallions.'),
          i('Cornbread', 5.25, 'Skillet cornbread with honey butter.', []),
        ] },
      { name: 'Desserts', description: 'Baked every morning.', possible: [['Scoop of vanilla ice cream', 2.5, 2]],
        items: [
          i('Apple Pie', 6.5, 'Warm slice with a lattice crust.'),
          i('Chocolate Brownie', 5.75, 'Fudgy, with sea salt.'),
        ] },
    ] },
  ],
  italian: [
    { key: 'dinner', name: 'Dinner', description: 'Pasta and pizza from the wood oven.', hours: { start: '16:00', end: '22:00' }, drinks: [...SODAS, ['San Pellegrino Aranciata', 3]], categories: [
      { name: 'Antipasti', description: 'To start.', optional: ['Basil', 'Balsamic glaze'], possible: [['Prosciutto', 3.5, 1], ['Burrata', 5, 1]],
        items: [
          i('Bruschetta', 8.5, 'Grilled bread, tomatoes, garlic and basil.'),
          i('Arancini', 9.25, 'Crisp risotto balls with mozzarella and marinara.', ['Basil']),
          i('Caprese', 11, 'Fresh mozzarella, tomatoes, basil and olive oil.'),
        ] },
      { name: 'Pasta', description: 'Made fresh in house each morning.', includesDrink: true,
        optional: ['Parmigiano', 'Chili flakes', 'Fresh basil'],
        possible: [['Meatball', 2.5, 3], ['Grilled chicken', 4, 1], ['Italian sausage', 3.5, 1]],
        items: [
          i('Spaghetti Pomodoro', 14.5, 'San Marzano tomatoes, garlic and basil.'),
          i('Rigatoni alla Vodka', 16.75, 'Creamy tomato and vodka sauce with chili.'),
          i('Tagliatelle Bolognese', 18.5, 'Slow-cooked beef and pork ragù.'),
          i('Cacio e Pepe', 15.25, 'Pecorino, black pepper and pasta water.', ['Chili flakes', 'Grilled chicken']),
        ] },
      { name: 'Pizza', description: 'Twelve-inch Neapolitan pies.', includesDrink: true,
        optional: ['Basil', 'Oregano', 'Garlic'], possible: [['Pepperoni', 2, 2], ['Mushrooms', 1.5, 2], ['Extra mozzarella', 2, 2], ['Hot honey', 1, 1]],
        items: [
          i('Margherita', 14, 'Tomato, mozzarella, basil and olive oil.'),
          i('Diavola', 16.5, 'Spicy salami, chili and mozzarella.'),
          i('Funghi', 16, 'Wild mushrooms, fontina and thyme.'),
        ] },
      { name: 'Dolci', description: 'Something sweet.', items: [
          i('Tiramisu', 8, 'Espresso-soaked ladyfingers and mascarpone.'),
          i('Cannoli', 6.5, 'Two shells filled with sweet ricotta.'),
        ] },
    ] },
    { key: 'lunch', name: 'Lunch', description: 'Quick weekday lunch.', hours: LUNCH, drinks: SODAS, categories: [
      { name: 'Panini', description: 'Pressed to order on ciabatta.', sidesRequired: 1,
        optional: ['Arugula', 'Pesto'], possible: [['Extra mozzarella', 2, 1]], sides: [['Chips', 0], ['Side salad', 0], ['Minestrone cup', 2.5]],
        items: [
          i('Chicken Pesto Panino', 12.5, 'Grilled chicken, mozzarella and basil pesto.'),
          i('Italian Cold Cut Panino', 13, 'Mortadella, salami, provolone and giardiniera.'),
        ] },
      { name: 'Salads', description: 'Big enough for lunch.', possible: [['Grilled chicken', 4, 1], ['Shrimp', 5, 1]],
        items: [
          i('Caesar', 10.5, 'Romaine, parmesan, croutons and anchovy dressing.'),
          i('Farro Salad', 11.25, 'Farro, roasted squash, feta and hazelnuts.'),
        ] },
      { name: 'Pasta of the Day', description: 'A smaller lunch portion.', items: [
          i('Penne Arrabbiata', 11, 'Tomato, garlic and plenty of chili.'),
        ] },
    ] },
  ],
  asian: [
    { key: 'main', name: 'All Day', description: 'Noodles, rice and small plates.', hours: null, drinks: [['Jasmine iced tea', 3], ['Thai iced tea', 4.5], ['Yuzu soda', 3.75], ['Ramune', 3.5]], categories: [
      { name: 'Noodle Soups', description: 'Rich broth simmered overnight.', includesDrink: true,
        optional: ['Scallions', 'Bean sprouts', 'Nori', 'Sesame seeds'],
        possible: [['Soft-boiled egg', 1.5, 2], ['Extra noodles', 2.5, 1], ['Chashu pork', 3.5, 2], ['Chili oil', 0.5, 1]],
        items: [
          i('Tonkotsu Ramen', 16.5, 'Pork bone broth, chashu, egg and wood-ear mushrooms.'),
          i('Spicy Miso Ramen', 16, 'Miso broth with ground pork and chili paste.'),
          i('Vegan Shoyu Ramen', 15, 'Mushroom and kombu broth with tofu and greens.', ['Scallions', 'Bean sprouts', 'Nori', 'Extra noodles', 'Chili oil']),
        ] },
      { name: 'Rice Bowls', description: 'Over steamed jasmine rice.', sidesRequired: 1,
        optional: ['Pickled vegetables', 'Scallions', 'Sesame seeds'], possible: [['Fried egg', 1.5, 2], ['Extra protein', 4, 1]],
        sides: [['Miso soup', 0], ['Seaweed salad', 1.5], ['Steamed greens', 0]],
        items: [
          i('Teriyaki Chicken Bowl', 14, 'Glazed chicken thigh, broccoli and sesame.'),
          i('Korean Beef Bowl', 15.5, 'Bulgogi beef, kimchi and a soft egg.'),
          i('Mapo Tofu Bowl', 13.5, 'Silken tofu in Sichuan chili-bean sauce.'),
        ] },
      { name: 'Small Plates', description: 'Share them or not.', possible: [['Extra dipping sauce', 0.5, 3]],
        items: [
          i('Pork Soup Dumplings', 9.5, 'Six xiao long bao with black vinegar.'),
          i('Crispy Gyoza', 8, 'Pan-fried chicken and cabbage dumplings.'),
          i('Edamame', 5.5, 'With flaky sea salt.', []),
        ] },
    ] },
  ],
  mexican: [
    { key: 'main', name: 'Menu', description: 'Tacos, burritos and bowls.', hours: null, drinks: [['Horchata', 3.5], ['Jarritos', 2.75], ['Agua fresca', 3.25], ['Mexican Coke', 3.5]], categories: [
      { name: 'Tacos', description: 'Three per order on fresh corn tortillas.', includesDrink: true,
        optional: ['Onion', 'Cilantro', 'Salsa verde', 'Lime'], possible: [['Guacamole', 2, 1], ['Queso fresco', 1, 2], ['Pickled jalapeños', 0.5, 1]],
        items: [
          i('Al Pastor', 11.5, 'Marinated pork off the trompo with pineapple.'),
          i('Carne Asada', 12.5, 'Grilled steak with charred scallions.'),
          i('Birria', 13.5, 'Braised beef with consommé for dipping.'),
          i('Baja Fish', 12, 'Beer-battered cod, cabbage and chipotle crema.', ['Cilantro', 'Lime', 'Guacamole']),
        ] },
      { name: 'Burritos and Bowls', description: 'Rice, beans and your pick of filling.', includesDrink: true, sidesRequired: 1,
        optional: ['Rice', 'Black beans', 'Pico de gallo', 'Sour cream', 'Lettuce'], possible: [['Guacamole', 2, 1], ['Extra meat', 3.5, 2], ['Queso', 1.5, 1]],
        sides: [['Chips and salsa', 0], ['Elote', 2.5], ['Black bean soup', 2]],
        items: [
          i('Chicken Burrito', 12.75, 'Chipotle chicken wrapped in a flour tortilla.'),
          i('Steak Burrito Bowl', 14.25, 'Carne asada over cilantro-lime rice.'),
          i('Veggie Bowl', 11.5, 'Fajita vegetables, beans and roasted corn.'),
        ] },
      { name: 'Sides and Sweets', description: 'Extras.', items: [
          i('Chips and Guacamole', 7.5, 'Made to order with lime and serrano.'),
          i('Churros', 6, 'Cinnamon sugar with chocolate sauce.'),
        ] },
    ] },
  ],
  indian: [
    { key: 'dinner', name: 'Dinner', description: 'Curries from the clay pot and the tandoor.', hours: { start: '16:30', end: '21:30' }, drinks: [['Mango lassi', 4.5], ['Masala chai', 3.5], ['Nimbu soda', 3]], categories: [
      { name: 'Curries', description: 'Served with basmati rice.', includesDrink: true, sidesRequired: 1,
        optional: ['Cilantro', 'Fresh ginger', 'Cream swirl'], possible: [['Extra paneer', 3, 1], ['Extra chicken', 4, 1], ['Make it extra spicy', 0, 1]],
        sides: [['Plain naan', 0], ['Garlic naan', 1], ['Extra rice', 0], ['Raita', 1.5]],
        items: [
          i('Chicken Tikka Masala', 17.5, 'Charred chicken in a creamy tomato sauce.'),
          i('Lamb Rogan Josh', 19.5, 'Kashmiri chili, yogurt and slow-braised lamb.'),
          i('Palak Paneer', 15.5, 'Spinach purée with fresh cheese.', ['Cilantro', 'Fresh ginger', 'Extra paneer']),
          i('Chana Masala', 13.5, 'Chickpeas with onion, tomato and garam masala.'),
        ] },
      { name: 'From the Tandoor', description: 'Marinated overnight.', optional: ['Pickled onions', 'Mint chutney'], possible: [['Extra skewer', 5, 2]],
        items: [
          i('Tandoori Chicken', 16, 'Half chicken with yogurt and spices.'),
          i('Paneer Tikka', 14, 'Grilled cheese, peppers and onions.'),
        ] },
      { name: 'Breads and Starters', description: 'Hot from the oven.', items: [
          i('Samosas', 7, 'Two pastries filled with spiced potato and peas.'),
          i('Garlic Naan', 4, 'Brushed with garlic butter.'),
          i('Onion Bhaji', 6.5, 'Crisp onion fritters with tamarind.'),
        ] },
    ] },
    { key: 'lunch', name: 'Lunch Thali', description: 'Weekday lunch plates.', hours: LUNCH, drinks: [['Mango lassi', 4.5], ['Masala chai', 3.5]], categories: [
      { name: 'Thali', description: 'Dal, rice, vegetable of the day, naan and raita.', items: [
          i('Vegetable Thali', 14, 'Two vegetable curries with everything.'),
          i('Chicken Thali', 16, 'Chicken curry with everything.'),
        ] },
      { name: 'Rolls', description: 'Kathi rolls in flaky paratha.', optional: ['Pickled onions', 'Green chutney'], possible: [['Egg layer', 1.5, 1]],
        items: [
          i('Chicken Tikka Roll', 11, 'Tandoori chicken and onions.'),
          i('Paneer Roll', 10, 'Spiced paneer and peppers.'),
        ] },
      { name: 'Chaat', description: 'Street snacks.', items: [i('Samosa Chaat', 8.5, 'Crushed samosa, chickpeas, yogurt and chutneys.')] },
    ] },
  ],
  bakery: [
    { key: 'main', name: 'Cafe Menu', description: 'Breakfast and lunch.', hours: { start: '07:00', end: '15:00' }, drinks: [['Drip coffee', 2.75], ['Latte', 4.75], ['Cappuccino', 4.5], ['Fresh orange juice', 4.25]], categories: [
      { name: 'Pastries', description: 'Out of the oven by 7.', items: [
          i('Butter Croissant', 3.75, 'Laminated with French butter.'),
          i('Almond Croissant', 4.75, 'Twice-baked with frangipane.'),
          i('Morning Bun', 4.25, 'Orange zest and cinnamon sugar.'),
        ] },
      { name: 'Breakfast', description: 'Until 11.', includesDrink: true,
        optional: ['Chives', 'Hot sauce'], possible: [['Bacon', 2, 2], ['Avocado', 2, 1], ['Extra egg', 1.5, 2]],
        items: [
          i('Egg and Cheese Croissant', 7.5, 'Soft scrambled eggs and gruyère.'),
          i('Avocado Toast', 9.5, 'On sourdough with chili and lemon.', ['Hot sauce', 'Extra egg', 'Bacon']),
        ] },
      { name: 'Sandwiches', description: 'On house sourdough.', sidesRequired: 1,
        optional: ['Lettuce', 'Tomato', 'Dijon'], possible: [['Extra cheese', 1, 1]], sides: [['Kettle chips', 0], ['Cup of soup', 2.5], ['Fruit cup', 2]],
        items: [
          i('Turkey and Brie', 12, 'Roast turkey, brie and fig jam.'),
          i('Caprese Sandwich', 11, 'Mozzarella, tomato, basil and pesto.'),
        ] },
    ] },
  ],
  caribbean: [
    { key: 'main', name: 'Menu', description: 'From the jerk drum and the stew pot.', hours: null, drinks: [['Ginger beer', 3.5], ['Sorrel', 3.75], ['Pineapple soda', 2.75]], categories: [
      { name: 'Plates', description: 'Served with one side.', includesDrink: true, sidesRequired: 1,
        optional: ['Pickled pepper slaw', 'Scallions'], possible: [['Extra jerk sauce', 0.75, 2], ['Extra meat', 4, 1]],
        sides: [['Rice and peas', 0], ['Fried plantain', 1], ['Steamed cabbage', 0], ['Mac and cheese', 2]],
        items: [
          i('Jerk Chicken', 15, 'Quarter chicken, smoked over pimento wood.'),
          i('Oxtail Stew', 19.5, 'Braised with butter beans and allspice.'),
          i('Curry Goat', 18, 'Slow-cooked with potatoes and scotch bonnet.'),
        ] },
      { name: 'Patties and Snacks', description: 'Flaky turmeric pastry.', possible: [['Coco bread', 2, 1]],
        items: [
          i('Beef Patty', 4.5, 'Spiced ground beef.'),
          i('Vegetable Patty', 4.25, 'Callaloo and carrot.'),
          i('Festival', 4, 'Sweet fried dumplings.'),
        ] },
      { name: 'Sweets', description: 'Island classics.', items: [i('Rum Cake', 6, 'Soaked with dark rum.')] },
    ] },
  ],
  salvadoran: [
    { key: 'main', name: 'Menu', description: 'Pupusas pressed to order.', hours: null, drinks: [['Horchata de morro', 3.5], ['Tamarind juice', 3.5], ['Kolashanpan', 2.75]], categories: [
      { name: 'Pupusas', description: 'Two per order with curtido and salsa roja.', includesDrink: true, sidesRequired: 1,
        optional: ['Curtido', 'Salsa roja'], possible: [['Extra cheese', 1, 2], ['Loroco', 1, 1], ['Jalapeño', 0.5, 1]],
        sides: [['Fried plantains', 0], ['Refried beans', 0], ['Yuca frita', 1.5]],
        items: [
          i('Revuelta', 8.5, 'Pork chicharrón, beans and cheese.'),
          i('Queso con Loroco', 8.5, 'Cheese with loroco flower buds.'),
          i('Frijol con Queso', 8, 'Beans and cheese.'),
        ] },
      { name: 'Tamales', description: 'Wrapped in banana leaf.', optional: ['Salsa roja'], possible: [['Sour cream', 0.75, 1]],
        items: [
          i('Tamal de Pollo', 4.5, 'Chicken, potato and olive.'),
          i('Tamal de Elote', 4, 'Sweet corn with crema.'),
        ] },
      { name: 'Desserts', description: 'Sweet finish.', items: [i('Quesadilla Salvadoreña', 4.5, 'Sweet cheese pound cake.')] },
    ] },
  ],
};
