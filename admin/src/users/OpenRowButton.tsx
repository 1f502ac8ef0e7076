import { IconButton } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useRecordContext, useTranslate } from 'react-admin';
import { useOpenRow } from './use-open-row';

export function OpenRowButton() {
  const record = useRecordContext();
  const openRow = useOpenRow();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <IconButton aria-label={translate('ra.action.open')} size="small" onClick={() => openRow(record.id)}>
      <ArrowForwardIcon fontSize="small" />
    </IconButton>
  );
}
