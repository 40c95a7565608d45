// After the PostgreSQL pass: every place in the code whose SQL or behaviour depends on the database
// (isPostgres() and dialect branches, row locks, raw `sql`, GROUP BY, upserts, LIKE, LISTEN/NOTIFY)
// must have run on PostgreSQL in some file of that pass, as tests/support/code-reach.ts recorded.
// Fails naming the places that did not, and the SQLite files that reach them (candidates for the
// pass's list in tests/postgres-pass.ts). Usage: node scripts/check-postgres-reach.mjs [reports folder]
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const reports = path.resolve(process.argv[2] ?? path.join(root, "tests/.reports/code-reach"));

/** What makes a line depend on the database it runs on. */
const MARKERS = [
  { name: "isPostgres()", test: (node) => ts.isCallExpression(node) && node.expression.getText() === "isPostgres" },
  {
    name: "dialect branch",
    test: (node) => ts.isPropertyAccessExpression(node) && node.name.text === "dialect" && ts.isBinaryExpression(node.parent),
  },
  {
    name: "row lock",
    test: (node) => ts.isPropertyAccessExpression(node) && ["forUpdate", "forShare", "skipLocked", "noWait"].includes(node.name.text),
  },
  { name: "raw sql", test: (node) => ts.isTaggedTemplateExpression(node) && /^sql\b/.test(node.tag.getText()) },
  // PostgreSQL refuses a selected column that is neither grouped nor aggregated; SQLite picks a row.
  { name: "group by", test: (node) => ts.isPropertyAccessExpression(node) && node.name.text === "groupBy" },
  // The conflict target must match a unique index on PostgreSQL.
  { name: "upsert", test: (node) => ts.isPropertyAccessExpression(node) && node.name.text === "onConflict" },
  // LIKE ignores case in SQLite (ASCII), not in PostgreSQL.
  { name: "like", test: (node) => ts.isStringLiteral(node) && /^(not )?i?like$/.test(node.text) && ts.isCallExpression(node.parent) },
  {
    name: "LISTEN/NOTIFY",
    test: (node) => (ts.isStringLiteralLike(node) || ts.isTemplateHead(node)) && /\b(LISTEN|UNLISTEN|NOTIFY|pg_notify)\b/.test(node.text),
  },
];

function sourceFiles(folder) {
  return fs.readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith(".css.ts")) return [];
    return [path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")];
  });
}

/** The name V8 gives the nearest named function around `node`, or null at a module's top level. */
function enclosingName(node) {
  for (let at = node.parent; at; at = at.parent) {
    if ((ts.isFunctionDeclaration(at) || ts.isMethodDeclaration(at) || ts.isFunctionExpression(at)) && at.name) return at.name.getText();
    if (ts.isArrowFunction(at) || ts.isFunctionExpression(at)) {
      const holder = at.parent;
      if ((ts.isVariableDeclaration(holder) || ts.isPropertyAssignment(holder)) && ts.isIdentifier(holder.name)) return holder.name.text;
    }
  }
  return null;
}

function dialectPlaces() {
  const places = [];
  for (const file of [...sourceFiles("app"), ...sourceFiles("db"), "server.ts"]) {
    if (file === "app/utils/db.server.ts" || file.startsWith("db/")) continue; // the switch itself: every pass runs it
    const text = fs.readFileSync(path.join(root, file), "utf8");
    if (!/isPostgres|dialect|forUpdate|forShare|skipLocked|noWait|sql`|sql<|groupBy|onConflict|like"|LISTEN|NOTIFY|pg_notify/i.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      const marker = MARKERS.find((candidate) => candidate.test(node));
      if (marker) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        places.push({ file, line, marker: marker.name, fn: enclosingName(node) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return places;
}

function reachOf(pass) {
  const folder = path.join(reports, pass);
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder).map((name) => JSON.parse(fs.readFileSync(path.join(folder, name), "utf8")));
}

const reaches = (report, place) => {
  const called = report.reached[place.file];
  if (!called) return false;
  return place.fn === null || called.includes(place.fn);
};

/** The fuzz shards draw their requests from a new seed each run: what they reach is luck, not proof. */
const drawnAtRandom = (report) => /\/fuzz-\d+\.test\.ts$/.test(report.testFile);

const places = dialectPlaces();
const postgres = reachOf("postgres").filter((report) => !drawnAtRandom(report));
if (postgres.length === 0) {
  console.error(`No PostgreSQL reach reports in ${reports}/postgres: run the PostgreSQL pass with CODE_REACH=1.`);
  process.exit(1);
}
const sqlite = reachOf("sqlite");
const missed = places.filter((place) => !postgres.some((report) => reaches(report, place)));
const functions = new Set(places.map((place) => `${place.file}#${place.fn}`));
if (missed.length === 0) {
  console.log(`Every dialect-specific place (${places.length} in ${functions.size} functions) ran on PostgreSQL in ${postgres.length} files.`);
  process.exit(0);
}
console.error(`${missed.length} dialect-specific places never ran on PostgreSQL:`);
for (const place of missed) {
  const candidates = sqlite.filter((report) => reaches(report, place)).map((report) => report.testFile);
  console.error(`  ${place.file}:${place.line} ${place.marker} in ${place.fn ?? "(top level)"}`);
  console.error(
    `    reached on SQLite by: ${candidates.slice(0, 5).join(", ") || (sqlite.length ? "no file (code for PostgreSQL only)" : "unknown (run the SQLite pass with CODE_REACH=1)")}`,
  );
}
console.error("Add a file that reaches each of them to tests/postgres-pass.ts.");
process.exit(1);
