import { paths } from '@/config/paths';
import type { Role, User } from '@/lib/auth';

export const roleLabel: Record<Role, string> = {
  customer: 'Customer',
  restaurant_owner: 'Owner',
  admin: 'Admin',
};

/** Spec §2: the menu offers only the dashboard that matches the user's role. */
export function dashboardFor(role: Role): { label: string; href: string } {
  switch (role) {
    case 'customer':
      return { label: 'My Dashboard', href: paths.customerDashboard.getHref() };
    case 'restaurant_owner':
      return { label: 'Restaurant Dashboard', href: paths.ownerDashboard.getHref() };
    case 'admin':
      return { label: 'Admin Dashboard', href: paths.adminDashboard.getHref() };
    default: {
      const _never: never = role;
      return _never;
    }
  }
}

export const displayFirstName = (user: User): string => user.firstName?.trim() || 'User';

export const displayFullName = (user: User): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || 'User';
