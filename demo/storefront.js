// The storefront's own script (demo/storefront.ts): it follows the elements' events as a retailer's
// page would, and shows each in the page's event list. A file, not an inline script: the page's
// policy allows no inline script.

/** Paths this storefront has: an element asking for one of these is taken there. */
const storefrontPaths = new Set(['/karfa', '/innskraning', '/umsokn', '/serpontun', '/kvittun']);

const seen = [];
Object.assign(window, { storefrontEvents: seen });

function show(name, detail) {
  seen.push([name, detail]);
  const item = document.createElement('li');
  // Text only: the detail comes from the element, which got it from the API.
  item.textContent = `${name} ${JSON.stringify(detail)}`;
  document.getElementById('storefront-events')?.append(item);
}

for (const name of [
  'byko-error',
  'byko-paid',
  'byko-payment-error',
  'byko-login',
  'byko-logout',
  'byko-submitted',
  'byko-special-order-submitted',
]) {
  document.addEventListener(name, (event) => show(name, event.detail));
}

// The storefront routes itself: the element's own navigation (to the widgets' host pages) is
// cancelled, and a path the storefront has is followed.
document.addEventListener('byko-navigate', (event) => {
  event.preventDefault();
  show('byko-navigate', event.detail);
  const target = new URL(event.detail.to, location.href);
  if (target.origin === location.origin && storefrontPaths.has(target.pathname))
    location.assign(target.pathname);
});
