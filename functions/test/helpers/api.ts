// Calls the real Express app in process, the way the web client does.
import request from "supertest";
import { createApp } from "../../src/app";

const app = createApp();

export function api(idToken?: string) {
  const withToken = <T extends request.Test>(test: T): T =>
    idToken ? (test.set("Authorization", `Bearer ${idToken}`) as T) : test;
  return {
    get: (path: string) => withToken(request(app).get(path)),
    post: (path: string) => withToken(request(app).post(path)),
    patch: (path: string) => withToken(request(app).patch(path)),
    put: (path: string) => withToken(request(app).put(path)),
    delete: (path: string) => withToken(request(app).delete(path)),
  };
}

export { app };
