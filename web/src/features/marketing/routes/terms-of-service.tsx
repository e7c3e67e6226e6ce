import { ProsePage } from '../components/prose-page';

export default function TermsOfServiceRoute() {
  return (
    <ProsePage
      title="Terms of Service"
      updated="January 2026"
      intro="These terms govern your use of Pickup, a marketplace for ordering food from local restaurants for pickup. By creating an account or placing an order you agree to them."
      sections={[
        {
          title: 'The service',
          body: (
            <p>
              Pickup passes your order to the restaurant you choose. The restaurant prepares the
              food and is responsible for it. Pickup offers no delivery: you collect your order at
              the restaurant.
            </p>
          ),
        },
        {
          title: 'Your account',
          body: (
            <p>
              You must be at least 16 years old and give accurate details. A verified phone number
              is required before ordering so the restaurant can reach you. Keep your password
              secret; you are responsible for orders placed with your account.
            </p>
          ),
        },
        {
          title: 'Orders and payment',
          body: (
            <p>
              Prices, including tax, are shown before you confirm. Payment is made at the restaurant
              when you pick up. You can cancel an order while it is still pending; after the
              restaurant confirms it, contact the restaurant.
            </p>
          ),
        },
        {
          title: 'Pickup times',
          body: (
            <p>
              Pickup times are estimates. We notify you when the restaurant marks your order ready.
              Please collect it promptly.
            </p>
          ),
        },
        {
          title: 'Acceptable use',
          body: (
            <p>
              Do not misuse the service: no false orders, no attempts to access other accounts, no
              automated scraping or interference with the platform.
            </p>
          ),
        },
        {
          title: 'Changes and termination',
          body: (
            <p>
              We may update these terms and will tell you about material changes. You may delete
              your account at any time; we may suspend accounts that break these terms.
            </p>
          ),
        },
      ]}
    />
  );
}
