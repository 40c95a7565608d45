import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TeamJoinCard, type TeamJoinView } from "~/components/team/team-join-card";
import { getUser, requireUser } from "~/services/auth.server";
import { invitationByToken, joinTeam, ROLE_LABELS, teamJoinPath } from "~/services/team.server";
import { TEAM_EVENTS_ID } from "~/components/events/team-events";
import { redirectWithToast } from "~/services/toast.server";
import { HttpError } from "~/utils/http.server";

// The link in a team invitation. Opening it changes nothing (mail scanners open links): the
// signed-in invitee posts the one button; a visitor is asked to sign in first and comes back.

export const meta: MetaFunction = () => [{ title: "Join a team — ShowUp" }, { name: "robots", content: "noindex" }];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

async function viewOf(request: Request, token: string, error: string | null = null): Promise<{ view: TeamJoinView; status: number }> {
  const found = await invitationByToken(token);
  if (!found.ok) return { view: { state: "invalid", error: found.error }, status: 410 };
  const user = await getUser(request);
  const { hostName, role, email } = found.invitation;
  return {
    view: {
      state: "open",
      hostName,
      role: ROLE_LABELS[role],
      email,
      signedInAs: user ? user.firstName || user.email : null,
      path: teamJoinPath(token),
      error,
    },
    status: error ? 400 : 200,
  };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { view, status } = await viewOf(request, params.token ?? "");
  return json(view, { status });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const token = params.token ?? "";
  try {
    const invitation = await joinTeam({ user, token });
    return redirectWithToast(`/events#${TEAM_EVENTS_ID}`, {
      title: `You joined ${invitation.hostName}'s team`,
      description: "Their events are listed under Team events.",
    });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const { view, status } = await viewOf(request, token, error.message);
    return json(view, { status: view.state === "invalid" ? 410 : status });
  }
}

export default function TeamJoinPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <TeamJoinCard view={actionData ?? page} />;
}
