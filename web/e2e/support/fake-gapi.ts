// An offline stand-in for Google's `gapi.iframes` loader (https://apis.google.com/js/api.js).
// Firebase's redirect sign-in and the Auth emulator's helper iframe talk through that library,
// which these machines cannot download. The journeys route its URL to this script, so the real
// Firebase SDK and the real Auth emulator pages run unchanged; only the messaging library between
// the app and the emulator's iframe is replaced: requests and replies over postMessage.
import type { BrowserContext } from "playwright-core";

const FAKE_GAPI_SOURCE = String.raw`(function () {
  if (window.gapi && window.gapi.iframes) return;
  var FILTER = function () { return true; };

  function channel(getTarget) {
    var handlers = {}, queued = {}, pending = {}, seq = 0;
    function reply(target, id, responses) {
      target.postMessage({ __fakeGapi: true, kind: "reply", id: id, responses: responses }, "*");
    }
    function handle(target, message) {
      var handler = handlers[message.name];
      if (!handler) { (queued[message.name] = queued[message.name] || []).push([target, message]); return; }
      Promise.resolve(handler(message.payload)).then(function (result) { reply(target, message.id, [result]); });
    }
    window.addEventListener("message", function (event) {
      var data = event.data, target = getTarget();
      if (!data || data.__fakeGapi !== true || !target || event.source !== target) return;
      if (data.kind === "send") handle(target, data);
      else if (data.kind === "reply" && pending[data.id]) { var cb = pending[data.id]; delete pending[data.id]; cb(data.responses); }
    });
    return {
      register: function (name, handler) {
        handlers[name] = handler;
        var waiting = queued[name] || [];
        delete queued[name];
        waiting.forEach(function (entry) { handle(entry[0], entry[1]); });
      },
      send: function (name, payload, callback) {
        var target = getTarget(), id = ++seq;
        pending[id] = callback || function () {};
        target.postMessage({ __fakeGapi: true, kind: "send", name: name, payload: payload, id: id }, "*");
      },
    };
  }

  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement("iframe");
      var loaded = new Promise(function (resolve) { frame.addEventListener("load", resolve); });
      var attributes = options.attributes || {};
      Object.keys(attributes.style || {}).forEach(function (key) { frame.style[key] = attributes.style[key]; });
      Object.keys(attributes).forEach(function (key) { if (key !== "style") frame.setAttribute(key, attributes[key]); });
      var api = channel(function () { return frame.contentWindow; });
      var iframe = {
        register: api.register,
        send: api.send,
        restyle: function () { return Promise.resolve(); },
        ping: function (callback) { return loaded.then(function () { if (callback) callback(); }); },
      };
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
    },
    getParentIframe: function () {
      var api = channel(function () { return window.parent; });
      return { register: api.register, send: api.send };
    },
  };

  window.gapi = {
    load: function (_name, options) { setTimeout(function () { (typeof options === "function" ? options : options.callback)(); }, 0); },
    iframes: { getContext: function () { return context; }, CROSS_ORIGIN_IFRAMES_FILTER: FILTER, Iframe: function () {} },
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get("onload") : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === "function") window[onload]();
    else if (typeof window.gapi_onload === "function") window.gapi_onload();
  }, 0);
})();`;

/** Serves the stand-in for every request of the browser context to Google's gapi loader. */
export async function routeFakeGapi(context: BrowserContext): Promise<void> {
  await context.route("https://apis.google.com/js/api.js**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_GAPI_SOURCE }),
  );
}
