/**
 * A copy in random order (Fisher-Yates): the sandbox answers lists shuffled where SANDBOX.md says
 * the real API does not sort them (special orders, webcam images), so the widgets must sort.
 */
export function shuffled<Item>(items: readonly Item[]): Item[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as Item, copy[index] as Item];
  }
  return copy;
}
