// deploy/nginx/showup.conf served by Debian's nginx from a folder of its own, as this user, in front
// of app processes on loopback: tests/integration/nginx-site.postgres.test.ts and
// tests/bench/scale-out.ts. The site file is used as shipped except for the upstream servers, the
// listen address, DATA_DIR and the app's folder; around it go Debian's http settings.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { until } from "./wait";

export const NGINX = "/usr/sbin/nginx";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The shipped site file listening on `listen` (an address and its parameters) in front of these
 * web processes and ingest process, with `dataDir` for /var/lib/showup; fails when a substitution
 * finds nothing to replace.
 */
export function renderSite({ listen, webPorts, ingestPort, dataDir }: { listen: string; webPorts: number[]; ingestPort: number; dataDir: string }) {
  let text = fs.readFileSync(path.join(root, "deploy/nginx/showup.conf"), "utf8");
  const substitute = (pattern: RegExp, replacement: string | ((...groups: string[]) => string), what: string) => {
    const before = text;
    text = text.replace(pattern, replacement as (...groups: string[]) => string);
    if (text === before) throw new Error(`deploy/nginx/showup.conf: no ${what} to substitute`);
  };
  // 3000 is the ingest process, 300N web process N.
  substitute(
    /^(\s*)server 127\.0\.0\.1:300(\d)( backup)?;\n/gm,
    (_line, indent, instance, backup = "") => {
      const port = instance === "0" ? ingestPort : webPorts[Number(instance) - 1];
      return port ? `${indent}server 127.0.0.1:${port}${backup};\n` : "";
    },
    "upstream server 127.0.0.1:300N",
  );
  substitute(/^(\s*)listen 80;$/m, `$1listen ${listen};`, "listen 80");
  substitute(/^\s*listen \[::\]:80;\n/m, "", "listen [::]:80");
  substitute(/\/var\/lib\/showup/g, dataDir, "/var/lib/showup");
  substitute(/\/opt\/showup/g, root, "/opt/showup");
  return text;
}

export interface NginxOptions {
  /** The folder nginx runs from and writes every file into. */
  dir: string;
  site: string;
  /** A JSON line per request (subrequests included), or none when null. */
  accessLog: string | null;
  /** Worker processes under a master; 0 runs nginx as one process. */
  workers: number;
  workerConnections: number;
}

/** Debian's /etc/nginx/nginx.conf http settings, `dir` for every file nginx writes, and each answer's upstream in X-Upstream. */
export function nginxConf({ dir, site, accessLog, workers, workerConnections }: NginxOptions) {
  const temp = (name: string) => path.join(dir, name);
  // Workers of a master started by root would run as nobody, who cannot read this user's folders.
  const processes = workers ? `worker_processes ${workers};\nuser ${os.userInfo().username};` : "master_process off;";
  const logging = accessLog
    ? `log_format lines escape=json '{"uri":"$uri","request":"$request_uri","status":"$status","upstream":"$upstream_addr"}';
    access_log ${accessLog} lines;
    log_subrequest on;`
    : "access_log off;";
  return `${processes}
error_log ${temp("error.log")};
events { worker_connections ${workerConnections}; }
http {
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    gzip on;
    client_body_temp_path ${temp("client_body")};
    proxy_temp_path ${temp("proxy")};
    fastcgi_temp_path ${temp("fastcgi")};
    uwsgi_temp_path ${temp("uwsgi")};
    scgi_temp_path ${temp("scgi")};
    ${logging}
    add_header X-Upstream $upstream_addr always;
${site}
}
`;
}

export interface Nginx {
  child: ChildProcess;
  url: string;
  /** Ends nginx (its workers with it) and resolves once it has exited. */
  stop(): Promise<void>;
}

/** Writes `options`' configuration into its folder and starts nginx on it; resolves once `url`/healthz answers through it. */
export async function startNginx(options: NginxOptions, url: string): Promise<Nginx> {
  if (!fs.existsSync(NGINX)) {
    throw new Error(`nginx is not installed (${NGINX}): apt-get install nginx (npm test and .ci/run install it when missing)`);
  }
  const conf = path.join(options.dir, "nginx.conf");
  const errorLog = path.join(options.dir, "error.log");
  fs.writeFileSync(conf, nginxConf(options));
  const child = spawn(NGINX, ["-p", options.dir, "-c", conf, "-e", errorLog, "-g", `daemon off; pid ${path.join(options.dir, "nginx.pid")};`], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // SIGTERM, not SIGKILL: a master ends its workers only when it is let to.
  const onExit = () => child.kill("SIGTERM");
  process.once("exit", onExit);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
      return fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
    },
    10_000,
    { message: () => `nginx did not answer: ${output}` },
  );
  return {
    child,
    url,
    async stop() {
      process.off("exit", onExit);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
