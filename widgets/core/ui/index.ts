// The UI parts a flow draws, in one import. Those of this folder are the ones the card payment page
// does not draw on its first screen: they go in the platform chunk (vite.widgets.ts), which only the
// flows that use them load, so they cost that page's JavaScript budget nothing. The parts it does
// draw are the runtime's (../runtime/ui/index.ts, re-exported here). The rule, checked by
// ui-folders.test.ts: no module here is reached by the pay element's static imports, and every
// module of runtime/ui/ is.

export * from '../runtime/ui/index.ts';
export { Checkbox } from './Checkbox.tsx';
export { type Choice, ChoiceList } from './ChoiceList.tsx';
export { Dialog } from './Dialog.tsx';
export { ProgressLine } from './Progress.tsx';
export { Slider } from './Slider.tsx';
export { Table, type TableColumn } from './Table.tsx';
export { TextArea, type TextAreaProps } from './TextArea.tsx';
