import { invoiceFiles } from '../../sandbox/invoice-scraper/fixtures.ts';

// What the invoice tool's CSV of each sample invoice must be, written out by hand (not derived from
// the sandbox's own fixtures, so a changed column or quoting is caught): for the sandbox's route
// test and the element test alike.

/** The CSVs written out by hand: header, a row per line, quoted fields, a final line break. */
export const handWrittenCsv: Record<string, string> = {
  [invoiceFiles.first]: [
    'description,quantity,unitPrice,amount',
    '"Pallaefni, gagnvarið 28x120 mm",40,1290,51600',
    '"Skrúfur í pall, 500 stk.",2,4990,9980',
    'Viðarvörn brún 4 l,3,6490,19470',
    'Hjólbörur,1,12995,12995',
    '',
  ].join('\n'),
  [invoiceFiles.second]: [
    'description,quantity,unitPrice,amount',
    '"Parket, eik ""Natúr"" 14 mm",12,5990,71880',
    '"Málning, hvít 10 l",4,8995,35980',
    'Bæsuð hurð 80 cm,1,89900,89900',
    'Rörtengi 15 mm,24,345,8280',
    'Sýruþolnar vélskrúfur,6,1145,6870',
    '',
  ].join('\n'),
};
