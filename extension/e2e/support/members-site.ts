// A small site on loopback whose article shows its full text only to a visitor with its session
// cookie: what the reader's browser renders after signing in, and what a server-side fetch (which
// has no cookie) would never see. It records every request and whether it carried the cookie.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface MembersSite {
  url: (path: string) => string;
  /** Requests for the article, with whether each carried the session cookie. */
  storyRequests: Array<{ withCookie: boolean }>;
  close: () => Promise<void>;
}

const COOKIE = "members_session=reader-42";
const hasCookie = (req: IncomingMessage) => (req.headers.cookie ?? "").split(/;\s*/).includes(COOKIE);

export function storyPage(title: string, membersText: string | null): string {
  const paragraphs = Array.from(
    { length: 5 },
    (_, index) =>
      `<p>Part ${index + 1} of the harbour story. The ferry timetable changed again this spring, and the town council met twice to hear from the fishermen, the ferry crews and the families who cross every morning to the island school.</p>`,
  ).join("\n");
  const body = membersText
    ? `${paragraphs}\n<p id="members">${membersText}</p>`
    : `<p>This story is for members. Please sign in to read it.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="author" content="Ines Carvalho"><meta property="og:site_name" content="Harbour Weekly">
<link rel="canonical" href="/story"><style>body { font-family: serif; }</style></head>
<body><nav><a href="/">Home</a></nav><article><h1>${title}</h1><p class="byline">By Ines Carvalho</p>
${body}</article><script>document.body.dataset.rendered = "yes";</script></body></html>`;
}

export async function startMembersSite(title: string, membersText: string): Promise<MembersSite> {
  const storyRequests: MembersSite["storyRequests"] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path === "/login") {
      res.writeHead(302, { "set-cookie": `${COOKIE}; Path=/; HttpOnly; SameSite=Lax`, location: "/story" });
      res.end();
      return;
    }
    if (path === "/story") {
      const withCookie = hasCookie(req);
      storyRequests.push({ withCookie });
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(storyPage(title, withCookie ? membersText : null));
      return;
    }
    res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    storyRequests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
