import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { OrderDetail } from "@/components/orders/order-detail";
import { OrderDetailSkeleton } from "@/components/orders/order-detail-skeleton";
import { PageContainer } from "@/components/store/page-container";
import { getCurrentUser } from "@/lib/auth/session";
import { readByRouteIdOr404 } from "@/lib/http/route-id";
import { findShopperOrder, shopperOrderOf } from "@/lib/orders/read/detail";
import type { OrderRow } from "@/lib/orders/read/order-rows";
import { toShopperOrderResponse } from "@/lib/orders/contract/responses";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return { title: /^\d{1,10}$/.test(id) ? `Order #${id}` : "Order", robots: { index: false, follow: false } };
}

async function OrderBody({ order }: { order: OrderRow }) {
  return <OrderDetail order={toShopperOrderResponse(await shopperOrderOf(order))} />;
}

/**
 * The signed-in shopper's own order. Reading the session makes the page per request (never
 * cached). Whose order it is is settled before anything streams, so someone else's order, or
 * one that does not exist, is the not-found page with a real 404; its details then load behind
 * a skeleton.
 */
export default async function ShopperOrderPage({ params }: Props) {
  const { id } = await params;
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(`/profile/orders/${id}`)}`);
  const order = await readByRouteIdOr404(id, (orderId) => findShopperOrder(user, orderId));
  return (
    <PageContainer className="pt-10">
      <Suspense fallback={<OrderDetailSkeleton />}>
        <OrderBody order={order} />
      </Suspense>
    </PageContainer>
  );
}
