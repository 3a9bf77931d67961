// The accessibility gate of the browser journeys: axe-core on the page as it is now, failing on any
// violation of impact serious or critical. axe's source is evaluated through Playwright (CDP
// Runtime.evaluate), which the page's Content-Security-Policy does not govern, so the Hosting CSP
// stays exactly production's (no bypassCSP, no injected script tag) and the journeys' CSP checks
// still see every real violation.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import type { AxeResults, ImpactValue, RunOptions } from "axe-core";
import { expect } from "vitest";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const BLOCKING: ImpactValue[] = ["serious", "critical"];

/**
 * Findings that are not defects, each with its reason; matched on the rule and the element.
 * Headless UI's popover (the share popover) places focus guards, aria-hidden buttons whose focus
 * handler moves focus on at once (into the panel, or past it), so neither keyboard nor screen reader
 * users ever rest on them; the share journey checks that Tab goes from the trigger into the panel.
 */
const ACCEPTED = [{ rule: "aria-hidden-focus", selector: "[data-headlessui-focus-guard]" }];

export interface A11yFinding {
  rule: string;
  impact: ImpactValue | undefined;
  help: string;
  target: string;
  html: string;
}

/** The serious and critical axe-core findings on the page, accepted ones left out. */
export async function seriousA11yFindings(page: Page): Promise<A11yFinding[]> {
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (accepted) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, { elementRef: true });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes
        .filter(
          (node) =>
            !accepted.some(({ rule, selector }) => rule === violation.id && node.element?.matches(selector)),
        )
        .map((node) => ({ target: node.target.join(" "), html: node.html })),
    }));
  }, ACCEPTED);
  return violations
    .filter((violation) => BLOCKING.includes(violation.impact ?? null))
    .flatMap(({ nodes, ...violation }) => nodes.map((node) => ({ ...violation, ...node })));
}

/** One readable line per finding: rule, impact, the element, and what axe asks for. */
export function describeFinding(finding: A11yFinding): string {
  return `${finding.rule} (${finding.impact}) at ${finding.target}: ${finding.help} | ${finding.html.slice(0, 160)}`;
}

/** Fails with every serious or critical axe-core finding on the page, `label` naming the screen. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const findings = await seriousA11yFindings(page);
  expect(findings.map(describeFinding), `axe-core: serious or critical violations on ${label}`).toEqual([]);
}
