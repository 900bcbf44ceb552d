/** Texts of the sales-order barcode page (spec §2 "Other tools", §8 "Barcode"). */
export const salesOrderMessages = {
  loading: 'Sæki sölupöntun…',
} as const;

/** Texts of `<byko-qr-code caption>`: how the code is used, and what it holds. */
export const qrCodeMessages = {
  captionHow: 'Skannið kóðann með skanna á afgreiðslukassa eða með myndavél síma.',
  captionWhat: (value: string) => `Kóðinn geymir: ${value}`,
} as const;
