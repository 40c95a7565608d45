// systemd unit files as systemd reads the parts the deploy tests check.

/** Splits on blanks, keeping "quoted parts" together, as systemd does for ExecStart= and Environment=. */
export function words(text: string) {
  return [...text.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((match) => match[1] ?? match[2] ?? match[3] ?? "");
}

/** Every `Section.Key` of a unit file with its values in order (a key may repeat). */
export function parseUnit(text: string) {
  const entries = new Map<string, string[]>();
  let section = "";
  for (const line of text.replace(/\\\n/g, " ").split("\n")) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith("#") || trimmed.startsWith(";")) continue;
    const header = /^\[(.+)\]$/.exec(trimmed);
    if (header) {
      section = header[1] ?? "";
      continue;
    }
    const equals = trimmed.indexOf("=");
    if (equals < 0) throw new Error(`not a setting: ${trimmed}`);
    const key = `${section}.${trimmed.slice(0, equals).trim()}`;
    entries.set(key, [...(entries.get(key) ?? []), trimmed.slice(equals + 1).trim()]);
  }
  return entries;
}

/** KEY=VALUE lines of an EnvironmentFile (anything else, comments included, is skipped); quotes around a value are removed. */
export function readEnvironmentFile(text: string) {
  const env: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    env[match[1] ?? ""] = (match[2] ?? "").replace(/^"(.*)"$|^'(.*)'$/, "$1$2");
  }
  return env;
}

/** The value of a setting the unit has once (or `fallback`, systemd's default, when it has none). */
export function oneSetting(unit: Map<string, string[]>, key: string, fallback?: string) {
  const values = unit.get(key) ?? [];
  if (values.length === 0 && fallback !== undefined) return fallback;
  if (values.length !== 1) throw new Error(`the unit should set ${key} once, found ${values.length}`);
  return values[0] ?? "";
}

/** The unit's Environment= assignments. */
export function unitEnvironment(unit: Map<string, string[]>) {
  return Object.fromEntries(
    (unit.get("Service.Environment") ?? []).flatMap(words).map((assignment) => {
      const equals = assignment.indexOf("=");
      return [assignment.slice(0, equals), assignment.slice(equals + 1)];
    }),
  ) as Record<string, string>;
}
