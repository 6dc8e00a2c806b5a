import { CancelEmailChange } from "@/components/account/cancel-email-change";
import { tokenLinkPage } from "@/components/account/token-link-page";

const page = tokenLinkPage({
  title: "Cancel the e-mail change",
  again: { href: "/forgot-password", label: "Reset your password instead" },
  render: (token) => <CancelEmailChange token={token} />,
});

export const metadata = page.metadata;
export default page.Page;
