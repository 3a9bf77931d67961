// A stand-in of the Cloud Storage JSON API on loopback, for `npm start` and `npm test`.
//
// The Firebase Storage emulator cannot start offline: it downloads its rules runtime (a jar) at
// start-up, and these machines cannot. The app never lets clients at Cloud Storage (storage.rules
// denies everything; files are downloaded through V4 signed links), so the rules runtime has
// nothing to do here. This server implements exactly what the `@google-cloud/storage` SDK uses
// for the jobs' files (docs/production.md, "Files in Cloud Storage"):
//   POST   /upload/storage/v1/b/{bucket}/o?uploadType=multipart|media|resumable
//   PUT    /upload/storage/v1/b/{bucket}/o?uploadType=resumable&upload_id=…  (chunks, Content-Range)
//   GET    /storage/v1/b/{bucket}/o/{object}            metadata; with alt=media, the bytes
//   DELETE /storage/v1/b/{bucket}/o/{object}
//   GET    /storage/v1/b/{bucket}/o?prefix=…            list (pageToken paging)
//   GET    /{bucket}/{object}?X-Goog-Signature=…        a V4 signed link: signature and expiry
//                                                       checked with the shared key's public half
// Objects live in memory: like the other emulators without an export, they go when it stops.
// The key is a local service-account key made at start (storage-key.mjs), never committed.
import { createHash, createPublicKey, createVerify, randomUUID } from "node:crypto";
import { createServer } from "node:http";

export const STORAGE_PORT = 9199;
export const STORAGE_HOST = `127.0.0.1:${STORAGE_PORT}`;

