// The size gate's comparison, apart from the script so that a test can check it without a build.
// It compares bytes: a figure rounded to 0.1 KB first let up to 51 bytes over the budget through.

/** Whether `gzipBytes` exceed a budget of `budgetKb` KB (1 KB = 1024 bytes). */
export function isOverBudget(gzipBytes, budgetKb) {
  return gzipBytes > budgetKb * 1024;
}

/** A size for people: KB to one decimal, with the exact bytes the gate compares beside it. */
export function formatSize(gzipBytes) {
  return `${(gzipBytes / 1024).toFixed(1)} KB (${gzipBytes} bytes)`;
}
