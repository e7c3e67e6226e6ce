import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { ProsePage } from '../components/prose-page';

const settingsLink = (
  <Link asChild color="brand.fg" fontWeight="medium">
    <RouterLink to={paths.privacySettings.getHref()}>privacy settings</RouterLink>
  </Link>
);

export default function PrivacyPolicyRoute() {
  return (
    <ProsePage
      title="Privacy Policy"
      updated="January 2026"
      intro="Pickup helps you order from local restaurants for pickup. This policy explains what personal data we collect, why, how long we keep it and the choices you have."
      sections={[
        {
          title: 'Information we collect',
          body: (
            <ul>
              <li>
                Account details: your name, email address, phone number and password (stored only as
                a secure hash).
              </li>
              <li>
                Orders: the restaurant, items, customisations, notes, totals and status of each
                order.
              </li>
              <li>Favourite restaurants and your marketing preference.</li>
              <li>
                Your device location, only when you ask for nearby restaurants. It is not stored.
              </li>
            </ul>
          ),
        },
        {
          title: 'How we use it',
          body: (
            <p>
              To run your account, pass your order to the restaurant, tell you by SMS or phone call
              when your food is ready, keep the service secure and, only if you agree, send you
              offers. Essential service emails (order confirmations, security alerts) are sent
              regardless of your marketing setting.
            </p>
          ),
        },
        {
          title: 'Verification codes',
          body: (
            <p>
              We verify your email address and phone number with 6-digit codes. Each code is valid
              for 10 minutes and can be used only once.
            </p>
          ),
        },
        {
          title: 'How long we keep data',
          body: (
            <p>
              Order history is kept for 7 years for tax and business records. Account details are
              kept while your account is open. When you delete your account your personal data is
              made unreadable; your past orders remain as orders from a deleted user.
            </p>
          ),
        },
        {
          title: 'Your rights and choices',
          body: (
            <>
              <p>
                You can update your profile, change your marketing consent, export all your data and
                delete your account at any time in your {settingsLink}.
              </p>
              <p>Changing your email address requires help from an administrator.</p>
            </>
          ),
        },
        {
          title: 'Children',
          body: <p>You must be at least 16 years old to create an account.</p>,
        },
        {
          title: 'Contact',
          body: (
            <p>
              Questions about your privacy? Reach us through the{' '}
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={paths.contact.getHref()}>contact page</RouterLink>
              </Link>
              .
            </p>
          ),
        },
      ]}
    />
  );
}
