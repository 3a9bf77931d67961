// The account side of the demo data: pictures for three of the four demo readers (Dev keeps the
// initials, so both show), Chloé reads the interface in French (her e-mail digests come in
// French too), and one piece of feedback waits for the operators in the `feedback` collection.
// Pictures go through the app's own upload (POST /api/user/avatar) like a reader's would.
import sharp from "sharp";

const PICTURES = {
  ada: { from: "#6366f1", to: "#ec4899", shape: "circle" },
  ben: { from: "#0ea5e9", to: "#22c55e", shape: "square" },
  chloe: { from: "#f59e0b", to: "#ef4444", shape: "triangle" },
};

export const DEMO_LANGUAGES = { chloe: "french" };

export const DEMO_FEEDBACK = {
  from: "ben",
  type: "feature",
  subject: "Keyboard shortcut for highlighting",
  description: "It would be lovely to highlight the selected text with a key, say H, instead of the toolbar.",
};

/** A 512 px PNG: a gradient with a simple shape, made here so the seed needs no image files. */
function picture({ from, to, shape }) {
  const shapes = {
    circle: '<circle cx="256" cy="230" r="120" fill="white" fill-opacity="0.85"/>',
    square: '<rect x="146" y="120" width="220" height="220" rx="36" fill="white" fill-opacity="0.85"/>',
    triangle: '<polygon points="256,110 380,340 132,340" fill="white" fill-opacity="0.85"/>',
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="512" height="512" fill="url(#g)"/>${shapes[shape]}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Uploads each demo picture through the API as `username` (multipart, one part named file). */
export async function seedAvatars({ api, tokenOf }) {
  for (const [username, style] of Object.entries(PICTURES)) {
    const form = new FormData();
    form.append("file", new Blob([await picture(style)], { type: "image/png" }), `${username}.png`);
    const response = await fetch(`${api}/user/avatar`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokenOf(username)}` },
      body: form,
    });
    if (!response.ok) throw new Error(`avatar for ${username}: ${response.status} ${await response.text()}`);
  }
  return Object.keys(PICTURES).length;
}
