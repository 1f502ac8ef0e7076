import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { createApiClient, releaseNotesPreview } from '@bfsm/api-adapter';

const client = createApiClient();

/** How long the notes must stay unchanged before the preview asks the server again. */
const typingPauseMs = 400;

/**
 * The release notes as customers will see them, while the admin writes: the server renders the
 * Markdown and sanitises the HTML (the same function as for the download page), so the preview
 * shows exactly what will be published and no Markdown renderer ships to the browser.
 */
export function NotesPreview() {
  const translate = useTranslate();
  const notes = useWatch<{ notes?: string }>({ name: 'notes' }) ?? '';
  const [settled, setSettled] = useState(notes);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(notes), typingPauseMs);
    return () => clearTimeout(timer);
  }, [notes]);
  const preview = useQuery({
    queryKey: ['release-notes-preview', settled],
    queryFn: () => releaseNotesPreview(client, settled),
    enabled: settled.trim() !== '',
    placeholderData: (previous) => previous,
  });
  if (settled.trim() === '') return null;
  return (
    <Box component="section" aria-label={translate('resources.releases.preview')} sx={{ width: '100%', mb: 2 }}>
      <Typography variant="subtitle2" component="h2">
        {translate('resources.releases.preview')}
      </Typography>
      <Box
        data-testid="release-notes-preview"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2 }}
        // Sanitised by the server (sanitize-html), as on the download page.
        dangerouslySetInnerHTML={{ __html: preview.data ?? '' }}
      />
    </Box>
  );
}
