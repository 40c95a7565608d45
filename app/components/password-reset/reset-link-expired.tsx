import { EmailLinkPage, LinkPageActions, LinkPageText } from "~/components/email-link-page/email-link-page";
import { ClockIcon } from "~/components/request-invite/icons";
import { ButtonLink } from "~/components/ui/button";

/** An unknown, used or expired reset link: said plainly, with the way to a fresh one. */
export function ResetLinkExpired() {
  return (
    <EmailLinkPage
      titleId="reset-expired-title"
      title="This reset link has expired or was already used"
      mark={{ icon: <ClockIcon size={30} />, tone: "spent" }}
    >
      <LinkPageText>
        A reset link works once, for one hour, and only the newest one you asked for. Ask for a new link and use it within the hour.
      </LinkPageText>
      <LinkPageActions>
        <ButtonLink to="/forgot-password">Get a new reset link</ButtonLink>
        <ButtonLink to="/signin" variant="ghost">
          Back to sign in
        </ButtonLink>
      </LinkPageActions>
    </EmailLinkPage>
  );
}
