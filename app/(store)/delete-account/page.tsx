import { ConfirmAccountDeletion } from "@/components/account-data/confirm-account-deletion";
import { tokenLinkPage } from "@/components/account/token-link-page";

const page = tokenLinkPage({
  title: "Delete your account",
  again: { href: "/profile", label: "Go to your profile" },
  render: (token) => <ConfirmAccountDeletion token={token} />,
});

export const metadata = page.metadata;
export default page.Page;
