// Thin route handlers: `handle()` validates the body, query and params with zod, calls the
// service with the caller's uid, and sends the result as JSON (or 204 for undefined).
import type { Request, RequestHandler } from "express";
import type { ZodType, z } from "zod";
import type { Caller } from "../types/express";
import { zodToAppError } from "./zod-error";

interface Schemas {
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
}

type Parsed<S extends Schemas, K extends keyof Schemas> = S[K] extends ZodType ? z.output<S[K]> : undefined;

export interface HandlerContext<S extends Schemas> {
  body: Parsed<S, "body">;
  query: Parsed<S, "query">;
  params: Parsed<S, "params">;
  caller: Caller;
  req: Request;
}

/** A result with a status code other than 200; build it with `created()`. */
const STATUS = Symbol("status");
interface WithStatus {
  [STATUS]: number;
  body: unknown;
}

export const created = (body: unknown): WithStatus => ({ [STATUS]: 201, body });
/** 202: the work was accepted and goes on as a job (the body says which). */
export const accepted = (body: unknown): WithStatus => ({ [STATUS]: 202, body });

export function handle<S extends Schemas>(
  schemas: S,
  fn: (ctx: HandlerContext<S>) => Promise<unknown>,
): RequestHandler {
  return async (req, res) => {
    if (!req.caller) throw new Error("handle() needs the authenticate middleware");
    const ctx = {
      body: parse(schemas.body, req.body ?? {}),
      query: parse(schemas.query, queryWithoutIdentity(req)),
      params: parse(schemas.params, req.params),
      caller: req.caller,
      req,
    } as HandlerContext<S>;
    const result = await fn(ctx);
    if (result === undefined) {
      res.status(204).end();
    } else if (typeof result === "object" && result !== null && STATUS in result) {
      const { [STATUS]: status, body } = result as WithStatus;
      res.status(status).json(body);
    } else {
      res.json(result);
    }
  };
}

function parse(schema: ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw zodToAppError(result.error);
  return result.data;
}

/** `firebaseUid` in the query string was checked by the identity middleware. */
function queryWithoutIdentity(req: Request): Record<string, unknown> {
  const { firebaseUid: _checked, ...rest } = req.query as Record<string, unknown>;
  return rest;
}
