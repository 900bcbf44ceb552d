import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { ApplicationSubmitted } from '../core/applications/ApplicationSubmitted.tsx';
import { applicationMessages } from '../core/applications/applications.messages.ts';
import { FocusHeading } from '../core/applications/FocusHeading.tsx';
import { FormField } from '../core/form/FormField.tsx';
import { formatIsk } from '../core/runtime/format.ts';
import { useLang, useMessages } from '../core/runtime/locale.ts';
import { useLoadFor, useWidgetModel } from '../core/runtime/use-widget-model.ts';
import { useWidget } from '../core/runtime/widget-context.tsx';
import { Alert, Button, Form, FullscreenError, LoadingBlock, type SkeletonPart } from '../core/ui/index.ts';
import { apiImageUrl } from '../core/url-template.ts';
import { useStepInUrl } from '../core/use-step-in-url.ts';
import type { Selection, SelectionOption } from './special-order.api.ts';
import { specialOrderMessages } from './special-order.messages.ts';
import {
  type ChosenLine,
  overviewStep,
  SpecialOrderModel,
  type SpecialOrderModelInstance,
  sentStep,
} from './special-order.model.ts';

export interface SpecialOrderWidgetProps {
  /** The category to configure ('gluggar'): its selections and options load when it is set or changes. */
  category?: string;
}

/**
 * The configurator's shape while its category loads: the category's heading, the step ('Skref 1 af
 * 5') and its name, the options, and the bar with the total and 'Áfram'.
 */
const loadingShape: readonly SkeletonPart[] = ['heading', 'line', 'line', 'table', 'button'];

/** `<special-order>`: the special-order configurator (spec §2 "Special order", §5). */
export function SpecialOrderWidget(props: SpecialOrderWidgetProps): ReactNode {
  useSignals();
  const model = useWidgetModel(
    (widget) =>
      new SpecialOrderModel({
        api: () => widget().api,
        onSubmitted: (submitted) => widget().emit('byko-special-order-submitted', submitted),
      }),
  );
  const category = props.category?.trim() || undefined;
  useLoadFor(model, category);
  const messages = useMessages(specialOrderMessages);
  if (!category) return null;
  const state = model.loader.state.value;
  return (
    <div className="byko-panel so" aria-busy={state.kind === 'loading'}>
      {state.kind === 'loading' ? <LoadingBlock label={messages.loading} shape={loadingShape} /> : null}
      {state.kind === 'failed' ? (
        <FullscreenError message={state.message} onRetry={model.loader.retry} />
      ) : null}
      {/* Keyed by the category: another one mounts afresh and reads its step from the URL again. */}
      {state.kind === 'ready' ? (
        <Configurator key={state.catalogue.category.categoryName} model={model} />
      ) : null}
    </div>
  );
}

function Configurator(props: { model: SpecialOrderModelInstance }): ReactNode {
  useSignals();
  const { model } = props;
  const catalogue = model.catalogue.value;
  const count = model.selectionCount.value;
  const stepNames = [
    ...Array.from({ length: count }, (_, index) => String(index + 1)),
    overviewStep,
    sentStep,
  ];
  useStepInUrl({
    param: 'step',
    steps: stepNames,
    step: model.stepName,
    goTo: model.goTo,
    replaces: [sentStep],
    state: { param: 'v', value: model.choicesParam },
  });
  // A step moved to (not the one the page opened at, which a reload or a shared link may have
  // restored just now) focuses its heading. Set after useStepInUrl's first look at the URL, before
  // the paint: the restored step is where the page opened.
  const openedAt = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    openedAt.current ??= model.stepName.peek();
  }, [model]);
  const moved = openedAt.current !== undefined && model.stepName.value !== openedAt.current;
  // From the first move on, every step is a move (no step is named '').
  if (moved) openedAt.current = '';
  if (!catalogue) return null;
  const sent = model.submission.state.value;
  const position = model.position.value;
  const selection = catalogue.selections[position];
  return (
    <section className="byko-stack" aria-labelledby="so-heading">
      <h1 className="byko-heading" id="so-heading">
        {catalogue.category.name}
      </h1>
      {sent.kind === 'submitted' ? (
        <Sent model={model} lines={sent.result.lines} total={sent.result.total} />
      ) : (
        <>
          <Stepper model={model} selections={catalogue.selections} />
          {selection ? (
            <>
              <SelectionStep
                key={selection.selectionId}
                model={model}
                selection={selection}
                options={catalogue.options.get(selection.selectionId) ?? []}
                focus={moved}
              />
              <TotalBar model={model} />
            </>
          ) : (
            <Overview model={model} focus={moved} />
          )}
        </>
      )}
    </section>
  );
}

