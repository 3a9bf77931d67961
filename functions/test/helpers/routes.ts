// Every route the Express app serves, found by walking its router stacks from their mount paths,
// with the handlers each route runs (so tests can check which middleware guards a route).
import type { RequestHandler } from "express";
import { app } from "./api";

interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
  handle?: RequestHandler & { stack?: Layer[] };
  /** The path a router was mounted at, as Express's router keeps it. */
  rawPath?: unknown;
}

export interface AppRoute {
  method: string;
  path: string;
  /** The handlers of this route, in order (router-level middleware not included). */
  handlers: RequestHandler[];
}

export function appRoutes(): AppRoute[] {
  const found: AppRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const handlers = layer.route.stack.map((inner) => inner.handle as RequestHandler);
        for (const method of Object.keys(layer.route.methods))
          found.push({ method, path: prefix + layer.route.path, handlers });
      } else if (layer.handle?.stack) {
        if (typeof layer.rawPath !== "string") throw new Error("Cannot read a router's mount path.");
        walk(layer.handle.stack, prefix + (layer.rawPath === "/" ? "" : layer.rawPath));
      }
    }
  };
  walk((app.router as unknown as { stack: Layer[] }).stack, "");
  return found;
}
