import type { LoaderFunctionArgs } from "@remix-run/node";
import { hostAnalytics, readAnalyticsParams, reportCsvSections } from "~/services/hosting/analytics.server";
import { requireUser } from "~/services/account/auth.server";
import { toCsv } from "~/utils/csv";

/**
 * GET /analytics/export.csv?range=|from=&to=: the figures of /analytics for the same range as an
 * RFC 4180 CSV: key figures, then top events, then retention, separated by an empty line.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { range } = readAnalyticsParams(new URL(request.url).searchParams);
  const report = await hostAnalytics({ hostId: user.id, range });
  const body = reportCsvSections(range, report)
    .map((section) => toCsv(section.header, section.rows))
    .join("\r\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${range.from}-to-${range.to}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
