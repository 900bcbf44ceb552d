import type { AxeResults, Result, RunOptions } from 'axe-core';

// The accessibility check every story ends with (preview afterEach): axe-core over the story's
// canvas, into the open shadow roots the widgets render in (axe walks open shadow trees on its
// own), after the play function has brought the story to its state. A violation fails the story.

/**
 * Off, and why:
 * - `region` (all content inside landmarks) judges a page; a story shows one element, which the host
 *   page places in its own <main>.
 */
const rules: NonNullable<RunOptions['rules']> = { region: { enabled: false } };

const options: RunOptions = {
  rules,
  resultTypes: ['violations'],
  // The only frames a story shows are the sandbox's stand-ins for other parties' pages (the card
  // issuer's 3-D Secure page): not ours to check, and axe would wait a minute for each to answer.
  iframes: false,
};

/** axe refuses a second run while one is going: story after story, the runs queue. */
let queue: Promise<unknown> = Promise.resolve();

/** Where a node is: axe's selector, with `>>` where it steps into a shadow root. */
function describeTarget(target: Result['nodes'][number]['target']): string {
  return target.map((part) => (Array.isArray(part) ? part.join(' >> ') : String(part))).join(' | ');
}

/** A violation as a reader needs it: the rule, what it asks, and each node with axe's summary. */
export function describeViolations(violations: readonly Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 5).map((node) => {
        const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
        return `  - ${describeTarget(node.target)}\n    ${node.html.slice(0, 200)}\n    ${summary}`;
      });
      const more = violation.nodes.length > 5 ? [`  … and ${violation.nodes.length - 5} more`] : [];
      return [
        `${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help}`,
        ...nodes,
        ...more,
      ].join('\n');
    })
    .join('\n');
}

/** axe's violations in `root` (and its open shadow roots). */
export async function axeViolations(root: Element): Promise<Result[]> {
  const run = queue.then(async () => {
    // Loaded at the first check: a designer opening one story does not wait for it.
    const { default: axe } = await import('axe-core');
    const results: AxeResults = await axe.run(root, options);
    return results.violations;
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Throws, naming every violation, when axe finds any in `root`. */
export async function expectNoAxeViolations(root: Element): Promise<void> {
  const violations = await axeViolations(root);
  if (violations.length === 0) return;
  const error = new Error(
    `axe: ${violations.length} accessibility violation(s)\n${describeViolations(violations)}`,
  );
  error.name = 'AccessibilityViolation';
  throw error;
}
