import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Serves one HTML page and one script on 127.0.0.1 (a different origin than the sandbox's). */
export async function servePage(
  html: string,
  script: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.url === "/app.js") {
      response.writeHead(200, { "content-type": "text/javascript; charset=utf-8" }).end(script);
    } else {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
