import { paths } from '@/config/paths';
import { useUser, type Role } from '@/lib/auth';

/** Spec §6: owners return to their dashboard, admins to the admin dashboard. */
const backTargetFor = (role: Role | undefined) =>
  role === 'restaurant_owner' ? paths.ownerDashboard.getHref() : paths.admin.getHref();

export const useBackTarget = () => backTargetFor(useUser().data?.role);
