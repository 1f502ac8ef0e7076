/** German names of the UN/ECE Rec. 20 units the portal uses; others are shown as their code. */
const unitNames: Record<string, string> = {
  C62: 'Stück',
  ANN: 'Jahr',
  MON: 'Monat',
  DAY: 'Tag',
  HUR: 'Stunde',
};

export function unitName(unitCode: string): string {
  return unitNames[unitCode] ?? unitCode;
}
