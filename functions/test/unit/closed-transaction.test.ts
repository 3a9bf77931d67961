// A transaction the Firestore emulator closed under contention (INVALID_ARGUMENT "Transaction is
// invalid or closed", which the SDK does not retry) is run again, a few times at most; any other
// failure is not.
import { afterEach, describe, expect, it, vi } from "vitest";
import { CLOSED_TRANSACTION_ATTEMPTS, db, isClosedTransaction, runTransaction } from "../../src/lib/firebase";

const closed = Object.assign(new Error("3 INVALID_ARGUMENT: Transaction is invalid or closed."), { code: 3 });
const invalid = Object.assign(new Error("3 INVALID_ARGUMENT: Value for argument is not valid."), { code: 3 });

afterEach(() => vi.restoreAllMocks());

describe("a transaction closed under it", () => {
  it("when the emulator closed the transaction once, then it runs again and its answer comes back", async () => {
    const run = vi.spyOn(db(), "runTransaction").mockRejectedValueOnce(closed).mockResolvedValueOnce("done");
    await expect(runTransaction(async () => "done", { maxAttempts: 20 })).resolves.toBe("done");
    expect(run).toHaveBeenCalledTimes(2);
    expect(run.mock.calls[1]?.[1]).toEqual({ maxAttempts: 20 });
  });

  it("when it keeps being closed, then it gives up after a few runs with that error", async () => {
    const run = vi.spyOn(db(), "runTransaction").mockRejectedValue(closed);
    await expect(runTransaction(async () => "done")).rejects.toBe(closed);
    expect(run).toHaveBeenCalledTimes(CLOSED_TRANSACTION_ATTEMPTS);
  });

  it("when it fails for another reason, then it is not run again", async () => {
    const run = vi.spyOn(db(), "runTransaction").mockRejectedValue(invalid);
    await expect(runTransaction(async () => "done")).rejects.toBe(invalid);
    expect(run).toHaveBeenCalledTimes(1);
    expect(isClosedTransaction(invalid)).toBe(false);
    expect(
      isClosedTransaction(Object.assign(new Error("Transaction is invalid or closed."), { code: 10 })),
    ).toBe(false);
    expect(isClosedTransaction(closed)).toBe(true);
  });
});
