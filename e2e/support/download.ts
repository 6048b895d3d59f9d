import type { Download } from '@playwright/test';

// A finished download's bytes.
export const bytesOf = async (download: Download): Promise<Buffer> =>
  Buffer.concat(await (await download.createReadStream()).toArray());
