import { Card, CardContent, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One card of the start page, half the width from 'lg' up: a region named by its heading. */
export function OverviewCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, lg: 6 }}>
      <Card component="section" aria-label={title}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Grid>
  );
}
