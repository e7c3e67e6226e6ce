import { type RouteRegistrar } from '../app';
import { identityRoutes } from '../identity/routes';
import { supportRoutes } from '../support/routes';
import { devRoutes } from '../dev/routes';
import { createDevOutbox } from '../notifications/dev-outbox';
import { createCaptcha } from '../captcha/captcha';
import { createHmac } from 'node:crypto';
import { menuTreeForRestaurant } from '@pickup/projections/catalog/menus/queries';
import { menuRoutes } from '../catalog/menus/routes';
import { restaurantRoutes } from '../catalog/restaurants/routes';
import { createGeocoder } from '../catalog/restaurants/geocoding/create-geocoder';
import { createUploadRecords } from '../storage/upload-records';
import { uploadRoutes } from '../storage/routes';
import { favoriteRoutes } from '../favorites/routes';
import { orderRoutes } from '../ordering/routes';
import { statsRoutes } from '../stats/routes';
import { timingRoutes } from '../timing/routes';
import { accuracyRoutes } from '../timing/accuracy-routes';
import { turnedAwayRoutes } from '../demand/routes';
import { whatIfRoutes } from '../what-if/routes';
import { forecastRoutes } from '../forecast/routes';
import { specialDaysRoutes } from '../special-days/routes';
import { receiptLinkRoutes } from '../receipt-links/routes';
import { lobbyRoutes } from '../lobby/routes';
import { displayLinks } from '../lobby/display-links';
import { receiptLinks } from '../receipt-links/receipt-links';
import { orderingPorts } from './ordering';
import type { Services } from './services';

/** Every feature's routes, built from the services the composition root (./root.ts) builds. */
export function features(s: Services): RouteRegistrar[] {
  const ordering = {
    pool: s.pool,
    store: s.store,
    bus: s.bus,
    waitFor: s.runner.waitFor.bind(s.runner),
    limits: {
      activePerRestaurant: s.config.ORDERS_IN_PROGRESS_PER_RESTAURANT,
      activeInAll: s.config.ORDERS_IN_PROGRESS,
      perRestaurantPerHour: s.config.ORDERS_PER_HOUR_PER_RESTAURANT,
    },
    limitsNow: s.limitsNow,
    log: s.log,
  };
  // One set of ports for every route of the order path.
  const ports = orderingPorts(ordering);
  const captchaKey = createHmac('sha256', s.config.JWT_SECRET).update('captcha').digest('hex');
  return [
    identityRoutes(s.identity),
    supportRoutes({
      pool: s.pool,
      bus: s.bus,
      notifier: s.notifier,
      pii: s.pii,
      supportEmail: s.config.SUPPORT_EMAIL,
      contactPhone: s.config.CONTACT_PHONE,
      log: s.log,
      captcha: createCaptcha(s.pool, {
        hmacKey: captchaKey,
        maxNumber: s.config.CAPTCHA_MAX_NUMBER,
      }),
      limitsNow: s.limitsNow,
    }),
    devRoutes({ production: s.config.NODE_ENV === 'production', outbox: createDevOutbox(s.pool) }),
    restaurantRoutes({
      pool: s.pool,
      bus: s.bus,
      defaultTimezone: s.config.DEFAULT_TIMEZONE,
      menuTree: (id, opts) => menuTreeForRestaurant(s.pool, id, opts),
      // The previous owner's sockets leave the restaurant's room (token-cutoffs.ts).
      onOwnerChanged: (previousOwnerId) => s.identity.cutoffs.cutOff(previousOwnerId),
      geocoder: createGeocoder({ GEOCODER_URL: s.config.GEOCODER_URL, log: s.log }),
    }),
    menuRoutes({ pool: s.pool, store: s.store, bus: s.bus }),
    uploadRoutes({ storage: s.storage, records: createUploadRecords(s.pool) }),
    orderRoutes(ordering, ports),
    receiptLinkRoutes(ordering, ports, receiptLinks(s.config.JWT_SECRET, s.config.PUBLIC_URL)),
    lobbyRoutes(ordering, displayLinks(s.pool, s.config.PUBLIC_URL, s.config.JWT_SECRET)),
    timingRoutes(ordering, ports.signals),
    accuracyRoutes(ordering),
    turnedAwayRoutes(ordering),
    whatIfRoutes(ordering),
    forecastRoutes(ordering),
    specialDaysRoutes(ordering),
    favoriteRoutes(ordering),
    statsRoutes({ pool: s.pool, defaultTimezone: s.config.DEFAULT_TIMEZONE }),
    s.audit,
  ];
}
