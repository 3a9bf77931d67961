// A local HTTP server that plays the websites the URL importer meets, and counts every hit so
// SSRF tests can prove that nothing was requested.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type Route = (req: IncomingMessage, res: ServerResponse) => void;

export interface PageServer {
  url: (path: string) => string;
  port: number;
  hits: string[];
  close: () => Promise<void>;
}

export async function startPageServer(
  routes: Record<string, Route>,
  host = "127.0.0.1",
  port = 0,
): Promise<PageServer> {
  const hits: string[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    const route = routes[(req.url ?? "").split("?")[0]!];
    if (route) route(req, res);
    else res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not here</h1>");
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    port: bound,
    hits,
    url: (path) => `http://${host}:${bound}${path}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export const html =
  (body: string, status = 200, headers: Record<string, string> = {}): Route =>
  (_req, res) =>
    res.writeHead(status, { "content-type": "text/html; charset=utf-8", ...headers }).end(body);

/** An article page in the shape news sites use: a byline, paragraphs, navigation around it. */
export function articlePage({
  title = "The Lighthouse Keepers' Last Winter",
  byline = "Maren Holt",
  extraBody = "",
  extraHead = "",
}: { title?: string; byline?: string | null; extraBody?: string; extraHead?: string } = {}): string {
  const paragraphs = [
    "For almost two centuries the lighthouse on the northern cape was kept by hand. Each evening a keeper climbed the spiral stair, trimmed the wick and wound the clockwork that turned the lens.",
    "When the light was automated, the last three keepers stayed on for one more winter to watch the new machinery. They kept a log of every storm, every ship and every fault, in the same ledger their predecessors had used.",
    "Reading that ledger now, what stands out is not the danger but the patience: page after page of small, careful observations, written by people who knew that nobody might ever read them.",
    'The ledger is now in the <a href="/archive/ledger">regional archive</a>, next to a photograph of the three keepers <img src="/images/keepers.jpg" alt="The keepers">.',
  ];
  return `<!doctype html><html><head><title>${title} | Coastal Review</title>
    <meta property="og:site_name" content="Coastal Review">${byline ? `<meta name="author" content="${byline}">` : ""}${extraHead}</head>
    <body><nav><a href="/">Home</a> <a href="/news">News</a></nav>
    <article><h1>${title}</h1>${byline ? `<p class="byline">By ${byline}</p>` : ""}
    ${paragraphs.map((p) => `<p>${p}</p>`).join("\n")}${extraBody}</article>
    <footer>© Coastal Review</footer></body></html>`;
}
