import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormField } from '../form/FormField.tsx';
import type { Field, Fields, RepeatingGroup } from '../form/index.ts';
import { useMessages } from '../runtime/locale.ts';
import { useShadowStyles } from '../runtime/styles.ts';
import { Button, Spinner } from '../ui/index.ts';
import { applicationMessages } from './applications.messages.ts';
import peopleCss from './people.css?inline';

type PersonBlock = { ssn: Field; name: Field };

export interface PeopleListTexts {
  heading: string;
  /** A block's legend: 'Ábyrgðaraðili 2'. */
  block: (number: number) => string;
  /** Whom the buttons add or remove, in the accusative: 'ábyrgðaraðila'. */
  whom: string;
}

/** A focus request for one block's first input (a new object each time, so a repeat still moves focus). */
type FocusRequest = { key: number };

/**
 * A repeating list of people (the invoice account's auditors and guarantors, company credit's
 * guarantors and extra withdrawal people): a block per person (kennitala, the name the registry
 * fills, an e-mail when `emailOf` gives one), 'Bæta við' below, a removal button while the group
 * may shrink (with `keepLast`, never on the last block). 'Bæta við' moves the focus to the new
 * block's kennitala; removing a block moves it to the block after it, or to 'Bæta við'.
 */
export function PeopleList<Block extends PersonBlock & Fields>(props: {
  group: RepeatingGroup<Block>;
  /** The blocks whose name the registry is being asked for (a spinner at their name). */
  lookingUp: ReadonlySignal<ReadonlySet<Fields>>;
  disabled: boolean;
  texts: PeopleListTexts;
  /** The heading's level under the form's own (the element's h1, or a step's h2). */
  headingLevel?: 2 | 3;
  /** The last block has no removal button (others may be removed down to it). */
  keepLast?: boolean;
  emailOf?: (block: Block) => Field;
  part?: string;
  /** Shown under the heading: a hint, a note. */
  children?: ReactNode;
}): ReactNode {
  useSignals();
  useShadowStyles(peopleCss);
  const messages = useMessages(applicationMessages);
  const { group, texts, disabled } = props;
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const addButton = useRef<HTMLDivElement>(null);
  const entries = group.entries.value;
  const looking = props.lookingUp.value;
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';

  const add = () => {
    group.add();
    const added = group.entries.peek().at(-1);
    if (added) setFocus({ key: added.key });
  };

  const remove = (index: number) => {
    const current = group.entries.peek();
    const removed = current[index];
    if (!removed) return;
    const next = current[index + 1];
    group.remove(removed.key);
    if (next) setFocus({ key: next.key });
    else addButton.current?.querySelector('button')?.focus();
  };

  return (
    <fieldset className="byko-section byko-people" part={props.part}>
      <legend>
        <Heading className="byko-subheading">{texts.heading}</Heading>
      </legend>
      {props.children}
      {entries.map((entry, index) => {
        const removable = group.canRemove.value && !(props.keepLast && index === entries.length - 1);
        return (
          <PersonBlockView
            key={entry.key}
            legend={texts.block(index + 1)}
            block={entry.fields}
            email={props.emailOf?.(entry.fields)}
            looking={looking.has(entry.fields)}
            disabled={disabled}
            focusRequest={focus?.key === entry.key ? focus : null}
            onRemove={removable ? () => remove(index) : undefined}
            removeName={`${texts.whom} ${index + 1}`}
          />
        );
      })}
      <div ref={addButton}>
        <Button variant="secondary" onClick={add} disabled={disabled || !group.canAdd.value}>
          {messages.addPerson}
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
  const messages = useMessages(applicationMessages);
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
            {messages.removePerson}
            <span className="byko-visually-hidden"> {props.removeName}</span>
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
