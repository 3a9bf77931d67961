// The Markdown export: a zip streamed to the connection as it is made (archiver), with one file
// per article (front matter, the text as Markdown, the user's highlights as quotes with their
// comments beneath), one per article shared with them, the spurqs both ways, and a README with
// the account, folders and tags. Each file is added once the previous one has been written, so
// the zip holds one article at a time however large the library.
import { once } from "node:events";
import { Readable, type Writable } from "node:stream";
import { ZipArchive } from "archiver";
import {
  exportedArticles,
  exportedSharedArticles,
  exportedSpurqs,
  NO_PROGRESS,
  type ExportHeader,
  type ExportProgress,
  type ExportedArticle,
  type ExportedHighlight,
  type ExportedSpurq,
} from "./export.service";
import { htmlToMarkdown } from "./html-to-markdown";

/** A file name from a title: letters and digits of any script joined by dashes, short, never empty. */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "untitled";
}

/** Unique names within a folder of the zip, whatever the titles: a repeated one gets -2, -3, ... */
export class FileNames {
  private readonly used = new Set<string>();

  take(folder: string, title: string): string {
    const base = `${folder}/${slugify(title)}`;
    let name = `${base}.md`;
    for (let n = 2; this.used.has(name); n++) name = `${base}-${n}.md`;
    this.used.add(name);
    return name;
  }
}

/** A YAML scalar: JSON's double-quoted strings are valid YAML. */
const yaml = (value: unknown) => JSON.stringify(value);

/** A Markdown block quote of `text`, every line quoted. */
const quote = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`.trimEnd())
    .join("\n");

function highlightsMarkdown(highlights: ExportedHighlight[]): string {
  if (!highlights.length) return "";
  const parts = highlights.map((highlight) => {
    const comments = highlight.comments.map((comment) => `${comment.text}\n\n— ${comment.createdAt ?? ""}`);
    return [quote(highlight.text), ...comments].join("\n\n");
  });
  return `\n\n## Highlights\n\n${parts.join("\n\n---\n\n")}`;
}

export function articleMarkdown(article: ExportedArticle): string {
  const front = [
    "---",
    `title: ${yaml(article.title)}`,
    ...(article.url ? [`url: ${yaml(article.url)}`] : []),
    ...(article.author ? [`author: ${yaml(article.author)}`] : []),
    ...(article.siteName ? [`site: ${yaml(article.siteName)}`] : []),
    `saved: ${yaml(article.createdAt)}`,
    `updated: ${yaml(article.updatedAt)}`,
    ...(article.folder ? [`folder: ${yaml(article.folder)}`] : []),
    ...(article.tags.length ? [`tags: ${yaml(article.tags)}`] : []),
    ...(article.deletedAt ? [`trashed: ${yaml(article.deletedAt)}`] : []),
    "---",
  ].join("\n");
  const text = article.contentType === "html" ? htmlToMarkdown(article.content) : article.content.trim();
  return `${front}\n\n# ${article.title}\n\n${text}${highlightsMarkdown(article.highlights)}\n`;
}

function spurqMarkdown(spurq: ExportedSpurq): string {
  const lines = [
    `## ${spurq.article.title}`,
    "",
    `From ${spurq.from} to ${spurq.to}, ${spurq.createdAt ?? ""}`,
    ...(spurq.highlight ? ["", quote(spurq.highlight)] : []),
    ...(spurq.question ? ["", `**${spurq.question}**`] : []),
    ...spurq.replies.flatMap((reply) => ["", `${reply.from} (${reply.createdAt ?? ""}): ${reply.text}`]),
  ];
  return `${lines.join("\n")}\n\n`;
}

async function* spurqsFile(uid: string, field: "senderId" | "recipientId", title: string) {
  yield `# ${title}\n\n`;
  for await (const spurq of exportedSpurqs(uid, field)) yield spurqMarkdown(spurq);
}

function readme(header: ExportHeader): string {
  const list = (items: string[]) => (items.length ? items.map((item) => `- ${item}`).join("\n") : "None.");
  return [
    "# Your Spurq data",
    "",
    `Exported ${header.exportedAt} for ${header.user.username} (${header.user.email}).`,
    ...(header.user.bio ? ["", header.user.bio] : []),
    "",
    "- `articles/`: one file per article you saved, with your highlights and comments.",
    "- `shared/`: articles friends shared with you, with your highlights and comments on them.",
    "- `spurqs-sent.md`, `spurqs-received.md`: your spurqs and their replies.",
    "",
    "## Folders",
    "",
    list(header.folders.map((folder) => folder.name)),
    "",
    "## Tags",
    "",
    list(header.tags.map((tag) => tag.name)),
    "",
  ].join("\n");
}

/** Streams the zip into `out`; resolves once it is all written. */
export async function writeMarkdownExport(
  out: Writable,
  uid: string,
  header: ExportHeader,
  progress: ExportProgress = NO_PROGRESS,
): Promise<void> {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const failed = new Promise<never>((_, reject) => {
    archive.on("error", reject);
    // A sink closes right after it has finished (the job's file does): only an earlier close is a failure.
    out.on("close", () => {
      if (!out.writableFinished) reject(new Error("The download was closed."));
    });
  });
  failed.catch(() => undefined);
  archive.pipe(out);
  const add = async (source: string | Readable, name: string) => {
    const written = once(archive, "entry");
    archive.append(source, { name, date: new Date(header.exportedAt) });
    await Promise.race([written, failed]);
  };
  const names = new FileNames();
  await add(readme(header), "README.md");
  progress.stage("articles");
  for await (const article of exportedArticles(uid, header)) {
    await add(articleMarkdown(article), names.take("articles", article.title));
    progress.article();
  }
  progress.stage("shared");
  for await (const shared of exportedSharedArticles(uid)) {
    const text = `# ${shared.title}\n\n${shared.url ? `<${shared.url}>` : ""}${highlightsMarkdown(shared.highlights)}\n`;
    await add(text, names.take("shared", shared.title));
  }
  progress.stage("spurqs");
  await add(Readable.from(spurqsFile(uid, "senderId", "Spurqs you sent")), "spurqs-sent.md");
  await add(Readable.from(spurqsFile(uid, "recipientId", "Spurqs you received")), "spurqs-received.md");
  const ended = once(out, "finish");
  await Promise.race([archive.finalize(), failed]);
  await Promise.race([ended, failed]);
}
