import { Badge, Button, Menu, Portal } from '@chakra-ui/react';
import { ChevronDown, LayoutDashboard, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useLogout, type User } from '@/lib/auth';
import { dashboardFor, displayFirstName, roleLabel } from './user-roles';

export default function UserMenu({ user }: { user: User }) {
  const logout = useLogout();
  const dashboard = dashboardFor(user.role);

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Account menu for ${displayFirstName(user)}`}
        >
          <UserRound size={16} aria-hidden="true" />
          {displayFirstName(user)}
          <Badge colorPalette={user.role === 'customer' ? 'gray' : 'brand'} variant="subtle">
            {roleLabel[user.role]}
          </Badge>
          <ChevronDown size={14} aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.Item value="dashboard" asChild>
              <RouterLink to={dashboard.href}>
                <LayoutDashboard size={16} aria-hidden="true" />
                {dashboard.label}
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="privacy-account" asChild>
              <RouterLink to={paths.privacyAccount.getHref()}>
                <ShieldCheck size={16} aria-hidden="true" />
                Privacy &amp; Account
              </RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item
              value="sign-out"
              color="fg.error"
              disabled={logout.isPending}
              onSelect={() => logout.mutate()}
            >
              <LogOut size={16} aria-hidden="true" />
              Sign Out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
