import { ConfirmLink } from "@/components/account/confirm-link";
import { tokenLinkPage } from "@/components/account/token-link-page";

const page = tokenLinkPage({
  title: "Confirm your new e-mail address",
  again: { href: "/profile", label: "Go to your profile" },
  render: (token) => <ConfirmLink token={token} action="email_change" />,
});

export const metadata = page.metadata;
export default page.Page;
