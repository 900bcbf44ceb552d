// The UI parts of the runtime: what the card payment page draws before any lazy chunk loads. They
// sit in the runtime chunk (vite.widgets.ts), which every element loads first, so each of them counts
// against that page's JavaScript budget (bench/js-budget.ts). The rule, checked by
// ../../ui/ui-folders.test.ts: every module here is reached by the pay element's static imports, and
// no module of core/ui/ is. A part that page does not draw belongs in core/ui/; one it starts to draw
// moves here. Flows import both folders' parts from core/ui/index.ts.

export { Alert, FullscreenError } from './Alert.tsx';
export { Button, type ButtonProps } from './Button.tsx';
export { Form } from './Form.tsx';
export { uiMessages } from './messages.ts';
export { NavLink } from './NavLink.tsx';
export { Select, type SelectOption } from './Select.tsx';
export { LoadingBlock, type SkeletonPart, Spinner } from './Spinner.tsx';
export { type TabItem, Tabs } from './Tabs.tsx';
export { TextField, type TextFieldProps } from './TextField.tsx';
