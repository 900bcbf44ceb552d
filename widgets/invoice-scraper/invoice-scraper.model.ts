import { batch, createModel, signal } from '@preact/signals-react';
import { createSubmission } from '../core/form/index.ts';
import { type ApiClient, ApiError } from '../core/runtime/http.ts';
import { icelandic, messagesIn, type Translation, type Translations } from '../core/runtime/translations.ts';
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
  /**
   * The element's language (default the catalogue's own): a failure's text is built in it, as it
   * holds the status or the error, which no translation of the catalogue's texts can cover.
   */
  locale?: () => Translations;
}

/** The download's name: the PDF's name with the format's extension ('reikningur.pdf' → 'reikningur.csv'). */
export function downloadName(pdfName: string, extension: 'json' | 'csv'): string {
  const base = pdfName.replace(/\.pdf$/i, '');
  return `${base === '' ? 'invoice' : base}.${extension}`;
}

/**
 * Spec §8 "Invoice tool": the server's reason, else the error itself, said in words (a staff tool:
 * the kind of failure helps whoever reports it).
 */
function failureText(error: unknown, texts: InvoiceScraperTexts): string {
  if (!(error instanceof ApiError)) return texts.failed(String(error));
  if (error.reason) return error.reason;
  const what = error.kind === 'http' ? texts.failures.http(error.status) : texts.failures[error.kind];
  return texts.failed(what);
}

/**
 * The invoice tool (spec §5 "Invoice tool"): the chosen files (picked or dropped, one of each
 * name), the two formats, and one request at a time that sends every file and answers per file.
 */
export const InvoiceScraperModel = createModel((dependencies: InvoiceScraperDependencies) => {
  const texts = (): InvoiceScraperTexts => messagesIn(dependencies.locale?.() ?? icelandic, messages);
  const files = signal<readonly File[]>([]);
  const json = signal(true);
  const csv = signal(true);
  /** Why the form cannot be sent, shown at the file picker or at the formats. */
  const filesMessage = signal<string | undefined>(undefined);
  const formatsMessage = signal<string | undefined>(undefined);

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
        // createSubmission shows an ApiError's reason: the error's own words become that reason.
        if (error instanceof ApiError && !error.reason)
          throw new ApiError(error.status, failureText(error, texts()), error.kind);
        throw error;
      }
    },
    // Read when a request fails (createSubmission reads it then), so it is in the language shown then.
    get fallbackMessage() {
      const current = texts();
      return current.failed(current.failures.unexpected);
    },
    onSubmitted: (scraped) => dependencies.onScraped?.(scraped),
  });

  return {
    files,
    json,
    csv,
    filesMessage,
    formatsMessage,
    submission,
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
