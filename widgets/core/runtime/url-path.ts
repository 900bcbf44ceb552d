// A path built from a template and values (a page of the route table, an API call): in the runtime,
// because the pay page builds its next page's path before any other chunk loads.

/**
 * Fills `{name}` placeholders of a URL template (a `signing-url` attribute:
 * 'https://undirritun.example/skjal/{documentId}') with values, each encoded as one path segment. A replacer
 * function, never a replacement string: a value such as '$&' or '$`' is pasted as it is
 * (DESIGN.md "What to avoid"). A placeholder without a value stays as written.
 */
export function fillUrlTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder: string, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? placeholder : pathSegment(value);
  });
}

/**
 * A value (an id from the API or the user) as one path segment: encoded, so '/', '?' and '#'
 * cannot break out; and never '.' or '..', which encoding leaves as they are and a URL then
 * resolves as "this folder" or "the one above" (another page of the same origin, past the guard).
 */
export function pathSegment(value: string): string {
  if (/^(\.|%2e){1,2}$/i.test(value)) throw new TypeError(`not a path segment: ${JSON.stringify(value)}`);
  return encodeURIComponent(value);
}
