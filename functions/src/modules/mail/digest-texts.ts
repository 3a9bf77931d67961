// The notification digests' words in the six languages of the settings' Language selector. Plain
// text with the user's values put in by the caller: digest-mail.ts passes raw values for the
// text part and escaped ones for the HTML, so nothing here may contain markup.
import type { Preferences } from "../../shared";
import type { DigestKind } from "./digests.repository";

/** What one listed event says: its actor, the article's title and the text it is about. */
export interface ItemWords {
  actor: string;
  title: string;
  text: string | null;
}

export interface DigestTexts {
  /** The subject, given how many events the digest counts. */
  subject: Record<DigestKind, (count: number) => string>;
  item: Record<DigestKind, (words: ItemWords) => string>;
  greeting: (username: string) => string;
  /** Said when more events happened than the digest lists. */
  more: (count: number) => string;
  open: string;
  /** Why this e-mail came, naming the switch that turns it off. */
  why: (setting: string) => string;
  /** The switches' names on the Settings screen's Notifications tab. */
  setting: Record<DigestKind, string>;
}

type Language = Preferences["language"];

const NBSP = "\u00a0";

export const DIGEST_TEXTS: Record<Language, DigestTexts> = {
  english: {
    subject: {
      friendRequests: (n) =>
        n === 1 ? "You have a new friend request on Spurq" : `You have ${n} new friend requests on Spurq`,
      spurqs: (n) => (n === 1 ? "You have a new spurq" : `You have ${n} new spurqs`),
      articleComments: (n) =>
        n === 1 ? "A new comment on your article" : `${n} new comments on your articles`,
      highlights: (n) =>
        n === 1 ? "A friend highlighted your article" : `${n} new highlights from friends on your articles`,
    },
    item: {
      friendRequests: ({ actor }) => `${actor} sent you a friend request.`,
      spurqs: ({ actor, title, text }) =>
        text ? `${actor} asked you about “${title}”: ${text}` : `${actor} sent you a spurq about “${title}”.`,
      articleComments: ({ actor, title, text }) => `${actor} commented on “${title}”: ${text ?? ""}`,
      highlights: ({ actor, title, text }) => `${actor} highlighted in “${title}”: “${text ?? ""}”`,
    },
    greeting: (username) => `Hi ${username},`,
    more: (n) => `…and ${n} more.`,
    open: "Open Spurq",
    why: (setting) =>
      `You receive this e-mail because “${setting}” is on in Settings → Notifications. Turn it off there to stop these e-mails.`,
    setting: {
      friendRequests: "Friend Requests",
      spurqs: "New Spurqs",
      articleComments: "Comments on Your Articles",
      highlights: "Highlights from Friends",
    },
  },
  spanish: {
    subject: {
      friendRequests: (n) =>
        n === 1
          ? "Tienes una nueva solicitud de amistad en Spurq"
          : `Tienes ${n} nuevas solicitudes de amistad en Spurq`,
      spurqs: (n) => (n === 1 ? "Tienes un nuevo spurq" : `Tienes ${n} nuevos spurqs`),
      articleComments: (n) =>
        n === 1 ? "Un nuevo comentario en tu artículo" : `${n} nuevos comentarios en tus artículos`,
      highlights: (n) =>
        n === 1 ? "Un amigo ha resaltado tu artículo" : `${n} nuevos resaltados de amigos en tus artículos`,
    },
    item: {
      friendRequests: ({ actor }) => `${actor} te ha enviado una solicitud de amistad.`,
      spurqs: ({ actor, title, text }) =>
        text
          ? `${actor} te pregunta sobre «${title}»: ${text}`
          : `${actor} te ha enviado un spurq sobre «${title}».`,
      articleComments: ({ actor, title, text }) => `${actor} ha comentado «${title}»: ${text ?? ""}`,
      highlights: ({ actor, title, text }) => `${actor} ha resaltado en «${title}»: «${text ?? ""}»`,
    },
    greeting: (username) => `Hola, ${username}:`,
    more: (n) => `…y ${n} más.`,
    open: "Abrir Spurq",
    why: (setting) =>
      `Recibes este correo porque «${setting}» está activado en Configuración → Notificaciones. Desactívalo allí para dejar de recibir estos correos.`,
    setting: {
      friendRequests: "Solicitudes de amistad",
      spurqs: "Nuevos spurqs",
      articleComments: "Comentarios en tus artículos",
      highlights: "Resaltados de amigos",
    },
  },
  french: {
    subject: {
      friendRequests: (n) =>
        n === 1
          ? "Vous avez une nouvelle demande d'ami sur Spurq"
          : `Vous avez ${n} nouvelles demandes d'ami sur Spurq`,
      spurqs: (n) => (n === 1 ? "Vous avez un nouveau spurq" : `Vous avez ${n} nouveaux spurqs`),
      articleComments: (n) =>
        n === 1 ? "Un nouveau commentaire sur votre article" : `${n} nouveaux commentaires sur vos articles`,
      highlights: (n) =>
        n === 1 ? "Un ami a surligné votre article" : `${n} nouveaux surlignages d'amis sur vos articles`,
    },
    item: {
      friendRequests: ({ actor }) => `${actor} vous a envoyé une demande d'ami.`,
      spurqs: ({ actor, title, text }) =>
        text
          ? `${actor} vous pose une question sur «${NBSP}${title}${NBSP}»${NBSP}: ${text}`
          : `${actor} vous a envoyé un spurq sur «${NBSP}${title}${NBSP}».`,
      articleComments: ({ actor, title, text }) =>
        `${actor} a commenté «${NBSP}${title}${NBSP}»${NBSP}: ${text ?? ""}`,
      highlights: ({ actor, title, text }) =>
        `${actor} a surligné dans «${NBSP}${title}${NBSP}»${NBSP}: «${NBSP}${text ?? ""}${NBSP}»`,
    },
    greeting: (username) => `Bonjour ${username},`,
    more: (n) => `… et ${n} de plus.`,
    open: "Ouvrir Spurq",
    why: (setting) =>
      `Vous recevez cet e-mail parce que «${NBSP}${setting}${NBSP}» est activé dans Paramètres → Notifications. Désactivez-le pour ne plus recevoir ces e-mails.`,
    setting: {
      friendRequests: "Demandes d'ami",
      spurqs: "Nouveaux spurqs",
      articleComments: "Commentaires sur vos articles",
      highlights: "Surlignages d'amis",
    },
  },
  german: {
    subject: {
      friendRequests: (n) =>
        n === 1
          ? "Du hast eine neue Freundschaftsanfrage auf Spurq"
          : `Du hast ${n} neue Freundschaftsanfragen auf Spurq`,
      spurqs: (n) => (n === 1 ? "Du hast einen neuen Spurq" : `Du hast ${n} neue Spurqs`),
      articleComments: (n) =>
        n === 1 ? "Ein neuer Kommentar zu deinem Artikel" : `${n} neue Kommentare zu deinen Artikeln`,
      highlights: (n) =>
        n === 1
          ? "Neue Markierung von Freunden in deinem Artikel"
          : `${n} neue Markierungen von Freunden in deinen Artikeln`,
    },
    item: {
      friendRequests: ({ actor }) => `${actor} hat dir eine Freundschaftsanfrage geschickt.`,
      spurqs: ({ actor, title, text }) =>
        text
          ? `${actor} fragt dich zu „${title}“: ${text}`
          : `${actor} hat dir einen Spurq zu „${title}“ geschickt.`,
      articleComments: ({ actor, title, text }) => `${actor} hat „${title}“ kommentiert: ${text ?? ""}`,
      highlights: ({ actor, title, text }) => `${actor} hat in „${title}“ markiert: „${text ?? ""}“`,
    },
    greeting: (username) => `Hallo ${username},`,
    more: (n) => `… und ${n} weitere.`,
    open: "Spurq öffnen",
    why: (setting) =>
      `Du erhältst diese E-Mail, weil „${setting}“ unter Einstellungen → Benachrichtigungen eingeschaltet ist. Schalte es dort aus, um keine solchen E-Mails mehr zu bekommen.`,
    setting: {
      friendRequests: "Freundschaftsanfragen",
      spurqs: "Neue Spurqs",
      articleComments: "Kommentare zu deinen Artikeln",
      highlights: "Markierungen von Freunden",
    },
  },
  japanese: {
    subject: {
      friendRequests: (n) => `Spurqで${n}件の新しい友達リクエストがあります`,
      spurqs: (n) => `${n}件の新しいSpurqが届いています`,
      articleComments: (n) => `あなたの記事に${n}件の新しいコメントがあります`,
      highlights: (n) => `友達があなたの記事に${n}件のハイライトを付けました`,
    },
    item: {
      friendRequests: ({ actor }) => `${actor}さんから友達リクエストが届きました。`,
      spurqs: ({ actor, title, text }) =>
        text
          ? `${actor}さんが「${title}」について質問しています：${text}`
          : `${actor}さんが「${title}」についてSpurqを送りました。`,
      articleComments: ({ actor, title, text }) =>
        `${actor}さんが「${title}」にコメントしました：${text ?? ""}`,
      highlights: ({ actor, title, text }) =>
        `${actor}さんが「${title}」でハイライトしました：「${text ?? ""}」`,
    },
    greeting: (username) => `${username}さん、こんにちは。`,
    more: (n) => `ほか${n}件`,
    open: "Spurqを開く",
    why: (setting) =>
      `設定 → 通知 で「${setting}」がオンになっているため、このメールをお送りしています。不要な場合は、そこでオフにしてください。`,
    setting: {
      friendRequests: "友達リクエスト",
      spurqs: "新しいSpurq",
      articleComments: "記事へのコメント",
      highlights: "友達のハイライト",
    },
  },
  chinese: {
    subject: {
      friendRequests: (n) => `你在 Spurq 上有 ${n} 个新的好友请求`,
      spurqs: (n) => `你有 ${n} 条新的 Spurq`,
      articleComments: (n) => `你的文章有 ${n} 条新评论`,
      highlights: (n) => `好友在你的文章中添加了 ${n} 处高亮`,
    },
    item: {
      friendRequests: ({ actor }) => `${actor} 向你发送了好友请求。`,
      spurqs: ({ actor, title, text }) =>
        text ? `${actor} 就《${title}》向你提问：${text}` : `${actor} 就《${title}》向你发送了一条 Spurq。`,
      articleComments: ({ actor, title, text }) => `${actor} 评论了《${title}》：${text ?? ""}`,
      highlights: ({ actor, title, text }) => `${actor} 在《${title}》中添加了高亮：“${text ?? ""}”`,
    },
    greeting: (username) => `${username}，你好：`,
    more: (n) => `……还有 ${n} 条。`,
    open: "打开 Spurq",
    why: (setting) =>
      `你收到这封邮件，是因为“设置 → 通知”中的“${setting}”已开启。如不想再收到此类邮件，可以在那里关闭。`,
    setting: {
      friendRequests: "好友请求",
      spurqs: "新的 Spurq",
      articleComments: "文章评论",
      highlights: "好友高亮",
    },
  },
};
