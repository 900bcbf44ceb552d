/**
 * The focus goes to a button of the field's form being pressed (submit, or add or remove a block):
 * a message shown now would push the button down under the pointer and the press would miss it
 * (the submit checks every field anyway). A button reached with Tab, the submit included, is not
 * pressed (not :active): leaving for it checks the field, so the message is there before Enter and
 * a keyboard or screen-reader user hears it at once.
 */
export function goesToPressedButton(target: EventTarget | null, form: HTMLFormElement | null): boolean {
  if (!(target instanceof HTMLButtonElement) || form === null || target.form !== form) return false;
  return target.matches(':active');
}
