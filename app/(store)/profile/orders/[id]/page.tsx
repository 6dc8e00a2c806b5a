import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OrderDetail } from "@/components/orders/order-detail";
import { PageContainer } from "@/components/store/page-container";
import { getCurrentUser } from "@/lib/auth/session";
import { readByRouteIdOr404 } from "@/lib/http/route-id";
import { getShopperOrder } from "@/lib/orders/detail";
import { toShopperOrderResponse } from "@/lib/orders/responses";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return { title: /^\d{1,10}$/.test(id) ? `Order #${id}` : "Order", robots: { index: false, follow: false } };
}

/**
 * The signed-in shopper's own order. Reading the session makes the page per request (never
 * cached); someone else's order, or one that does not exist, is the not-found page.
 */
export default async function ShopperOrderPage({ params }: Props) {
  const { id } = await params;
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(`/profile/orders/${id}`)}`);
  const order = await readByRouteIdOr404(id, (orderId) => getShopperOrder(user, orderId));
  return (
    <PageContainer className="pt-10">
      <OrderDetail order={toShopperOrderResponse(order)} />
    </PageContainer>
  );
}
