import type { LoaderFunctionArgs } from "@remix-run/node";
import { CSV_HEADER, csvRow, readAudienceFilters, registrationQuery } from "~/components/audience/filters";
import { listRegistrations } from "~/models/registration.server";
import { requireUser } from "~/services/account/auth.server";
import { csvDownload, toCsv } from "~/utils/csv";

/**
 * GET /audience/export.csv?q=&eventId=&type=: the signed-in host's registrations, filtered as on
 * the audience page, as an RFC 4180 CSV download.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const filters = readAudienceFilters(new URL(request.url).searchParams);
  const items = await listRegistrations(registrationQuery(user.id, filters));
  const day = new Date().toISOString().slice(0, 10);
  return csvDownload(toCsv(CSV_HEADER, items.map(csvRow)), `audience-${day}.csv`);
}
