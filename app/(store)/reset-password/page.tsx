import { ResetPasswordForm } from "@/components/account/reset-password-form";
import {
  TokenLinkPage,
  tokenLinkMetadata,
  type TokenLinkSearchParams,
} from "@/components/account/token-link-page";

const TITLE = "Choose a new password";
export const metadata = tokenLinkMetadata(TITLE);

export default function Page({ searchParams }: { searchParams: TokenLinkSearchParams }) {
  return (
    <TokenLinkPage
      title={TITLE}
      searchParams={searchParams}
      again={{ href: "/forgot-password", label: "Ask for a new link" }}
    >
      {(token) => <ResetPasswordForm token={token} />}
    </TokenLinkPage>
  );
}
