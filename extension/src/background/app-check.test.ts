// The extension's App Check token cache: kept until shortly before it expires, one fetch for
// callers that ask at once, dropped when the server refused it, and a failed fetch not kept.
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  APP_CHECK_REFRESH_MARGIN_MS,
  createAppCheckTokens,
  type AppCheckToken,
  type TokenStore,
} from "./app-check";

const MINUTE = 60_000;

// The texts' lookup answers with the key, so a test can tell which text an error carries.
beforeAll(() => {
  vi.stubGlobal("chrome", { i18n: { getMessage: (key: string) => key } });
});

function memoryStore(initial?: AppCheckToken): TokenStore & { value?: AppCheckToken } {
  const store: TokenStore & { value?: AppCheckToken } = {
    value: initial,
    get: async () => store.value,
    set: async (token) => {
      store.value = token;
    },
    clear: async () => {
      store.value = undefined;
    },
  };
  return store;
}

/** A cache over a counting fetch; each fetched token lasts 30 minutes from the clock's time. */
function setUp(initial?: AppCheckToken) {
  let clock = 1_000_000;
  let issued = 0;
  const fetchToken = vi.fn(async () => {
    issued += 1;
    return { token: `token-${issued}`, expireTimeMillis: clock + 30 * MINUTE };
  });
  const store = memoryStore(initial);
  const tokens = createAppCheckTokens({ fetchToken, store, now: () => clock });
  return { tokens, fetchToken, store, advance: (ms: number) => (clock += ms) };
}

describe("the extension's App Check tokens", () => {
  it("when a token is asked for twice within its life, then it is fetched once and kept in the store", async () => {
    const { tokens, fetchToken, store, advance } = setUp();
    expect(await tokens()).toBe("token-1");
    advance(20 * MINUTE);
    expect(await tokens()).toBe("token-1");
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(store.value?.token).toBe("token-1");
  });

  it("when the token is within the margin of its expiry, then a new one is fetched before it expires", async () => {
    const { tokens, fetchToken, advance } = setUp();
    await tokens();
    advance(30 * MINUTE - APP_CHECK_REFRESH_MARGIN_MS + 1);
    expect(await tokens()).toBe("token-2");
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it("when many calls ask at once with nothing stored, then one fetch serves them all", async () => {
    const { tokens, fetchToken } = setUp();
    const all = await Promise.all(Array.from({ length: 8 }, () => tokens()));
    expect(new Set(all)).toEqual(new Set(["token-1"]));
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it("when the worker restarts with a live token in session storage, then no fetch", async () => {
    const stored = { token: "kept", expireTimeMillis: 1_000_000 + 20 * MINUTE };
    const { tokens, fetchToken } = setUp(stored);
    expect(await tokens()).toBe("kept");
    expect(fetchToken).not.toHaveBeenCalled();
  });

  it("when the server refused the token, then a forced call drops it and fetches a new one", async () => {
    const { tokens, fetchToken } = setUp();
    await tokens();
    expect(await tokens(true)).toBe("token-2");
    expect(await tokens()).toBe("token-2");
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it("when a fetch fails or answers without a token, then every waiting call fails and the next one tries again", async () => {
    const store = memoryStore();
    const fetchToken = vi
      .fn<() => Promise<AppCheckToken>>()
      .mockRejectedValueOnce(new Error("429: too many"))
      .mockResolvedValueOnce({ nonsense: true } as unknown as AppCheckToken)
      .mockResolvedValueOnce({ token: "good", expireTimeMillis: Date.now() + 30 * MINUTE });
    const tokens = createAppCheckTokens({ fetchToken, store });
    const failed = await Promise.allSettled([tokens(), tokens()]);
    expect(failed.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await expect(tokens()).rejects.toThrow("errorUnreachable");
    expect(store.value).toBeUndefined();
    expect(await tokens()).toBe("good");
  });
});
