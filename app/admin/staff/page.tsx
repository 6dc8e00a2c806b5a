import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminPage } from "@/components/admin/admin-page";
import { RoleForm } from "@/components/admin/customers/role-form";
import { InviteForm } from "@/components/admin/staff/invite-form";
import { WithdrawInviteButton } from "@/components/admin/staff/withdraw-invite-button";
import { CardSection } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";
import { pageOrNotFound } from "@/lib/auth/session";
import { ROLE_LABELS } from "@/lib/customers/contract";
import { staffOverview } from "@/lib/staff/invites";

export const metadata: Metadata = { title: "Staff" };

const dateTime = new Intl.DateTimeFormat("en-AU", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});
const date = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeZone: "UTC" });

/**
 * Who runs the shop: the sellers and admins with their roles (changeable; the shop keeps at least
 * one admin), the invitations still pending (withdrawable), and a form to invite someone.
 */
export default async function StaffPage() {
  await connection();
  const viewer = await pageOrNotFound("staff");
  const { staff, invites } = await staffOverview();
  return (
    <AdminPage
      title="Staff"
      intro="Sellers work on the catalogue, the stock and shipping orders; admins on everything"
    >
      <CardSection headingId="staff-invite" title="Invite someone" headingSize="base" raised className="p-5">
        <div className="mt-3">
          <InviteForm />
        </div>
      </CardSection>
      <CardSection
        headingId="staff-invites"
        title="Pending invitations"
        headingSize="base"
        headingClassName="px-5 pt-4"
        raised
        className="overflow-x-auto"
      >
        {invites.length === 0 ? (
          <p className="px-5 py-6 text-sm text-neutral-600">No invitations waiting</p>
        ) : (
          <table className="mt-2 w-full min-w-[40rem] text-left text-sm" aria-labelledby="staff-invites">
            <TableHead
              columns={["E-mail", "Role", "Invited by", "Link works until (UTC)", ""]}
              cellClassName="px-5 py-2"
            />
            <tbody className="divide-y divide-neutral-100">
              {invites.map((invite) => (
                <tr key={invite.id}>
                  <th scope="row" className="px-5 py-2 font-medium break-all">
                    {invite.email}
                  </th>
                  <td className="px-5 py-2">{ROLE_LABELS[invite.role]}</td>
                  <td className="px-5 py-2">{invite.invitedBy ?? "A former admin"}</td>
                  <td className="px-5 py-2 whitespace-nowrap">
                    {invite.expired ? (
                      <span className="text-red-800">Expired: invite again</span>
                    ) : (
                      dateTime.format(new Date(invite.expiresAt))
                    )}
                  </td>
                  <td className="px-5 py-2 text-right">
                    <WithdrawInviteButton inviteId={invite.id} email={invite.email} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardSection>
      <CardSection
        headingId="staff-members"
        title="Staff"
        headingSize="base"
        headingClassName="px-5 pt-4"
        raised
        className="overflow-x-auto"
      >
        <table className="mt-2 w-full min-w-[40rem] text-left text-sm" aria-labelledby="staff-members">
          <TableHead columns={["Name", "E-mail", "Joined", "Role"]} cellClassName="px-5 py-2" />
          <tbody className="divide-y divide-neutral-100">
            {staff.map((member) => (
              <tr key={member.id} className="align-top">
                <th scope="row" className="px-5 py-3 font-medium">
                  {member.name || member.username}
                  <span className="block text-xs font-normal text-neutral-600">{member.username}</span>
                </th>
                <td className="px-5 py-3 break-all">{member.email}</td>
                <td className="px-5 py-3 whitespace-nowrap">{date.format(new Date(member.joinedAt))}</td>
                <td className="px-5 py-3">
                  {member.id === viewer.id ? (
                    // Changing one's own role here could lock oneself out mid-page: another admin does it.
                    <span>{ROLE_LABELS[member.role]} (you)</span>
                  ) : (
                    <RoleForm
                      customerId={member.id}
                      role={member.role}
                      label={`Role of ${member.username}`}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardSection>
    </AdminPage>
  );
}
