import * as z from 'zod';

/**
 * What the DATEV Buchungsstapel needs of the tax adviser's set-up (decision 061): the numbers
 * that identify the client at the adviser, the fiscal year, the account length and the accounts
 * per tax case (SKR03 defaults). config.ts merges it into the one environment schema. Without a
 * consultant and client number the DATEV export says which variable is missing; the plain CSV
 * and the ZIP of the documents need none of them. Beside them, how long the books keep the
 * invoices (decision 065).
 */
const optionalNumber = (minimum: number, maximum: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int().min(minimum).max(maximum).optional(),
  );
const account = (fallback: number) => z.coerce.number().int().min(1).max(999_999_999).default(fallback);

const accountingSchema = z.object({
  DATEV_CONSULTANT_NUMBER: optionalNumber(1001, 9_999_999),
  DATEV_CLIENT_NUMBER: optionalNumber(1, 99_999),
  DATEV_FISCAL_YEAR_START: z
    .string()
    .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Monat und Tag als MM-TT, z. B. 01-01')
    .default('01-01'),
  DATEV_ACCOUNT_LENGTH: z.coerce.number().int().min(4).max(8).default(4),
  DATEV_DEBTOR_ACCOUNT: account(10_000),
  DATEV_REVENUE_ACCOUNT: account(8400),
  DATEV_REVENUE_ACCOUNT_EU: account(8336),
  DATEV_CHART_OF_ACCOUNTS: z
    .string()
    .regex(/^\d{2}$/, 'zwei Ziffern, z. B. 03')
    .default('03'),
  DATEV_LOCK_BOOKINGS: z.enum(['0', '1']).default('0'),
  // § 147 (3) AO and § 14b UStG since 2025: 8 years for invoices, from the end of the year of issue.
  INVOICE_RETENTION_YEARS: z.coerce.number().int().min(1).max(100).default(8),
});

/** The variables, for config.ts to spread into its schema. */
export const accountingEnvironment = accountingSchema.shape;

type AccountingEnvironment = z.infer<typeof accountingSchema>;

export function toAccountingConfig(environment: AccountingEnvironment) {
  const missing = (['DATEV_CONSULTANT_NUMBER', 'DATEV_CLIENT_NUMBER'] as const).filter((name) => environment[name] === undefined);
  return {
    missing: [...missing],
    consultantNumber: environment.DATEV_CONSULTANT_NUMBER ?? null,
    clientNumber: environment.DATEV_CLIENT_NUMBER ?? null,
    /** MM-DD. */
    fiscalYearStart: environment.DATEV_FISCAL_YEAR_START,
    accountLength: environment.DATEV_ACCOUNT_LENGTH,
    debtorAccount: environment.DATEV_DEBTOR_ACCOUNT,
    revenueAccounts: { domestic: environment.DATEV_REVENUE_ACCOUNT, euReverseCharge: environment.DATEV_REVENUE_ACCOUNT_EU },
    chartOfAccounts: environment.DATEV_CHART_OF_ACCOUNTS,
    /** Whether the adviser's import locks the bookings (Festschreibung); the adviser decides. */
    lockBookings: environment.DATEV_LOCK_BOOKINGS === '1',
    /**
     * Full calendar years an invoice or Stornorechnung is kept after the year it was issued in;
     * the job `invoice-retention` deletes it in the year after (decision 065).
     */
    invoiceRetentionYears: environment.INVOICE_RETENTION_YEARS,
  };
}

export type AccountingConfig = ReturnType<typeof toAccountingConfig>;

/** A complete DATEV set-up for tests. */
export const testAccountingEnvironment = { DATEV_CONSULTANT_NUMBER: '29098', DATEV_CLIENT_NUMBER: '55003' } as const;
