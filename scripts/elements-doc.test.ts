import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { renderElementsDoc } from './elements-doc.ts';
import { buildManifest } from './manifest.ts';

// The build rewrites the working copy, so the file as committed (git's index: what a commit takes)
// is the one checked: a definition changed without its docs fails here, after the build too.
const committed = execFileSync('git', ['show', ':docs/elements.md'], { encoding: 'utf8' });

describe('docs/elements.md', () => {
  const manifest = buildManifest('.');

  it("is what the elements' definitions make now (npm run build rewrites it: commit it)", () => {
    expect(committed).toBe(renderElementsDoc(manifest));
  });

  it('names every element, attribute and event of custom-elements.json', () => {
    for (const element of manifest.modules.flatMap((module) => module.declarations)) {
      const section = committed.slice(committed.indexOf(`## \`<${element.tagName}>\``));
      const own = section.slice(0, section.indexOf('\n## ', 1));
      for (const attribute of element.attributes) expect(own).toContain(`| \`${attribute.name}\` |`);
      for (const event of element.events) expect(own).toContain(`| \`${event.name}\` |`);
    }
  });
});
