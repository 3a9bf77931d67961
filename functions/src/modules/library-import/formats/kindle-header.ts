// The second line of a Kindle clipping, in the device's language: what it is (highlight, note,
// bookmark), where (location, or page for documents without locations) and when.
//   - Your Highlight on page 12 | Location 180-182 | Added on Monday, 3 April 2023 10:12:44
//   - Ihre Markierung auf Seite 42 | Position 1234-1236 | Hinzugefügt am Montag, 3. April 2023 10:12:44
//   - Votre surlignement sur la page 5 | emplacement 1234-1236 | Ajouté le lundi 3 avril 2023 10:12:44
//   - Tu subrayado en la página 6 | posición 36-40 | Añadido el lunes, 3 de abril de 2023 10:12:44
//   - 12ページ|位置No. 180-182のハイライト |作成日: 2023年4月3日月曜日 10:12:44
import { validDate } from "./field-values";

export type ClippingKind = "highlight" | "note" | "bookmark";

export interface ClippingHeader {
  kind?: ClippingKind;
  /** The location span (or page span when the book has no locations). */
  start?: number;
  end?: number;
  addedAt?: Date;
}

// Bookmarks first: no language's bookmark word contains another kind's.
const KINDS: [ClippingKind, RegExp][] = [
  ["bookmark", /bookmark|lesezeichen|\bsignet\b|\bmarcador\b|ブックマーク|segnalibro|书签/i],
  ["note", /\bnote\b|\bnotiz\b|\bremarque\b|\bnota\b|メモ|笔记/i],
  ["highlight", /highlight|markierung|surlignement|subrayado|ハイライト|evidenziazione|destaque|标注/i],
];

const LOCATION =
  /(?:location|loc\.|position|emplacement|posici[oó]n|ubicaci[oó]n|posizione|posi[cç][aã]o|locatie|位置(?:\s*No\.)?)\s*#?\s*(\d+)(?:\s*[-–]\s*(\d+))?/i;
const PAGE = /(?:page|seite|p[aá]gina|pagina)\s*(\d+)(?:\s*[-–]\s*(\d+))?|(\d+)\s*ページ|第\s*(\d+)\s*页/i;

export function readHeader(line: string): ClippingHeader {
  const segments = line.replace(/^\s*-\s*/, "").split(/\s*[|｜]\s*/);
  const dated = segments.length > 1 && /\d{4}/.test(segments.at(-1) ?? "");
  const date = dated ? segments.pop() : undefined;
  const place = segments.join(" | ");
  const kind = KINDS.find(([, pattern]) => pattern.test(place))?.[0];
  return { kind, ...span(place), addedAt: date ? kindleDate(date) : undefined };
}

function span(place: string): Pick<ClippingHeader, "start" | "end"> {
  const location = LOCATION.exec(place);
  if (location) return numbers(location[1], location[2]);
  const page = PAGE.exec(place);
  if (page) return numbers(page[1] ?? page[3] ?? page[4], page[2]);
  return {};
}

function numbers(first: string | undefined, last: string | undefined): Pick<ClippingHeader, "start" | "end"> {
  if (!first) return {};
  const start = Number(first);
  if (!last) return { start, end: start };
  let end = Number(last);
  // Old Kindles shorten the end ("Loc. 1044-47"): it takes the start's leading digits.
  if (end < start && last.length < first.length)
    end = Number(first.slice(0, first.length - last.length) + last);
  return { start, end };
}

const MONTHS: Record<string, number> = {};
[
  "january february march april may june july august september october november december",
  "januar februar marz april mai juni juli august september oktober november dezember",
  "janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre",
  "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
  "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre",
  "janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro",
].forEach((names) => names.split(" ").forEach((name, month) => (MONTHS[name] ??= month + 1)));
MONTHS["setiembre"] = 9;
MONTHS["janner"] = 1;

const TIME = /(上午|下午|午前|午後)?\s*(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([ap])\.?\s?m\.?(?![a-z]))?/i;

/**
 * "Added on ..." in any of the device languages. Kindle writes the device's local time with no
 * zone, so it is read as UTC: the day and hour the reader saw, which is what the date is for.
 */
export function kindleDate(text: string): Date | undefined {
  const plain = text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const time = TIME.exec(plain);
  const rest = time ? plain.replace(time[0], " ") : plain;
  let year: number | undefined;
  let month: number | undefined;
  let day: number | undefined;
  const cjk = /(\d{4})年(\d{1,2})月(\d{1,2})日/.exec(rest);
  if (cjk) {
    [year, month, day] = [Number(cjk[1]), Number(cjk[2]), Number(cjk[3])];
  } else {
    year = Number(/\b(\d{4})\b/.exec(rest)?.[1]) || undefined;
    month = (rest.match(/\p{L}+/gu) ?? []).map((word) => MONTHS[word]).find((found) => found !== undefined);
    day = Number(/(?:^|\D)(\d{1,2})(?!\d)/.exec(rest.replace(/\b\d{4}\b/, " "))?.[1]) || undefined;
  }
  if (!year || !month || !day) return undefined;
  const [hour, minute, second] = time ? clock(time) : [0, 0, 0];
  const date = validDate(new Date(Date.UTC(year, month - 1, day, hour, minute, second)));
  return date && date.getUTCDate() === day ? date : undefined;
}

function clock(time: RegExpExecArray): [number, number, number] {
  let hour = Number(time[2]);
  const afternoon = time[1] === "下午" || time[1] === "午後" || time[5] === "p";
  const morning = time[1] === "上午" || time[1] === "午前" || time[5] === "a";
  if (afternoon && hour < 12) hour += 12;
  if (morning && hour === 12) hour = 0;
  return [hour, Number(time[3]), Number(time[4] ?? 0)];
}
