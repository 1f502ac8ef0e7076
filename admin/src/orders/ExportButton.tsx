import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useTranslate } from 'react-admin';
import { exportAddress } from '@bfsm/api-adapter';
import type { ListQuery } from '@bfsm/api-adapter';

/**
 * 'CSV exportieren': a plain download link to the server's export of the list's whole view
 * (filter, search, sort), as the user list's export; the browser saves the streamed file.
 */
export function ExportButton({
  path,
  view,
  fileName,
  label,
}: {
  path: string;
  view: (query: ListQuery<Record<string, unknown>>) => Record<string, unknown>;
  fileName: string;
  label: string;
}) {
  const { filterValues, sort } = useListContext();
  const translate = useTranslate();
  const href = exportAddress(path, view({ filter: filterValues ?? {}, ...(sort ? { sort } : {}) }));
  return (
    <Button href={href} download={fileName} startIcon={<DownloadIcon />} size="small">
      {translate(label)}
    </Button>
  );
}
