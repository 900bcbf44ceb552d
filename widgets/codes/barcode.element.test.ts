import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

describe("<byko-barcode format>'s values", () => {
  it("are jsbarcode's own format names, but its GenericBarcode", async () => {
    // jsbarcode's table of formats (CommonJS, untyped), as its JsBarcode() looks a format up.
    const { default: formats } = createRequire(import.meta.url)('jsbarcode/bin/barcodes/index.js') as {
      default: Record<string, unknown>;
    };
    const { barcodeElement } = await import('./barcode.element.ts');
    expect([...barcodeElement.props.format].sort()).toEqual(
      Object.keys(formats)
        .filter((name) => name !== 'GenericBarcode')
        .sort(),
    );
  });
});
