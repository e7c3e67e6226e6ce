/**
 * Tables of the `restaurants` read model: one row per live restaurant, and one per placed
 * order for the 30-day popularity count (DECISIONS 18). `version` is the restaurant stream's
 * version the row reflects.
 */
export const RESTAURANTS_DDL = `
CREATE TABLE restaurants (
  id text PRIMARY KEY,
  version bigint NOT NULL,
  owner_id text NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  cuisine text NOT NULL,
  address text NOT NULL,
  phone text NOT NULL,
  image_url text,
  latitude double precision,
  longitude double precision,
  hours jsonb,
  timezone text NOT NULL,
  tax_rate numeric(5,4) NOT NULL,
  estimated_pickup_time integer NOT NULL,
  notification_email text NOT NULL,
  notification_phone text NOT NULL,
  notification_preference text NOT NULL,
  rating numeric(3,2) NOT NULL,
  is_active boolean NOT NULL,
  paused_until timestamptz,
  pause_reason text,
  rush_minutes integer NOT NULL DEFAULT 0,
  rush_until timestamptz,
  no_show_after_minutes integer NOT NULL DEFAULT 30,
  check_pickup_code boolean NOT NULL DEFAULT false,
  remind_after_minutes integer NOT NULL DEFAULT 10,
  largest_order_cents integer NOT NULL DEFAULT 50000,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX restaurants_location ON restaurants (latitude, longitude)
  WHERE is_active AND latitude IS NOT NULL AND longitude IS NOT NULL;
CREATE INDEX restaurants_owner ON restaurants (owner_id);
CREATE INDEX restaurants_cuisine ON restaurants (cuisine);

CREATE TABLE restaurant_orders (
  order_id text PRIMARY KEY,
  restaurant_id text NOT NULL,
  placed_at timestamptz NOT NULL
);
CREATE INDEX restaurant_orders_recent ON restaurant_orders (placed_at, restaurant_id);
`;
