import { AcceptStaffInviteForm } from "@/components/account/accept-staff-invite-form";
import { MissingLink } from "@/components/account/missing-link";
import { tokenLinkPage } from "@/components/account/token-link-page";
import { ROLE_LABELS } from "@/lib/customers/contract";
import { findOpenInvite } from "@/lib/staff/invites";

const INVALID =
  "This invitation is invalid, used, withdrawn or has expired. Ask the shop's administrator for a new one.";

/** What the link offers (the address and the role), or why it cannot work; the call checks again. */
async function Invitation({ token }: { token: string }) {
  const invite = await findOpenInvite(token);
  if (!invite) return <MissingLink again={{ href: "/", label: "Go to the shop" }} message={INVALID} />;
  return (
    <div className="space-y-5">
      <p className="text-sm text-neutral-700">
        You are invited to join the shop&apos;s staff as <strong>{ROLE_LABELS[invite.role]}</strong> with the
        address <strong className="break-all">{invite.email}</strong>.
      </p>
      <AcceptStaffInviteForm token={token} />
    </div>
  );
}

const page = tokenLinkPage({
  title: "Join the staff",
  again: { href: "/", label: "Go to the shop" },
  render: (token) => <Invitation token={token} />,
});

export const metadata = page.metadata;
export default page.Page;
