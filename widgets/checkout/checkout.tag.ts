/** `<byko-checkout>`'s name: the one place it is written (the loader, the route table, the stories and the manifest read it here). */
export const checkoutTag = 'byko-checkout';
