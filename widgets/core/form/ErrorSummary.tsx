import { type MouseEvent, type ReactNode, useId, useLayoutEffect, useState } from 'react';
import { useMessages } from '../runtime/locale.ts';
import { useShadowStyles } from '../runtime/styles.ts';
import type { Translation } from '../runtime/translations.ts';
import { type ErrorSummaryProps, focusField } from '../runtime/ui/Form.tsx';
import errorSummaryCss from './error-summary.css?inline';
import { formMessages } from './form.messages.ts';

type FormMessages = Translation<typeof formMessages>;

/** One message the form shows, and the input it belongs to. */
interface SummaryEntry {
  /** The message element's id: one entry per message (a radio group's radios share theirs). */
  key: string;
  label: string;
  message: string;
  control: HTMLElement;
}

const squeeze = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** A radio or a box answers its group's question: the group's legend names it, and holds its message. */
function groupOf(control: HTMLElement): HTMLFieldSetElement | null {
  const choice =
    control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox');
  return choice ? control.closest('fieldset') : null;
}

function labelOf(control: HTMLElement): string {
  const group = groupOf(control);
  if (group) return squeeze(group.querySelector(':scope > legend')?.textContent);
  const labelled = 'labels' in control ? (control.labels as NodeListOf<HTMLLabelElement> | null) : null;
  return squeeze(labelled?.[0]?.textContent ?? control.getAttribute('aria-label'));
}

/** The field's message: the error (core's FieldFrame markup) among what describes it or its group. */
function messageOf(control: HTMLElement, root: Document | ShadowRoot): HTMLElement | undefined {
  const ids = [control.getAttribute('aria-describedby'), groupOf(control)?.getAttribute('aria-describedby')]
    .join(' ')
    .split(/\s+/)
    .filter(Boolean);
  for (const id of ids) {
    const element = root.getElementById(id);
    if (element?.classList.contains('byko-field-error')) return element;
  }
  return undefined;
}

/** The section a field sits in (its innermost fieldset's legend), to tell two 'Kennitala' apart. */
function placeOf(control: HTMLElement): string {
  const fieldset = (groupOf(control) ?? control).parentElement?.closest('fieldset');
  return squeeze(fieldset?.querySelector(':scope > legend')?.textContent);
}

/**
 * Every message the form shows now, in the order of its fields. The labels and messages are read as
 * shown, so already in the element's language; `messages` names a place in the same language.
 */
function readEntries(form: HTMLFormElement, messages: FormMessages): SummaryEntry[] {
  const root = form.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot)) return [];
  const entries: SummaryEntry[] = [];
  const seen = new Set<string>();
  for (const control of form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    const message = messageOf(control, root);
    if (!message || seen.has(message.id)) continue;
    seen.add(message.id);
    entries.push({
      key: message.id,
      label: labelOf(control),
      message: squeeze(message.textContent),
      control,
    });
  }
  // A label the form has twice (the kennitala of the applicant and of a guarantor): each entry
  // says which section it is in.
  const counts = new Map<string, number>();
  for (const control of form.querySelectorAll<HTMLElement>('input, select, textarea')) {
    // A group's options share its legend: the group is one question, not a label used twice.
    if (groupOf(control)) continue;
    const label = labelOf(control);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return entries.map((entry) => {
    const place = (counts.get(entry.label) ?? 0) > 1 ? placeOf(entry.control) : '';
    return place ? { ...entry, label: messages.summaryPlace(place, entry.label) } : entry;
  });
}

const sameEntries = (a: readonly SummaryEntry[], b: readonly SummaryEntry[]): boolean =>
  a.length === b.length &&
  a.every((entry, index) => {
    const other = b[index];
    return (
      other !== undefined &&
      other.key === entry.key &&
      other.label === entry.label &&
      other.message === entry.message &&
      other.control === entry.control
    );
  });

/**
 * What a long form still needs, at its top after a submit that found something to fix (island.is,
 * GOV.UK): a heading and each field's message as a link that takes the focus to its input. It
 * follows the fields as they are put right (their messages, in the DOM core's FieldFrame draws)
 * and is gone once none is left, until the next submit finds another.
 *
 * For a screen reader: the submit moves the focus to the first field to fix (core's Form), which
 * reads its label and its message, and each field's message is itself announced (role=alert) as it
 * appears. An alert or a focus on the summary would read every message a second time and cut off
 * the field the focus is on; instead a polite line says how many there are and that the list is at
 * the top, heard after the field, and the summary is a region under a heading to go back to.
 */
export function ErrorSummary(props: ErrorSummaryProps & { headingLevel?: 2 | 3 }): ReactNode {
  useShadowStyles(errorSummaryCss);
  const messages = useMessages(formMessages);
  const { form, attempt } = props;
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  const headingId = `${useId()}-error-summary`;
  const [entries, setEntries] = useState<readonly SummaryEntry[]>([]);
  /** The submit whose summary was put right in full: it stays hidden until the next one. */
  const [cleared, setCleared] = useState(0);
  /** How many there were at the submit, for the one announcement it makes. */
  const [announced, setAnnounced] = useState(0);
  const open = attempt > cleared;

  useLayoutEffect(() => {
    const element = form.current;
    if (!element || attempt === 0) return;
    const found = readEntries(element, messages);
    setEntries(found);
    setAnnounced(found.length);
    if (found.length === 0) setCleared(attempt);
  }, [form, attempt, messages]);

  useLayoutEffect(() => {
    const element = form.current;
    if (!element || !open) return;
    const observer = new MutationObserver(() => {
      const found = readEntries(element, messages);
      setEntries((current) => (sameEntries(current, found) ? current : found));
      // All put right: gone, and not back when a field is left wrong again before the next submit.
      if (found.length === 0) setCleared(attempt);
    });
    observer.observe(element, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-invalid', 'aria-describedby'],
    });
    return () => observer.disconnect();
  }, [form, open, attempt, messages]);

  const shown = open && entries.length > 0;
  const goTo = (event: MouseEvent<HTMLAnchorElement>, control: HTMLElement) => {
    // In a shadow root the link's #id cannot reach the input (the document has no such id).
    event.preventDefault();
    focusField(control);
  };
  return (
    <>
      {shown ? (
        <section className="byko-error-summary" aria-labelledby={headingId} part="error-summary">
          <Heading className="byko-error-summary-heading" id={headingId}>
            {messages.summaryHeading}
          </Heading>
          <ul>
            {entries.map((entry) => (
              <li key={entry.key}>
                <a href={`#${entry.control.id || entry.key}`} onClick={(event) => goTo(event, entry.control)}>
                  {messages.summaryEntry(entry.label, entry.message)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* Mounted throughout, so what is put in it is heard; a new line for each submit. */}
      <p className="byko-visually-hidden" aria-live="polite">
        {shown ? <span key={attempt}>{messages.summaryCount(announced)}</span> : null}
      </p>
    </>
  );
}

/** The summary of a form under a step's own h2 (company credit's steps): its heading one level down. */
export function StepErrorSummary(props: ErrorSummaryProps): ReactNode {
  return <ErrorSummary {...props} headingLevel={3} />;
}
