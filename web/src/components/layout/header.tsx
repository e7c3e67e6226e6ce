import { Box, Button, Container, Flex, HStack, Link, Skeleton } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { NavLink } from 'react-router';

// Only signed-in visitors need the menu (and its positioning engine).
const UserMenu = lazy(() => import('./user-menu'));
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';
import { MobileNavButton } from './mobile-nav-button';
import { headerLinks } from './nav-links';

export function Header() {
  const { data: user, isPending } = useUser();

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
    >
      <Container maxW="7xl" py="3">
        <Flex align="center" gap={{ base: '3', lg: '6' }}>
          <Logo />
          <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', lg: 'flex' }}>
            {headerLinks(Boolean(user)).map((link) => (
              <Link
                key={link.href}
                asChild
                px="3"
                py="2"
                rounded="md"
                fontWeight="medium"
                color="fg.muted"
                _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
                css={{ '&[aria-current=page]': { color: 'brand.fg' } }}
              >
                <NavLink to={link.href}>{link.label}</NavLink>
              </Link>
            ))}
          </HStack>
          <Box flex="1" maxW="md" ms="auto" display={{ base: 'none', lg: 'block' }}>
            <HeaderSearch />
          </Box>
          <HStack gap="2" display={{ base: 'none', lg: 'flex' }}>
            {isPending ? (
              <Skeleton h="8" w="32" rounded="md" />
            ) : user ? (
              <Suspense fallback={<Skeleton h="8" w="32" rounded="md" />}>
                <UserMenu user={user} />
              </Suspense>
            ) : (
              <>
                <Button asChild variant="ghost" size="sm">
                  <NavLink to={paths.auth.getHref()}>Sign In</NavLink>
                </Button>
                <Button asChild size="sm">
                  <NavLink to={paths.auth.getHref()}>Sign Up</NavLink>
                </Button>
              </>
            )}
          </HStack>
          <Box ms="auto" display={{ base: 'block', lg: 'none' }}>
            <MobileNavButton user={user} />
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
