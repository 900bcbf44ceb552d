import { reportUrlMeta, startReporting } from './reporter.ts';

/** The reporter's entry (/assets/report.js): main.ts loads it only where the meta names a report URL. */
const url = document.querySelector<HTMLMetaElement>(reportUrlMeta)?.content.trim();
if (url) startReporting(window, url);
