import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormField } from '../../core/form/FormField.tsx';
import type { Field, Fields, RepeatingGroup } from '../../core/form/index.ts';
import { Button, Spinner } from '../../core/ui/index.ts';
import { invoiceAccountMessages as messages } from '../invoice-account.messages.ts';

type PersonBlock = { ssn: Field; name: Field };

export interface PeopleListTexts {
  heading: string;
  /** A block's name: 'Úttektaraðili 2'. */
  block: (number: number) => string;
  /** Whom the buttons add or remove, in the accusative: 'úttektaraðila'. */
  whom: string;
}

/** A focus request for one block's first input (a new object each time, so a repeat still moves focus). */
type FocusRequest = { key: number };

/**
 * A repeating list of people (spec §2: auditors, guarantors): a block per person, 'Bæta við' below,
 * a removal button on every block but the last. 'Bæta við' moves the focus to the new block's
 * kennitala; removing a block moves it to the block that takes its place (there always is one:
 * the last block cannot be removed).
 */
export function PeopleList<Block extends PersonBlock & Fields>(props: {
  group: RepeatingGroup<Block>;
  lookingUp: ReadonlySignal<ReadonlySet<Fields>>;
  disabled: boolean;
  texts: PeopleListTexts;
  emailOf?: (block: Block) => Field;
  children?: ReactNode;
}): ReactNode {
  useSignals();
  const { group, texts, disabled } = props;
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const entries = group.entries.value;
  const looking = props.lookingUp.value;

  const add = () => {
    group.add();
    const added = group.entries.peek().at(-1);
    if (added) setFocus({ key: added.key });
  };

  const remove = (index: number) => {
    const current = group.entries.peek();
    const removed = current[index];
    const next = current[index + 1];
    if (!removed) return;
    group.remove(removed.key);
    if (next) setFocus({ key: next.key });
  };

  return (
    <fieldset className="byko-section byko-people">
      <legend>
        <h2 className="byko-subheading">{texts.heading}</h2>
      </legend>
      {props.children}
      {entries.map((entry, index) => {
        const name = texts.block(index + 1);
        const isLast = index === entries.length - 1;
        return (
          <PersonBlockView
            key={entry.key}
            legend={name}
            block={entry.fields}
            email={props.emailOf?.(entry.fields)}
            looking={looking.has(entry.fields)}
            disabled={disabled}
            focusRequest={focus?.key === entry.key ? focus : null}
            onRemove={isLast ? undefined : () => remove(index)}
            removeName={`${texts.whom} ${index + 1}`}
          />
        );
      })}
      <div>
        <Button variant="secondary" onClick={add} disabled={disabled || !group.canAdd.value}>
          {messages.add}
          <span className="byko-visually-hidden"> {texts.whom}</span>
        </Button>
      </div>
    </fieldset>
  );
}

function PersonBlockView(props: {
  legend: string;
  block: PersonBlock;
  email: Field | undefined;
  looking: boolean;
  disabled: boolean;
  focusRequest: FocusRequest | null;
  onRemove: (() => void) | undefined;
  removeName: string;
}): ReactNode {
  const { block, disabled } = props;
  const ssnInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (props.focusRequest) ssnInput.current?.focus();
  }, [props.focusRequest]);
  return (
    <fieldset className="byko-person" part="person">
      <legend>{props.legend}</legend>
      <div className="byko-field-row">
        {/* Someone else's details: the browser must not offer the applicant's own. */}
        <FormField
          label={messages.ssn}
          field={block.ssn}
          disabled={disabled}
          autoComplete="off"
          inputRef={ssnInput}
        />
        <div className="byko-person-name">
          <FormField label={messages.name} field={block.name} disabled={disabled} autoComplete="off" />
          {props.looking ? <Spinner label={messages.registryLookup} /> : null}
        </div>
      </div>
      {props.email ? (
        <FormField label={messages.email} field={props.email} disabled={disabled} autoComplete="off" />
      ) : null}
      {props.onRemove ? (
        <div>
          <Button variant="secondary" onClick={props.onRemove} disabled={disabled}>
            {messages.remove}
            <span className="byko-visually-hidden"> {props.removeName}</span>
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
