import { Box, Container, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { ContactLines } from '@/components/contact/contact-details';
import { DevOutboxLink } from './dev-outbox-link';
import { Logo } from './logo';

/** Spec §2 footer columns; targets of the restaurant and company links per DECISIONS 20. */
const columns = [
  {
    title: 'For Customers',
    links: [
      { label: 'Find Restaurants', href: paths.restaurants.getHref() },
      { label: 'How it Works', href: paths.howItWorks.getHref() },
      { label: 'Order History', href: paths.orderHistory.getHref() },
      { label: 'Support', href: paths.support.getHref() },
    ],
  },
  {
    title: 'For Restaurants',
    links: [
      { label: 'Partner with Us', href: paths.contact.getHref('partnership') },
      { label: 'Restaurant Login', href: paths.auth.getHref() },
      { label: 'Menu Management', href: paths.ownerDashboard.getHref() },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: paths.howItWorks.getHref() },
      { label: 'Privacy Policy', href: paths.privacyPolicy.getHref() },
      { label: 'Terms of Service', href: paths.terms.getHref() },
      { label: 'Contact', href: paths.contact.getHref() },
    ],
  },
];

export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="auto">
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="8">
          <Stack gap="3">
            <Logo onDark />
            <Text fontSize="sm" maxW="xs">
              Making restaurant pickup easy and convenient. Order ahead, skip the line, pay at the
              counter.
            </Text>
            <ContactLines fontSize="sm" linkColor="white" silentOnError />
          </Stack>
          {columns.map((column) => (
            <Stack key={column.title} as="nav" aria-label={column.title} gap="3">
              <Heading as="h2" size="sm" color="white">
                {column.title}
              </Heading>
              <Stack as="ul" gap="2" listStyleType="none">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link asChild fontSize="sm" color="gray.300" _hover={{ color: 'white' }}>
                      <RouterLink to={link.href}>{link.label}</RouterLink>
                    </Link>
                  </li>
                ))}
              </Stack>
            </Stack>
          ))}
        </SimpleGrid>
        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="gray.700"
          justify="space-between"
          align="center"
          gap="4"
          wrap="wrap"
        >
          <Text fontSize="sm">© {new Date().getFullYear()} Pickup. All rights reserved.</Text>
          <DevOutboxLink />
        </Flex>
      </Container>
    </Box>
  );
}
