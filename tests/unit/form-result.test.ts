import { describe, expect, it } from "vitest";
import { errorsOf, formErrorOf, isRefusal, resultFor, typedValue, typedValues, type FormResult } from "~/utils/form-result";
import { formFailure, formResult, formSuccess } from "~/utils/form-result.server";
import { HttpError } from "~/utils/http.server";

const isColour = (value: unknown): value is "colour" => value === "colour";

describe("form answers", () => {
  it("a success carries the form's intent, its toast and what the screen shows beside it", async () => {
    const response = formSuccess(
      "colour",
      { toast: { title: "Saved" }, status: 201, headers: { "Cache-Control": "no-store" } },
      { created: { id: 7 } },
    );
    expect(response.status).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as FormResult & { created: { id: number } };
    expect(body).toEqual({ intent: "colour", result: { status: "success", initialValue: null }, toast: { title: "Saved" }, created: { id: 7 } });
    expect(isRefusal(body)).toBe(false);
  });

  it("a refusal by message: 400, the message for the form, the values to refill, an Error toast", async () => {
    const response = formFailure("colour", "Pick a colour", { fieldErrors: { primary: ["must be a colour"] }, values: { primary: "red" } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as FormResult;
    expect(body).toEqual({
      intent: "colour",
      result: { status: "error", initialValue: { primary: "red" }, error: { "": ["Pick a colour"], primary: ["must be a colour"] } },
      toast: { title: "Error", description: "Pick a colour", variant: "destructive" },
    });
    expect(isRefusal(body)).toBe(true);
    expect(formErrorOf(body)).toBe("Pick a colour");
    expect(errorsOf(body, "primary")).toEqual(["must be a colour"]);
    expect(typedValue(body, "primary")).toBe("red");
    expect(typedValues(body)).toEqual({ primary: "red" });
  });

  it("a refusal by HttpError keeps its status and Retry-After; the toast can be chosen or left out", async () => {
    const limited = formFailure("colour", new HttpError(429, "Too fast", { retryAfterSeconds: 30 }), { toast: null });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("30");
    expect(((await limited.json()) as FormResult).toast).toBeNull();

    const fieldsOnly = (await formFailure("colour", null, { fieldErrors: { name: ["Give it a name"] } }).json()) as FormResult;
    expect(fieldsOnly.result.error).toEqual({ name: ["Give it a name"] });
    expect(formErrorOf(fieldsOnly)).toBeNull();
    expect(fieldsOnly.toast).toBeNull();
  });

  it("conform's own result passes through unchanged", async () => {
    const result = { status: "error" as const, initialValue: { email: "a@" }, error: { email: ["Invalid email"] } };
    const body = (await formResult("sign-in", result, { status: 400 }).json()) as FormResult;
    expect(body).toEqual({ intent: "sign-in", result, toast: null });
  });

  it("a screen reads only the answers to its own forms", async () => {
    const answer = await formFailure("colour", "No").json();
    expect(resultFor(answer, isColour)).toEqual(answer);
    expect(resultFor(await formFailure("other", "No").json(), isColour)).toBeNull();
    expect(resultFor(await formFailure(null, "Unknown").json(), isColour)).toBeNull();
    expect(resultFor({ error: "Not a form answer" }, isColour)).toBeNull();
    expect(resultFor(undefined, isColour)).toBeNull();
  });
});
