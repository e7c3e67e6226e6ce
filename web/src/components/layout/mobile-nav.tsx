import {
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  Link,
  Portal,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useLogout, type User } from '@/lib/auth';
import { HeaderSearch } from './header-search';
import { headerLinks } from './nav-links';
import { dashboardFor, displayFullName, roleLabel } from './user-roles';
import { dismissedByUserOnly } from '@/components/ui/dismissal';

type Props = {
  user: User | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The header's items in a side sheet for small screens, plus the user's name and email.
 * Loaded on first open (see MobileNavButton) to keep the drawer out of the initial bundle.
 */
export default function MobileNav({ user, open, onOpenChange }: Props) {
  const logout = useLogout();
  const close = () => onOpenChange(false);

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(event) => onOpenChange(event.open)}
      placement="end"
      {...dismissedByUserOnly}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
                {user && (
                  <Box bg="brand.subtle" rounded="lg" p="4">
                    <Text fontWeight="semibold">{displayFullName(user)}</Text>
                    <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                      {user.email}
                    </Text>
                    <Badge mt="2" variant="subtle">
                      {roleLabel[user.role]}
                    </Badge>
                  </Box>
                )}
                <HeaderSearch onSearch={close} />
                <nav aria-label="Mobile">
                  <Stack gap="1">
                    {headerLinks(Boolean(user)).map((link) => (
                      <SheetLink key={link.href} href={link.href} onClick={close}>
                        {link.label}
                      </SheetLink>
                    ))}
                    {user && (
                      <>
                        <Separator my="2" />
                        <SheetLink href={dashboardFor(user.role).href} onClick={close}>
                          {dashboardFor(user.role).label}
                        </SheetLink>
                        <SheetLink href={paths.privacyAccount.getHref()} onClick={close}>
                          Privacy &amp; Account
                        </SheetLink>
                      </>
                    )}
                  </Stack>
                </nav>
                {user ? (
                  <Button
                    variant="outline"
                    colorPalette="red"
                    loading={logout.isPending}
                    onClick={() => logout.mutate()}
                  >
                    Sign Out
                  </Button>
                ) : (
                  <Stack>
                    <Button asChild variant="outline">
                      <RouterLink to={paths.auth.getHref()} onClick={close}>
                        Sign In
                      </RouterLink>
                    </Button>
                    <Button asChild>
                      <RouterLink to={paths.auth.getHref()} onClick={close}>
                        Sign Up
                      </RouterLink>
                    </Button>
                  </Stack>
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function SheetLink({
  href,
  onClick,
  children,
}: {
  href: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Link asChild px="3" py="2" rounded="md" fontWeight="medium" _hover={{ bg: 'bg.muted' }}>
      <RouterLink to={href} onClick={onClick}>
        {children}
      </RouterLink>
    </Link>
  );
}
