import { apiHandler, HttpError } from "~/utils/http.server";

const notFound = apiHandler(() => {
  throw new HttpError(404, "No such API endpoint.");
});

export const loader = notFound;
export const action = notFound;
