import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface FigureColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/**
 * A chart's figures as a table (WCAG 2.1 AA: the chart alone is not accessible), for screen
 * readers and for copying; the first column heads each row. A table wider than a phone scrolls
 * sideways in its own group, which the keyboard reaches, instead of being cut off by its card.
 */
export function FigureTable<Row>({ caption, columns, rows }: { caption: string; columns: FigureColumn<Row>[]; rows: Row[] }) {
  const captionId = useId();
  return (
    <Box role="group" aria-labelledby={captionId} tabIndex={0} sx={{ overflowX: 'auto', mt: 1 }}>
      <Table size="small">
        <caption id={captionId} style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>
          {caption}
        </caption>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} scope="col">
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              {columns.map((column, columnIndex) =>
                columnIndex === 0 ? (
                  <TableCell key={column.header} component="th" scope="row">
                    {column.cell(row)}
                  </TableCell>
                ) : (
                  <TableCell key={column.header}>{column.cell(row)}</TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** A figure that links to the user list view it counts. */
export function ViewLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  return href ? <Link href={href}>{children}</Link> : <>{children}</>;
}
