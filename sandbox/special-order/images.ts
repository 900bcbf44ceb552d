// The options' pictures: small SVGs the sandbox draws from the option (SANDBOX.md "Images are small
// SVGs served by the sandbox"), 4:3 like the widget's image box, so a test sees which loaded.

const xmlText = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0)};`);

/** A framed pane in a colour of the option's own, with its name under it. */
export function optionImage(optionId: number, name: string): string {
  const hue = (optionId * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120" width="160" height="120"><rect width="160" height="120" fill="hsl(${hue} 35% 88%)"/><rect x="40" y="14" width="80" height="72" rx="3" fill="hsl(${hue} 40% 97%)" stroke="hsl(${hue} 45% 32%)" stroke-width="6"/><line x1="80" y1="14" x2="80" y2="86" stroke="hsl(${hue} 45% 32%)" stroke-width="3"/><text x="80" y="108" font-family="system-ui,sans-serif" font-size="12" text-anchor="middle" fill="#1b1f24">${xmlText(name)}</text></svg>`;
}
