import type { LoaderFunctionArgs } from "@remix-run/node";
import { hostAnalytics, readAnalyticsParams, reportCsvSections } from "~/services/hosting/analytics.server";
import { requireUser } from "~/services/account/auth.server";
import { csvDownload, sectionsToCsv } from "~/utils/csv";

/**
 * GET /analytics/export.csv?range=|from=&to=: the figures of /analytics for the same range as an
 * RFC 4180 CSV: key figures, then top events, then retention, separated by an empty line.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { range } = readAnalyticsParams(new URL(request.url).searchParams);
  const report = await hostAnalytics({ hostId: user.id, range });
  return csvDownload(sectionsToCsv(reportCsvSections(range, report)), `analytics-${range.from}-to-${range.to}.csv`);
}
