import { connection } from "next/server";
import { AdminPage } from "@/components/admin/admin-page";
import { CartReminderFigures } from "@/components/admin/dashboard/cart-reminder-figures";
import { OrderHistoryList, TopSellingItems } from "@/components/admin/dashboard/item-lists";
import { SalesForecastChart, SalesOverviewChart } from "@/components/admin/dashboard/lazy-charts";
import { LowStockList } from "@/components/admin/dashboard/low-stock-list";
import { Panel } from "@/components/admin/dashboard/panel";
import { ReconciliationAlert } from "@/components/admin/dashboard/reconciliation-alert";
import { ReviewAlert } from "@/components/admin/dashboard/review-alert";
import { SummaryCards } from "@/components/admin/dashboard/summary-cards";
import { getDashboard } from "@/lib/admin/dashboard";
import { getLowStock } from "@/lib/admin/low-stock";
import { toDashboardView } from "@/lib/admin/responses";
import { can } from "@/lib/auth/permissions";
import { pageOrNotFound } from "@/lib/auth/session";
import { cartReminderFigures, toCartReminderFiguresView } from "@/lib/cart-reminders/dashboard";
import { latestReconciliation } from "@/lib/orders/ledger/runs";
import { paymentsUnderReview } from "@/lib/orders/read/under-review";

/** The dashboard: the past week's figures, from the shop's own orders. */
export default async function AdminHome() {
  await connection();
  const user = await pageOrNotFound("dashboard");
  const [figures, lowStock, reminders, reconciliation, underReview] = await Promise.all([
    getDashboard(),
    getLowStock(),
    cartReminderFigures(),
    latestReconciliation(),
    paymentsUnderReview(),
  ]);
  const dashboard = toDashboardView(figures);
  return (
    <AdminPage title={`Welcome back, ${user.firstName}`} intro="Here is your overview for the past week">
      {/* Both alerts lead to payments work (the orders under review, the reconciliation): for those who do it. */}
      {can(user.role, "payments") && <ReviewAlert count={underReview} />}
      {can(user.role, "payments") && reconciliation && (
        <ReconciliationAlert count={reconciliation.differenceCount} from={reconciliation.range.from} to={reconciliation.range.to} />
      )}
      <SummaryCards summary={dashboard.summary} />
      <div className="grid grid-cols-12 gap-4">
        <Panel title="Sales Overview">
          <SalesOverviewChart data={dashboard.salesOverview} />
        </Panel>
        <Panel title="Top Selling Items">
          <TopSellingItems items={dashboard.topSellingItems} />
        </Panel>
        <Panel title="Order History">
          <OrderHistoryList orders={dashboard.orderHistory} />
        </Panel>
        <Panel title="Low stock">
          <LowStockList lowStock={lowStock} />
        </Panel>
        <Panel title="Cart reminders">
          <CartReminderFigures figures={toCartReminderFiguresView(reminders)} />
        </Panel>
        <Panel title="Sales Forecast" wide>
          <SalesForecastChart data={dashboard.salesForecast} />
          <p className="mt-2 text-xs text-neutral-600">
            Forecast: a straight-line trend through the last three months of paid sales.
          </p>
        </Panel>
      </div>
    </AdminPage>
  );
}
