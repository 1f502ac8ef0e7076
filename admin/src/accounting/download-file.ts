import { apiErrorBody } from '@bfsm/api-adapter';
import { accountingTexts } from './accounting-texts';

/**
 * Fetches a file the server writes and hands it to the browser's downloads under the name the
 * server gave it. Unlike a plain link, a refusal stays on the page: its German message is thrown.
 */
export async function downloadFile(address: string): Promise<void> {
  const response = await fetch(address, { credentials: 'same-origin' });
  if (!response.ok) {
    const refusal = apiErrorBody.safeParse(await response.json().catch(() => undefined));
    throw new Error(refusal.success ? refusal.data.message : accountingTexts.failed);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export';
  const fileAddress = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: fileAddress, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data once the click is handled.
  setTimeout(() => URL.revokeObjectURL(fileAddress), 0);
}
