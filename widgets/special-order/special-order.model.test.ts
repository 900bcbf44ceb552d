import { describe, expect, it, vi } from 'vitest';
import { armFaultIn, messageFaults } from '../../test/support/application-faults.ts';
import { sandboxServerForTests } from '../../test/support/sandbox-server.ts';
import { modelsDisposedAfterEach } from '../../test/support/session-login.ts';
import { until } from '../../test/support/signals.ts';
import { createApiClient } from '../core/runtime/http.ts';
import type { SelectionOption } from './special-order.api.ts';
import {
  overviewStep,
  priceOf,
  SpecialOrderModel,
  type SpecialOrderModelInstance,
  type SpecialOrderSubmitted,
  sentStep,
} from './special-order.model.ts';

// The special-order configurator's model (spec §3, §4, §5 "Special order", §8) against the real
// sandbox over HTTP: gluggar (4 selections, the glass priced by the size) and hurdir (3).

const sandbox = sandboxServerForTests();
const models = modelsDisposedAfterEach<SpecialOrderModelInstance>((model) => model.dispose());

const applyPath = '/api/special-orders/apply';
const failure = 'Óvænt villa kom up. Vinsamlegast reynið aftur.';
const contact = { name: 'Anna Jónsdóttir', phone: '820 1234', ssn: '010130-2989', email: 'anna@example.is' };

function newModel() {
  const api = createApiClient(sandbox.url);
  const onSubmitted = vi.fn<(submitted: SpecialOrderSubmitted) => void>();
  const model = new SpecialOrderModel({ api: () => api, onSubmitted });
  models.push(model);
  return { model, onSubmitted };
}

async function loaded(category = 'gluggar') {
  const opened = newModel();
  await opened.model.load(category);
  expect(opened.model.loader.state.value.kind).toBe('ready');
  return opened;
}

const chosenIds = (model: SpecialOrderModelInstance) =>
  model.chosenLines.value.map((line) => line.option.optionId);

function fillContact(model: SpecialOrderModelInstance, values: Partial<typeof contact> = contact) {
  const { fields } = model.form;
  for (const [name, value] of Object.entries(values)) fields[name as keyof typeof contact].set(value);
}

/** Through every selection to the overview, choosing these optionIds in turn. */
function walk(model: SpecialOrderModelInstance, optionIds: readonly number[]) {
  const selections = model.catalogue.value?.selections ?? [];
  selections.forEach((selection, index) => {
    const optionId = optionIds[index];
    if (optionId !== undefined) model.choose(selection.selectionId, optionId);
    model.next();
  });
}

describe('loading a category', () => {
  it('sorts the shuffled selections and options and chooses the first option of each (53 000 kr.)', async () => {
    const { model } = await loaded();
    const catalogue = model.catalogue.value;
    expect(catalogue?.category).toEqual({ categoryName: 'gluggar', name: 'Gluggar' });
    expect(catalogue?.selections.map((selection) => selection.name)).toEqual([
      'Tegund',
      'Stærð',
      'Litur',
      'Gler',
    ]);
    expect(catalogue?.options.get(1)?.map((option) => option.optionId)).toEqual([101, 102, 103]);
    expect(catalogue?.options.get(4)?.map((option) => option.optionId)).toEqual([401, 402]);
    expect(chosenIds(model)).toEqual([101, 201, 301, 401]);
    expect(model.total.value).toBe(53_000);
    expect(model.stepName.value).toBe('1');
    expect(model.furthest.value).toBe(0);
  });

  it("shows the server's reason for an unknown category: 'Flokkur fannst ekki'", async () => {
    const { model } = newModel();
    await model.load('sofar');
    expect(model.loader.state.value).toEqual({ kind: 'failed', message: 'Flokkur fannst ekki' });
  });

  it.each(messageFaults('Óvænt villa kom upp'))(
    'a $fault while loading shows "$message", and a retry loads',
    async ({ fault, message }) => {
      await armFaultIn(sandbox, 'GET /api/special-orders/categories/gluggar/options', fault);
      const { model } = newModel();
      await model.load('gluggar');
      expect(model.loader.state.value).toEqual({ kind: 'failed', message });
      model.loader.retry();
      await until(model.loader.state, (state) => state.kind === 'ready');
      expect(chosenIds(model)).toEqual([101, 201, 301, 401]);
    },
  );

  it('a new category starts over: selections, choices, the furthest step and the overview', async () => {
    const { model } = await loaded();
    walk(model, [102, 203, 302, 402]);
    expect(model.stepName.value).toBe(overviewStep);
    fillContact(model);
    await model.load('hurdir');
    expect(model.catalogue.value?.selections.map((selection) => selection.name)).toEqual([
      'Tegund',
      'Opnun',
      'Áferð',
    ]);
    expect(chosenIds(model)).toEqual([501, 601, 701]);
    expect(model.stepName.value).toBe('1');
    expect(model.furthest.value).toBe(0);
    expect(model.total.value).toBe(89_000);
    // What the person typed is theirs, not the category's.
    expect(model.form.fields.name.value.value).toBe(contact.name);
  });
});

