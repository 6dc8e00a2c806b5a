import { plainTextSelectors, render } from "@react-email/render";
import type { ReactElement } from "react";
import {
  EmailChangedNoticeEmail,
  emailChangedSubject,
  EmailChangeEmail,
  EmailChangeRequestedEmail,
  emailChangeRequestedSubject,
  emailChangeSubject,
  AccountDeleteEmail,
  accountDeleteSubject,
  EmailVerifyEmail,
  emailVerifySubject,
  PasswordResetEmail,
  passwordResetSubject,
  StaffInviteEmail,
  staffInviteSubject,
  type StaffInviteMail,
  type AccountLinkMail,
  type EmailChangedNotice,
  type EmailChangeRequested,
} from "./account-mails";
import { CartReminderEmail, cartReminderSubject, type CartReminderMail } from "./cart-reminder";
import { cancelledSubject, OrderCancelledEmail } from "./order-cancelled";
import { confirmationSubject, OrderConfirmationEmail } from "./order-confirmation";
import { OrderRefundedEmail, refundedSubject } from "./order-refunded";
import { RefundFailedEmail, refundFailedSubject } from "./refund-failed";
import { OrderShippedEmail, shippedSubject } from "./order-shipped";
import { PaymentFailedEmail, paymentFailedSubject } from "./payment-failed";
import type {
  CancelledMail,
  MailOrder,
  PaymentFailedMail,
  RefundedMail,
  RefundFailedMail,
  RenderedMail,
  ShippedMail,
} from "./types";

/**
 * How the plain-text part reads: headings as written (not upper-cased), and an order's lines as
 * columns ("2 × Tee (TEE-M)   $30.00 AUD") rather than glued together.
 */
const TEXT_SELECTORS = [
  ...plainTextSelectors,
  { selector: "h1", options: { uppercase: false } },
  { selector: "table.mail-columns", format: "dataTable", options: { colSpacing: 4, maxColumnWidth: 60 } },
];

/** Both parts of a message come from the one template: the HTML, and the plain text made from it. */
async function renderMail(subject: string, email: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([
    render(email),
    render(email, { plainText: true, htmlToTextOptions: { selectors: TEXT_SELECTORS } }),
  ]);
  return { subject, html, text };
}

/** Each mail the shop sends about an order, by kind, with what it shows. */
export type OrderMailView =
  | { kind: "confirmation"; order: MailOrder }
  | { kind: "shipped"; order: ShippedMail }
  | { kind: "cancelled"; order: CancelledMail }
  | { kind: "refunded"; order: RefundedMail }
  | { kind: "refund_failed"; order: RefundFailedMail }
  | { kind: "payment_failed"; order: PaymentFailedMail };

export function renderOrderMail(view: OrderMailView): Promise<RenderedMail> {
  switch (view.kind) {
    case "confirmation":
      return renderMail(confirmationSubject(view.order), <OrderConfirmationEmail order={view.order} />);
    case "shipped":
      return renderMail(shippedSubject(view.order), <OrderShippedEmail order={view.order} />);
    case "cancelled":
      return renderMail(cancelledSubject(view.order), <OrderCancelledEmail order={view.order} />);
    case "refunded":
      return renderMail(refundedSubject(view.order), <OrderRefundedEmail order={view.order} />);
    case "refund_failed":
      return renderMail(refundFailedSubject(view.order), <RefundFailedEmail order={view.order} />);
    case "payment_failed":
      return renderMail(paymentFailedSubject(view.order), <PaymentFailedEmail order={view.order} />);
  }
}

/** Each mail the shop sends about an account, by kind. */
export type AccountMailView =
  | { kind: "password_reset" | "email_change" | "email_verify" | "account_delete"; mail: AccountLinkMail }
  | { kind: "email_changed_notice"; mail: EmailChangedNotice }
  | { kind: "email_change_cancel"; mail: EmailChangeRequested }
  | { kind: "staff_invite"; mail: StaffInviteMail };

export function renderAccountMail(view: AccountMailView): Promise<RenderedMail> {
  switch (view.kind) {
    case "password_reset":
      return renderMail(passwordResetSubject, <PasswordResetEmail mail={view.mail} />);
    case "email_change":
      return renderMail(emailChangeSubject, <EmailChangeEmail mail={view.mail} />);
    case "email_verify":
      return renderMail(emailVerifySubject, <EmailVerifyEmail mail={view.mail} />);
    case "email_changed_notice":
      return renderMail(emailChangedSubject, <EmailChangedNoticeEmail mail={view.mail} />);
    case "account_delete":
      return renderMail(accountDeleteSubject, <AccountDeleteEmail mail={view.mail} />);
    case "email_change_cancel":
      return renderMail(emailChangeRequestedSubject, <EmailChangeRequestedEmail mail={view.mail} />);
    case "staff_invite":
      return renderMail(staffInviteSubject, <StaffInviteEmail mail={view.mail} />);
  }
}

export function renderCartReminderMail(mail: CartReminderMail): Promise<RenderedMail> {
  return renderMail(cartReminderSubject, <CartReminderEmail mail={mail} />);
}
