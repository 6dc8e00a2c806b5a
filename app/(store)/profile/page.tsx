import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccountEmailSection } from "@/components/account/account-email-section";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { YourDataSection } from "@/components/account-data/your-data-section";
import { SignedInDevices } from "@/components/account/signed-in-devices";
import { TwoStepSection } from "@/components/account/two-step-section";
import { OrderHistory } from "@/components/orders/order-history";
import { AddressBook } from "@/components/profile/address-book";
import { CartRemindersToggle } from "@/components/profile/cart-reminders-toggle";
import { ProfileDetailsForm } from "@/components/profile/profile-details-form";
import { PageContainer } from "@/components/store/page-container";
import { CardSection } from "@/components/ui/card";
import { listDevices } from "@/lib/accounts/sessions";
import { getCurrentSession } from "@/lib/auth/session";
import { cartRemindersEnabled } from "@/lib/cart-reminders/preferences";
import { listOrdersForUser } from "@/lib/orders/read/history";
import { toOrderSummaryResponse } from "@/lib/orders/contract/responses";
import { listAddresses } from "@/lib/users/addresses";
import { findUserById } from "@/lib/users/repository";
import { twoStepStatus } from "@/lib/two-step/account";

export const metadata: Metadata = { title: "Profile", robots: { index: false, follow: false } };

/** The signed-in customer's details and their orders. */
export default async function ProfilePage() {
  const current = await getCurrentSession();
  if (!current) redirect(`/login?callbackUrl=${encodeURIComponent("/profile")}`);
  const session = current.user;
  const [user, orders, addresses, cartReminders, devices, twoStep] = await Promise.all([
    findUserById(session.id),
    listOrdersForUser(session.id),
    listAddresses(session.id),
    cartRemindersEnabled(session.id),
    listDevices(session.id, current.sessionId),
    twoStepStatus(session),
  ]);
  const details: [string, string][] = [
    ["Username", session.username],
    ["Email", session.email],
  ];
  return (
    <PageContainer className="pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">Profile</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[20rem_1fr]">
        <CardSection headingId="profile-details" title="Your details" tone="muted" className="h-fit p-6">
          <dl className="mt-4 space-y-3 text-sm">
            {details.map(([label, value]) => (
              <div key={label}>
                <dt className="text-neutral-600">{label}</dt>
                <dd className="font-medium break-words text-neutral-900">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6">
            <ProfileDetailsForm
              profile={{
                username: session.username,
                firstName: user?.firstName ?? session.firstName,
                lastName: user?.lastName ?? session.lastName,
                phone: user?.phone ?? "",
              }}
            />
          </div>
          <div className="mt-8">
            <AccountEmailSection userId={session.id} />
          </div>
          <section aria-labelledby="profile-emails" className="mt-8">
            <h2 id="profile-emails" className="mb-4 text-lg font-semibold text-neutral-900">
              E-mails from the shop
            </h2>
            <CartRemindersToggle initialEnabled={cartReminders} />
          </section>
          <h2 id="change-password" className="mt-8 scroll-mt-24 text-lg font-semibold text-neutral-900">
            Change password
          </h2>
          <div className="mt-4">
            <ChangePasswordForm userInputs={[session.username, session.email, session.firstName, session.lastName]} />
          </div>
        </CardSection>
        <div className="space-y-10">
          <TwoStepSection initial={twoStep} />
          <AddressBook userName={session.username} initialAddresses={addresses} />
          <SignedInDevices initialDevices={devices} />
          <section aria-labelledby="profile-orders">
            <h2 id="profile-orders" className="mb-4 text-lg font-semibold text-neutral-900">
              Your orders
            </h2>
            <OrderHistory orders={orders.map(toOrderSummaryResponse)} />
          </section>
          <YourDataSection />
        </div>
      </div>
    </PageContainer>
  );
}
