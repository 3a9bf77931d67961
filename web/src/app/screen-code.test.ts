// The early start of a signed-in screen's code: the files the build lists for it in index.html,
// each one's preload link inserted in a task of its own (never a dozen in one long task), and the
// import after them.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { preloadFiles } from "./screen-code";

const files = Array.from({ length: 10 }, (_, index) => `assets/chunk-${index}.js`);
const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) =>
    new URL(link.href).pathname.slice(1),
  );

/** Each timer's callback is a task of its own, run here one at a time, in order. */
let tasks: Array<() => void> = [];
const runTasks = () => {
  const perTask: number[] = [];
  while (tasks.length) {
    const before = preloads().length;
    tasks.shift()?.();
    perTask.push(preloads().length - before);
  }
  return perTask;
};

beforeEach(() => {
  tasks = [];
  vi.spyOn(window, "setTimeout").mockImplementation(((callback: () => void) => {
    tasks.push(callback);
    return 0;
  }) as unknown as typeof setTimeout);
});
afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("preloading a screen's files", () => {
  it("when index.html lists ten files for Home, then one link goes in per task and the import comes after", () => {
    document.body.innerHTML = `<template id="screen-code" data-shell="assets/protected-layout-1.js"
      data-home="${files.join(" ")}"></template>`;
    const then = vi.fn(() => expect(preloads()).toEqual(files));
    preloadFiles("home", then);
    expect(preloads()).toEqual([]);
    expect(runTasks()).toEqual([...files.map(() => 1), 0]);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it("when each screen has its list, then a screen's links are its own files only", () => {
    document.body.innerHTML = `<template id="screen-code" data-shell="assets/protected-layout-1.js"
      data-home="assets/home-1.js assets/page-1.js"></template>`;
    preloadFiles("shell", () => undefined);
    runTasks();
    expect(preloads()).toEqual(["assets/protected-layout-1.js"]);
  });

  it("when there is no list (the dev server), then no link goes in and the import still comes", () => {
    const then = vi.fn();
    preloadFiles("article", then);
    expect(then).not.toHaveBeenCalled();
    runTasks();
    expect(preloads()).toEqual([]);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
