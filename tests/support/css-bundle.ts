import fs from "node:fs";
import path from "node:path";

/**
 * `@remix-run/css-bundle` for the app that tests assemble from source: the Remix compiler writes
 * the bundle's address into the build, so tests read it from the client build it wrote.
 */
const assets = path.resolve(__dirname, "../../public/build");
const bundle = fs.existsSync(assets) ? fs.readdirSync(assets).find((name) => /^css-bundle-\w+\.css$/.test(name)) : undefined;
export const cssBundleHref = bundle ? `/build/${bundle}` : undefined;
