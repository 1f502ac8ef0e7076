import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ReferenceRecord } from '@bfsm/api-adapter';

/** The image the saved reference shows now, above the fields that change it (edit only). */
export function CurrentImage({ image }: { image: 'teaser' | 'full' }) {
  const record = useRecordContext<ReferenceRecord>();
  const translate = useTranslate();
  const src = image === 'teaser' ? record?.reference?.teaserURL : record?.reference?.imageURL;
  if (!src) return null;
  const label = translate(`resources.references.current_image.${image}`);
  return (
    <Box component="figure" sx={{ m: 0, mb: 1 }}>
      <Box component="img" src={src} alt={label} sx={{ maxWidth: 240, maxHeight: 160, display: 'block' }} />
      <Typography component="figcaption" variant="caption">
        {label}
      </Typography>
    </Box>
  );
}
