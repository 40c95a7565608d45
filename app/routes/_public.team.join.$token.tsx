import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TeamJoinCard, type TeamJoinView } from "~/components/team/team-join-card";
import { endUserSession, getUser, requireUser } from "~/services/account/auth.server";
import {
  invitationByToken,
  invitationIsFor,
  isInvitee,
  joinTeam,
  maskedEmail,
  ROLE_LABELS,
  SIGN_IN_AS_INVITEE,
  signUpFromInvitationPath,
  teamJoinPath,
} from "~/services/account/team.server";
import { TEAM_EVENTS_ID } from "~/components/events/team-events";
import { redirectWithToast } from "~/services/account/toast.server";
import { HttpError, readForm } from "~/utils/http.server";
import { pageMeta } from "~/utils/page-meta";

// The link in a team invitation. Opening it changes nothing (mail scanners open links): the
// invitee, signed in with the invited address, posts the one button; a visitor signs in or
// creates an account from here and comes back; another account is told whose invitation it is.

export const meta: MetaFunction = () => [...pageMeta("Join a team"), { name: "robots", content: "noindex" }];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

async function viewOf(request: Request, token: string, error: string | null = null): Promise<{ view: TeamJoinView; status: number }> {
  const found = await invitationByToken(token);
  if (!found.ok) return { view: { state: "invalid", error: found.error }, status: 410 };
  const user = await getUser(request);
  const { hostName, role, email } = found.invitation;
  const invitee = user ? isInvitee(user, found.invitation) : false;
  const path = teamJoinPath(token);
  return {
    view: {
      state: "open",
      hostName,
      role: ROLE_LABELS[role],
      invitedAs: maskedEmail(email),
      signedIn: user ? { name: user.firstName || user.email, email: user.email, invitee } : null,
      signInPath: `/signin?redirectTo=${encodeURIComponent(path)}`,
      signUpPath: signUpFromInvitationPath(token),
      error: error ?? (user && !invitee ? invitationIsFor(email, SIGN_IN_AS_INVITEE) : null),
    },
    status: error ? 400 : 200,
  };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { view, status } = await viewOf(request, params.token ?? "");
  return json(view, { status });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const token = params.token ?? "";
  if ((await readForm(request)).get("intent") === "switch-account") {
    return redirect(teamJoinPath(token), { headers: { "Set-Cookie": await endUserSession(request) } });
  }
  const user = await requireUser(request);
  try {
    const invitation = await joinTeam({ user, token });
    return redirectWithToast(`/events#${TEAM_EVENTS_ID}`, {
      title: `You joined ${invitation.hostName}'s team`,
      description: "Their events are listed under Team events.",
    });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const { view } = await viewOf(request, token, error.message);
    return json(view, { status: view.state === "invalid" ? 410 : error.status });
  }
}

export default function TeamJoinPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <TeamJoinCard view={actionData ?? page} />;
}
