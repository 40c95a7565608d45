import { eventNamed, hostOnly } from "~/services/account/team-access.server";
import { createFileHandout, createLinkHandout, listHandoutsForHost, readHandoutUpload, requireHandoutEvent } from "~/services/room/handouts.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** The host's event's handouts, oldest first, each with its downloads and distinct viewers. */
  GET: signedIn(async ({ params, user }) =>
    noStore(await hostOnly(user.id, eventNamed(params.id), () => listHandoutsForHost({ hostId: user.id, eventId: params.id }))),
  ),
  /**
   * Multipart `file` (PDF, PNG, JPEG, WebP or GIF by its bytes, at most 25 MB) with an optional
   * `title`, or JSON `{ title, url }` for a link: 201 with the handout.
   */
  POST: signedIn(async ({ request, params, user }) => {
    const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
    if (!multipart) {
      const link = await hostOnly(user.id, eventNamed(params.id), async () =>
        createLinkHandout({ hostId: user.id, eventId: params.id, body: await readJson(request) }),
      );
      return noStore(link, { status: 201 });
    }
    await hostOnly(user.id, eventNamed(params.id), () => requireHandoutEvent(user.id, params.id));
    const { form, upload } = await readHandoutUpload(request);
    return noStore(await createFileHandout({ hostId: user.id, eventId: params.id, upload, title: form.get("title") }), { status: 201 });
  }),
});