/** Starts the stand-in; `publicKey` verifies signed links. Resolves with the server and its store. */
export function startStorageStandIn({ publicKey, port = STORAGE_PORT, host = "127.0.0.1" }) {
  const objects = new Map(); // `${bucket}/${name}` -> { bucket, name, data, contentType, metadata, updated }
  const uploads = new Map(); // upload id -> { bucket, name, contentType, metadata, chunks, size }
  const key = createPublicKey(publicKey);
  let generation = 1;

  const resource = (o) => ({
    kind: "storage#object",
    id: `${o.bucket}/${o.name}/${o.generation}`,
    name: o.name,
    bucket: o.bucket,
    generation: String(o.generation),
    metageneration: "1",
    contentType: o.contentType,
    contentDisposition: o.contentDisposition,
    size: String(o.data.length),
    md5Hash: o.md5Hash,
    crc32c: o.crc32c,
    timeCreated: o.updated,
    updated: o.updated,
    metadata: o.metadata,
  });

  const store = (bucket, name, data, meta) => {
    const o = {
      bucket,
      name,
      data,
      contentType: meta.contentType ?? "application/octet-stream",
      contentDisposition: meta.contentDisposition,
      metadata: meta.metadata,
      generation: generation++,
      updated: new Date().toISOString(),
      md5Hash: createHash("md5").update(data).digest("base64"),
      crc32c: crc32c(data),
    };
    objects.set(`${bucket}/${name}`, o);
    return o;
  };

  const server = createServer(async (req, res) => {
    try {
      await route(req, res);
    } catch (error) {
      send(res, 500, { error: { code: 500, message: String(error?.message ?? error) } });
    }
  });

  async function route(req, res) {
    const url = new URL(req.url, `http://${req.headers.host}`);
    const path = url.pathname;
    const q = url.searchParams;
    let m;
    if ((m = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(path))) {
      const bucket = decodeURIComponent(m[1]);
      const type = q.get("uploadType");
      if (req.method === "POST" && type === "resumable") {
        const meta = JSON.parse((await body(req)).toString("utf8") || "{}");
        // The SDK sends the type of what follows as a header, the rest as the body's metadata.
        meta.contentType ??= req.headers["x-upload-content-type"];
        const name = meta.name ?? q.get("name");
        const id = randomUUID();
        uploads.set(id, { bucket, name, meta, chunks: [], size: 0 });
        const location = `http://${req.headers.host}${path}?uploadType=resumable&name=${encodeURIComponent(name)}&upload_id=${id}`;
        res.writeHead(200, { Location: location, "Content-Length": "0" });
        return res.end();
      }
      if (req.method === "PUT" && type === "resumable") return resumableChunk(req, res, q.get("upload_id"));
      if (req.method === "POST" && type === "multipart") {
        const [meta, data] = multipart(req.headers["content-type"], await body(req));
        return send(res, 200, resource(store(bucket, meta.name ?? q.get("name"), data, meta)));
      }
      if (req.method === "POST" && type === "media") {
        const data = await body(req);
        return send(
          res,
          200,
          resource(store(bucket, q.get("name"), data, { contentType: req.headers["content-type"] })),
        );
      }
    }
    if ((m = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o\/(.+)$/.exec(path))) {
      const id = `${decodeURIComponent(m[1])}/${decodeURIComponent(m[2])}`;
      const o = objects.get(id);
      if (!o) return send(res, 404, { error: { code: 404, message: `No such object: ${id}` } });
      if (req.method === "DELETE") {
        objects.delete(id);
        res.writeHead(204);
        return res.end();
      }
      if (req.method === "GET" && q.get("alt") === "media") return media(res, o);
      if (req.method === "GET") return send(res, 200, resource(o));
    }
    if ((m = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o$/.exec(path)) && req.method === "GET") {
      const bucket = decodeURIComponent(m[1]);
      const prefix = q.get("prefix") ?? "";
      const names = [...objects.values()]
        .filter((o) => o.bucket === bucket && o.name.startsWith(prefix))
        .sort((a, b) => (a.name < b.name ? -1 : 1));
      const start = Number(q.get("pageToken") ?? 0);
      const max = Number(q.get("maxResults") ?? 1000);
      const page = names.slice(start, start + max);
      const next = start + max < names.length ? String(start + max) : undefined;
      return send(res, 200, { kind: "storage#objects", items: page.map(resource), nextPageToken: next });
    }
    if (req.method === "GET" && q.has("X-Goog-Signature")) return signedGet(req, res, url);
    return send(res, 404, {
      error: { code: 404, message: `The Cloud Storage stand-in serves no ${req.method} ${path}` },
    });
  }

  async function resumableChunk(req, res, id) {
    const upload = uploads.get(id);
    if (!upload) return send(res, 404, { error: { code: 404, message: "No such upload" } });
    const data = await body(req);
    const range = /bytes (\*|(\d+)-(\d+))\/(\*|\d+)/.exec(req.headers["content-range"] ?? "");
    if (range && range[2] !== undefined && Number(range[2]) !== upload.size) {
      // A chunk that does not start where the last ended: say where we are, as Cloud Storage does.
      res.writeHead(308, upload.size ? { Range: `bytes=0-${upload.size - 1}` } : {});
      return res.end();
    }
    if (data.length) {
      upload.chunks.push(data);
      upload.size += data.length;
    }
    const total = range ? range[4] : String(upload.size);
    if (total === "*") {
      res.writeHead(308, upload.size ? { Range: `bytes=0-${upload.size - 1}`, "Content-Length": "0" } : {});
      return res.end();
    }
    uploads.delete(id);
    const o = store(upload.bucket, upload.name, Buffer.concat(upload.chunks), upload.meta);
    return send(res, 200, resource(o));
  }

  function signedGet(req, res, url) {
    const q = url.searchParams;
    const [bucket, ...rest] = url.pathname.slice(1).split("/");
    const name = decodeURIComponent(rest.join("/"));
    const when = q.get("X-Goog-Date") ?? "";
    const at = Date.UTC(
      +when.slice(0, 4),
      +when.slice(4, 6) - 1,
      +when.slice(6, 8),
      +when.slice(9, 11),
      +when.slice(11, 13),
      +when.slice(13, 15),
    );
    const expires = Number(q.get("X-Goog-Expires"));
    if (q.get("X-Goog-Algorithm") !== "GOOG4-RSA-SHA256" || !Number.isFinite(at) || !expires)
      return xmlError(res, 400, "AuthenticationRequired", "Not a V4 signed link");
    if (Date.now() > at + expires * 1000)
      return xmlError(res, 400, "ExpiredToken", "Invalid argument: the link has expired.");
    const signedHeaders = q.get("X-Goog-SignedHeaders") ?? "host";
    if (signedHeaders !== "host")
      return xmlError(res, 400, "SignatureDoesNotMatch", "Only the host header may be signed here");
    const query = [...q.entries()]
      .filter(([k]) => k !== "X-Goog-Signature")
      .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${k}=${v}`)
      .join("&");
    // The SDK signs the host's name without its port (signer.js: `fqdn.hostname`).
    const canonical = [
      "GET",
      url.pathname,
      query,
      `host:${url.hostname}\n`,
      signedHeaders,
      "UNSIGNED-PAYLOAD",
    ].join("\n");
    const scope = (q.get("X-Goog-Credential") ?? "").split("/").slice(1).join("/");
    const toSign = [
      "GOOG4-RSA-SHA256",
      when,
      scope,
      createHash("sha256").update(canonical).digest("hex"),
    ].join("\n");
    const ok = createVerify("RSA-SHA256")
      .update(toSign)
      .verify(key, Buffer.from(q.get("X-Goog-Signature"), "hex"));
    if (!ok)
      return xmlError(
        res,
        403,
        "SignatureDoesNotMatch",
        "The request signature we calculated does not match.",
      );
    const o = objects.get(`${bucket}/${name}`);
    if (!o) return xmlError(res, 404, "NoSuchKey", "The specified key does not exist.");
    return media(res, o, q.get("response-content-disposition") ?? undefined);
  }

  function media(res, o, disposition = o.contentDisposition) {
    res.writeHead(200, {
      "Content-Type": o.contentType,
      "Content-Length": String(o.data.length),
      ...(disposition ? { "Content-Disposition": disposition } : {}),
      "Cache-Control": "private, max-age=0",
    });
    res.end(o.data);
  }

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () =>
      resolve({ server, objects, close: () => new Promise((r) => server.close(r)) }),
    );
  });
}

const CRC32C_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC32C of the bytes, big-endian in base64, as Cloud Storage reports it (the SDK checks it). */
function crc32c(data) {
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) crc = CRC32C_TABLE[(crc ^ data[i]) & 0xff] ^ (crc >>> 8);
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString("base64");
}

/** Encodes as RFC 3986 unreserved characters only, as V4 signing's canonical query does. */
function encodeRfc3986(value) {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function body(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** A multipart/related upload: the metadata (JSON), then the media. */
function multipart(contentType, data) {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType ?? "")?.[1];
  if (!boundary) throw new Error("multipart upload without a boundary");
  const delimiter = Buffer.from(`--${boundary}`);
  const parts = [];
  let at = data.indexOf(delimiter);
  while (at !== -1) {
    const next = data.indexOf(delimiter, at + delimiter.length);
    if (next === -1) break;
    const part = data.subarray(at + delimiter.length, next);
    const headerEnd = part.indexOf("\r\n\r\n");
    // Between the headers and the next delimiter: the content, less the CRLF before the delimiter.
    parts.push(part.subarray(headerEnd + 4, part.length - 2));
    at = next;
  }
  const [meta, media] = parts;
  return [JSON.parse(meta.toString("utf8")), media ?? Buffer.alloc(0)];
}

function send(res, status, json) {
  const text = JSON.stringify(json);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
  });
  res.end(text);
}

function xmlError(res, status, code, message) {
  const text = `<?xml version='1.0' encoding='UTF-8'?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  res.writeHead(status, { "Content-Type": "application/xml; charset=UTF-8" });
  res.end(text);
}
