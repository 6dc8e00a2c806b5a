import { guestOrdersSummary } from "@/lib/accounts/guest-orders";
import { isEmailVerified } from "@/lib/orders/read/guest-orders";
import { AttachGuestOrders } from "./attach-guest-orders";
import { ChangeEmailForm } from "./change-email-form";
import { EmailVerificationNotice } from "./email-verification";

/**
 * The profile's e-mail part (server component): whether the address is confirmed, past guest
 * orders to attach once it is, and the form to change it.
 */
export async function AccountEmailSection({ userId }: { userId: number }) {
  const [verified, guestOrders] = await Promise.all([isEmailVerified(userId), guestOrdersSummary(userId)]);
  return (
    <section aria-labelledby="profile-email" className="space-y-4">
      <h2 id="profile-email" className="text-lg font-semibold text-neutral-900">
        E-mail address
      </h2>
      {!verified && <EmailVerificationNotice />}
      {guestOrders.count > 0 && <AttachGuestOrders count={guestOrders.count} />}
      <h3 className="text-base font-semibold text-neutral-900">Change e-mail</h3>
      <ChangeEmailForm />
    </section>
  );
}
