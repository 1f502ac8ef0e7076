/**
 * Runs `load`, and once more after each failure, up to `retries` times, waiting a little longer
 * before each retry (a flaky connection often recovers within a second). The last failure is thrown.
 */
export async function loadWithRetries<T>(load: () => Promise<T>, retries: number, delayMs: number): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs * (attempt + 1)));
    }
  }
}
