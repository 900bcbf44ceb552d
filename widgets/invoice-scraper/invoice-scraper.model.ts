import { batch, computed, createModel, signal } from '@preact/signals-react';
import { createSubmission } from '../core/form/index.ts';
import { type ApiClient, ApiError } from '../core/runtime/http.ts';
import type { Translation } from '../core/runtime/translations.ts';
import { type FileResult, invoiceScraperApi } from './invoice-scraper.api.ts';
import { invoiceScraperMessages as messages } from './invoice-scraper.messages.ts';

type InvoiceScraperTexts = Translation<typeof messages>;

/** One sent file and what the server made of it (undefined: the answer did not name it). */
export interface ScrapedFile {
  readonly name: string;
  readonly result: FileResult | undefined;
}

export interface InvoiceScraperDependencies {
  api: () => ApiClient;
  onScraped?: (files: readonly ScrapedFile[]) => void;
}

/**
 * A failed request the server gave no words for: what kind of failure, and the status of an HTTP
 * one. Kept as such, it is written in whatever language the element shows when it is drawn.
 */
export type ScrapeFailure =
  | { readonly kind: 'http'; readonly status: number }
  | { readonly kind: 'timeout' | 'network' | 'malformed' | 'unexpected' };

/**
 * What the alert says: the server's reason (or core's words for a call the page refused), a text
 * the texts map translates where the product knows it; or a failure of the tool's own.
 */
export type ScrapeError = { readonly reason: string } | { readonly failure: ScrapeFailure };

/** The download's name: the PDF's name with the format's extension ('reikningur.pdf' → 'reikningur.csv'). */
export function downloadName(pdfName: string, extension: 'json' | 'csv'): string {
  const base = pdfName.replace(/\.pdf$/i, '');
  return `${base === '' ? 'invoice' : base}.${extension}`;
}

/** A failure the server gave no reason for; undefined for one it did, or that the page refused. */
function unexplained(error: unknown): ScrapeFailure | undefined {
  if (!(error instanceof ApiError)) return { kind: 'unexpected' };
  if (error.reason || error.blockedBy) return undefined;
  return error.kind === 'http' ? { kind: 'http', status: error.status } : { kind: error.kind };
}

/**
 * Spec §8 "Invoice tool": the server's reason, else the failure itself, said in words (a staff tool:
 * the kind of failure helps whoever reports it), in the language of `texts`.
 */
export function failureText(failure: ScrapeFailure, texts: InvoiceScraperTexts): string {
  return texts.failed(
    failure.kind === 'http' ? texts.failures.http(failure.status) : texts.failures[failure.kind],
  );
}

/**
 * The invoice tool (spec §5 "Invoice tool"): the chosen files (picked or dropped, one of each
 * name), the two formats, and one request at a time that sends every file and answers per file.
 */
export const InvoiceScraperModel = createModel((dependencies: InvoiceScraperDependencies) => {
  const files = signal<readonly File[]>([]);
  const json = signal(true);
  const csv = signal(true);
  /** Why the form cannot be sent, shown at the file picker or at the formats. */
  const filesMessage = signal<string | undefined>(undefined);
  const formatsMessage = signal<string | undefined>(undefined);
  /** The last request's failure, when it had no reason; what the alert says is built from it. */
  const failure = signal<ScrapeFailure | undefined>(undefined);

  const submission = createSubmission<readonly ScrapedFile[]>({
    validate: () => {
      const noFile = files.peek().length === 0;
      const noFormat = !json.peek() && !csv.peek();
      batch(() => {
        filesMessage.value = noFile ? messages.noFile : undefined;
        formatsMessage.value = noFormat ? messages.noFormat : undefined;
      });
      return !noFile && !noFormat;
    },
    send: async () => {
      const sent = files.peek();
      try {
        const results = await invoiceScraperApi.scrape(dependencies.api(), sent);
        return sent.map((file) => ({
          name: file.name,
          result: Object.hasOwn(results, file.name) ? results[file.name] : undefined,
        }));
      } catch (error) {
        failure.value = unexplained(error);
        throw error;
      }
    },
    onSubmitted: (scraped) => dependencies.onScraped?.(scraped),
  });

  /** What the alert says while the submission is in error. */
  const error = computed<ScrapeError | undefined>(() => {
    const state = submission.state.value;
    if (state.kind !== 'error') return undefined;
    const unexplainedFailure = failure.value;
    return unexplainedFailure ? { failure: unexplainedFailure } : { reason: state.message };
  });

  return {
    files,
    json,
    csv,
    filesMessage,
    formatsMessage,
    submission,
    error,
    /** Adds picked or dropped files; a file of a name already chosen takes that one's place. */
    add: (added: readonly File[]) => {
      if (added.length === 0) return;
      const names = new Set(added.map((file) => file.name));
      batch(() => {
        files.value = [...files.peek().filter((file) => !names.has(file.name)), ...added];
        filesMessage.value = undefined;
      });
    },
    remove: (name: string) => {
      files.value = files.peek().filter((file) => file.name !== name);
    },
    setFormat: (format: 'json' | 'csv', chosen: boolean) => {
      batch(() => {
        (format === 'json' ? json : csv).value = chosen;
        if (chosen) formatsMessage.value = undefined;
      });
    },
    /** 'Submit Query': again after a result too (new files, or the same once more). */
    submit: () => {
      if (submission.state.peek().kind === 'submitted') submission.reset();
      return submission.submit();
    },
  };
});

export type InvoiceScraperModelInstance = InstanceType<typeof InvoiceScraperModel>;