describe('prices', () => {
  const glass: SelectionOption = {
    optionId: 402,
    selectionId: 4,
    name: 'Þrefalt gler',
    description: '',
    imageUrl: '',
    price: 14_000,
    dynamicPriceSelectionId: 2,
    dynamicPriceMap: { '201': 14_000, '202': 33_000, '203': 49_500 },
  };

  it('looks a dynamic price up by the option chosen in the selection it depends on', () => {
    expect(priceOf(glass, new Map([[2, 203]]))).toBe(49_500);
    expect(priceOf(glass, new Map([[2, 202]]))).toBe(33_000);
  });

  it('falls back on the base price when nothing is chosen there or the map has no entry', () => {
    expect(priceOf(glass, new Map())).toBe(14_000);
    expect(priceOf(glass, new Map([[2, 299]]))).toBe(14_000);
    expect(priceOf({ ...glass, dynamicPriceMap: null }, new Map([[2, 203]]))).toBe(14_000);
  });

  it('prices the glass by the size chosen, and the total follows (153 000 kr.)', async () => {
    const { model } = await loaded();
    walk(model, [102, 203, 302, 402]);
    expect(model.chosenLines.value.map((line) => line.price)).toEqual([62_000, 32_000, 9_500, 49_500]);
    expect(model.total.value).toBe(153_000);
    model.choose(2, 202);
    expect(model.chosenLines.value.at(-1)?.price).toBe(33_000);
    expect(model.total.value).toBe(62_000 + 18_000 + 9_500 + 33_000);
  });

  // SANDBOX.md "Special orders": the glass's price by each size (selection 2).
  it.each([
    [201, 8_000, 14_000],
    [202, 19_500, 33_000],
    [203, 29_000, 49_500],
  ])('at size %i the double glass costs %i, the triple %i', async (size, double, triple) => {
    const { model } = await loaded();
    model.choose(2, size);
    const glass = model.catalogue.value?.options.get(4) ?? [];
    expect(glass.map((option) => [option.name, model.priceOf(option)])).toEqual([
      ['Tvöfalt gler', double],
      ['Þrefalt gler', triple],
    ]);
  });

  it('hurdir has no dynamic prices: Innihurð, Vinstri, Eik cost 34 000, 0 and 12 000 (46 000 kr.)', async () => {
    const { model } = await loaded('hurdir');
    walk(model, [502, 602, 702]);
    expect(model.chosenLines.value.map((line) => [line.option.name, line.price])).toEqual([
      ['Innihurð', 34_000],
      ['Vinstri', 0],
      ['Eik', 12_000],
    ]);
    expect(model.total.value).toBe(46_000);
  });

  it('ignores an option of another selection or category', async () => {
    const { model } = await loaded();
    model.choose(1, 203);
    model.choose(1, 701);
    expect(chosenIds(model)).toEqual([101, 201, 301, 401]);
  });
});

