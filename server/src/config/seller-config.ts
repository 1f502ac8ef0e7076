import * as z from 'zod';

/**
 * The seller on quotes and invoices (decision 058), kept apart from the rest of the
 * configuration; config.ts merges it into the one environment schema. Invoicing needs every
 * SELLER_ variable: while one is missing, the back-office cannot send quotes or issue invoices
 * and says which variable is missing, and the rest of the portal runs as before.
 */
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value),
  z.string().max(200).optional(),
);

const sellerSchema = z.object({
  SELLER_NAME: optionalText,
  SELLER_STREET: optionalText,
  SELLER_POSTCODE: optionalText,
  SELLER_CITY: optionalText,
  SELLER_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'ISO-Ländercode, z. B. DE')
    .default('DE'),
  SELLER_VAT_ID: optionalText,
  SELLER_TAX_NUMBER: optionalText,
  SELLER_IBAN: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\s/g, '').toUpperCase() || undefined : value),
    z
      .string()
      .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, 'muss eine IBAN sein')
      .optional(),
  ),
  SELLER_BIC: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
    z
      .string()
      .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'muss eine BIC sein')
      .optional(),
  ),
  SELLER_CONTACT_NAME: optionalText,
  SELLER_CONTACT_PHONE: optionalText,
  SELLER_CONTACT_EMAIL: z.preprocess((value) => (value === '' ? undefined : value), z.email().optional()),
  PAYMENT_TERMS_DAYS: z.coerce.number().int().min(0).max(120).default(14),
  QUOTE_VALID_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});

/** The variables, for config.ts to spread into its schema. */
export const sellerEnvironment = sellerSchema.shape;

type SellerEnvironment = z.infer<typeof sellerSchema>;

const requiredForInvoices = [
  'SELLER_NAME',
  'SELLER_STREET',
  'SELLER_POSTCODE',
  'SELLER_CITY',
  'SELLER_VAT_ID',
  'SELLER_TAX_NUMBER',
  'SELLER_IBAN',
  'SELLER_BIC',
  'SELLER_CONTACT_NAME',
  'SELLER_CONTACT_PHONE',
  'SELLER_CONTACT_EMAIL',
] as const;

export function toSellerConfig(environment: SellerEnvironment) {
  const missing = requiredForInvoices.filter((name) => environment[name] === undefined);
  const e = environment as Required<SellerEnvironment>;
  return {
    /** Absent while a SELLER_ variable is missing: then `missing` names them. */
    seller:
      missing.length > 0
        ? undefined
        : {
            name: e.SELLER_NAME,
            address: { street: e.SELLER_STREET, postcode: e.SELLER_POSTCODE, city: e.SELLER_CITY, countryCode: e.SELLER_COUNTRY },
            vatId: e.SELLER_VAT_ID,
            taxNumber: e.SELLER_TAX_NUMBER,
            iban: e.SELLER_IBAN,
            bic: e.SELLER_BIC,
            contact: { name: e.SELLER_CONTACT_NAME, phone: e.SELLER_CONTACT_PHONE, email: e.SELLER_CONTACT_EMAIL },
          },
    missing: [...missing],
    /** Days from the invoice date to its due date. */
    paymentTermsDays: environment.PAYMENT_TERMS_DAYS,
    /** Days a quote can be accepted, counted from the day it is sent. */
    quoteValidDays: environment.QUOTE_VALID_DAYS,
  };
}

export type SellerConfig = ReturnType<typeof toSellerConfig>;

/** A complete seller for tests: a configuration a test gives when it issues invoices. */
export const testSellerEnvironment = {
  SELLER_NAME: 'Brandschutz Software GmbH',
  SELLER_STREET: 'Hauptstraße 1',
  SELLER_POSTCODE: '10115',
  SELLER_CITY: 'Berlin',
  SELLER_VAT_ID: 'DE123456789',
  SELLER_TAX_NUMBER: '30/123/45678',
  SELLER_IBAN: 'DE02120300000000202051',
  SELLER_BIC: 'BYLADEM1001',
  SELLER_CONTACT_NAME: 'Vertrieb',
  SELLER_CONTACT_PHONE: '+49 30 1234567',
  SELLER_CONTACT_EMAIL: 'rechnung@brandschutz.test',
} as const;
