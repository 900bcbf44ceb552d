import { useSignals } from '@preact/signals-react/runtime';
import { type DragEvent, type ReactNode, useId, useState } from 'react';
import { FocusHeading } from '../core/applications/FocusHeading.tsx';
import { formatIsk } from '../core/runtime/format.ts';
import { useLang, useMessages, useTranslate } from '../core/runtime/locale.ts';
import { useWidgetModel } from '../core/runtime/use-widget-model.ts';
import { Alert, Button, Checkbox, Form, ProgressLine } from '../core/ui/index.ts';
import type { FileResult } from './invoice-scraper.api.ts';
import { invoiceScraperMessages } from './invoice-scraper.messages.ts';
import {
  downloadName,
  failureText,
  InvoiceScraperModel,
  type InvoiceScraperModelInstance,
  type ScrapedFile,
} from './invoice-scraper.model.ts';
import { saveFile } from './save-file.ts';

/** `<byko-invoice-scraper>`: the staff's invoice tool (spec §2 "Other tools", §5, §8). */
export function InvoiceScraperWidget(): ReactNode {
  useSignals();
  const model = useWidgetModel(
    (widget) =>
      new InvoiceScraperModel({
        api: () => widget().api,
        onScraped: (files) => widget().emit('byko-invoices-scraped', { files }),
      }),
  );
  const messages = useMessages(invoiceScraperMessages);
  const translate = useTranslate();
  const state = model.submission.state.value;
  const error = model.error.value;
  const busy = model.submission.busy.value;
  const formatsMessage = model.formatsMessage.value;
  const formatsErrorId = `${useId()}-formats-error`;
  return (
    <section className="byko-panel byko-stack scraper" aria-labelledby="scraper-heading" aria-busy={busy}>
      <h1 className="byko-heading" id="scraper-heading">
        {messages.heading}
      </h1>
      <Form onSubmit={() => void model.submit()} part="form">
        <FilePicker model={model} />
        {/* Neither format chosen: the group is marked and tied to its message, and takes the focus
          (tabIndex -1) as the first thing to fix when the files are there. */}
        <fieldset
          className="scraper-formats"
          aria-invalid={formatsMessage ? 'true' : undefined}
          aria-describedby={formatsMessage ? formatsErrorId : undefined}
          tabIndex={formatsMessage ? -1 : undefined}
        >
          <legend>{messages.formats}</legend>
          <Checkbox checked={model.json.value} onChange={(chosen) => model.setFormat('json', chosen)}>
            {messages.json}
          </Checkbox>
          <Checkbox checked={model.csv.value} onChange={(chosen) => model.setFormat('csv', chosen)}>
            {messages.csv}
          </Checkbox>
          {formatsMessage ? (
            <p className="byko-field-error" id={formatsErrorId} role="alert">
              {translate(formatsMessage)}
            </p>
          ) : null}
        </fieldset>
        <Button type="submit" busy={busy} busyLabel={messages.reading(model.files.value.length)}>
          {messages.submit}
        </Button>
      </Form>
      <div aria-live="polite">
        {state.kind === 'submitting' ? (
          <ProgressLine label={messages.reading(model.files.value.length)} />
        ) : null}
      </div>
      {/* A failure of the tool's own is written at each render, so a change of language rewrites it. */}
      {error ? (
        <Alert
          step="submit"
          message={'reason' in error ? error.reason : failureText(error.failure, messages)}
        />
      ) : null}
      {state.kind === 'submitted' ? <Results model={model} files={state.result} /> : null}
    </section>
  );
}

/**
 * The file input (several at once) and around it a zone that takes dropped files. Picking or
 * dropping adds to the list; each chosen file can be removed.
 */
