// Folders and tags: create, list, names unique regardless of case, delete with its effects.
import { describe, expect, it } from "vitest";
import { syncedUser, type SyncedUser } from "../helpers/users";

describe("folders", () => {
  it("when folders are created, then they are listed by name and duplicates are refused", async () => {
    const user = await syncedUser();
    expect((await user.call.post("/api/folders").send({ name: "  Work " })).body).toMatchObject({
      name: "Work",
    });
    await user.call.post("/api/folders").send({ name: "Archive" });
    const duplicate = await user.call.post("/api/folders").send({ name: "work" });
    expect(duplicate.status).toBe(409);
    const names = (await user.call.get("/api/folders")).body.map((f: { name: string }) => f.name);
    expect(names).toEqual(["Archive", "Work"]);
  });

  it("when a folder name is blank, too long or not text, then 400 and nothing is created", async () => {
    const user = await syncedUser();
    for (const body of [
      { name: "   " },
      { name: "x".repeat(51) },
      { name: 5 },
      {},
      { name: "ok", color: "#fff" },
    ]) {
      expect((await user.call.post("/api/folders").send(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await user.call.get("/api/folders")).body).toEqual([]);
  });

  it("when a folder is deleted, then its articles move to no folder", async () => {
    const user = await syncedUser();
    const folder = (await user.call.post("/api/folders").send({ name: "Temp" })).body;
    const id = (await user.call.post("/api/articles").send({ title: "In temp", content: "Body" })).body.id;
    await user.call.patch(`/api/articles/${id}/folder`).send({ folderId: folder.id });
    expect((await user.call.delete(`/api/folders/${folder.id}`)).status).toBe(204);
    expect((await user.call.get(`/api/articles/${id}`)).body.folderId).toBeNull();
    expect((await user.call.get("/api/folders")).body).toEqual([]);
    expect((await user.call.delete(`/api/folders/${folder.id}`)).status).toBe(404);
  });
});

describe("tags", () => {
  it("when a tag is created with or without a colour, then the default is #3b82f6", async () => {
    const user = await syncedUser();
    const plain = await user.call.post("/api/tags").send({ name: "history" });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ name: "history", color: "#3b82f6" });
    const coloured = await user.call.post("/api/tags").send({ name: "art", color: "#10b981" });
    expect(coloured.body.color).toBe("#10b981");
    expect((await user.call.post("/api/tags").send({ name: "bad", color: "red" })).status).toBe(400);
    expect((await user.call.post("/api/tags").send({ name: "HISTORY" })).status).toBe(409);
  });

  it("when a tag is deleted, then it is removed from every article", async () => {
    const user = await syncedUser();
    const tag = (await user.call.post("/api/tags").send({ name: "gone" })).body;
    const keep = (await user.call.post("/api/tags").send({ name: "kept" })).body;
    const ids: string[] = [];
    for (const title of ["One", "Two"]) {
      const id = (await user.call.post("/api/articles").send({ title, content: "Body" })).body.id;
      await user.call.put(`/api/articles/${id}/tags/${tag.id}`);
      await user.call.put(`/api/articles/${id}/tags/${keep.id}`);
      ids.push(id);
    }
    expect((await user.call.delete(`/api/tags/${tag.id}`)).status).toBe(204);
    for (const id of ids) expect((await user.call.get(`/api/articles/${id}`)).body.tagIds).toEqual([keep.id]);
    expect((await user.call.get("/api/tags")).body.map((t: { name: string }) => t.name)).toEqual(["kept"]);
  });
});

describe("folders and tags under concurrent requests", () => {
  type Call = SyncedUser["call"];
  const names = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix} ${i}`);
  /** Creates labels one after another (set-up, not the race under test). */
  async function createInTurn(call: Call, kind: "folders" | "tags", list: string[]) {
    const ids: string[] = [];
    for (const name of list) {
      const response = await call.post(`/api/${kind}`).send({ name });
      expect(response.status, name).toBe(201);
      ids.push(response.body.id);
    }
    return ids;
  }
  const statuses = (responses: { status: number }[]) => responses.map((r) => r.status).sort();

  for (const [kind, noun] of [
    ["folders", "folder"],
    ["tags", "tag"],
  ] as const) {
    it(`when 10 ${kind} of the same name are created at once, then exactly one is created and the rest get 409`, async () => {
      const user = await syncedUser();
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          user.call.post(`/api/${kind}`).send({ name: i % 2 ? "Reading" : "reading" }),
        ),
      );
      expect(statuses(responses)).toEqual([201, ...Array(9).fill(409)]);
      for (const refused of responses.filter((r) => r.status === 409)) {
        expect(refused.body.error).toMatch(new RegExp(`^A ${noun} named "(R|r)eading" already exists\\.$`));
      }
      expect((await user.call.get(`/api/${kind}`)).body).toHaveLength(1);
    });

    it(`when 99 ${kind} exist and 10 more are created at once, then exactly 100 exist`, async () => {
      const user = await syncedUser();
      await createInTurn(user.call, kind, names("existing", 99));
      const responses = await Promise.all(
        names("racing", 10).map((name) => user.call.post(`/api/${kind}`).send({ name })),
      );
      expect(statuses(responses)).toEqual([201, ...Array(9).fill(400)]);
      for (const refused of responses.filter((r) => r.status === 400)) {
        expect(refused.body.error).toBe(`You can have at most 100 ${kind}.`);
      }
      expect((await user.call.get(`/api/${kind}`)).body).toHaveLength(100);
    });
  }

  it("when an article has 19 tags and 10 more are added at once, then it has exactly 20", async () => {
    const user = await syncedUser();
    const tagIds = await createInTurn(user.call, "tags", names("tag", 29));
    const id = (await user.call.post("/api/articles").send({ title: "Tagged", content: "Body" })).body.id;
    for (const tagId of tagIds.slice(0, 19)) {
      expect((await user.call.put(`/api/articles/${id}/tags/${tagId}`)).status).toBe(200);
    }
    const responses = await Promise.all(
      tagIds.slice(19).map((tagId) => user.call.put(`/api/articles/${id}/tags/${tagId}`)),
    );
    expect(statuses(responses)).toEqual([200, ...Array(9).fill(400)]);
    for (const refused of responses.filter((r) => r.status === 400)) {
      expect(refused.body.error).toBe("An article can have at most 20 tags.");
    }
    expect((await user.call.get(`/api/articles/${id}`)).body.tagIds).toHaveLength(20);
  });
});
