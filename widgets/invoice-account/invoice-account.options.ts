/**
 * 'Fá reikninga senda með' (spec §9: an e-mail option; the others are not shown, so these are ours,
 * written down in sandbox/README.md).
 */
export const sendInvoiceOptions = ['Email', 'Mail', 'Einvoice'] as const;
export type SendInvoiceOption = (typeof sendInvoiceOptions)[number];
