// The 'Save to Spurq' bookmarklet: a bookmark whose address is a script. Run on any page, it opens
// Spurq's create screen in a new tab with that page's address and the text selected on it (which
// becomes a highlight once the import lands): `{origin}/#/articles/create?url=…&quote=…`.
//
// It runs inside pages we do not control, so it is written to survive them: plain ES5, no
// globals left behind, every value percent-encoded with encodeURIComponent (which leaves nothing
// that could end the address or start a new parameter: & # % + = ? and quotes all come encoded).
// encodeURIComponent throws on a lone surrogate (broken text on the page, or a cut through an
// emoji); a cut never splits a pair, and text that is broken anyway has its surrogates replaced.
// When the browser blocks the new tab, the page itself goes to Spurq. The whole script is
// percent-encoded into the bookmark's address, since browsers percent-decode a javascript:
// address before running it (a bare % in the code would otherwise break it).
import { CAPTURE_PARAM, CREATE_ROUTE, QUOTE_MAX } from "./capture-link";

/** The bookmarklet's script for the Spurq at `origin` (e.g. https://spurq.web.app). */
export function bookmarkletSource(origin: string): string {
  const base = `${origin.replace(/\/$/, "")}/#${CREATE_ROUTE}?${CAPTURE_PARAM.url}=`;
  return [
    "(function(){",
    "var w=window,s='',q,u,t;",
    "try{s=String(w.getSelection?w.getSelection():'')}catch(e){}",
    "s=s.replace(/^\\s+|\\s+$/g,'');",
    `if(s.length>${QUOTE_MAX}){s=s.slice(0,${QUOTE_MAX});if(/[\\uD800-\\uDBFF]$/.test(s))s=s.slice(0,-1)}`,
    "try{q=encodeURIComponent(s)}catch(e){q=encodeURIComponent(s.replace(/[\\uD800-\\uDFFF]/g,'\\uFFFD'))}",
    `u=${JSON.stringify(base)}+encodeURIComponent(w.location.href)+(q?'&${CAPTURE_PARAM.quote}='+q:'');`,
    "t=w.open(u,'_blank');",
    "if(t){try{t.opener=null}catch(e){}}else{w.location.href=u}",
    "})()",
  ].join("");
}

/** The bookmark's address: `javascript:` and the script, percent-encoded. */
export function bookmarkletHref(origin: string): string {
  return `javascript:${encodeURIComponent(bookmarkletSource(origin))}`;
}
