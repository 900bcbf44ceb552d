import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderRoute } from './render.ts';
import { pageHtml, reporterScript } from './shell.ts';

// The page the server answers: the error reporter's script only where the head names a report URL.

const template = readFileSync('pages/index.html', 'utf8');
const page = renderRoute(new URL('https://greida.byko.is/borga/demo-card'));
if (page.kind !== 'page') throw new Error('the pay route renders a page');

const reportMeta = '<meta name="byko-report-url" content="https://report.byko.is/errors" />';
const scripts = (html: string) => [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);

describe("a host page's error reporter", () => {
  it('is the first of its scripts when the server names a report URL in its head', () => {
    const html = pageHtml(template, page, [reportMeta]);
    expect(scripts(html)).toEqual([reporterScript, './main.ts']);
  });

  it('is not on a page without a report URL', () => {
    expect(scripts(pageHtml(template, page, []))).toEqual(['./main.ts']);
    expect(
      pageHtml(template, page, ['<meta name="byko-api-base" content="https://api.byko.is" />']),
    ).not.toContain(reporterScript);
  });
});
