import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

export interface FigureColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/**
 * A chart's figures as a table (WCAG 2.1 AA: the chart alone is not accessible), for screen
 * readers and for copying; the first column heads each row.
 */
export function FigureTable<Row>({ caption, columns, rows }: { caption: string; columns: FigureColumn<Row>[]; rows: Row[] }) {
  return (
    <Table size="small" sx={{ mt: 1 }}>
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>{caption}</caption>
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
  );
}

/** A figure that links to the user list view it counts. */
export function ViewLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  return href ? <Link href={href}>{children}</Link> : <>{children}</>;
}