describe('the total and the defaults ahead', () => {
  it("counts the next steps' defaults while a selection is still ahead, and says so until the last is reached", async () => {
    const { model } = await loaded();
    // Fastur gluggi at 45 000 kr., and the defaults of Stærð, Litur and Gler: 0 + 0 + 8 000.
    expect(model.chosenLines.value[0]?.price).toBe(45_000);
    expect(model.total.value).toBe(53_000);
    expect(model.totalIncludesDefaults.value).toBe(true);
    model.next();
    model.next();
    expect(model.totalIncludesDefaults.value).toBe(true);
    model.next();
    expect(model.totalIncludesDefaults.value).toBe(false);
    // Back at the first step every choice is one the person has seen.
    model.select(0);
    expect(model.totalIncludesDefaults.value).toBe(false);
  });

  it('a shared link that names every choice has no defaults ahead; one that names the first has', async () => {
    const full = await loaded();
    full.model.goTo(overviewStep, '102.203.302.402');
    expect(full.model.totalIncludesDefaults.value).toBe(false);
    const first = await loaded();
    first.model.goTo('1', '103');
    expect(first.model.totalIncludesDefaults.value).toBe(true);
  });
});

describe('steps (spec §5: reachable up to the furthest reached)', () => {
  it('opens a step only up to the furthest reached, the overview once every selection was', async () => {
    const { model } = await loaded();
    expect([0, 1, 2, 3, 4].map(model.isReachable)).toEqual([true, false, false, false, false]);
    model.select(2);
    expect(model.position.value).toBe(0);
    model.next();
    model.next();
    expect(model.furthest.value).toBe(2);
    model.select(0);
    expect(model.position.value).toBe(0);
    expect([0, 1, 2, 3, 4].map(model.isReachable)).toEqual([true, true, true, false, false]);
    model.select(2);
    model.next();
    expect(model.stepName.value).toBe('4');
    expect(model.isReachable(4)).toBe(true);
    model.select(0);
    model.select(4);
    expect(model.stepName.value).toBe(overviewStep);
  });

  it('back and next move one step, never past either end', async () => {
    const { model } = await loaded('hurdir');
    model.back();
    expect(model.position.value).toBe(0);
    model.next();
    model.next();
    model.next();
    model.next();
    expect(model.stepName.value).toBe(overviewStep);
    model.back();
    expect(model.stepName.value).toBe('3');
  });
});

describe('the URL (?step=…&v=…)', () => {
  it('writes the choices of the selections reached', async () => {
    const { model } = await loaded();
    expect(model.choicesParam.value).toBe('101');
    model.choose(1, 103);
    model.next();
    model.choose(2, 203);
    expect(model.choicesParam.value).toBe('103.203');
  });

  it('restores a shared overview link: the choices, the steps reached and the total', async () => {
    const { model } = await loaded();
    model.goTo(overviewStep, '102.203.302.402');
    expect(model.stepName.value).toBe(overviewStep);
    expect(chosenIds(model)).toEqual([102, 203, 302, 402]);
    expect(model.total.value).toBe(153_000);
  });

  it('keeps the choices as far as they are options of their selection in turn, and stays on a step not reached', async () => {
    const { model } = await loaded();
    model.goTo('4', '103.202.999.401');
    expect(chosenIds(model)).toEqual([103, 202, 301, 401]);
    expect(model.furthest.value).toBe(1);
    expect(model.stepName.value).toBe('1');
  });

  it('takes the choices from the URL once: Back and Forward then move the step and keep the choices', async () => {
    const { model } = await loaded();
    model.goTo(undefined, undefined);
    walk(model, [102, 203]);
    model.goTo('1', '101');
    expect(model.stepName.value).toBe('1');
    expect(chosenIds(model).slice(0, 2)).toEqual([102, 203]);
    model.goTo(sentStep, undefined);
    expect(model.stepName.value).toBe('1');
  });
});

