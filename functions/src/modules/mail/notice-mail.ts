// The notice sent to an address that someone asked to make the e-mail of their Spurq account when
// it already belongs to another account. Settings answers such a request exactly as it answers
// one for a free address, so the answer tells nobody which addresses have accounts; this message
// tells the address's owner what happened (docs/decisions.md, "Accounts"). For a free address,
// the message is Firebase Authentication's own verification link, which the web app asks for.
// In the six languages of the Language selector; no markup in the words (the address is escaped).
import { DEFAULT_PREFERENCES, type Preferences } from "../../shared";
import { appOrigin } from "../../lib/secrets";
import { escapeHtml } from "../../lib/html";
import type { MailDoc } from "./mail.repository";

type Language = Preferences["language"];

interface NoticeTexts {
  subject: string;
  /** The paragraphs, given the address and the sign-in link. */
  paragraphs: (address: string, signIn: string) => string[];
}

const ADDRESS_IN_USE: Record<Language, NoticeTexts> = {
  english: {
    subject: "Someone tried to use your e-mail address on Spurq",
    paragraphs: (address, signIn) => [
      "Hello,",
      `Someone asked to change the e-mail address of a Spurq account to ${address}. This address already belongs to a Spurq account, so nothing was changed.`,
      `If it was you, sign in with this address instead: ${signIn} (if you forgot its password, reset it from the sign-in page).`,
      "If it was not you, you can ignore this message.",
    ],
  },
  spanish: {
    subject: "Alguien intentó usar tu dirección de correo en Spurq",
    paragraphs: (address, signIn) => [
      "Hola:",
      `Alguien pidió cambiar la dirección de correo de una cuenta de Spurq a ${address}. Esta dirección ya pertenece a una cuenta de Spurq, así que no se cambió nada.`,
      `Si fuiste tú, inicia sesión con esta dirección: ${signIn} (si olvidaste la contraseña, restablécela desde la página de inicio de sesión).`,
      "Si no fuiste tú, puedes ignorar este mensaje.",
    ],
  },
  french: {
    subject: "Quelqu’un a essayé d’utiliser votre adresse e-mail sur Spurq",
    paragraphs: (address, signIn) => [
      "Bonjour,",
      `Quelqu’un a demandé à remplacer l’adresse e-mail d’un compte Spurq par ${address}. Cette adresse appartient déjà à un compte Spurq : rien n’a été modifié.`,
      `Si c’était vous, connectez-vous plutôt avec cette adresse : ${signIn} (si vous avez oublié son mot de passe, réinitialisez-le depuis la page de connexion).`,
      "Si ce n’était pas vous, vous pouvez ignorer ce message.",
    ],
  },
  german: {
    subject: "Jemand wollte deine E-Mail-Adresse bei Spurq verwenden",
    paragraphs: (address, signIn) => [
      "Hallo,",
      `Jemand wollte die E-Mail-Adresse eines Spurq-Kontos in ${address} ändern. Diese Adresse gehört bereits zu einem Spurq-Konto, deshalb wurde nichts geändert.`,
      `Wenn du das warst, melde dich stattdessen mit dieser Adresse an: ${signIn} (falls du das Passwort vergessen hast, setze es auf der Anmeldeseite zurück).`,
      "Wenn du das nicht warst, kannst du diese Nachricht ignorieren.",
    ],
  },
  japanese: {
    subject: "Spurq であなたのメールアドレスが使われようとしました",
    paragraphs: (address, signIn) => [
      "こんにちは。",
      `Spurq アカウントのメールアドレスを ${address} に変更するよう依頼がありました。このアドレスはすでに別の Spurq アカウントで使われているため、何も変更されていません。`,
      `ご本人の場合は、このアドレスでログインしてください: ${signIn} (パスワードを忘れた場合は、ログイン画面から再設定できます)。`,
      "心当たりがない場合は、このメールを無視してください。",
    ],
  },
  chinese: {
    subject: "有人试图在 Spurq 上使用你的电子邮件地址",
    paragraphs: (address, signIn) => [
      "你好:",
      `有人请求将一个 Spurq 账户的电子邮件地址改为 ${address}。该地址已属于一个 Spurq 账户,因此没有做任何更改。`,
      `如果是你本人,请改用此地址登录: ${signIn} (如果忘记了密码,可在登录页面重置)。`,
      "如果不是你本人,请忽略此邮件。",
    ],
  },
};

/** The notice for `address`, in `language` (the address's account's, else English). */
export function addressInUseMail(address: string, language: Language | undefined): MailDoc {
  const texts = ADDRESS_IN_USE[language ?? DEFAULT_PREFERENCES.language] ?? ADDRESS_IN_USE.english;
  const signIn = `${appOrigin()}/#/auth`;
  const raw = texts.paragraphs(address, signIn);
  const escaped = texts.paragraphs(escapeHtml(address), escapeHtml(signIn));
  return {
    to: address,
    message: {
      subject: texts.subject,
      text: `${raw.join("\n\n")}\n`,
      html: escaped.map((paragraph) => `<p>${paragraph}</p>`).join("\n"),
    },
  };
}
