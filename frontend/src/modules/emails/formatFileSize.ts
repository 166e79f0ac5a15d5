import type { IntlShape } from 'react-intl';

/** A file's size in the reader's words: bytes, kB or MB (one decimal). */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  if (bytes < 1024) return intl.formatNumber(bytes, { style: 'unit', unit: 'byte' });
  if (bytes < 1024 * 1024) return intl.formatNumber(bytes / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });
  return intl.formatNumber(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}