/** Every step as a button up to the furthest reached; under 1024 px only 'Skref 2 af 5' (the step's heading names it). */
function Stepper(props: { model: SpecialOrderModelInstance; selections: readonly Selection[] }): ReactNode {
  useSignals();
  const { model, selections } = props;
  const position = model.position.value;
  // While the inquiry is on its way the steps wait (its answer shows on the overview).
  const busy = model.submission.busy.value;
  const messages = useMessages(specialOrderMessages);
  const names = [...selections.map((selection) => selection.name), messages.overview];
  return (
    <nav aria-label={messages.steps} className="so-steps" part="steps">
      <p className="so-steps-compact">{messages.stepOf(position + 1, names.length)}</p>
      <ol className="so-steps-list">
        {names.map((name, index) => {
          const reachable = model.isReachable(index);
          const current = index === position;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the steps are fixed while shown, and two may share a name
            <li key={index}>
              <button
                type="button"
                className="so-step"
                aria-current={current ? 'step' : undefined}
                aria-disabled={reachable && !busy ? undefined : 'true'}
                onClick={() => model.select(index)}
              >
                <span className="so-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span>{name}</span>
                {reachable ? null : <span className="byko-visually-hidden">{messages.notReached}</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** One selection: its options as a radio group (the arrow keys move the choice). */
function SelectionStep(props: {
  model: SpecialOrderModelInstance;
  selection: Selection;
  options: readonly SelectionOption[];
  focus: boolean;
}): ReactNode {
  useSignals();
  const { model, selection, options } = props;
  const headingId = useId();
  const chosen = model.choices.value.get(selection.selectionId);
  return (
    <div className="byko-stack">
      <FocusHeading className="byko-subheading so-step-heading" focus={props.focus}>
        <span id={headingId}>{selection.name}</span>
      </FocusHeading>
      <div role="radiogroup" aria-labelledby={headingId} className="so-options" part="options">
        {options.map((option) => (
          <OptionCard
            key={option.optionId}
            option={option}
            price={model.priceOf(option)}
            name={`so-selection-${selection.selectionId}`}
            checked={option.optionId === chosen}
            onChoose={() => model.choose(selection.selectionId, option.optionId)}
          />
        ))}
      </div>
    </div>
  );
}

function OptionCard(props: {
  option: SelectionOption;
  price: number;
  name: string;
  checked: boolean;
  onChoose: () => void;
}): ReactNode {
  const { option } = props;
  const { api } = useWidget();
  const lang = useLang();
  const image = apiImageUrl(option.imageUrl, api.baseUrl);
  return (
    <label className="so-option" data-checked={props.checked ? '' : undefined}>
      <input
        type="radio"
        name={props.name}
        value={String(option.optionId)}
        checked={props.checked}
        onChange={props.onChoose}
      />
      <span className="so-option-image">
        {/* The name says what it shows: the picture is decoration for a screen reader. */}
        {image ? <img src={image} alt="" loading="lazy" decoding="async" width={160} height={120} /> : null}
      </span>
      <span className="so-option-text">
        <span className="so-option-name">{option.name}</span>
        {option.description ? <span className="so-option-description">{option.description}</span> : null}
        <span className="so-option-price">{formatIsk(props.price, lang)}</span>
      </span>
    </label>
  );
}

/** The choices, one line each ('Tegund  Opnanlegur gluggi  62.000 kr.'), and the total when asked. */
function Lines(props: { lines: readonly ChosenLine[]; total?: number }): ReactNode {
  const messages = useMessages(specialOrderMessages);
  const lang = useLang();
  return (
    <dl className="so-lines">
      {props.lines.map((line) => (
        <div className="so-line" key={line.selection.selectionId}>
          <dt>{line.selection.name}</dt>
          <dd>{line.option.name}</dd>
          <dd className="so-line-price">{formatIsk(line.price, lang)}</dd>
        </div>
      ))}
      {props.total === undefined ? null : (
        <div className="so-line so-line-total">
          <dt>{messages.total}</dt>
          <dd className="so-line-price">{formatIsk(props.total, lang)}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * 'Yfirlit': the choices and their prices, then who asks (spec §5, all checked on submit), then the
 * bar: the total before 'Senda fyrirspurn', which sits in the bar beside 'Til baka'. The bar is the
 * form's last part, so the button submits it (Enter too) and the bar stays in view over the form.
 */
function Overview(props: { model: SpecialOrderModelInstance; focus: boolean }): ReactNode {
  useSignals();
  const { model } = props;
  const { form, submission } = model;
  const { fields } = form;
  const busy = submission.busy.value;
  const state = submission.state.value;
  const messages = useMessages(specialOrderMessages);
  // The contact fields are labelled as in the applications, in each language by their translations.
  const labels = useMessages(applicationMessages);
  return (
    <div className="byko-stack">
      <FocusHeading className="byko-subheading so-step-heading" focus={props.focus}>
        {messages.overview}
      </FocusHeading>
      {/* The total is in the bar at the end of the form, before its button. */}
      <Lines lines={model.chosenLines.value} />
      <Form onSubmit={() => void submission.submit()} part="contact-form">
        <h3 className="so-contact-heading">{messages.contact}</h3>
        <div className="byko-field-row">
          <FormField
            label={labels.name}
            field={fields.name}
            name="name"
            autoComplete="name"
            disabled={busy}
          />
          <FormField label={labels.ssn} field={fields.ssn} name="ssn" disabled={busy} />
        </div>
        <div className="byko-field-row">
          <FormField label={labels.phone} field={fields.phone} name="phone" disabled={busy} />
          <FormField label={labels.email} field={fields.email} name="email" disabled={busy} />
        </div>
        {state.kind === 'error' ? <Alert step="submit" message={state.message} /> : null}
        <TotalBar model={model}>
          <Button type="submit" busy={busy} busyLabel={messages.submitting}>
            {messages.submit}
          </Button>
        </TotalBar>
      </Form>
    </div>
  );
}

/** 'Fyrirspurn móttekin!' with what was sent; 'Ný fyrirspurn' starts again from the first step. */
function Sent(props: {
  model: SpecialOrderModelInstance;
  lines: readonly ChosenLine[];
  total: number;
}): ReactNode {
  const messages = useMessages(specialOrderMessages);
  return (
    <ApplicationSubmitted heading={messages.success}>
      <p>{messages.successText}</p>
      <Lines lines={props.lines} total={props.total} />
      <Button variant="secondary" onClick={() => props.model.select(0)}>
        {messages.newInquiry}
      </Button>
    </ApplicationSubmitted>
  );
}

/**
 * The running total, always in view at the bottom, with the back button and then the step's own:
 * 'Áfram', or on the overview its submit (`children`). While a selection is still ahead, a line
 * under the total says its default choice is counted in.
 */
function TotalBar(props: { model: SpecialOrderModelInstance; children?: ReactNode }): ReactNode {
  useSignals();
  const { model } = props;
  const position = model.position.value;
  const busy = model.submission.busy.value;
  const messages = useMessages(specialOrderMessages);
  const lang = useLang();
  return (
    <div className="so-bar" part="total-bar">
      <div className="so-bar-total">
        <p className="so-total" aria-live="polite" aria-atomic="true">
          <span>{messages.total}</span> <strong>{formatIsk(model.total.value, lang)}</strong>
        </p>
        {model.totalIncludesDefaults.value ? (
          <p className="so-total-note">{messages.totalIncludesDefaults}</p>
        ) : null}
      </div>
      <div className="so-bar-buttons">
        {position > 0 ? (
          <Button variant="secondary" onClick={model.back} disabled={busy}>
            {messages.back}
          </Button>
        ) : null}
        {props.children ?? <Button onClick={model.next}>{messages.next}</Button>}
      </div>
    </div>
  );
}