function FilePicker(props: { model: InvoiceScraperModelInstance }): ReactNode {
  useSignals();
  const { model } = props;
  const messages = useMessages(invoiceScraperMessages);
  const translate = useTranslate();
  const id = useId();
  const errorId = `${id}-error`;
  const [dragging, setDragging] = useState(false);
  const message = model.filesMessage.value;
  const files = model.files.value;
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    model.add(Array.from(event.dataTransfer.files));
  };
  return (
    <div className="byko-field">
      <label htmlFor={id}>{messages.files}</label>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for a mouse; the file input in it is the way for the keyboard and screen readers */}
      <div
        className="scraper-drop"
        data-dragging={dragging ? '' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        part="drop-zone"
      >
        <p className="scraper-drop-hint">{messages.dropHint}</p>
        <input
          id={id}
          type="file"
          multiple
          accept="application/pdf,.pdf"
          aria-invalid={message ? 'true' : undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(event) => {
            model.add(Array.from(event.target.files ?? []));
            // The list below is what will be sent: the input is emptied, so picking the same file
            // again after removing it still counts as a change.
            event.target.value = '';
          }}
        />
      </div>
      {message ? (
        <p className="byko-field-error" id={errorId} role="alert">
          {translate(message)}
        </p>
      ) : null}
      {files.length > 0 ? (
        <>
          <p className="scraper-count">{messages.chosen(files.length)}</p>
          <ul className="scraper-files">
            {files.map((file) => (
              <li key={file.name}>
                <span className="scraper-file-name">{file.name}</span>
                <Button
                  variant="secondary"
                  disabled={model.submission.busy.value}
                  onClick={() => model.remove(file.name)}
                >
                  {messages.removeLabel}
                  {/* Read as 'Remove invoice.pdf': one button per file, each named for its file. */}
                  <span className="byko-visually-hidden"> {file.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function Results(props: { model: InvoiceScraperModelInstance; files: readonly ScrapedFile[] }): ReactNode {
  useSignals();
  const messages = useMessages(invoiceScraperMessages);
  const formats = (['json', 'csv'] as const).filter((format) => props.model[format].value);
  return (
    <section className="byko-stack scraper-results">
      {/* The answer replaces the progress line: the focus moves to it from the button. */}
      <FocusHeading focus className="byko-subheading">
        {messages.results}
      </FocusHeading>
      <ul className="scraper-result-list">
        {props.files.map((file) => (
          <li key={file.name} className="scraper-result">
            <h3 className="scraper-result-name">{file.name}</h3>
            <FileOutcome name={file.name} result={file.result} formats={formats} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function FileOutcome(props: {
  name: string;
  result: FileResult | undefined;
  formats: readonly ('json' | 'csv')[];
}): ReactNode {
  const { result } = props;
  const messages = useMessages(invoiceScraperMessages);
  const translate = useTranslate();
  const lang = useLang();
  if (!result) return <p className="byko-alert">{messages.noResult}</p>;
  // The server's words for this file: in the element's language when the product knows them.
  if (result.error) return <p className="byko-alert">{translate(result.error)}</p>;
  const invoice = result.json;
  const contents = {
    json: invoice ? `${JSON.stringify(invoice, null, 2)}\n` : undefined,
    csv: result.csv ?? undefined,
  };
  return (
    <>
      {invoice ? (
        <dl className="scraper-summary">
          <dt>{messages.invoiceNumber}</dt>
          <dd>{invoice.invoiceNumber}</dd>
          <dt>{messages.date}</dt>
          <dd>{invoice.date}</dd>
          <dt>{messages.seller}</dt>
          <dd>{invoice.seller}</dd>
          <dt>{messages.buyer}</dt>
          <dd>{invoice.buyer}</dd>
          <dt>{messages.lines}</dt>
          <dd>{invoice.lines.length}</dd>
          <dt>{messages.total}</dt>
          <dd>{formatIsk(invoice.total, lang)}</dd>
        </dl>
      ) : null}
      <div className="scraper-downloads">
        {props.formats.map((format) => {
          const content = contents[format];
          if (content === undefined) return null;
          const fileName = downloadName(props.name, format);
          const type = format === 'json' ? 'application/json' : 'text/csv';
          return (
            <Button key={format} variant="secondary" onClick={() => saveFile(fileName, content, type)}>
              {messages.download(fileName)}
            </Button>
          );
        })}
      </div>
    </>
  );
}
