// Which extensions the connect page may hand a credential to.
import { describe, expect, it } from "vitest";
import { DEV_EXTENSION_ID, allowedExtensionIds } from "./extension-bridge";

describe("allowedExtensionIds", () => {
  const storeId = "abcdefghijklmnopabcdefghijklmnop";

  it("when the build names the store's id, then it is allowed; on the emulators the development id too", () => {
    expect(allowedExtensionIds({ VITE_EXTENSION_IDS: ` ${storeId} ` }, false)).toEqual([storeId]);
    expect(allowedExtensionIds({ VITE_EXTENSION_IDS: storeId }, true)).toEqual([storeId, DEV_EXTENSION_ID]);
  });

  it("when a production build names none, then no extension is allowed, the development one neither", () => {
    expect(allowedExtensionIds({}, false)).toEqual([]);
  });

  it("when a configured id is not an extension id, then it is ignored", () => {
    expect(
      allowedExtensionIds({ VITE_EXTENSION_IDS: "http://evil.test,ABCDEFGHIJKLMNOPABCDEFGHIJKLMNOP" }, false),
    ).toEqual([]);
  });
});
