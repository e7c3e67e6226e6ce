import { AdminDashboard } from '@/features/admin-dashboard/routes/admin-dashboard';
import { AuditTab } from '@/features/audit/components/audit-tab';
import { OrderTimeline } from '@/features/audit/components/order-timeline';
import { ProjectionsTab } from '@/features/audit/components/projections-tab';

const AUDIT_TABS = [
  { value: 'audit', label: 'Audit', content: <AuditTab /> },
  { value: 'projections', label: 'Projections', content: <ProjectionsTab /> },
];

/** Features do not import each other: the app adds the audit tabs and order histories. */
export default function AdminDashboardRoute() {
  return (
    <AdminDashboard
      extraTabs={AUDIT_TABS}
      orderHistory={(order) => <OrderTimeline orderId={order.id} timezone={order.timezone} />}
    />
  );
}
