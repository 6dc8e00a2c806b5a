import { Link } from "@react-email/components";
import { ShopEmail } from "./layout";
import { Action, greeting, Paragraph } from "./parts";

// The mails about an account (not an order): each holds one link, or tells of a change.

/** Who the mail greets, and the link it carries with how long it works ("30 minutes"). */
export type AccountLinkMail = { name: string | null; url: string; validFor: string };
export type EmailChangedNotice = { name: string | null; newEmail: string; contactUrl: string };
/** To the old address when a change is asked: where the account would move, and a link that stops it. */
export type EmailChangeRequested = AccountLinkMail & { newEmail: string };

/** The raw link under the button as well: some mail programs block buttons, and the plain text needs it. */
function LinkFallback({ url }: { url: string }) {
  return (
    <Paragraph>
      Or open this address: <Link href={url}>{url}</Link>
    </Paragraph>
  );
}

export const passwordResetSubject = "Reset your password";

export function PasswordResetEmail({ mail }: { mail: AccountLinkMail }) {
  return (
    <ShopEmail preview="A link to choose a new password." title="Reset your password">
      <Paragraph>
        {greeting(
          "Hello",
          mail.name,
          ". Someone (hopefully you) asked to reset the password of your account.",
        )}
      </Paragraph>
      <Action href={mail.url}>Choose a new password</Action>
      <LinkFallback url={mail.url} />
      <Paragraph>
        The link works once, for {mail.validFor}. Choosing a new password signs you out everywhere. If you did
        not ask for this, ignore this mail: your password stays as it is.
      </Paragraph>
    </ShopEmail>
  );
}

export const emailChangeSubject = "Confirm your new e-mail address";

export function EmailChangeEmail({ mail }: { mail: AccountLinkMail }) {
  return (
    <ShopEmail
      preview="Confirm the new e-mail address of your account."
      title="Confirm your new e-mail address"
    >
      <Paragraph>
        {greeting("Hello", mail.name, ". You asked to use this address for your account.")}
      </Paragraph>
      <Action href={mail.url}>Confirm this address</Action>
      <LinkFallback url={mail.url} />
      <Paragraph>
        Nothing changes until you confirm. The link works once, for {mail.validFor}. If you did not ask for
        this, ignore this mail.
      </Paragraph>
    </ShopEmail>
  );
}

export const emailChangedSubject = "The e-mail address of your account was changed";

export function EmailChangedNoticeEmail({ mail }: { mail: EmailChangedNotice }) {
  return (
    <ShopEmail
      preview="Your account now uses another e-mail address."
      title="Your e-mail address was changed"
    >
      <Paragraph>
        {greeting(
          "Hello",
          mail.name,
          `. Your account now uses ${mail.newEmail}; mail about it and your orders goes there.`,
        )}
      </Paragraph>
      <Paragraph>
        If you did not make this change, someone may know your password. Follow &quot;Cancel the change&quot; in
        the mail we sent to this address when the change was asked: for three days it gives the account back to
        this address and asks you for a new password. Need help? Contact us:{" "}
        <Link href={mail.contactUrl}>{mail.contactUrl}</Link>
      </Paragraph>
    </ShopEmail>
  );
}

export const emailChangeRequestedSubject = "Someone asked to change the e-mail address of your account";

export function EmailChangeRequestedEmail({ mail }: { mail: EmailChangeRequested }) {
  return (
    <ShopEmail
      preview="If this was not you, cancel the change and choose a new password."
      title="A change of your e-mail address was asked"
    >
      <Paragraph>
        {greeting(
          "Hello",
          mail.name,
          `. Someone signed in to your account asked to move it to ${mail.newEmail}. Nothing changes until that address confirms.`,
        )}
      </Paragraph>
      <Paragraph>
        If it was you, there is nothing to do. If it was not, someone may know your password: cancel the change.
        That signs your account out everywhere and asks you for a new password.
      </Paragraph>
      <Action href={mail.url}>Cancel the change</Action>
      <LinkFallback url={mail.url} />
      <Paragraph>The link works once, for {mail.validFor}, even after the change is confirmed: it gives the account back to this address.</Paragraph>
    </ShopEmail>
  );
}

/** An invitation to the staff: the role it gives ("a seller") and the link that sets up the account. */
export type StaffInviteMail = { url: string; validFor: string; role: string };

export const staffInviteSubject = "You're invited to help run the shop";

export function StaffInviteEmail({ mail }: { mail: StaffInviteMail }) {
  return (
    <ShopEmail preview={`An invitation to join the shop's staff as ${mail.role}.`} title="Join the shop's staff">
      <Paragraph>
        Hello. An administrator of the shop invited you to join its staff as {mail.role}. Follow the link to
        choose a username and a password; your account then opens with that role.
      </Paragraph>
      <Action href={mail.url}>Accept the invitation</Action>
      <LinkFallback url={mail.url} />
      <Paragraph>
        The link works once, for {mail.validFor}. After accepting, you will be asked to set up two-step sign-in.
        If you did not expect this, ignore this mail: no account is made.
      </Paragraph>
    </ShopEmail>
  );
}

export const emailVerifySubject = "Confirm your e-mail address";

export function EmailVerifyEmail({ mail }: { mail: AccountLinkMail }) {
  return (
    <ShopEmail preview="Confirm the e-mail address of your new account." title="Confirm your e-mail address">
      <Paragraph>{greeting("Welcome", mail.name, ". Please confirm that this address is yours.")}</Paragraph>
      <Action href={mail.url}>Confirm my address</Action>
      <LinkFallback url={mail.url} />
      <Paragraph>
        The link works once, for {mail.validFor}. If you did not create an account, ignore this mail.
      </Paragraph>
    </ShopEmail>
  );
}

export const accountDeleteSubject = "Confirm that your account should be deleted";

export function AccountDeleteEmail({ mail }: { mail: AccountLinkMail }) {
  return (
    <ShopEmail preview="One more step to delete your account." title="Delete your account">
      <Paragraph>
        {greeting("Hello", mail.name, ". You asked us to delete your account. Follow the link to confirm it.")}
      </Paragraph>
      <Action href={mail.url}>Delete my account</Action>
      <LinkFallback url={mail.url} />
      <Paragraph>
        The link works once, for {mail.validFor}, and asks once more before it acts. Deleting signs you out and
        removes your details, addresses and cart; your orders stay in the shop&apos;s accounts without your name,
        e-mail, phone or address. If you did not ask for this, ignore this mail and change your password.
      </Paragraph>
    </ShopEmail>
  );
}
