import { ConfirmLink } from "@/components/account/confirm-link";
import { MissingLink } from "@/components/account/missing-link";
import { tokenLinkPage } from "@/components/account/token-link-page";
import { UNSUBSCRIBE_LINK_BROKEN } from "@/lib/cart-reminders/contract";
import { userOfUnsubscribeToken } from "@/lib/cart-reminders/links";

const again = { href: "/profile", label: "Go to your profile" };

// A cart reminder's unsubscribe link: checked before the button shows, and acted on only by the
// button (mail scanners open links too).
const page = tokenLinkPage({
  title: "Stop cart reminders",
  again,
  render: (token) =>
    userOfUnsubscribeToken(token) === null ? (
      <MissingLink again={again} message={UNSUBSCRIBE_LINK_BROKEN} />
    ) : (
      <ConfirmLink token={token} action="cart_reminders_off" />
    ),
});

export const metadata = page.metadata;
export default page.Page;
