import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { tokenLinkPage } from "@/components/account/token-link-page";

const page = tokenLinkPage({
  title: "Choose a new password",
  again: { href: "/forgot-password", label: "Ask for a new link" },
  render: (token) => <ResetPasswordForm token={token} />,
});

export const metadata = page.metadata;
export default page.Page;
