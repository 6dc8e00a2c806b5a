import { ConfirmLink } from "@/components/account/confirm-link";
import {
  TokenLinkPage,
  tokenLinkMetadata,
  type TokenLinkSearchParams,
} from "@/components/account/token-link-page";

const TITLE = "Confirm your e-mail address";
export const metadata = tokenLinkMetadata(TITLE);

export default function Page({ searchParams }: { searchParams: TokenLinkSearchParams }) {
  return (
    <TokenLinkPage
      title={TITLE}
      searchParams={searchParams}
      again={{ href: "/profile", label: "Go to your profile" }}
    >
      {(token) => <ConfirmLink token={token} action="email_verify" />}
    </TokenLinkPage>
  );
}
