/**
 * Tables of the `menus` read model (schema rm_menus). Foreign keys with ON DELETE CASCADE
 * carry out the spec's data-model cascades: restaurant → menus → drinks and categories →
 * items, ingredients and sides → item links. `stream_versions` remembers the last version
 * applied per stream (kept after deletes), so an event seen twice changes nothing.
 * Prices are integer cents; `position` keeps the order things were added in.
 */
export const MENUS_DDL = `
CREATE TABLE stream_versions (
  stream text PRIMARY KEY,
  version bigint NOT NULL
);

CREATE TABLE restaurants (
  id text PRIMARY KEY,
  owner_id text,
  is_active boolean NOT NULL
);

CREATE TABLE menus (
  id text PRIMARY KEY,
  restaurant_id text NOT NULL REFERENCES restaurants ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL,
  available_hours jsonb,
  cutoff_minutes integer NOT NULL,
  is_active boolean NOT NULL,
  position text NOT NULL
);
CREATE INDEX menus_restaurant ON menus (restaurant_id, position);

CREATE TABLE drinks (
  id text PRIMARY KEY,
  menu_id text NOT NULL REFERENCES menus ON DELETE CASCADE,
  name text NOT NULL,
  price_cents bigint NOT NULL,
  is_active boolean NOT NULL,
  position bigint NOT NULL
);
CREATE INDEX drinks_menu ON drinks (menu_id, position);

CREATE TABLE categories (
  id text PRIMARY KEY,
  menu_id text NOT NULL REFERENCES menus ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL,
  display_order integer NOT NULL,
  includes_drink boolean NOT NULL,
  sides_required integer NOT NULL,
  is_active boolean NOT NULL
);
CREATE INDEX categories_menu ON categories (menu_id, display_order);

CREATE TABLE items (
  id text PRIMARY KEY,
  menu_id text NOT NULL,
  category_id text NOT NULL REFERENCES categories ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL,
  price_cents bigint NOT NULL,
  image_url text,
  sides_required integer,
  is_active boolean NOT NULL,
  position bigint NOT NULL,
  -- The item's stock count (issue 32); all null when it has none.
  stock_left integer,
  stock_par integer,
  stock_refill_at timestamptz
);
CREATE INDEX items_category ON items (category_id, position);
CREATE INDEX items_menu ON items (menu_id);

CREATE TABLE ingredients (
  id text PRIMARY KEY,
  menu_id text NOT NULL,
  category_id text NOT NULL REFERENCES categories ON DELETE CASCADE,
  name text NOT NULL,
  type text NOT NULL,
  price_cents bigint NOT NULL,
  max_quantity integer NOT NULL,
  is_active boolean NOT NULL,
  position bigint NOT NULL
);
CREATE INDEX ingredients_category ON ingredients (category_id, position);

CREATE TABLE sides (
  id text PRIMARY KEY,
  menu_id text NOT NULL,
  category_id text NOT NULL REFERENCES categories ON DELETE CASCADE,
  name text NOT NULL,
  price_cents bigint NOT NULL,
  is_active boolean NOT NULL,
  position bigint NOT NULL
);
CREATE INDEX sides_category ON sides (category_id, position);

CREATE TABLE item_ingredients (
  item_id text NOT NULL REFERENCES items ON DELETE CASCADE,
  ingredient_id text NOT NULL REFERENCES ingredients ON DELETE CASCADE,
  is_included boolean NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (item_id, ingredient_id)
);
CREATE INDEX item_ingredients_ingredient ON item_ingredients (ingredient_id);

CREATE TABLE item_sides (
  item_id text NOT NULL REFERENCES items ON DELETE CASCADE,
  side_id text NOT NULL REFERENCES sides ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (item_id, side_id)
);
CREATE INDEX item_sides_side ON item_sides (side_id);

-- "86": entries sold out with their expiry (null: until turned back on); readers judge it.
CREATE TABLE sold_out (
  menu_id text NOT NULL REFERENCES menus ON DELETE CASCADE,
  kind text NOT NULL,
  entry_id text NOT NULL,
  until timestamptz,
  reason text,
  PRIMARY KEY (menu_id, kind, entry_id)
);
`;
