import { Navigate, type RouteObject } from 'react-router';
import { BareLayout } from '@/components/layout/bare-layout';
import { RootLayout } from '@/components/layout/root-layout';
import { paths } from '@/config/paths';
import { BySession, RequireRole, RequireSignedIn, SessionGate } from './routes/guards';
import { pages } from './routes/pages';

const P = pages;

/** The route access table: customer-area.md §2, management-area.md §2, DECISIONS 19. */
export const routes: RouteObject[] = [
  {
    element: <BareLayout />,
    children: [
      { path: paths.lobbyDisplay.path, element: <P.LobbyDisplay /> },
      {
        element: <SessionGate />,
        children: [
          {
            element: <RequireRole roles={['restaurant_owner', 'admin']} />,
            children: [{ path: paths.kitchen.path, element: <P.Kitchen /> }],
          },
        ],
      },
    ],
  },
  {
    element: <RootLayout />,
    children: [
      {
        element: <SessionGate />,
        children: [
          {
            path: paths.home.path,
            element: <BySession signedOut={<P.Landing />} signedIn={<P.Home />} />,
          },
          // The auth page redirects signed-in users itself, after its post-login dialogs.
          { path: paths.auth.path, element: <P.Auth /> },

          // Public.
          { path: paths.restaurants.path, element: <P.Restaurants /> },
          {
            path: paths.restaurant.path,
            element: (
              <BySession
                signedOut={<P.Restaurant />}
                signedIn={<P.Restaurant />}
                admin={<P.AdminRestaurant />}
              />
            ),
          },
          { path: paths.howItWorks.path, element: <P.HowItWorks /> },
          { path: paths.support.path, element: <P.Support /> },
          { path: paths.contact.path, element: <P.Contact /> },
          { path: paths.privacyPolicy.path, element: <P.PrivacyPolicy /> },
          { path: paths.privacy.path, element: <P.PrivacyPolicy /> },
          { path: paths.terms.path, element: <P.Terms /> },
          { path: paths.termsShort.path, element: <P.Terms /> },
          { path: paths.devOutbox.path, element: <P.DevOutbox /> },
          { path: paths.receiptLink.path, element: <P.ReceiptLink /> },

          // Signed-in users, any role.
          {
            element: <RequireSignedIn />,
            children: [
              { path: paths.customerDashboard.path, element: <P.CustomerDashboard /> },
              { path: paths.orderHistory.path, element: <P.OrderHistory /> },
              { path: paths.privacyAccount.path, element: <P.PrivacyAccount /> },
              {
                path: paths.privacySettings.path,
                element: <Navigate to={paths.privacyAccount.getHref('privacy')} replace />,
              },
              { path: paths.order.path, element: <P.Order /> },
            ],
          },

          {
            element: <RequireRole roles={['restaurant_owner']} />,
            children: [{ path: paths.ownerDashboard.path, element: <P.OwnerDashboard /> }],
          },
          {
            element: <RequireRole roles={['admin']} />,
            children: [
              { path: paths.admin.path, element: <P.AdminDashboard /> },
              { path: paths.adminDashboard.path, element: <P.AdminDashboard /> },
              { path: paths.restaurantIngredients.path, element: <P.RestaurantIngredients /> },
            ],
          },
          {
            element: <RequireRole roles={['restaurant_owner', 'admin']} />,
            children: [
              { path: paths.restaurantEdit.path, element: <P.RestaurantEdit /> },
              { path: paths.menusEdit.path, element: <P.MenusEdit /> },
              { path: paths.menu.path, element: <P.Menu /> },
              { path: paths.menuItems.path, element: <P.MenuItems /> },
              { path: paths.categories.path, element: <P.Categories /> },
              { path: paths.categoryIngredients.path, element: <P.CategoryIngredients /> },
              { path: paths.categorySides.path, element: <P.CategorySides /> },
              { path: paths.categoryItems.path, element: <P.CategoryItems /> },
              { path: paths.itemCreate.path, element: <P.ItemCreate /> },
              { path: paths.itemEdit.path, element: <P.ItemEdit /> },
            ],
          },

          { path: '*', element: <P.NotFound /> },
        ],
      },
    ],
  },
];
