import { AdminPage } from "@/components/admin/admin-page";
import { Skeleton } from "@/components/ui/skeleton";

export default function ActivityLoading() {
  return (
    <AdminPage title="Activity">
      <div className="space-y-3" aria-busy="true" aria-label="Loading activity">
        <Skeleton className="h-10 w-96 max-w-full" />
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-16 w-full" />
        ))}
      </div>
    </AdminPage>
  );
}
