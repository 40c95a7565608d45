import { describe, expect, it } from "vitest";
import { applyFilter, compileFilter } from "~/contracts/word-filter";

// The chat filter's matcher (issue 21): what a viewer's message becomes under a host's list.

const stars = (text: string) => "*".repeat(text.length);
const mask = (words: string[], links: "allow" | "mask" = "allow") => compileFilter({ words, mode: "mask", links });

describe("the blocked-word matcher", () => {
  it("matches whole words, whatever their case and accents, on either side", () => {
    const filter = mask(["café", "ASS"]);
    expect(applyFilter(filter, "CAFE, Café, cafe\u0301 and cafés").text).toBe("****, ****, **** and cafés");
    expect(applyFilter(filter, "a class act, an Ass!").text).toBe("a class act, an ***!");
  });

  it("lets * stand for any run of letters inside a word, and phrases span any spaces", () => {
    const filter = mask(["scam*", "f*k", "free money"]);
    expect(applyFilter(filter, "scam scammer scammers scam-free").text).toBe("**** ******* ******** ****-free");
    expect(applyFilter(filter, "fork fk fluke").text).toBe("**** ** fluke");
    expect(applyFilter(filter, "FREE   money, freemoney").text).toBe("****   *****, freemoney");
  });

  it("finds links (scheme, www., bare domains) only when asked, keeping sentence punctuation and e-mail addresses", () => {
    const filter = mask([], "mask");
    expect(applyFilter(filter, "see http://a.example/x?y=1. or www.b.test, or shop.example.co.uk!").text).toBe(
      `see ${stars("http://a.example/x?y=1")}. or ${stars("www.b.test")}, or ${stars("shop.example.co.uk")}!`,
    );
    expect(applyFilter(filter, "mail me@example.com, version 1.5, e.g. this").text).toBe("mail me@example.com, version 1.5, e.g. this");
    expect(applyFilter(filter, "see example.com", { checkLinks: false }).text).toBe("see example.com");
  });

  it("holds a match as sent in hold mode, and masks it where nothing can wait", () => {
    const filter = compileFilter({ words: ["spam"], mode: "hold", links: "hold" });
    expect(applyFilter(filter, "Spam here")).toEqual({ text: "Spam here", held: true });
    expect(applyFilter(filter, "go to example.com")).toEqual({ text: "go to example.com", held: true });
    expect(applyFilter(filter, "Spam here", { canHold: false })).toEqual({ text: "**** here", held: false });
    expect(applyFilter(filter, "nothing to see")).toEqual({ text: "nothing to see", held: false });
  });

  it("escapes what the host types: entries are words, never patterns", () => {
    const filter = mask(["a.b", "(x)", "c++"]);
    expect(applyFilter(filter, "a.b axb (x) c++ cpp").text).toBe("*** axb *** *** cpp");
  });
});
