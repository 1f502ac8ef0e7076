import { licenseTypeName, type LicenseCount } from '@bfsm/api-adapter';
import { TableRegion } from '../../tables/TableRegion';
import { poolTexts } from './pool-texts';

/** The pool's licences per type: assigned, reserved by an invitation, free, and the total they make. */
export function LicenseCounts({ counts }: { counts: LicenseCount[] }) {
  return (
    <TableRegion label={poolTexts.countsCaption}>
      <table class="table pool-counts">
        <caption class="visually-hidden">{poolTexts.countsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{poolTexts.licenseType}</th>
            <th scope="col">{poolTexts.assigned}</th>
            <th scope="col">{poolTexts.reserved}</th>
            <th scope="col">{poolTexts.free}</th>
            <th scope="col">{poolTexts.total}</th>
          </tr>
        </thead>
        <tbody>
          {counts.map((count) => (
            <tr key={count.licenseType}>
              <th scope="row">{licenseTypeName(count.licenseType)}</th>
              <td>{count.assigned}</td>
              <td>{count.reserved}</td>
              <td>{count.free}</td>
              <td>{count.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
