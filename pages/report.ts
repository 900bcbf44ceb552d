import { metaSetting } from '../widgets/core/runtime/page-settings.ts';
import { startReporting } from './reporter.ts';

/** The reporter's entry (/assets/report.js): only a page whose head names a report URL has it (shell.ts). */
// The setting the server writes from BYKO_REPORT_URL.
const url = metaSetting('reportUrl');
if (url) {
  startReporting(
    {
      origin: location.origin,
      document,
      window,
      route: () => document.documentElement.dataset.route ?? '',
    },
    url,
    // A string body goes as text/plain: a simple request, with no CORS preflight to another origin.
    (to, body) => navigator.sendBeacon(to, body),
  );
}
