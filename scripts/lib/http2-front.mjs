// An HTTP/2 front for the Hosting emulator, for benchmarks that model the network: Firebase Hosting
// serves HTTP/2 (and HTTP/3) from its CDN, its emulator only HTTP/1.1. Lighthouse's simulated slow
// network gives an HTTP/1.1 origin six connections, each request a round trip of its own on one of
// them, so a screen made of a few dozen files measured there waits for round trips production
// never makes. Browsers speak HTTP/2 only over TLS: the front uses a self-signed certificate made
// with the machine's openssl for 127.0.0.1 (the browser is told to trust its key), and passes every
// request on to the emulator unchanged.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Response headers HTTP/2 forbids (connection-specific). */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"]);

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "spurq-h2-"));
  try {
    const key = join(dir, "key.pem");
    const cert = join(dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        key,
        "-out",
        cert,
      ],
      { stdio: "ignore" },
    );
    // The hash of its public key, for Chromium's --ignore-certificate-errors-spki-list: a page
    // whose certificate is merely accepted after an error is kept out of the HTTP cache.
    const spki = execFileSync("sh", [
      "-c",
      `openssl x509 -in "${cert}" -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`,
    ])
      .toString()
      .trim();
    return { key: readFileSync(key), cert: readFileSync(cert), spki };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the front on `port`, passing requests to `target` (an http:// origin). Resolves to its
 * https:// origin, the Chromium flag that makes its certificate trusted, and a close function.
 */
export async function startHttp2Front(target, port) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const { key, cert, spki } = selfSignedCertificate();
  const server = http2.createSecureServer({ key, cert });
  server.on("request", (request, response) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !name.startsWith(":") && !HOP_BY_HOP.has(name)),
    );
    headers.host = upstream.host;
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers,
        agent,
      },
      (answer) => {
        const out = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
        );
        response.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(response);
      },
    );
    forward.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    url: `https://127.0.0.1:${port}`,
    chromeFlag: `--ignore-certificate-errors-spki-list=${spki}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
