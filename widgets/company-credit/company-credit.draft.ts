import * as v from 'valibot';
import { type DraftSource, draftKey, draftStorage, keepDraft } from '../core/applications/draft.ts';
import type { Fields } from '../core/form/index.ts';
import { type Company, companySchema } from './company-credit.api.ts';
import { companyCreditFlow } from './company-credit.flow.ts';

// What was typed in the flow's forms survives a reload or an expired login (core's draft.ts), and
// with it which company each form was filled for, so the step the URL names can open again.

/** What the draft keeps besides the typed values: which company each form is for. */
export interface DraftContext {
  selected: Company | null;
  creditFormFor: string | null;
  emailFormFor: string | null;
  signingUp: boolean;
}

/** Beside the draft's own key, so logging out (core's clearDrafts) takes it too. */
function contextKey(ssn: string): string {
  return `${draftKey(companyCreditFlow, ssn)}:context`;
}

function isCompany(value: unknown): value is Company {
  return v.safeParse(companySchema, value).success;
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function readContext(ssn: string): DraftContext | undefined {
  try {
    const parsed: unknown = JSON.parse(draftStorage()?.getItem(contextKey(ssn)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const stored = parsed as Record<string, unknown>;
    return {
      selected: isCompany(stored.selected) ? stored.selected : null,
      creditFormFor: textOrNull(stored.creditFormFor),
      emailFormFor: textOrNull(stored.emailFormFor),
      signingUp: stored.signingUp === true,
    };
  } catch {
    // Not ours or broken: start empty rather than fail.
    return undefined;
  }
}

/** A form's fields under `prefix.name`, so several forms' fields share one draft. */
export function prefixed(prefix: string, fields: Fields): Fields {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [`${prefix}.${name}`, field]));
}

/**
 * The person's draft: `open(ssn)` puts theirs back (the context first, through `restore`, then
 * the typed values) and keeps it from then on; `save()` writes the context; `close()` stops the
 * keeping (another person, or the model gone), the stored draft staying theirs.
 */
export function createCompanyCreditDraft(options: {
  source: DraftSource;
  context: () => DraftContext;
  restore: (context: DraftContext) => void;
}) {
  /** Whose draft is kept, and the stop of its keeping. */
  let draftFor: string | undefined;
  let stop: () => void = () => undefined;

  return {
    isFor: (ssn: string): boolean => draftFor === ssn,
    open: (ssn: string): void => {
      stop();
      draftFor = ssn;
      const context = readContext(ssn);
      if (context) options.restore(context);
      stop = keepDraft(options.source, draftKey(companyCreditFlow, ssn));
    },
    save: (): void => {
      if (draftFor === undefined) return;
      try {
        draftStorage()?.setItem(contextKey(draftFor), JSON.stringify(options.context()));
      } catch {
        // Full or blocked storage: the flow works, only the draft is not kept.
      }
    },
    close: (): void => {
      stop();
      draftFor = undefined;
    },
    /** Stops the keeping, whoever's it is (the model disposed). */
    stop: (): void => stop(),
  };
}
