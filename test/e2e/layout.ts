/**
 * What a phone-sized page must be, measured in the page (page.evaluate): no sideways scrolling,
 * every visible control 44 × 44 px (shadow roots included), no table wider than its room, no field
 * of a row (.byko-field-row) cutting its value or stretched by its neighbour. Used by the route
 * samples (phones.ts) and the app's webview (webview.test.ts).
 */
export interface Measurement {
  /** The layout viewport's width (a phone's webview must not zoom out). */
  innerWidth: number;
  overflow: number;
  smallTargets: string[];
  /** Tables wider than their room: cut off by the panel (which clips), so not page overflow. */
  cutTables: string[];
  /**
   * Inputs of a field row showing only part of their value (scrollWidth over clientWidth) while
   * they share the row: the row should have put the field on a line of its own. One that has the
   * row's whole width is not counted: no layout shows a value longer than the page.
   */
  cutFields: string[];
  /**
   * Inputs and selects of a field row higher than their own min-height (the touch target), as when
   * a row stretches a field to its neighbour's height (the neighbour showing its message).
   */
  stretchedFields: string[];
  /**
   * Buttons, tabs and links whose label does not fit their box (scrollWidth over clientWidth): a
   * long word (Polish) cut off or spilling out of it.
   */
  cutLabels: string[];
}

/** How much wider than the window the page is, and each visible control under 44 px either way. */
export function measureLayout(): Measurement {
  const minimum = 44;
  const controls = 'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="tab"]';
  const found: Element[] = [];
  const roots: (Document | ShadowRoot)[] = [];
  const collect = (root: Document | ShadowRoot) => {
    roots.push(root);
    found.push(...Array.from(root.querySelectorAll(controls)));
    for (const element of Array.from(root.querySelectorAll('*'))) {
      if (element.shadowRoot) collect(element.shadowRoot);
    }
  };
  collect(document);

  const isInlineInSentence = (element: Element) => {
    if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
    const parent = element.parentElement;
    return Boolean(
      parent &&
        Array.from(parent.childNodes).some(
          (node) => node !== element && (node.textContent ?? '').trim() !== '',
        ),
    );
  };
  const label = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const name = element.getAttribute('aria-label') ?? text;
    return `${element.tagName.toLowerCase()}${name ? ` '${name}'` : ''}`;
  };

  const smallTargets: string[] = [];
  for (const control of found) {
    const isToggle = control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type);
    const target = (isToggle && control.closest('label')) || control;
    if (!target.checkVisibility({ visibilityProperty: true })) continue;
    const box = target.getBoundingClientRect();
    // Moved out of sight (the skip link until focused).
    if (box.bottom <= 0 || box.right <= 0) continue;
    if (isInlineInSentence(target)) continue;
    if (box.width < minimum || box.height < minimum) {
      smallTargets.push(`${label(target)} is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
    }
  }
  const cutTables = roots
    .flatMap((root) => Array.from(root.querySelectorAll('table')))
    .filter((table) => table.offsetWidth > (table.parentElement?.clientWidth ?? Number.POSITIVE_INFINITY))
    .map(
      (table) =>
        `'${table.caption?.textContent ?? 'table'}' is ${table.offsetWidth} px in ${table.parentElement?.clientWidth} px`,
    );

  // A field's one-line control: an input that holds text, or a select (ui.css draws both alike).
  const oneLine =
    'input:not([type="checkbox"], [type="radio"], [type="file"], [type="hidden"], [type="range"], [type="color"]), select';
  const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
  const fieldControls = roots
    .flatMap((root) => Array.from(root.querySelectorAll(`.byko-field > :is(${oneLine})`)))
    .filter(visible);
  const inRow = (control: Element) => control.closest('.byko-field-row');
  const named = (control: Element) => {
    const label =
      control instanceof HTMLInputElement || control instanceof HTMLSelectElement
        ? control.labels?.[0]
        : null;
    return `${control.tagName.toLowerCase()} '${(label?.textContent ?? '').trim()}'`;
  };
  const cutFields = fieldControls
    .filter((control): control is HTMLInputElement => control instanceof HTMLInputElement)
    .filter((input) => {
      const row = inRow(input);
      if (!row || input.scrollWidth <= input.clientWidth) return false;
      // As wide as its row, on a line of its own: the value is longer than the row could show.
      return input.getBoundingClientRect().width < row.getBoundingClientRect().width - 1;
    })
    .map(
      (input) =>
        `${named(input)} shows ${input.clientWidth} px of its ${input.scrollWidth} px value '${input.value}'`,
    );
  // A one-line control is as high as its min-height (the touch target) holds it, in a row or not:
  // higher in a row, it was stretched to a neighbour's height (a neighbour showing its error).
  const ownHeight = (control: Element) => Number.parseFloat(getComputedStyle(control).minHeight);
  const stretchedFields = fieldControls
    .filter((control) => inRow(control) && control.getBoundingClientRect().height > ownHeight(control) + 0.5)
    .map(
      (control) =>
        `${named(control)} is ${control.getBoundingClientRect().height} px high, its own height ${ownHeight(control)} px`,
    );

  const cutLabels = roots
    .flatMap((root) => Array.from(root.querySelectorAll('button, [role="tab"], a[href]')))
    .filter(visible)
    .filter((control) => control.scrollWidth > control.clientWidth + 1 && control.clientWidth > 0)
    .map((control) => `${label(control)} needs ${control.scrollWidth} px of its ${control.clientWidth} px`);

  const root = document.documentElement;
  return {
    innerWidth: window.innerWidth,
    overflow: root.scrollWidth - root.clientWidth,
    smallTargets,
    cutTables,
    cutFields,
    stretchedFields,
    cutLabels,
  };
}
