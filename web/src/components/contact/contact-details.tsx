import { Link, Skeleton, Text } from '@chakra-ui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactDetails } from '@pickup/domain/support/schemas';
import { loadingRegion } from '@/components/ui/loading-region';
import { api } from '@/lib/api-client';

/** Query keys of the contact details. */
export const contactKeys = {
  all: ['contact'] as const,
  details: () => [...contactKeys.all, 'details'] as const,
};

/** SUPPORT_EMAIL and CONTACT_PHONE as the server is configured (DECISIONS 21). */
export const contactDetailsQueryOptions = () =>
  queryOptions({
    queryKey: contactKeys.details(),
    queryFn: () => api.get<ContactDetails>('/api/contact/details'),
  });

export const useContactDetails = () => useQuery(contactDetailsQueryOptions());

/** `tel:` wants the digits (and a leading +) only; the page shows the number as configured. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

type Props = {
  linkColor?: string;
  fontSize?: string;
  /** The footer says nothing rather than an error on every page. */
  silentOnError?: boolean;
};

/** The phone and email lines of the Contact page and the footer. */
export function ContactLines({ linkColor, fontSize, silentOnError }: Props) {
  const details = useContactDetails();
  if (details.isPending) {
    return <Skeleton height="10" maxW="64" {...loadingRegion('Loading contact details')} />;
  }
  if (details.isError) {
    if (silentOnError) return null;
    return <Text fontSize={fontSize}>Contact details are unavailable right now.</Text>;
  }
  const { contactPhone, supportEmail } = details.data;
  return (
    <>
      <Text fontSize={fontSize}>
        Phone:{' '}
        <Link href={telHref(contactPhone)} color={linkColor}>
          {contactPhone}
        </Link>
      </Text>
      <Text fontSize={fontSize}>
        Email:{' '}
        <Link href={`mailto:${supportEmail}`} color={linkColor}>
          {supportEmail}
        </Link>
      </Text>
    </>
  );
}