describe('the overview (spec §5, §8)', () => {
  it('checks all four fields on submit, with the four messages, and sends nothing', async () => {
    const { model } = await loaded();
    walk(model, []);
    fillContact(model, { name: '  ', phone: '12345', ssn: '12345', email: 'anna@' });
    await model.submission.submit();
    const { fields } = model.form;
    expect([fields.name, fields.phone, fields.ssn, fields.email].map((field) => field.message.value)).toEqual(
      ['Ógilt nafn', 'Ógilt símanúmer', 'Ógild kennitala', 'Ógilt netfang'],
    );
    expect(await sandbox.requestsTo('POST', applyPath)).toHaveLength(0);
    // What was typed stays; a field put right loses its message at the next submit.
    expect(fields.email.value.value).toBe('anna@');
    fillContact(model, { name: 'Anna' });
    await model.submission.submit();
    expect([fields.name, fields.phone, fields.ssn, fields.email].map((field) => field.message.value)).toEqual(
      [undefined, 'Ógilt símanúmer', 'Ógild kennitala', 'Ógilt netfang'],
    );
    expect(await sandbox.requestsTo('POST', applyPath)).toHaveLength(0);
  });

  it('gives the same messages for empty fields', async () => {
    const { model } = await loaded();
    await model.submission.submit();
    const { fields } = model.form;
    expect([fields.name, fields.phone, fields.ssn, fields.email].map((field) => field.message.value)).toEqual(
      ['Ógilt nafn', 'Ógilt símanúmer', 'Ógild kennitala', 'Ógilt netfang'],
    );
  });

  it("sends one request, the payload the server received, and reports it: 'Fyrirspurn móttekin!'", async () => {
    const { model, onSubmitted } = await loaded();
    walk(model, [102, 203, 302, 402]);
    fillContact(model);
    await Promise.all([model.submission.submit(), model.submission.submit()]);
    const request = {
      name: 'Anna Jónsdóttir',
      phone: '8201234',
      ssn: '0101302989',
      email: 'anna@example.is',
      categoryName: 'gluggar',
      options: [102, 203, 302, 402],
    };
    const received = await sandbox.requestsTo('POST', applyPath);
    expect(received.map((entry) => entry.body)).toEqual([request]);
    expect(model.stepName.value).toBe(sentStep);
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith({ request, total: 153_000 });
  });

  it.each(messageFaults(failure))(
    'a $fault on submit shows "$message" and keeps what was typed; a retry sends',
    async ({ fault, message }) => {
      const { model, onSubmitted } = await loaded('hurdir');
      walk(model, [502, 602, 702]);
      fillContact(model);
      await armFaultIn(sandbox, `POST ${applyPath}`, fault);
      await model.submission.submit();
      expect(model.submission.state.value).toEqual({ kind: 'error', message });
      expect(model.form.fields.email.value.value).toBe(contact.email);
      expect(chosenIds(model)).toEqual([502, 602, 702]);
      await model.submission.submit();
      expect(model.submission.state.value.kind).toBe('submitted');
      expect(onSubmitted).toHaveBeenCalledOnce();
      expect((await sandbox.requestsTo('POST', applyPath)).at(-1)?.body).toMatchObject({
        options: [502, 602, 702],
      });
    },
  );

  it('stays on the overview while the inquiry is on its way; the success shows the lines as sent', async () => {
    const { model } = await loaded();
    walk(model, [102, 203, 302, 402]);
    fillContact(model);
    const sending = model.submission.submit();
    model.select(0);
    model.back();
    model.goTo('1', undefined);
    model.choose(1, 101);
    expect(model.stepName.value).toBe(overviewStep);
    await sending;
    const state = model.submission.state.value;
    expect(state.kind === 'submitted' ? state.result.lines.map((line) => line.option.optionId) : []).toEqual([
      102, 203, 302, 402,
    ]);
  });

  it('leaving the success for a step starts a new inquiry with the same person', async () => {
    const { model } = await loaded('hurdir');
    walk(model, []);
    fillContact(model);
    await model.submission.submit();
    expect(model.stepName.value).toBe(sentStep);
    model.goTo('3', undefined);
    expect(model.stepName.value).toBe('3');
    expect(model.submission.state.value.kind).toBe('initial');
    expect(model.form.fields.name.value.value).toBe(contact.name);
  });
});
