/** Texts of the sales-order barcode page (spec §2 "Other tools", §8 "Barcode"). */
export const salesOrderMessages = {
  loading: 'Sæki sölupöntun…',
} as const;
