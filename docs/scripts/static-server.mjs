// A small static server for docs/dist: `index.html` for folders, `<path>.html` for clean URLs, 404.html
// (with status 404) for anything else. Only files under the root are ever served. With `base`
// (`/reportkit/`), the site is served under that path, as a project site is, and nothing outside it.
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, sep } from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The file a URL path names under `root`, or undefined. */
export function resolveFile(root, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split(/[?#]/, 1)[0]);
  } catch {
    return undefined;
  }
  const target = normalize(join(root, path));
  if (target !== root && !target.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  if (path.endsWith("/")) return isFile(join(target, "index.html")) ? join(target, "index.html") : undefined;
  if (isFile(target)) return target;
  if (isFile(`${target}.html`)) return `${target}.html`;
  if (existsSync(target) && isFile(join(target, "index.html"))) return join(target, "index.html");
  return undefined;
}

/** The URL path under the root for a request path under `base`; undefined outside `base`. */
export function underBase(base, urlPath) {
  if (base === "/") return urlPath;
  if (urlPath === base.slice(0, -1)) return "/";
  return urlPath.startsWith(base) ? urlPath.slice(base.length - 1) : undefined;
}

/**
 * Serves `root` on `host:port` (port 0: a free one) under `base` (default `/`); resolves with its
 * origin and a `close`.
 */
export function serveStatic(root, { host = "127.0.0.1", port = 0, base = "/" } = {}) {
  const rootDir = normalize(root);
  const server = createServer((request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const path = underBase(base, request.url ?? "/");
    const file = path === undefined ? undefined : resolveFile(rootDir, path);
    const notFound = join(rootDir, "404.html");
    const status = file ? 200 : 404;
    const served = file ?? (isFile(notFound) ? notFound : undefined);
    const headers = {
      "Content-Type": served ? (TYPES[extname(served)] ?? "application/octet-stream") : "text/plain",
      "Cache-Control": "no-cache",
    };
    response.writeHead(status, headers);
    if (request.method === "HEAD" || !served) {
      response.end(served ? undefined : "Not found");
      return;
    }
    createReadStream(served).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      resolve({
        origin: `http://${host}:${address.port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
