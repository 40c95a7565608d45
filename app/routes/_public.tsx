import { json } from "@remix-run/node";
import { Outlet, useRouteLoaderData } from "@remix-run/react";
import { RouteErrorPage } from "~/components/error-page";
import { PublicChrome } from "~/components/public-chrome";
import { getConfig } from "~/utils/config.server";

export function loader() {
  const { CONTACT_EMAIL, CONTACT_PHONE } = getConfig();
  return json({ contactEmail: CONTACT_EMAIL, contactPhone: CONTACT_PHONE });
}

// The boundary renders in the layout's place, so both read the layout's data by route id.
const useContact = () => useRouteLoaderData<typeof loader>("routes/_public");

export default function PublicLayout() {
  return (
    <PublicChrome contact={useContact()}>
      <Outlet />
    </PublicChrome>
  );
}

/** A page inside that is not there (an unknown event, a spent link) or failed keeps the header and footer. */
export function ErrorBoundary() {
  return (
    <PublicChrome contact={useContact()}>
      <RouteErrorPage inLayout />
    </PublicChrome>
  );
}
